// Unit tests for the listing index: parts and facet lists stay sorted and complete through random writes, their
// date leads follow the events in them, and search texts follow updates.

import { describe, expect, it, vi } from 'vitest';
import { wallMs } from '../../src/dates/wall-ms.js';
import { parseWallTime, wallTimeToUtcMs } from '../../src/dates/wall-time.js';
import { BandedList, type Banded } from '../../src/store/indexes/banded-list.js';
import type { Positional } from '../../src/store/indexes/chunked-list.js';
import { EventFiling } from '../../src/store/indexes/event-filing.js';
import { ListingIndex, type Facet } from '../../src/store/indexes/listing-index.js';
import type { EventRecord } from '../../src/store/records/records.js';
import { StartList, type StartOrdered } from '../../src/store/indexes/start-list.js';
import { seeded } from '../helpers/seeded.js';

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');
const wall = (ms: number): string => {
  const d = new Date(ms);
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};

const STATUSES = ['publish', 'draft', 'private'] as const;
const LANGUAGES = ['en', 'ca', undefined] as const;

function randomEvent(id: number, next: (n: number) => number): EventRecord {
  const local = Date.UTC(2026, 0, 1) + next(400) * 3_600_000 * 6 + next(3600) * 1000;
  const lead = (next(27) - 12) * 3_600_000;
  const length = [0, 3_600_000, 86_400_000 * 3, 86_400_000 * 90][next(4)] ?? 0;
  const event = {
    id,
    status: STATUSES[next(STATUSES.length)],
    hide_from_listings: next(5) === 0,
    language: LANGUAGES[next(LANGUAGES.length)],
    title: `Title ${id} ÅB${next(9)}`,
    description: next(2) ? 'Some TEXT' : '',
    excerpt: 'Ex',
    start_date: wall(local),
    utc_start_date: wall(local + lead),
    utc_end_date: wall(local + lead + length),
    featured: next(3) === 0,
    venues: [1 + next(4)],
    organizers: next(2) ? [10 + next(3), 10 + next(3)] : [],
    categories: [20 + next(5)],
    tags: [30 + next(3), 30 + next(3)],
    password: next(6) === 0 ? 'secret' : null,
  };
  if (event.language === undefined) delete (event as { language?: string }).language;
  return event as EventRecord;
}

const byStart = (a: EventRecord, b: EventRecord): number =>
  a.start_date < b.start_date ? -1 : a.start_date > b.start_date ? 1 : a.id - b.id;
const ids = (events: readonly EventRecord[]): number[] => events.map((e) => e.id);

const DAY = 86_400_000;
const msOf = (s: string): number => Date.parse(`${s.replace(' ', 'T')}Z`);

/** The band an event is kept in: by how far its UTC end lies from its local start (2 days, 16 days, more). */
function bandOf(e: EventRecord): number {
  const reach = msOf(e.utc_end_date) - msOf(e.start_date);
  return reach <= 2 * DAY ? 0 : reach <= 16 * DAY ? 1 : 2;
}

/** A chunked list's items as an array. */
const whole = <T>(list: Positional<T>): T[] => list.slice(0, list.length);

/** Every event of a banded list, in start order. */
const allOf = (list: Banded | undefined): EventRecord[] =>
  (list?.bands ?? []).flatMap((band) => whole(band.events)).sort(byStart);

/** Each band of the list holds the expected events of that band, as expectList checks them. */
function expectBanded(list: Banded | undefined, expected: EventRecord[], withLeads: boolean): void {
  if (!list) return expect(expected).toEqual([]);
  expect(list.bands).toHaveLength(3);
  list.bands.forEach((band, i) =>
    expectList(
      band,
      expected.filter((e) => bandOf(e) === i),
      withLeads,
    ),
  );
  expect(list.size).toBe(expected.length);
  expect(list.protectedCount).toBe(expected.filter((e) => e.password).length);
}

/** The leads of a list, counted plainly. */
function plainLeads(events: readonly EventRecord[]) {
  if (events.length === 0) return { startMin: 0, startMax: 0, endMin: 0, endMax: 0 };
  const starts = events.map((e) => msOf(e.utc_start_date) - msOf(e.start_date));
  const ends = events.map((e) => msOf(e.utc_end_date) - msOf(e.start_date));
  return {
    startMin: Math.min(...starts),
    startMax: Math.max(...starts),
    endMin: Math.min(...ends),
    endMax: Math.max(...ends),
  };
}

