// The start order of events (start wall time, then ID), and the searches and merges of lists kept in it.
import type { EventRecord } from './records.js';

type Key = Pick<EventRecord, 'start_date' | 'id'>;

/** Start wall time, then ID: the order of every list of eventsByStart(). */
export function compareStarts(a: Key, b: Key): number {
  const sa = a.start_date ?? '';
  const sb = b.start_date ?? '';
  return sa < sb ? -1 : sa > sb ? 1 : a.id - b.id;
}

/** The first index whose item does not satisfy `before` (items satisfying it come first). */
export function lowerBound<T extends object>(items: readonly T[], before: (item: T) => boolean): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    // Always an item (mid < hi <= length), which the index type cannot tell.
    const item = items[mid];
    if (item && before(item)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Two lists in start order as one, in start order; an event in both (the same start and ID) is kept once. */
export function mergeByStart(a: readonly EventRecord[], b: readonly EventRecord[]): EventRecord[] {
  const out: EventRecord[] = [];
  let i = 0;
  let j = 0;
  // Each list's next event, undefined once it is used up.
  let x = a[0];
  let y = b[0];
  while (x && y) {
    const order = compareStarts(x, y);
    if (order <= 0) {
      out.push(x);
      x = a[++i];
      if (order === 0) y = b[++j];
    } else {
      out.push(y);
      y = b[++j];
    }
  }
  return out.concat(a.slice(i), b.slice(j));
}
