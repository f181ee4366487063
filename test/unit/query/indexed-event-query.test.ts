// Event lists read from the listing index answer exactly what a plain scan of every event answers (items, order,
// totals), over random calendars, random queries and random writes between them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateWindow, BOUND_NAMES, type DateWindow } from '../../../src/domain/query/event-dates-window.js';
import type { EventFilter } from '../../../src/domain/query/event-list-query.js';
import { queryEvents } from '../../../src/domain/query/event-query.js';
import { readCaches, switchReadCaches } from '../../../src/domain/query/read-caches.js';
import { formatWallTime, parseWallTime, utcMsToWallTime, type WallTime } from '../../../src/dates/wall-time.js';
import { instantToWallTime, wallTimeToInstant } from '../../../src/dates/zones.js';
import { MemoryState } from '../../../src/store/state/memory-state.js';
import { DEFAULT_SETTINGS, type EventRecord, type TermRecord } from '../../../src/store/records/records.js';
import { StagedTransaction } from '../../../src/store/state/staged-transaction.js';
import type { StoreReader } from '../../../src/store/store.js';
import { seeded, type Random } from '../../helpers/seeded.js';

const pick = <T>(next: Random, items: readonly T[]): T => items[next(items.length)] as T;
const some = <T>(next: Random, items: readonly T[], most: number): T[] =>
  Array.from({ length: 1 + next(most) }, () => pick(next, items));

