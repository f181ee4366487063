// Pages of one banded list (events kept apart by how long they last) merge the bands in start order: every page,
// count and search answer as a plain filter of the events does, with long events among short ones.
import { describe, expect, it } from 'vitest';
import { EventFiling, searchTextOf } from '../../../src/store/indexes/event-filing.js';
import type { DateWindow } from '../../../src/domain/query/event-dates-window.js';
import { inWindow } from '../../../src/domain/query/event-match.js';
import { pageOfList, pageOfSearch } from '../../../src/domain/query/listing-read.js';
import { BandedList } from '../../../src/store/indexes/banded-list.js';
import type { EventRecord } from '../../../src/store/records/records.js';
import { seeded, type Random } from '../../helpers/seeded.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BASE = Date.UTC(2027, 0, 1);
const wall = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
/** Most events last hours; some days, weeks or months; a few words are rare, so that matches are sparse. */
const LENGTHS = [HOUR, 2 * HOUR, 3 * HOUR, 20 * HOUR, 3 * DAY, 10 * DAY, 40 * DAY, 120 * DAY];
const WORDS = ['talk', 'talk', 'talk', 'jazz', 'rare'];

function randomEvent(id: number, next: Random): EventRecord {
  const start = BASE + next(60 * 24) * HOUR;
  // A zone of its own: the UTC start lies up to 12 hours either side of the local start.
  const lead = (next(25) - 12) * HOUR;
  const length = LENGTHS[next(3) === 0 ? next(LENGTHS.length) : next(4)] ?? HOUR;
  return {
    id,
    status: 'publish',
    hide_from_listings: false,
    title: `${WORDS[next(WORDS.length)]} ${id}`,
    description: '',
    excerpt: '',
    start_date: wall(start),
    end_date: wall(start + length),
    utc_start_date: wall(start + lead),
    utc_end_date: wall(start + lead + length),
    featured: false,
    venues: [],
    organizers: [],
    categories: [],
    tags: [],
    password: null,
  } as unknown as EventRecord;
}

function randomWindow(next: Random): DateWindow {
  const at = (): string => wall(BASE - 5 * DAY + next(70 * 24) * HOUR);
  const window: Record<string, string> = {};
  for (const name of ['start_date', 'end_date', 'starts_before', 'starts_after', 'ends_before', 'ends_after'])
    if (next(3) === 0) window[name] = at();
  return window;
}

const byStart = (a: EventRecord, b: EventRecord): number =>
  a.start_date < b.start_date ? -1 : a.start_date > b.start_date ? 1 : a.id - b.id;

describe('pages of a banded list', () => {
  for (const seed of [1, 2, 3, 4]) {
    it(`list and search every page as a plain filter does (calendar ${seed})`, () => {
      const next = seeded(seed);
      const list = new BandedList();
      const events = Array.from({ length: 400 + next(400) }, (_, i) => randomEvent(i + 1, next)).sort(byStart);
      for (const event of events) list.append(new EventFiling(event));
      // A few writes after the build, so that inserts are read too.
      for (let id = 5000; id < 5040; id++) {
        const event = randomEvent(id, next);
        list.insert(new EventFiling(event));
        events.push(event);
      }
      events.sort(byStart);
      expect(list.bands.filter((band) => band.events.length > 0).length).toBe(3);
      for (let q = 0; q < 150; q++) {
        const window = randomWindow(next);
        const term = next(2) === 0 ? WORDS[next(WORDS.length)] : undefined;
        const expected = events.filter(
          (e) => inWindow(e, window) && (term === undefined || searchTextOf(e).includes(term)),
        );
        const perPage = 1 + next(15);
        const page = 1 + next(Math.ceil(expected.length / perPage) + 1);
        const request = { page, perPage };
        const answer =
          term === undefined ? pageOfList(list, window, request) : pageOfSearch(list, window, term, request);
        const context = JSON.stringify({ window, term, page, perPage });
        expect(
          answer.items.map((e) => e.id),
          context,
        ).toEqual(expected.slice((page - 1) * perPage, page * perPage).map((e) => e.id));
        expect(answer.total, context).toBe(expected.length);
      }
    });
  }
});
