// A write refused because the disk holding the calendar is full: nothing of it was saved, and the files are whole.
import { errorCode } from '../../typing/caught-error.js';
import { dirname } from 'node:path';

const FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

export function isDiskFull(error: unknown): boolean {
  return error instanceof Error && FULL_CODES.has(errorCode(error) ?? '');
}

export class StorageFullError extends Error {
  readonly code = 'ENOSPC';
  /** The folder the calendar lives in: the disk to free space on. */
  readonly folder: string;

  constructor(readonly path: string) {
    const folder = dirname(path);
    super(`no space left on the disk holding ${folder} (ENOSPC): the change was not saved`);
    this.folder = folder;
  }
}
