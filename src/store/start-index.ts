// Events kept in start order, so date windows are a binary search and a walk rather than a scan and a sort.
import type { EventRecord } from './records.js';

type Key = Pick<EventRecord, 'start_date' | 'id'>;

/** Start wall time, then ID: the order of eventsByStart(). */
export function compareStarts(a: Key, b: Key): number {
  const sa = a.start_date ?? '';
  const sb = b.start_date ?? '';
  return sa < sb ? -1 : sa > sb ? 1 : a.id - b.id;
}

export class StartIndex {
  private events: EventRecord[] = [];
  /**
   * Events added out of order since the last read, merged in on the next one: an import adds
   * thousands of events between reads, and inserting each in place would move half the list.
   */
  private pending: EventRecord[] = [];
  /** The events were put in unsorted (a load) and are sorted on the first read. */
  private unsorted = false;

  /** Events by local start wall time, then ID. */
  get ordered(): readonly EventRecord[] {
    this.settle();
    return this.events;
  }

  add(event: EventRecord): void {
    const last = this.events[this.events.length - 1];
    if (this.pending.length === 0 && (!last || compareStarts(last, event) < 0)) this.events.push(event);
    else this.pending.push(event);
  }

  /**
   * Replaces the contents, sorted in one go on the first read: loading a large file one insert at a time would
   * be quadratic, and a server that only reads events by ID never needs the order.
   */
  rebuild(events: Iterable<EventRecord>): void {
    this.events = [...events];
    this.pending = [];
    this.unsorted = true;
  }

  remove(event: EventRecord): void {
    this.settle();
    const at = this.position(event);
    if (this.events[at]?.id === event.id) this.events.splice(at, 1);
  }

  /** Merges the pending events in: one sort of the few new ones and one pass over the list. */
  private settle(): void {
    if (this.unsorted) {
      this.events.sort(compareStarts);
      this.unsorted = false;
    }
    if (this.pending.length === 0) return;
    const added = this.pending.sort(compareStarts);
    this.pending = [];
    this.events = mergeByStart(this.events, added);
  }

  private position(key: Key): number {
    return lowerBound(this.events, (e) => compareStarts(e, key) < 0);
  }
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
