// Events kept in start order, so date windows are a binary search and a walk rather than a scan and a sort.
import type { EventRecord } from './records.js';

type Key = Pick<EventRecord, 'start_date' | 'id'>;

function compare(a: Key, b: Key): number {
  const sa = a.start_date ?? '';
  const sb = b.start_date ?? '';
  return sa < sb ? -1 : sa > sb ? 1 : a.id - b.id;
}

export class StartIndex {
  private readonly events: EventRecord[] = [];

  /** Events by local start wall time, then ID. */
  get ordered(): readonly EventRecord[] {
    return this.events;
  }

  add(event: EventRecord): void {
    const last = this.events[this.events.length - 1];
    if (!last || compare(last, event) < 0) this.events.push(event);
    else this.events.splice(this.position(event), 0, event);
  }

  /** Replaces the contents in one sort: loading a large file one insert at a time would be quadratic. */
  rebuild(events: Iterable<EventRecord>): void {
    const sorted = [...events].sort(compare);
    this.events.length = 0;
    // A loop, not push(...sorted): spreading 100 000 arguments overflows the call stack.
    for (const event of sorted) this.events.push(event);
  }

  remove(event: EventRecord): void {
    const at = this.position(event);
    if (this.events[at]?.id === event.id) this.events.splice(at, 1);
  }

  private position(key: Key): number {
    return lowerBound(this.events, (e) => compare(e, key) < 0);
  }
}

/** The first index whose item does not satisfy `before` (items satisfying it come first). */
export function lowerBound<T>(items: readonly T[], before: (item: T) => boolean): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (before(items[mid] as T)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