const plainText = (e: EventRecord): string =>
  `${e.title.toLowerCase()}\u0000${e.description.toLowerCase()}\u0000${e.excerpt.toLowerCase()}`;

function expectList(list: StartOrdered | undefined, expected: EventRecord[], withLeads: boolean): void {
  expect(ids(whole(list?.events ?? []))).toEqual(ids(expected.sort(byStart)));
  if (list && withLeads) expect(list.leads()).toEqual(plainLeads(expected));
  if (list) expect(whole(list.searchTexts())).toEqual(expected.map(plainText));
  // The start's digits as one number, ascending as the texts are.
  if (list) expect(whole(list.startKeys())).toEqual(expected.map((e) => Number(e.start_date.replace(/\D/g, ''))));
  if (list) expect(list.protectedCount).toBe(expected.filter((e) => e.password).length);
}

describe('ListingIndex', () => {
  it('keeps every part and facet list sorted and complete through random inserts, removals and updates', () => {
    const next = seeded(7);
    const live = new Map<number, EventRecord>();
    for (let id = 1; id <= 150; id++) live.set(id, randomEvent(id, next));
    let ordered = [...live.values()].sort(byStart);
    const index = new ListingIndex(() => ordered);
    const check = (withLeads: boolean): void => {
      for (const status of STATUSES)
        for (const hidden of [false, true])
          for (const language of LANGUAGES) {
            const inPart = [...live.values()].filter(
              (e) => e.status === status && e.hide_from_listings === hidden && e.language === language,
            );
            const part = index.part(status, hidden, language);
            expectBanded(part?.all, inPart, withLeads);
            const facets: [Facet, (e: EventRecord) => (number | boolean)[], (number | boolean)[]][] = [
              ['venue', (e) => e.venues, [1, 2, 3, 4]],
              ['organizer', (e) => e.organizers, [10, 11, 12]],
              ['category', (e) => e.categories, [20, 21, 22, 23, 24]],
              ['tag', (e) => e.tags, [30, 31, 32]],
              ['featured', (e) => [e.featured], [true, false]],
            ];
            for (const [facet, valuesOf, values] of facets)
              for (const value of values) {
                const filed = inPart.filter((e) => valuesOf(e).includes(value));
                expectBanded(part?.facet(facet, value), filed, withLeads && next(4) === 0);
              }
          }
    };
    check(false);
    for (let step = 0; step < 600; step++) {
      const roll = next(10);
      const known = [...live.keys()];
      const id = roll < 4 || known.length === 0 ? 1000 + step : (known[next(known.length)] ?? 0);
      const before = live.get(id);
      if (before) index.remove(before);
      if (roll < 8) {
        const after = roll < 4 ? randomEvent(id, next) : { ...randomEvent(id, next), title: `Renamed ${id}` };
        live.set(id, after);
        index.add(after);
      } else live.delete(id);
      ordered = [...live.values()].sort(byStart);
      if (step % 50 === 0) check(step % 100 === 0);
    }
    check(true);
  });

  it('makes the facet lists of a kind when a list first asks for one, however many writes came before, and keeps them in step', () => {
    const next = seeded(11);
    const live = new Map<number, EventRecord>();
    for (let id = 1; id <= 120; id++) live.set(id, randomEvent(id, next));
    const index = new ListingIndex(() => [...live.values()]);
    const asked: [Facet, number | boolean, (e: EventRecord) => boolean][] = [];
    const choices: [Facet, number | boolean, (e: EventRecord) => boolean][] = [
      ['venue', 2, (e) => e.venues.includes(2)],
      ['organizer', 11, (e) => e.organizers.includes(11)],
      ['category', 23, (e) => e.categories.includes(23)],
      ['tag', 31, (e) => e.tags.includes(31)],
      ['featured', true, (e) => e.featured],
    ];
    const check = (): void => {
      for (const [facet, value, filed] of asked) {
        const inPart = [...live.values()].filter(
          (e) => e.status === 'publish' && !e.hide_from_listings && e.language === 'en' && filed(e),
        );
        expectBanded(index.part('publish', false, 'en')?.facet(facet, value), inPart, false);
      }
    };
    index.part('publish', false, 'en');
    for (let step = 0; step < 400; step++) {
      const known = [...live.keys()];
      const id = next(3) === 0 ? 1000 + step : (known[next(known.length)] ?? 0);
      const before = live.get(id);
      if (before) index.remove(before);
      const after = randomEvent(id, next);
      live.set(id, after);
      index.add(after);
      // Each facet is first asked for after a different number of writes.
      const choice = choices[step / 80];
      if (choice) asked.push(choice);
      if (step % 40 === 0) check();
    }
    check();
  });

  it('files a written event at the next read, only into the facet lists of the kinds asked for so far', () => {
    const next = seeded(5);
    const events = Array.from({ length: 30 }, (_, i) => ({ ...randomEvent(i + 1, next), status: 'publish' as const }));
    const index = new ListingIndex(() => events);
    const part = index.part('publish', false, 'en');
    const filings = vi.spyOn(BandedList.prototype, 'insert');
    try {
      const written = {
        ...randomEvent(500, next),
        status: 'publish' as const,
        hide_from_listings: false,
        language: 'en',
      };
      index.add(written);
      expect(filings).not.toHaveBeenCalled();
      expect(index.part('publish', false, 'en')).toBe(part);
      // Its part's whole list alone: none of its venue's, organizers', categories', tags' or featured lists.
      expect(filings).toHaveBeenCalledTimes(1);
      const venue = written.venues[0] ?? 0;
      expect(ids(allOf(part?.facet('venue', venue)))).toContain(500);
      filings.mockClear();
      index.add({ ...written, id: 501 });
      index.part('publish', false, 'en');
      // The whole list and its venue's list: venues were asked for, not its organizers, categories or tags.
      expect(filings).toHaveBeenCalledTimes(2);
    } finally {
      filings.mockRestore();
    }
  });

  it('lets its lists go after a run of writes no read follows, and makes them again, whole, on the next read', () => {
    const next = seeded(13);
    const live = new Map<number, EventRecord>();
    for (let id = 1; id <= 150; id++) live.set(id, randomEvent(id, next));
    const index = new ListingIndex(() => live.values());
    const partsOf = (listings: ListingIndex) =>
      STATUSES.flatMap((status) =>
        [false, true].flatMap((hidden) =>
          LANGUAGES.map((language) => ids(allOf(listings.part(status, hidden, language)?.all))),
        ),
      );
    partsOf(index);
    const filings = vi.spyOn(BandedList.prototype, 'insert');
    try {
      for (let step = 0; step < 3000; step++) {
        const known = [...live.keys()];
        const id = next(3) === 0 && known.length > 0 ? (known[next(known.length)] ?? 0) : 1000 + step;
        const before = live.get(id);
        if (before) index.remove(before);
        const after = randomEvent(id, next);
        live.set(id, after);
        index.add(after);
      }
      // The writes waited for a read; past 1,024 of them (a removal counts as one) the lists were let go.
      expect(filings).not.toHaveBeenCalled();
    } finally {
      filings.mockRestore();
    }
    expect(partsOf(index)).toEqual(partsOf(new ListingIndex(() => live.values())));
    // A read starts the count again: writes with reads between them are kept in step.
    const kept = vi.spyOn(BandedList.prototype, 'insert');
    try {
      for (let step = 0; step < 1500; step++) {
        const added = randomEvent(10_000 + step, next);
        live.set(added.id, added);
        index.add(added);
        if (step % 500 === 0) index.part('publish', false, 'en');
      }
      index.part('publish', false, 'en');
      expect(kept).toHaveBeenCalledTimes(1500);
    } finally {
      kept.mockRestore();
    }
  });

  it('is built from its source on first read and again after a reset', () => {
    const next = seeded(3);
    let ordered = [randomEvent(1, next), randomEvent(2, next)].sort(byStart);
    const index = new ListingIndex(() => ordered);
    const first = ordered[0] as EventRecord;
    // Writes before the first read are not applied: the parts are built from the source then.
    index.add({ ...first, id: 99 });
    const part = index.part(first.status, first.hide_from_listings, first.language);
    expect(allOf(part?.all)).toContain(first);
    expect(ids(allOf(part?.all))).not.toContain(99);
    ordered = [];
    index.reset();
    expect(index.part(first.status, first.hide_from_listings, first.language)).toBeUndefined();
  });

  it('built ahead (prepare), answers its first read from what it built: the source is read once', () => {
    const next = seeded(8);
    const events = Array.from({ length: 40 }, (_, i) => randomEvent(i + 1, next));
    let reads = 0;
    const index = new ListingIndex(() => {
      reads += 1;
      return events;
    });
    index.prepare();
    expect(reads).toBe(1);
    for (const status of STATUSES)
      for (const language of LANGUAGES) index.part(status, false, language)?.all.bands.forEach((band) => band.leads());
    expect(reads).toBe(1);
    const part = index.part('publish', false, 'en');
    expect(allOf(part?.all)).toEqual(
      events.filter((e) => e.status === 'publish' && !e.hide_from_listings && e.language === 'en').sort(byStart),
    );
    // Every event once, part by part, each part band by band, each band in start order.
    const listed = index.events();
    expect(ids(listed).sort((a, b) => a - b)).toEqual(ids(events).sort((a, b) => a - b));
    for (let i = 1; i < listed.length; i++) {
      const [before, after] = [listed[i - 1] as EventRecord, listed[i] as EventRecord];
      if (
        before.status === after.status &&
        before.language === after.language &&
        before.hide_from_listings === after.hide_from_listings &&
        bandOf(before) === bandOf(after)
      )
        expect(byStart(before, after)).toBeLessThan(0);
    }
  });

  it('makes the search word index of each part ahead, a slice at a time', () => {
    const next = seeded(12);
    const events = Array.from({ length: 1500 }, (_, i) => randomEvent(i + 1, next));
    const index = new ListingIndex(() => events);
    expect(index.prepareSearch(0)).toBe(false);
    expect(index.prepareSearch(Infinity)).toBe(true);
    expect(index.prepareSearch(0)).toBe(true);
  });

  it('keeps each event’s fields lower-cased and apart for search, beside the event', () => {
    const next = seeded(5);
    const list = new StartList();
    const event = (id: number, title: string): EventRecord => ({
      ...randomEvent(id, next),
      title,
      description: 'Desc',
      excerpt: 'X',
    });
    const first = event(1, 'Ünïcode TITLE');
    list.insert(new EventFiling(first));
    expect(whole(list.searchTexts())).toEqual(['ünïcode title\u0000desc\u0000x']);
    list.remove(new EventFiling(first));
    list.insert(new EventFiling({ ...first, title: 'Other' }));
    expect(whole(list.searchTexts())).toEqual(['other\u0000desc\u0000x']);
  });
});

