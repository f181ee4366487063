// What keeps a path from holding a calendar file, told in one line that names it: asked before the file is touched,
// so that a bad path fails at once and makes nothing, and asked again of a failure to read or make a file there.
import { stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { errorCode } from '../../typing/caught-error.js';

/** A path that cannot be used as asked; the message names it. */
export class FilePathError extends Error {}

const DENIED = new Set(['EACCES', 'EPERM']);

/**
 * Fails (FilePathError) when `path` cannot be a calendar file: a folder, below a file, below a folder that is not
 * there (unless `folderMayBeMissing`: one that may be made for it), or out of this user's reach. A path with no file
 * yet, in a folder that exists, is fine: a read finds no calendar there, a write makes one.
 */
export async function checkCalendarPath(path: string, options: { folderMayBeMissing: boolean }): Promise<void> {
  const why = await problemWith(path, options.folderMayBeMissing);
  if (why !== undefined) throw new FilePathError(`cannot use ${path}: ${why}`);
}

async function problemWith(path: string, folderMayBeMissing: boolean): Promise<string | undefined> {
  const found = await statOf(path);
  if ('isFolder' in found) return found.isFolder ? 'it is a folder, not a calendar file' : undefined;
  if (found.code === 'ENOTDIR') return `${await fileAbove(path)} is a file, not a folder`;
  if (DENIED.has(found.code)) return `permission denied (${found.code})`;
  if (found.code !== 'ENOENT') return `(${found.code})`;
  const folder = await statOf(dirname(path));
  if ('isFolder' in folder || folderMayBeMissing) return undefined;
  return folder.code === 'ENOENT' ? `the folder ${dirname(path)} does not exist` : `(${folder.code})`;
}

/**
 * A failure to make a file in the folder of `path` (its lock, or the file itself) as a FilePathError naming the
 * folder when the folder is the cause (no permission, a read-only file system, not there); else the failure itself.
 */
export async function newFileFailure(path: string, error: unknown): Promise<unknown> {
  const code = errorCode(error) ?? '';
  const dir = dirname(path);
  if (DENIED.has(code))
    return new FilePathError(`cannot write ${path}: no permission to make files in ${dir} (${code})`);
  if (code === 'EROFS') return new FilePathError(`cannot write ${path}: ${dir} is on a read-only file system (EROFS)`);
  if (code !== 'ENOENT') return error;
  // In a folder that is there, ENOENT is the answer of a file system that makes no files (procfs).
  const folder = await statOf(dir);
  return 'isFolder' in folder
    ? new FilePathError(`cannot write ${path}: no file can be made in ${dir} (ENOENT)`)
    : new FilePathError(`cannot use ${path}: the folder ${dir} does not exist`);
}

/** A failure to read the file at `path` as a FilePathError when it is refused to this user; else the failure. */
export function readFailure(path: string, error: unknown): unknown {
  const code = errorCode(error) ?? '';
  return DENIED.has(code) ? new FilePathError(`cannot read ${path}: permission denied (${code})`) : error;
}

async function statOf(path: string): Promise<{ isFolder: boolean } | { code: string }> {
  try {
    return { isFolder: (await stat(path)).isDirectory() };
  } catch (error) {
    return { code: errorCode(error) ?? String(error) };
  }
}

/** The file that stands where a folder of `path` should be (what ENOTDIR is about). */
async function fileAbove(path: string): Promise<string> {
  let above = dirname(path);
  while (dirname(above) !== above) {
    const found = await statOf(above);
    if ('isFolder' in found && !found.isFolder) return above;
    above = dirname(above);
  }
  return dirname(path);
}
