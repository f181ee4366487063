// Writing a big file from many small pieces without holding the event loop: requests are answered between slices.
import type { FileHandle } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { monotonicMs } from '../dates/monotonic-ms.js';

/** Text gathered before each write to the file. */
const WRITE_CHARS = 1 << 18;
/** Longest run of encoding between two turns of the event loop. */
const SLICE_MS = 4;

/** Writes `pieces` in order; `midway` (when given) is awaited once, after the first slice. */
export async function writeInSlices(
  handle: FileHandle,
  pieces: Iterable<string>,
  midway?: () => Promise<void>,
): Promise<void> {
  let gathered: string[] = [];
  let length = 0;
  let sliceStart = monotonicMs();
  let pending = midway;
  for (const piece of pieces) {
    gathered.push(piece);
    length += piece.length;
    if (length >= WRITE_CHARS) {
      await handle.write(gathered.join(''));
      gathered = [];
      length = 0;
    } else if (monotonicMs() - sliceStart < SLICE_MS) continue;
    await nextTurn();
    if (pending) {
      const wait = pending;
      pending = undefined;
      await wait();
    }
    sliceStart = monotonicMs();
  }
  if (pending) await pending();
  await handle.write(gathered.join(''));
}
