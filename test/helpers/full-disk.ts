// Writes that take fewer bytes than they were given, as the kernel may make them: the caller must write the rest. On
// a disk that fills up, the write of the rest fails with ENOSPC.
import { open } from 'node:fs/promises';
import { vi } from 'vitest';

/** The overload of a file handle's write that cal's files use: bytes, from an offset, so many. */
interface ByteWriter {
  write: (
    this: ByteWriter,
    data: Uint8Array,
    offset?: number,
    length?: number,
  ) => Promise<{ bytesWritten: number; buffer: Uint8Array }>;
}

/**
 * From now on (until `vi.restoreAllMocks()`), every write to a file takes at most `fits` bytes of what it was given
 * and reports how many. With `full`, the write that follows a short one fails with ENOSPC, and with `fits` 0 every
 * write does. `existing` names any file, opened only to reach the file handles' methods.
 */
export async function shortWrites(existing: string, fits: number, { full = false } = {}): Promise<void> {
  const probe = await open(existing, 'r');
  const prototype = Object.getPrototypeOf(probe) as ByteWriter;
  await probe.close();
  const realWrite = prototype.write;
  let shortWritten = false;
  vi.spyOn(prototype, 'write').mockImplementation(async function (this: ByteWriter, data, offset = 0, length) {
    if (!(data instanceof Uint8Array)) throw new Error('these writes take bytes only');
    const rest = length ?? data.length - offset;
    if (full && (shortWritten || fits === 0)) {
      shortWritten = false;
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    }
    const taken = await realWrite.call(this, data, offset, Math.min(fits, rest));
    shortWritten = taken.bytesWritten < rest;
    return { bytesWritten: taken.bytesWritten, buffer: data };
  });
}

/** A disk with room for `fits` bytes of each write: see shortWrites. */
export const fillTheDisk = (existing: string, fits: number) => shortWrites(existing, fits, { full: true });
