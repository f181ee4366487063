// Unit tests for the start order of events: a list kept in it through inserts and removals in any order, equal
// starts ordered by ID, and two lists merged.

import { describe, expect, it } from 'vitest';
import { EventFiling } from '../../src/store/indexes/event-filing.js';
import type { EventRecord } from '../../src/store/records/records.js';
import { inStartOrder, mergeByStart } from '../../src/store/indexes/start-index.js';
import { StartList } from '../../src/store/indexes/start-list.js';
import { seeded } from '../helpers/seeded.js';

const event = (id: number, start: string): EventRecord => ({ id, start_date: start }) as EventRecord;

const order = (events: readonly EventRecord[]): string[] => events.map((e) => `${e.start_date}#${e.id}`);

function sorted(events: Iterable<EventRecord>): string[] {
  return order(
    [...events].sort((a, b) => (a.start_date < b.start_date ? -1 : a.start_date > b.start_date ? 1 : a.id - b.id)),
  );
}

/**
 * `steps` random writes to `index`, kept alike in a map: out of ten rolls, `adds` put `made(step)` in, `removes` take
 * a live event out, and the rest check the order (and `check`), as the end does. `keysAt`: the step from which the
 * list keeps its start keys.
 */
function churn(
  index: StartList,
  next: (n: number) => number,
  plan: { steps: number; adds: number; removes: number; keysAt?: number },
  made: (step: number) => EventRecord,
  check: (live: ReadonlyMap<number, EventRecord>) => void = () => undefined,
): void {
  const live = new Map<number, EventRecord>();
  const checked = () => {
    expect(order(index.events.toArray())).toEqual(sorted(live.values()));
    check(live);
  };
  for (let step = 0; step < plan.steps; step++) {
    if (step === plan.keysAt) index.startKeys();
    const roll = next(10);
    if (roll < plan.adds || live.size === 0) {
      const e = made(step);
      index.insert(new EventFiling(e));
      live.set(e.id, e);
    } else if (roll < plan.adds + plan.removes) {
      const ids = [...live.keys()];
      const gone = live.get(ids[next(ids.length)] as number) as EventRecord;
      index.remove(new EventFiling(gone));
      live.delete(gone.id);
    } else checked();
  }
  checked();
}

describe('the start order', () => {
  it('keeps events ordered by start, then ID, through random adds, removals and reads', () => {
    const next = seeded(99);
    const start = () =>
      `2026-${String(1 + next(12)).padStart(2, '0')}-${String(1 + next(28)).padStart(2, '0')} 10:00:00`;
    churn(new StartList(), next, { steps: 3000, adds: 6, removes: 2 }, (step) => event(step + 1, start()));
  });

  it('keeps the same order once its start keys are kept, searched by number, through starts of another shape', () => {
    const next = seeded(5);
    // Few starts, so that many events share one and are ordered by ID (added in no order of ID).
    const start = () => (next(40) === 0 ? '2026-3-1 10:00' : `2026-0${1 + next(3)}-0${1 + next(3)} 1${next(3)}:00:00`);
    const index = new StartList();
    churn(
      index,
      next,
      { steps: 4000, adds: 6, removes: 3, keysAt: 200 },
      (step) => event(10_000 - step * 7 + next(5) * 100_000, start()),
      (live) => {
        const keys = index.startKeys();
        expect(keys.slice(0, keys.length).filter(Number.isNaN).length).toBe(
          [...live.values()].filter((e) => e.start_date.length !== 19).length,
        );
      },
    );
  });

  it('orders equal starts by ID, and merges two lists into one in that order', () => {
    const index = new StartList();
    index.insert(new EventFiling(event(3, '2026-05-01 09:00:00')));
    index.insert(new EventFiling(event(1, '2026-05-01 09:00:00')));
    index.insert(new EventFiling(event(2, '2026-04-01 09:00:00')));
    expect(index.events.toArray().map((e) => e.id)).toEqual([2, 1, 3]);
    const later = [event(8, '2026-01-01 00:00:00'), event(9, '2027-01-01 00:00:00')];
    expect(mergeByStart(index.events.toArray(), later).map((e) => e.id)).toEqual([8, 2, 1, 3, 9]);
    // An event in both lists is kept once.
    expect(mergeByStart(later, later).map((e) => e.id)).toEqual([8, 9]);
  });

  it('sorts a whole calendar as the text comparison does: equal starts by ID, IDs in any order, odd dates', () => {
    let state = 5;
    const next = (n: number): number => {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      return Math.floor((state / 2 ** 31) * n);
    };
    const day = () =>
      `2027-0${1 + next(9)}-${String(1 + next(28)).padStart(2, '0')} ${String(next(24)).padStart(2, '0')}:${next(2) ? '00' : '30'}:00`;
    const calendar = (size: number, odd: string | undefined) => {
      const ids = Array.from({ length: size }, (_, i) => 1 + i * 3);
      // Shuffled, or in ID order as a store holds them.
      if (next(2))
        for (let i = ids.length - 1; i > 0; i--) {
          const j = next(i + 1);
          [ids[i], ids[j]] = [ids[j] ?? 0, ids[i] ?? 0];
        }
      const events = ids.map((id) => event(id, day()));
      if (odd !== undefined) events.push(event(99_999, odd));
      return events;
    };
    for (const odd of [undefined, '2027-02-30 10:00:00', '2027-1-5 9:00', '', '2027-03-01 10:00:00']) {
      for (const size of [0, 1, 2, 50, 3000]) {
        const events = calendar(size, odd);
        expect(order(inStartOrder(events)), `${size} ${odd}`).toEqual(sorted(events));
      }
    }
  });
});