const ZONES = ['UTC', 'Europe/Madrid', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'];
const STATUSES = ['publish', 'draft', 'pending', 'private', 'future'] as const;
/** Most events are listed to visitors. */
const LISTED_STATUSES = ['publish', 'publish', 'publish', 'draft', ...STATUSES] as const;
const LANGUAGES = ['en', 'ca', 'es', '', undefined];
const WORDS = ['Jazz', 'night', 'Concert', 'market', 'ÜBER', 'talk', 'Workshop', 'jazz-night'];
const SEARCHES = ['jazz', 'NIGHT', '"jazz night"', 'concert market', 'über', 'zzz', 'jazznight', '"night concert"'];
const MORE_SEARCHES = ['z\u0000x', 'jazz\u0000night', '""', 'e', '  ', 'talk "über workshop"', '"jazz', 'jazz-night'];
/** Categories 3 and 4 are under 1, 5 under 3, 6 under 2. */
const PARENTS: Record<number, number> = { 1: 0, 2: 0, 3: 1, 4: 1, 5: 3, 6: 2, 7: 0, 8: 0 };
const BASE = Date.UTC(2026, 0, 1);
const MINUTE = 60_000;
const DAY = 86_400_000;

const wallOf = (ms: number): WallTime => utcMsToWallTime(ms);
const inUtc = (local: WallTime, zone: string): string =>
  formatWallTime(instantToWallTime(wallTimeToInstant(local, zone), 'UTC'));

/** The zones of the calendar's events: one zone (every event as far from UTC) or many. */
let zones = ZONES;

function randomEvent(id: number, next: Random): EventRecord {
  const zone = pick(next, zones);
  const kind = next(10);
  const allDay = kind === 0;
  let start = BASE + next(150 * 24 * 4) * 15 * MINUTE;
  let end = start + next(5) * 60 * MINUTE;
  if (allDay) {
    start -= start % DAY;
    end = start + next(3) * DAY + DAY - 1000;
  } else if (kind < 3) end = start + (1 + next(4)) * DAY;
  else if (kind === 3) end = start + (30 + next(120)) * DAY;
  const text = (): string => some(next, WORDS, 3).join(' ');
  const event = {
    id,
    author: 1,
    status: pick(next, LISTED_STATUSES),
    slug: `e${id}`,
    title: text(),
    description: next(3) ? text() : '',
    excerpt: next(3) ? '' : text(),
    date: '2025-12-01 10:00:00',
    date_utc: `2025-12-${String(1 + next(28)).padStart(2, '0')} 10:00:00`,
    modified: '2025-12-01 10:00:00',
    modified_utc: '2025-12-01 10:00:00',
    image: null,
    language: pick(next, LANGUAGES),
    password: next(6) === 0 ? 'sealed' : null,
    start_date: formatWallTime(wallOf(start)),
    end_date: formatWallTime(wallOf(end)),
    utc_start_date: inUtc(wallOf(start), zone),
    utc_end_date: inUtc(wallOf(end), zone),
    timezone: zone,
    all_day: allDay,
    cost: null,
    website: null,
    show_map: true,
    show_map_link: true,
    hide_from_listings: next(6) === 0,
    sticky: false,
    featured: next(4) === 0,
    categories: next(5) ? some(next, [1, 2, 3, 4, 5, 6, 7, 8], 2) : [],
    tags: next(3) ? some(next, [20, 21, 22, 23], 3) : [],
    venues: next(5) ? [100 + next(4)] : [],
    organizers: next(4) ? some(next, [200, 201, 202], 2) : [],
    post_parent: next(8) === 0 ? 5 : 0,
  };
  if (event.language === undefined) delete (event as { language?: string }).language;
  return event as EventRecord;
}

/** A site-local bound: a random time, or just at (or a second off) an event's UTC start or end. */
function randomBound(next: Random, store: StoreReader, at?: EventRecord, name?: string): WallTime {
  const events = [...store.all('events')];
  if (at === undefined && (events.length === 0 || next(2) === 0))
    return wallOf(BASE - 20 * DAY + next(200 * 24 * 12) * 5 * MINUTE);
  const event = at ?? pick(next, events);
  const byStart = name === undefined ? next(2) === 0 : name.startsWith('start');
  const utc = parseWallTime(byStart ? event.utc_start_date : event.utc_end_date) as WallTime;
  const instant = wallTimeToInstant(utc, 'UTC') + (next(3) - 1) * 1000;
  return instantToWallTime(instant, store.settings().timezone);
}

function randomFilter(next: Random, state: StoreReader, now: number): EventFilter {
  // A third of the queries ask for a window alone, in strict times at events' own instants: where a list's order
  // decides what is surely in the window, a second too far shows.
  const plain = next(3) === 0;
  const bounds: Partial<Record<(typeof BOUND_NAMES)[number], WallTime>> = {};
  const events = [...state.all('events')];
  const at = plain && events.length > 0 ? pick(next, events) : undefined;
  if (at) for (const name of some(next, BOUND_NAMES, 2)) bounds[name] = randomBound(next, state, at, name);
  else for (const name of BOUND_NAMES) if (next(4) === 0) bounds[name] = randomBound(next, state);
  const window = dateWindow({ strict: plain || next(2) === 0, bounds }, state.settings(), now);
  if (at) {
    const { status, hide_from_listings: hidden } = at;
    const language = (at as { language?: string }).language ?? state.settings().default_language;
    return { window, statuses: [status], hidden, searchSkipsProtected: false, language };
  }
  const language = pick(next, ['en', 'ca', 'es', '']);
  const search = next(4) === 0 ? pick(next, next(3) ? SEARCHES : MORE_SEARCHES) : undefined;
  return {
    include: next(15) === 0 ? some(next, [...state.all('events')].map((e) => e.id).concat(9999), 6) : undefined,
    window,
    statuses: next(3) ? ['publish'] : [...new Set(some(next, STATUSES, 3))],
    categories: next(4) === 0 ? some(next, [1, 2, 3, 5, 6, 9], 2) : undefined,
    tags: next(5) === 0 ? some(next, [20, 21, 22, 23], 2) : undefined,
    venues: next(5) === 0 ? some(next, [100, 101, 102, 103], 2) : undefined,
    organizers: next(6) === 0 ? some(next, [200, 201, 202], 2) : undefined,
    featured: next(5) === 0 ? next(2) === 0 : undefined,
    hidden: next(5) === 0,
    postParent: next(10) === 0 ? pick(next, [0, 5]) : undefined,
    search,
    searchSkipsProtected: search !== undefined && next(2) === 0,
    language,
  };
}

/** The events a filter lists, by a plain scan of every event. */
function reference(store: StoreReader, filter: EventFilter): EventRecord[] {
  const settings = store.settings();
  const utc: DateWindow = {};
  for (const [name, bound] of Object.entries(filter.window)) {
    const wall = parseWallTime(bound);
    if (wall) utc[name as keyof DateWindow] = inUtc(wall, settings.timezone);
  }
  const categories = new Set(filter.categories ?? []);
  for (let round = 0; round < 5; round++)
    for (const [id, parent] of Object.entries(PARENTS)) if (categories.has(parent)) categories.add(Number(id));
  const terms = filter.search === undefined ? [] : searchTermsPlainly(filter.search);
  const candidates = filter.include
    ? filter.include.flatMap((id) => store.get('events', id) ?? [])
    : [...store.all('events')];
  const found = candidates.filter((e) => {
    const language = (e as { language?: string }).language ?? settings.default_language;
    const fields = [e.title, e.description, e.excerpt].map((f) => f.toLowerCase());
    return (
      filter.statuses.includes(e.status) &&
      e.hide_from_listings === filter.hidden &&
      language === filter.language &&
      (utc.start_date === undefined || e.utc_start_date >= utc.start_date) &&
      (utc.end_date === undefined || e.utc_end_date <= utc.end_date) &&
      (utc.starts_before === undefined || e.utc_start_date < utc.starts_before) &&
      (utc.starts_after === undefined || e.utc_start_date > utc.starts_after) &&
      (utc.ends_before === undefined || e.utc_end_date < utc.ends_before) &&
      (utc.ends_after === undefined || e.utc_end_date > utc.ends_after) &&
      (!filter.categories || e.categories.some((id) => categories.has(id))) &&
      (!filter.tags || e.tags.some((id) => filter.tags?.includes(id))) &&
      (!filter.venues || e.venues.some((id) => filter.venues?.includes(id))) &&
      (!filter.organizers || e.organizers.some((id) => filter.organizers?.includes(id))) &&
      (filter.featured === undefined || e.featured === filter.featured) &&
      (filter.postParent === undefined || e.post_parent === filter.postParent) &&
      terms.every((term) => fields.some((field) => field.includes(term))) &&
      !(filter.searchSkipsProtected && e.password)
    );
  });
  const key = (e: EventRecord): string => (filter.include ? e.date_utc : e.start_date);
  return found.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : a.id - b.id));
}

