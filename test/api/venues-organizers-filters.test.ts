// Filters of GET /venues and /organizers over HTTP: search, event, has_events and only_with_upcoming.
import { beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../helpers/setup.js';
import {
  invalidParam,
  KINDS,
  ORGANIZERS,
  pastEvent,
  upcomingEvent,
  VENUES,
  type Kind,
} from './venues-organizers-support.js';

const api = useApi();

/**
 * Per kind: `upcoming` is linked to a published future event, `past` only to a published past event,
 * `draftOnly` only to a draft future event, `lonely` to nothing, `hidden` is a draft linked to the future event.
 */
type Role = 'upcoming' | 'past' | 'draftOnly' | 'lonely' | 'hidden';
const items = new Map<string, Record<Role, number>>();
const events = { upcoming: 0, past: 0, draft: 0, bare: 0 };

const BODIES: Record<'venues' | 'organizers', Record<Role, Record<string, unknown>>> = {
  venues: {
    upcoming: { venue: 'Blue Note Hall', description: 'A cosy jazz club.', city: 'New York', address: '131 W 3rd St' },
    past: { venue: 'Old Barn', city: 'Girona', zip: '17001' },
    draftOnly: { venue: 'Community Center', city: 'Berlin' },
    lonely: { venue: 'Lonely Place', phone: '+34 972 11 22 33' },
    hidden: { venue: 'Secret Hall', status: 'draft' },
  },
  organizers: {
    upcoming: { organizer: 'Jazz Society', description: 'Volunteer-run jazz society.', email: 'info@jazz.example.com' },
    past: { organizer: 'Old Guard', website: 'https://old.example.org' },
    draftOnly: { organizer: 'Code Club', phone: '+1 555 0100' },
    lonely: { organizer: 'Lonely Host', email: 'lonely@example.net' },
    hidden: { organizer: 'Secret Society', status: 'draft' },
  },
};

async function post(path: string, body: Record<string, unknown>): Promise<number> {
  const reply = await api.request('POST', path, { body });
  expect(reply.status).toBe(201);
  return reply.json.id as number;
}

beforeAll(async () => {
  for (const k of KINDS) {
    const ids = {} as Record<Role, number>;
    for (const role of ['upcoming', 'past', 'draftOnly', 'lonely', 'hidden'] as const)
      ids[role] = await post(k.kind, BODIES[k.kind][role]);
    items.set(k.kind, ids);
  }
  const of = (role: Role) => ({
    venue: (items.get('venues') as Record<Role, number>)[role],
    organizer: [(items.get('organizers') as Record<Role, number>)[role]],
  });
  events.upcoming = await post('events', upcomingEvent('Upcoming gig', of('upcoming')));
  await post('events', upcomingEvent('Secret gig', of('hidden')));
  events.past = await post('events', pastEvent('Past gig', of('past')));
  events.draft = await post('events', upcomingEvent('Draft gig', { ...of('draftOnly'), status: 'draft' }));
  events.bare = await post('events', upcomingEvent('Gig without links'));
});

const idsOf = (k: Kind) => items.get(k.kind) as Record<Role, number>;
/** Newest first: every item shares the fixed clock, so the later ID comes first. */
const expected = (k: Kind, ...roles: Role[]) => roles.map((r) => idsOf(k)[r]).sort((a, b) => b - a);

async function listIds(k: Kind, query: string, admin = false): Promise<number[]> {
  const reply = admin ? await api.asAdmin('GET', `${k.kind}?${query}`) : await api.request('GET', `${k.kind}?${query}`);
  expect(reply.status).toBe(200);
  expect(reply.json.total).toBe(reply.json[k.kind].length);
  return reply.json[k.kind].map((item: { id: number }) => item.id);
}

describe('search: fragments split on anything but letters, digits and "-"; one field holds them all', () => {
  it.each([
    ['note hall', ['upcoming']],
    ['NOTE', ['upcoming']],
    ['york', ['upcoming']],
    ['new york', ['upcoming']],
    ['cosy', ['upcoming']],
    ['131 3rd', ['upcoming']],
    ['17001', ['past']],
    ['3rd,131', ['upcoming']],
    ['girona 17001', []],
    ['972', ['lonely']],
    ['hall', ['upcoming']],
    ['blue york', []],
    ['new-york', []],
  ] as const)('venues?search=%j', async (search, roles) => {
    expect(await listIds(VENUES, `search=${encodeURIComponent(search)}`)).toEqual(expected(VENUES, ...roles));
  });

  it.each([
    ['society', ['upcoming']],
    ['volunteer-run', ['upcoming']],
    ['jazz.example', ['upcoming']],
    ['info@jazz', ['upcoming']],
    ['example', ['upcoming', 'past', 'lonely']],
    ['old.example.org', ['past']],
    ['555 0100', ['draftOnly']],
    ['jazz lonely', []],
  ] as const)('organizers?search=%j', async (search, roles) => {
    expect(await listIds(ORGANIZERS, `search=${encodeURIComponent(search)}`)).toEqual(expected(ORGANIZERS, ...roles));
  });

  it('echoes the search in rest_url', async () => {
    const reply = await api.request('GET', 'venues?search=hall');
    expect(reply.json.rest_url).toBe(`${api.api}venues/?page=1&per_page=10&search=hall&status=publish`);
  });

  it('finds a draft by search only for the administrator', async () => {
    expect(await listIds(VENUES, 'search=secret')).toEqual([]);
    expect(await listIds(VENUES, 'search=secret', true)).toEqual(expected(VENUES, 'hidden'));
  });
});

describe.each(KINDS.map((k) => [k.kind, k] as const))('filters of GET /%s', (_label, k) => {
  it('event=<id> returns the items linked to that event', async () => {
    expect(await listIds(k, `event=${events.upcoming}`)).toEqual(expected(k, 'upcoming'));
    expect(await listIds(k, `event=${events.past}`)).toEqual(expected(k, 'past'));
    expect(await listIds(k, `event=${events.bare}`)).toEqual([]);
    const reply = await api.request('GET', `${k.kind}?event=${events.past}`);
    expect(reply.json.rest_url).toBe(`${api.api}${k.kind}/?page=1&per_page=10&event=${events.past}&status=publish`);
  });

  it('event=<id> shows a linked draft to the administrator only', async () => {
    const draftEvent = events.draft;
    expect(await listIds(k, `event=${draftEvent}`)).toEqual(expected(k, 'draftOnly'));
    const secret = (await api.asAdmin('GET', `events?search=secret`)).json.events[0].id as number;
    expect(await listIds(k, `event=${secret}`)).toEqual([]);
    expect(await listIds(k, `event=${secret}`, true)).toEqual(expected(k, 'hidden'));
  });

  it.each(['999999', 'foo', '0', ''])('rejects event=%j with 400 rest_invalid_param', async (value) => {
    const reply = await api.request('GET', `${k.kind}?event=${value}`);

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(invalidParam('event'));
  });

  it('rejects as event the ID of a venue or organizer', async () => {
    const reply = await api.request('GET', `${k.kind}?event=${idsOf(k).lonely}`);

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(invalidParam('event'));
  });

  it.each([
    ['true', ['upcoming', 'past']],
    ['1', ['upcoming', 'past']],
    ['yes', ['upcoming', 'past']],
    ['false', ['draftOnly', 'lonely']],
    ['0', ['draftOnly', 'lonely']],
  ] as const)('has_events=%s counts links to non-draft events', async (value, roles) => {
    expect(await listIds(k, `has_events=${value}`)).toEqual(expected(k, ...roles));
  });

  it('only_with_upcoming=true keeps items linked to a visible event starting now or later', async () => {
    expect(await listIds(k, 'only_with_upcoming=true')).toEqual(expected(k, 'upcoming'));
    expect(await listIds(k, 'only_with_upcoming=1')).toEqual(expected(k, 'upcoming'));
  });

  it('only_with_upcoming counts draft events for the administrator', async () => {
    expect(await listIds(k, 'only_with_upcoming=true', true)).toEqual(expected(k, 'upcoming', 'draftOnly', 'hidden'));
  });

  it('only_with_upcoming answers each caller by the events they may see, even for the same query', async () => {
    const query = 'only_with_upcoming=true&status=publish';
    expect(await listIds(k, query)).toEqual(expected(k, 'upcoming'));
    expect(await listIds(k, query, true)).toEqual(expected(k, 'upcoming', 'draftOnly'));
  });

  it('only_with_upcoming=false is no filter at all', async () => {
    expect(await listIds(k, 'only_with_upcoming=false')).toEqual(
      expected(k, 'upcoming', 'past', 'draftOnly', 'lonely'),
    );
    expect(await listIds(k, '')).toEqual(expected(k, 'upcoming', 'past', 'draftOnly', 'lonely'));
  });

  it('combines filters with AND', async () => {
    expect(await listIds(k, 'has_events=true&only_with_upcoming=true')).toEqual(expected(k, 'upcoming'));
    expect(await listIds(k, `has_events=true&event=${events.draft}`)).toEqual([]);
  });
});
