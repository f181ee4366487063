// Venue and organizer lists typed from their catalog entries: the query is built once from the typed input, and
// the cached matches are keyed by the whole filter. The `@ts-expect-error` lines are checked by `npm run typecheck`.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { InputOf } from '../../../src/api/catalog.js';
import { ANONYMOUS } from '../../../src/domain/permissions.js';
import { linkedQueryOf, type LinkedFilter, type LinkedListInput } from '../../../src/domain/query/linked-list-query.js';
import { stableKey } from '../../../src/domain/query/result-cache.js';

const scope = { principal: ANONYMOUS, now: Date.UTC(2026, 5, 15, 12, 30, 5), language: 'en' };
const input = (args: Partial<LinkedListInput> = {}): LinkedListInput => ({
  page: 1,
  per_page: 10,
  only_with_upcoming: false,
  site_language: 'en',
  ...args,
});

describe('the typed input of venues.list and organizers.list', () => {
  it('types each parameter by its check or its declared type', () => {
    expectTypeOf<LinkedListInput['page']>().toEqualTypeOf<number>();
    expectTypeOf<LinkedListInput['event']>().toEqualTypeOf<number | null | undefined>();
    expectTypeOf<LinkedListInput['status']>().toEqualTypeOf<string[] | null | undefined>();
    expectTypeOf<InputOf<'organizers.list'>['search']>().toEqualTypeOf<string | null | undefined>();
    // Yes-or-no text (`yes`, `0`, `on`...) is read by validation: the input holds booleans.
    expectTypeOf<LinkedListInput['only_with_upcoming']>().toEqualTypeOf<boolean>();
    expectTypeOf<LinkedListInput['has_events']>().toEqualTypeOf<boolean | null | undefined>();
  });

  it('makes a key the catalog does not have a compile error', () => {
    const read = (args: LinkedListInput) => [
      args.search,
      // @ts-expect-error `events` is not a parameter; the list parameter is `event`
      args.events,
      // @ts-expect-error `upcoming` is spelt `only_with_upcoming`
      args.upcoming,
    ];
    expect(read(input({ search: 'hall' }))[0]).toBe('hall');
    // @ts-expect-error a check's output has its type: `event` holds an ID, not its text
    input({ event: '4' });
  });
});

describe('linkedQueryOf', () => {
  it('reads statuses, search fragments, switches and echo once from the typed input', () => {
    const query = linkedQueryOf(
      'venues',
      input({ search: 'Big Hall', event: 4, has_events: false, only_with_upcoming: true }),
      scope,
      { has_events: 'no', only_with_upcoming: 'yes' },
    );
    expect(query.filter).toEqual({
      kind: 'venues',
      statuses: ['publish'],
      language: 'en',
      event: 4,
      hasEvents: false,
      upcomingFrom: '2026-06-15 12:30:05',
      eventStatuses: ['publish'],
      search: ['big', 'hall'],
    });
    expect(query.echo).toEqual([
      ['page', '1'],
      ['per_page', '10'],
      ['search', 'Big Hall'],
      ['event', '4'],
      ['has_events', 'no'],
      ['only_with_upcoming', 'true'],
      ['status', 'publish'],
    ]);
  });

  it('reads JSON nulls as absent and leaves out the switches not sent', () => {
    const query = linkedQueryOf('organizers', input({ search: null, event: null, status: ['draft', 'any'] }), scope);
    expect(query.filter.search).toBeUndefined();
    expect(query.filter.event).toBeUndefined();
    expect(query.filter.hasEvents).toBeUndefined();
    expect(query.filter.upcomingFrom).toBeUndefined();
    expect(query.echo).toContainEqual(['status', 'draft,any']);
  });
});

describe('the cached matches of a venue or organizer list', () => {
  const base = linkedQueryOf('venues', input(), scope).filter;
  const variants: { [K in keyof LinkedFilter]-?: LinkedFilter[K] } = {
    kind: 'organizers',
    statuses: ['draft'],
    unpublishedBy: 7,
    language: 'ca',
    event: 4,
    hasEvents: true,
    upcomingFrom: '2026-06-15 12:30:05',
    eventStatuses: ['publish', 'private'],
    search: ['hall'],
  };

  it('are keyed by every field of the filter, whatever order the fields were set in', () => {
    for (const [name, value] of Object.entries(variants)) {
      expect(stableKey({ ...base, [name]: value }), name).not.toBe(stableKey(base));
    }
    const reordered = Object.fromEntries(Object.entries(base).reverse());
    expect(stableKey(reordered)).toBe(stableKey(base));
  });
});