/** Quoted phrases whole, other words apart, lower-cased. */
function searchTermsPlainly(search: string): string[] {
  const terms: string[] = [];
  let rest = search;
  while (rest !== '') {
    const quoted = /^"([^"]+)"/.exec(rest);
    const word = /^\S+/.exec(rest);
    if (quoted) {
      terms.push((quoted[1] ?? '').trim().toLowerCase());
      rest = rest.slice(quoted[0].length);
    } else if (word) {
      terms.push(word[0].toLowerCase());
      rest = rest.slice(word[0].length);
    } else rest = rest.slice(1);
  }
  return terms.filter((t) => t !== '');
}

function expectSameAnswers(store: StoreReader, next: Random, now: number, queries: number): void {
  for (let q = 0; q < queries; q++) {
    const filter = randomFilter(next, store, now);
    const expected = reference(store, filter);
    const perPage = 1 + next(12);
    const page = 1 + next(Math.ceil(expected.length / perPage) + 2);
    const echo: [string, string][] = [['page', String(page)]];
    const answer = queryEvents(store, { filter, page, perPage, echo });
    const context = JSON.stringify({ filter, page, perPage });
    expect(
      answer.items.map((e) => e.id),
      context,
    ).toEqual(expected.slice((page - 1) * perPage, page * perPage).map((e) => e.id));
    expect(answer.total, context).toBe(expected.length);
    expect(answer.totalPages, context).toBe(Math.ceil(expected.length / perPage));
    expect(answer.echo).toBe(echo);
  }
}

