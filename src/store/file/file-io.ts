// Durable file replacement: write a temp file, fsync it, rename it over the target, fsync the folder.
import { open, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export async function writeFileDurably(path: string, contents: string): Promise<void> {
  await writeFileDurablyFrom(path, (handle) => handle.writeFile(contents, 'utf8'));
}

/**
 * The same, with the contents written by `fill` (which may write in many steps). A failed write removes the
 * temp file: on a full disk, a partial copy left behind would keep the space taken.
 */
export async function writeFileDurablyFrom(path: string, fill: (handle: FileHandle) => Promise<void>): Promise<void> {
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  // The file keeps its mode (a group-readable calendar stays so); a new one is its owner's alone.
  const mode = await stat(path).then(
    (found) => found.mode & 0o777,
    () => 0o600,
  );
  try {
    const handle = await open(temp, 'w', 0o600);
    if (mode !== 0o600) await handle.chmod(mode);
    try {
      await fill(handle);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(dirname(path));
}

/**
 * Writes all of `bytes` at the handle's position: a write to a file can take fewer bytes than it was given (a disk
 * filling up part way), and the rest are written after them, or fail with the reason.
 */
export async function writeAll(handle: FileHandle, bytes: Uint8Array): Promise<void> {
  let done = 0;
  while (done < bytes.length) {
    const { bytesWritten } = await handle.write(bytes, done, bytes.length - done);
    // A file that takes nothing and reports no error would be written to forever.
    if (bytesWritten === 0) throw Object.assign(new Error('the file took none of the bytes written'), { code: 'EIO' });
    done += bytesWritten;
  }
}

/** Makes a rename durable: without it a power cut can bring back the old directory entry. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
