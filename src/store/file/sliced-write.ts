// Writing a big file from many small pieces without holding the event loop: requests are answered between slices.
import { Buffer } from 'node:buffer';
import type { FileHandle } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { monotonicMs } from '../../dates/monotonic-ms.js';
import { writeAll } from './file-io.js';

/** Text gathered before each write to the file. */
const WRITE_CHARS = 1 << 18;
/** Longest run of encoding between two turns of the event loop. */
const SLICE_MS = 4;

export interface SliceOptions {
  /** Awaited once, after the first slice. */
  readonly midway?: (() => Promise<void>) | undefined;
  /** Given each slice's bytes, in order, before they are written. */
  readonly written?: (bytes: Uint8Array) => void;
}

/** Writes `pieces` in order, each slice made bytes once. */
export async function writeInSlices(
  handle: FileHandle,
  pieces: Iterable<string>,
  { midway, written }: SliceOptions = {},
): Promise<void> {
  let gathered: string[] = [];
  let length = 0;
  let sliceStart = monotonicMs();
  let pending = midway;
  const write = async () => {
    const bytes = Buffer.from(gathered.join(''));
    gathered = [];
    length = 0;
    written?.(bytes);
    await writeAll(handle, bytes);
  };
  for (const piece of pieces) {
    gathered.push(piece);
    length += piece.length;
    if (length >= WRITE_CHARS) await write();
    else if (monotonicMs() - sliceStart < SLICE_MS) continue;
    await nextTurn();
    if (pending) {
      const wait = pending;
      pending = undefined;
      await wait();
    }
    sliceStart = monotonicMs();
  }
  if (pending) await pending();
  await write();
}