function randomWrite(state: MemoryState, next: Random, newId: () => number): void {
  const ids = [...state.all('events')].map((e) => e.id);
  const roll = next(12);
  const id = pick(next, ids);
  const old = state.get('events', id);
  if (roll < 3 || !old) {
    const created = randomEvent(newId(), next);
    state.set('events', created.id, created);
  } else if (roll < 5) state.set('events', id, undefined);
  else if (roll < 7) state.set('events', id, randomEvent(id, next));
  else if (roll < 8) state.set('events', id, { ...old, status: pick(next, STATUSES) });
  else if (roll < 9) state.set('events', id, { ...old, language: pick(next, ['en', 'ca']) });
  else if (roll < 10) state.set('events', id, { ...old, venues: [100 + next(4)], featured: !old.featured });
  else if (roll < 11) {
    const { start_date, end_date, utc_start_date, utc_end_date } = randomEvent(id, next);
    state.set('events', id, { ...old, start_date, end_date, utc_start_date, utc_end_date });
  } else state.currentSettings = { ...state.currentSettings, default_language: pick(next, ['en', 'ca', 'es']) };
}

function randomCalendar(seed: number): { state: MemoryState; next: Random; now: number } {
  const next = seeded(seed);
  zones = seed % 3 === 0 ? ZONES : [pick(next, ZONES)];
  const state = new MemoryState();
  state.currentSettings = { ...DEFAULT_SETTINGS, timezone: pick(next, ZONES), default_language: 'en' };
  const term = (id: number): TermRecord => ({
    id,
    name: `c${id}`,
    slug: `c${id}`,
    description: '',
    parent: PARENTS[id] ?? 0,
    language: 'en',
  });
  state.load(() => {
    for (const id of Object.keys(PARENTS).map(Number)) state.set('categories', id, term(id));
    for (let id = 1000; id < 1000 + 250 + next(150); id++) state.set('events', id, randomEvent(id, next));
  });
  return { state, next, now: BASE + next(60) * DAY };
}

describe('event lists read from the listing index', () => {
  beforeAll(() => switchReadCaches(false));
  afterAll(() => {
    switchReadCaches(true);
  });

  for (const seed of [1, 2, 3, 4, 5, 6, 7]) {
    it(`answer as a plain scan does, through random writes (calendar ${seed})`, () => {
      const { state, next, now } = randomCalendar(seed);
      let lastId = 5000;
      const hitsBefore = readCaches.hits.matches;
      expectSameAnswers(state, next, now, 40);
      for (let round = 0; round < 25; round++) {
        for (let w = 0; w < 1 + next(6); w++) randomWrite(state, next, () => ++lastId);
        expectSameAnswers(state, next, now, 20);
      }
      expect(readCaches.hits.matches).toBe(hitsBefore);
    });
  }

  it('find a search term within one field, never across title, description and excerpt', () => {
    const state = new MemoryState();
    const next = seeded(1);
    const event = (id: number, title: string, description: string, excerpt: string): EventRecord => ({
      ...randomEvent(id, next),
      status: 'publish',
      hide_from_listings: false,
      language: 'en',
      title,
      description,
      excerpt,
    });
    state.load(() => {
      state.set('events', 1, event(1, 'Jazz', 'Night out', ''));
      state.set('events', 2, event(2, 'Late', 'jazz', 'NIGHT'));
      state.set('events', 3, event(3, 'Jazz night', '', ''));
      state.set('events', 4, event(4, 'Jazz\u0000Night', '', ''));
      state.set('events', 5, event(5, 'Jazz\u0000', 'Night', ''));
    });
    const found = (search: string): number[] => {
      const filter: EventFilter = {
        window: {},
        statuses: ['publish'],
        hidden: false,
        search,
        searchSkipsProtected: false,
        language: 'en',
      };
      return queryEvents(state, { filter, page: 1, perPage: 10, echo: [] }).items.map((e) => e.id);
    };
    expect(found('jazz night').sort()).toEqual([1, 2, 3, 4, 5]);
    expect(found('"jazz night"')).toEqual([3]);
    expect(found('jazznight')).toEqual([]);
    expect(found('"jazz\u0000night"')).toEqual([4]);
    expect(found('"late\u0000jazz"')).toEqual([]);
  });

  it('answer as a plain scan does inside a transaction, over its staged changes', () => {
    const { state, next, now } = randomCalendar(9);
    expectSameAnswers(state, next, now, 5);
    const tx = new StagedTransaction(state);
    for (const event of [...state.all('events')].slice(0, 60)) {
      if (next(3) === 0) tx.remove('events', event.id);
      else tx.put('events', randomEvent(event.id, next));
    }
    expectSameAnswers(tx, next, now, 60);
  });
});
