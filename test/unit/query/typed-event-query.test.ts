// The events list typed from its catalog entry: a catalog key is followed to the query by its type, and the
// cached matches are keyed by the whole filter. The `@ts-expect-error` lines are checked by `npm run typecheck`.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { InputOf } from '../../../src/api/catalog.js';
import { ANONYMOUS } from '../../../src/domain/permissions.js';
import { eventQueryOf, type EventFilter, type EventListInput } from '../../../src/domain/query/event-list-query.js';
import { ResultCache, stableKey } from '../../../src/domain/query/result-cache.js';
import type { WallTime } from '../../../src/dates/wall-time.js';
import { DEFAULT_SETTINGS } from '../../../src/store/records/records.js';
import type { StoreReader } from '../../../src/store/store.js';
import { listDate } from '../../../src/server/checks/scalars.js';
import { checks } from '../../../src/server/checks/index.js';
import type { HandlerContext } from '../../../src/server/handlers/context.js';

const scope = { principal: ANONYMOUS, now: Date.UTC(2026, 5, 15, 12), language: 'en' };
const settings = { ...DEFAULT_SETTINGS, timezone: 'UTC' };
const wall = (year: number, month: number, day: number, hour = 0, minute = 0): WallTime => ({
  year,
  month,
  day,
  hour,
  minute,
  second: 0,
});
const input = (args: Partial<EventListInput> = {}): EventListInput => ({
  page: 1,
  per_page: 10,
  strict_dates: false,
  geoloc_radius: 10,
  site_language: 'en',
  ...args,
});

describe('the typed input of events.list', () => {
  it('types each parameter by its check, its listed values or its declared type', () => {
    expectTypeOf<EventListInput['page']>().toEqualTypeOf<number>();
    expectTypeOf<EventListInput['strict_dates']>().toEqualTypeOf<boolean>();
    expectTypeOf<EventListInput['include']>().toEqualTypeOf<number[] | null | undefined>();
    expectTypeOf<EventListInput['categories']>().toEqualTypeOf<number[] | null | undefined>();
    expectTypeOf<EventListInput['featured']>().toEqualTypeOf<boolean | null | undefined>();
    expectTypeOf<EventListInput['start_date']>().toEqualTypeOf<WallTime | null | undefined>();
    expectTypeOf<EventListInput['ticketed']>().toEqualTypeOf<false | null | undefined>();
    expectTypeOf<InputOf<'events.get'>['password']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<InputOf<'categories.list'>['order']>().toEqualTypeOf<string | null | undefined>();
  });

  it('makes a key the catalog does not have a compile error', () => {
    const read = (args: EventListInput) => [
      args.search,
      // @ts-expect-error `start_dates` is not a parameter of events.list
      args.start_dates,
      // @ts-expect-error `venues` is the resource; the list parameter is `venue`
      args.venues,
    ];
    expect(read(input({ search: 'jazz' }))[0]).toBe('jazz');
    // @ts-expect-error a check's output has its type: `include` holds IDs, not a comma list
    input({ include: '1,2' });
  });
});

describe('the list-date check', () => {
  const context = {
    store: { settings: () => ({ ...DEFAULT_SETTINGS, timezone: 'Europe/Madrid' }) },
    now: scope.now,
  } as unknown as HandlerContext;
  const read = (value: unknown, strict_dates: unknown = false) =>
    listDate(value, { name: 'start_date', args: { strict_dates }, context, checks });

  it('reads a bound once into the site-local wall time the window rounds', () => {
    expect(read('2026-07-01 10:00')).toEqual({ ok: true, value: wall(2026, 7, 1, 10) });
    expect(read('2026-07-01 10:00', 'yes')).toEqual({ ok: true, value: wall(2026, 7, 1, 12) });
    expect(read(Date.UTC(2026, 6, 1, 10) / 1000)).toEqual({ ok: true, value: wall(2026, 7, 1, 12) });
  });

  it('refuses what is not a date', () => {
    expect(read('someday')).toEqual({ ok: false });
    expect(read('99999-01-01')).toEqual({
      ok: false,
      message: '"99999-01-01" is not a date (a year has at most four digits).',
    });
  });
});

describe('eventQueryOf', () => {
  it('reads the date window, statuses and echo once from the typed input', () => {
    const query = eventQueryOf(input({ start_date: wall(2026, 7, 1, 10), venue: [4, 5] }), settings, scope);
    expect(query.filter.window).toEqual({ start_date: '2026-07-01 00:00:00', end_date: '2028-06-15 23:59:59' });
    expect(query.filter.statuses).toEqual(['publish']);
    expect(query.filter.venues).toEqual([4, 5]);
    expect(query.echo).toContainEqual(['venue', '4,5']);
    expect(query.echo).toContainEqual(['status', 'publish']);
  });

  it('drops the date window when IDs are listed, and reads JSON nulls as absent', () => {
    const query = eventQueryOf(input({ include: [3], featured: null, start_date: wall(2026, 7, 1) }), settings, scope);
    expect(query.filter.window).toEqual({});
    expect(query.filter.featured).toBeUndefined();
  });

  it('searches a point only with both coordinates, and the has-coordinates filter only without one', () => {
    const near = eventQueryOf(input({ geoloc_lat: 1, geoloc_lng: 2, geoloc: true }), settings, scope).filter;
    expect(near.near).toEqual({ lat: 1, lng: 2, radiusKm: 10 });
    expect(near.hasVenuePoint).toBeUndefined();
    const cleared = eventQueryOf(input({ geoloc_lat: null, geoloc_lng: null, geoloc: false }), settings, scope);
    expect(cleared.filter.near).toBeUndefined();
    expect(cleared.filter.hasVenuePoint).toBe(false);
  });
});

describe('the cached matches of an event list', () => {
  const base = eventQueryOf(input(), settings, scope).filter;
  const variants: { [K in keyof EventFilter]-?: EventFilter[K] } = {
    include: [1],
    window: { start_date: '2020-01-01 00:00:00' },
    statuses: ['draft'],
    unpublishedBy: 7,
    categories: [2],
    tags: [3],
    venues: [4],
    organizers: [5],
    featured: true,
    hidden: true,
    postParent: 6,
    search: 'jazz',
    searchSkipsProtected: true,
    language: 'ca',
    hasVenuePoint: true,
    near: { lat: 1, lng: 2, radiusKm: 3 },
  };

  it('are keyed by every field of the filter, whatever order the fields were set in', () => {
    for (const [name, value] of Object.entries(variants)) {
      expect(stableKey({ ...base, [name]: value }), name).not.toBe(stableKey(base));
    }
    const reordered = Object.fromEntries(Object.entries(base).reverse());
    expect(stableKey(reordered)).toBe(stableKey(base));
  });

  it('answer a repeated query from the cache and a different one afresh', () => {
    const cache = new ResultCache<number>();
    const store = { revision: () => 1 } as unknown as StoreReader;
    expect(cache.get(store, base, () => [1])).toEqual([1]);
    expect(cache.get(store, { ...base }, () => [2])).toEqual([1]);
    expect(cache.get(store, { ...base, featured: false }, () => [3])).toEqual([3]);
  });
});