describe('StartList keys', () => {
  it('are NaN for a start of another shape, and leads are then unknown: windows read every event', () => {
    const next = seeded(4);
    const list = new StartList();
    const odd = { ...randomEvent(1, next), start_date: '2026-1-5 10:00:00' };
    list.insert(new EventFiling(randomEvent(2, next)));
    list.insert(new EventFiling(odd));
    expect(whole(list.startKeys()).filter(Number.isNaN)).toHaveLength(1);
    expect(list.leads()).toBeUndefined();
    list.remove(new EventFiling(odd));
    expect(whole(list.startKeys()).some(Number.isNaN)).toBe(false);
    expect(list.leads()).toBeDefined();
  });
});

describe('wallMs', () => {
  it('reads exactly what parseWallTime reads, to the same instant', () => {
    const next = seeded(11);
    const texts = ['2024-02-29 23:59:59', '2023-02-29 10:00:00', '0000-01-01 00:00:00', '9999-12-31 23:59:59'];
    texts.push('2026-13-01 00:00:00', '2026-04-31 00:00:00', '2026-01-01 24:00:00', '2026-01-01 00:60:00');
    texts.push('2026-01-01T00:00:00', '2026-01-01 00:00', ' 2026-01-01 00:00:00', '2026-1a-01 00:00:00', '');
    for (let i = 0; i < 2000; i++) texts.push(wall(Date.UTC(1900, 0, 1) + next(2 ** 30) * 6000));
    for (const text of texts) {
      const wallTime = parseWallTime(text);
      expect(wallMs(text), text).toBe(wallTime ? wallTimeToUtcMs(wallTime) : Number.NaN);
    }
  });
});
