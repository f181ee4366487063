// The role matrix for reading (TEC-REFERENCE §10, §6.3, §6.7, §7.1, §7.6), the per-caller headers (§1.4), and
// the order of checks that puts validation before permission (§1.1) but for anonymous bodies, which are not read.
// Writes are in auth-matrix-posts/terms.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller, Reply } from '../helpers/api-server.js';
import { useApi } from '../helpers/setup.js';
import { expectError, expectInvalidParams, expectMissingParams, type Json } from './events-fixtures.js';

type Owner = 'administrator' | 'contributor' | 'author';
type Kind = 'events' | 'venues' | 'organizers';

const CALLERS: readonly Caller[] = ['anonymous', 'subscriber', 'contributor', 'author', 'editor', 'administrator'];
const KINDS: readonly Kind[] = ['events', 'venues', 'organizers'];
const NOT_ACCESSIBLE = {
  events: 'event-not-accessible',
  venues: 'venue-not-accessible',
  organizers: 'organizer-not-accessible',
} as const;
const FULL = 'GET, DELETE, POST, PUT, PATCH';
const NO_CACHE = 'no-cache, must-revalidate, max-age=0, no-store, private';

const api = useApi();
let auth: Record<Caller, string>;
const userId = {} as Record<Owner, number>;
/** Per kind: `published` (the administrator's), `private` (administrator's) and one draft per owner. */
const ids = {} as Record<Kind, { published: number; private: number; pending: number; draft: Record<Owner, number> }>;

function body(kind: Kind, name: string, extra: Json): Json {
  if (kind === 'events')
    return { title: name, start_date: '2026-12-05 20:00:00', end_date: '2026-12-05 23:00:00', ...extra };
  return { [kind === 'venues' ? 'venue' : 'organizer']: name, ...extra };
}

/** Created in-process as the administrator, with `author` naming the owner, so no status is scaled back. */
async function seed(kind: Kind, name: string, owner: Owner, status: string): Promise<number> {
  const reply = await api.asAdmin('POST', kind, body(kind, name, { status, author: userId[owner] }));
  expect(reply.status, reply.text).toBe(201);
  expect(reply.json.status).toBe(status);
  expect(reply.json.author).toBe(String(userId[owner]));
  return reply.json.id as number;
}

const as = (caller: Caller, method: string, path: string, requestBody?: unknown): Promise<Reply> =>
  api.request(
    method,
    path,
    requestBody === undefined ? { auth: auth[caller] } : { auth: auth[caller], body: requestBody },
  );

beforeAll(async () => {
  auth = await api.addEveryRole();
  for (const owner of ['administrator', 'contributor', 'author'] as const) {
    userId[owner] = api.userId(owner === 'administrator' ? 'admin' : owner);
  }
  for (const kind of KINDS) {
    ids[kind] = {
      published: await seed(kind, `Published ${kind}`, 'administrator', 'publish'),
      private: await seed(kind, `Private ${kind}`, 'administrator', 'private'),
      pending: await seed(kind, `Pending ${kind}`, 'contributor', 'pending'),
      draft: {
        administrator: await seed(kind, `Admin draft ${kind}`, 'administrator', 'draft'),
        contributor: await seed(kind, `Contributor draft ${kind}`, 'contributor', 'draft'),
        author: await seed(kind, `Author draft ${kind}`, 'author', 'draft'),
      },
    };
  }
});

const listed = (reply: Reply, kind: Kind): number[] => {
  expect(reply.status, reply.text).toBe(200);
  return (reply.json[kind] as Json[]).map((item) => item.id as number).sort((a, b) => a - b);
};

/** What each caller may read of the seeded items, by single reads and lists alike (seeded in beforeAll). */
function readable(kind: Kind, caller: Caller): number[] {
  const all = ids[kind];
  const own: Partial<Record<Caller, number[]>> = {
    contributor: [all.pending, all.draft.contributor],
    author: [all.draft.author],
  };
  const everything = [all.published, all.private, all.pending, ...Object.values(all.draft)];
  const seen = caller === 'editor' || caller === 'administrator' ? everything : [all.published, ...(own[caller] ?? [])];
  return seen.sort((a, b) => a - b);
}

describe("lists: every item the caller may read alone, and none it may not (others' unpublished items left out)", () => {
  it.each(KINDS.flatMap((kind) => CALLERS.map((caller) => [kind, caller] as const)))(
    'GET /%s as %s',
    async (kind, caller) => {
      const expected = readable(kind, caller);
      const reply = await as(caller, 'GET', kind);
      expect(listed(reply, kind)).toEqual(expected);
      expect(reply.json.total).toBe(expected.length);
      // The same items a single read answers 200 to this caller.
      const all = ids[kind];
      const alone: number[] = [];
      for (const id of [all.published, all.private, all.pending, ...Object.values(all.draft)])
        if ((await as(caller, 'GET', `${kind}/${id}`)).status === 200) alone.push(id);
      expect(alone.sort((a, b) => a - b)).toEqual(expected);
    },
  );

  it.each(['anonymous', 'subscriber'] as const)('%s asking ?status=draft → 400 rest_invalid_param', async (caller) => {
    const reply = await as(caller, 'GET', 'events?status=draft');
    expectInvalidParams(reply, { status: 'Invalid parameter.' });
  });

  it.each([
    ['contributor', 'contributor'],
    ['author', 'author'],
  ] as const)('%s asking ?status=draft sees only their own draft', async (caller, owner) => {
    const reply = await as(caller, 'GET', 'events?status=draft');
    expect(listed(reply, 'events')).toEqual([ids.events.draft[owner]]);
  });

  it.each(['editor', 'administrator'] as const)('%s asking ?status=draft sees every draft', async (caller) => {
    const reply = await as(caller, 'GET', 'events?status=draft');
    expect(listed(reply, 'events')).toEqual(Object.values(ids.events.draft).sort((a, b) => a - b));
  });
});

describe('single published items: 200 for every caller', () => {
  it.each(KINDS.flatMap((kind) => CALLERS.map((caller) => [kind, caller] as const)))(
    'GET /%s/{id} as %s',
    async (kind, caller) => {
      const reply = await as(caller, 'GET', `${kind}/${ids[kind].published}`);
      expect(reply.status, reply.text).toBe(200);
      expect(reply.json.id).toBe(ids[kind].published);
      expect(reply.json.status).toBe('publish');
    },
  );
});

describe('single drafts: own for contributors and authors, any for editors and administrators (§6.7, §7.6)', () => {
  /** Draft owner → caller → status. */
  const DRAFT: Record<Owner, Record<Caller, 200 | 403>> = {
    administrator: { anonymous: 403, subscriber: 403, contributor: 403, author: 403, editor: 200, administrator: 200 },
    contributor: { anonymous: 403, subscriber: 403, contributor: 200, author: 403, editor: 200, administrator: 200 },
    author: { anonymous: 403, subscriber: 403, contributor: 403, author: 200, editor: 200, administrator: 200 },
  };
  const rows = KINDS.flatMap((kind) =>
    (Object.keys(DRAFT) as Owner[]).flatMap((owner) =>
      CALLERS.map((caller) => [kind, owner, caller, DRAFT[owner][caller]] as const),
    ),
  );
  it.each(rows)('GET /%s/{id} of the %s draft as %s → %i', async (kind, owner, caller, status) => {
    const id = ids[kind].draft[owner];
    const reply = await as(caller, 'GET', `${kind}/${id}`);
    if (status === 403) {
      expectError(reply, 403, NOT_ACCESSIBLE[kind]);
    } else {
      expect(reply.status, reply.text).toBe(200);
      expect(reply.json).toMatchObject({ id, status: 'draft' });
    }
  });

  it('the anonymous 403 body is the upstream one', async () => {
    const reply = await as('anonymous', 'GET', `events/${ids.events.draft.administrator}`);
    expect(reply.json).toEqual({
      code: 'event-not-accessible',
      message: 'The requested event is not accessible',
      data: { status: 403 },
    });
  });
});

describe('Allow lists only the methods the caller may use (§1.4)', () => {
  const rows: readonly (readonly [Caller, string, () => string, string])[] = [
    ['anonymous', 'the administrator’s event', () => `events/${ids.events.published}`, 'GET'],
    ['subscriber', 'the administrator’s event', () => `events/${ids.events.published}`, 'GET'],
    ['contributor', 'its own draft', () => `events/${ids.events.draft.contributor}`, FULL],
    ['contributor', 'the administrator’s event', () => `events/${ids.events.published}`, 'GET'],
    ['author', 'its own draft', () => `events/${ids.events.draft.author}`, FULL],
    ['author', 'the administrator’s event', () => `events/${ids.events.published}`, 'GET'],
    ['editor', 'the administrator’s event', () => `events/${ids.events.published}`, FULL],
    ['administrator', 'its own event', () => `events/${ids.events.published}`, FULL],
    ['contributor', 'the administrator’s venue', () => `venues/${ids.venues.published}`, 'GET'],
    ['editor', 'the administrator’s venue', () => `venues/${ids.venues.published}`, FULL],
    ['anonymous', 'the event collection', () => 'events', 'GET'],
    ['subscriber', 'the event collection', () => 'events', 'GET'],
    ['contributor', 'the event collection', () => 'events', 'GET, POST'],
    ['contributor', 'the category collection', () => 'categories', 'GET'],
    ['author', 'the category collection', () => 'categories', 'GET'],
    ['editor', 'the category collection', () => 'categories', 'GET, POST'],
    ['author', 'the tag collection', () => 'tags', 'GET'],
    ['editor', 'the tag collection', () => 'tags', 'GET, POST'],
  ];
  it.each(rows)('%s on %s', async (caller, _what, path, allow) => {
    const reply = await as(caller, 'GET', path());
    expect(reply.status, reply.text).toBe(200);
    expect(reply.headers.get('allow')).toBe(allow);
  });

  it('a signed-in 403 carries the caller’s Allow too (DELETE_events_id_403_subscriber.txt)', async () => {
    const reply = await as('subscriber', 'DELETE', `events/${ids.events.published}`);
    expectError(reply, 403, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
    expect(reply.headers.get('allow')).toBe('GET');
  });
});

describe('no-cache headers on every response to a signed-in caller (§1.4)', () => {
  const rows = CALLERS.flatMap((caller) => [
    [caller, 'GET', () => 'events'] as const,
    [caller, 'GET', () => `events/${ids.events.published}`] as const,
    [caller, 'GET', () => `events/${ids.events.draft.administrator}`] as const,
  ]);
  it.each(rows)('%s %s', async (caller, method, path) => {
    const reply = await as(caller, method, path());
    expect(reply.headers.get('cache-control')).toBe(caller === 'anonymous' ? null : NO_CACHE);
    expect(reply.headers.get('expires')).toBe(caller === 'anonymous' ? null : 'Wed, 11 Jan 1984 05:00:00 GMT');
  });

  it('a subscriber’s 403 is not cacheable either (POST_events_403_subscriber.txt)', async () => {
    const reply = await as('subscriber', 'POST', 'events', body('events', 'Sub', {}));
    expectError(reply, 403, 'rest_forbidden');
    expect(reply.headers.get('cache-control')).toBe(NO_CACHE);
  });
});

describe('validation comes before permission (§1.1)', () => {
  const missing: readonly (readonly [Caller, string, Json, string])[] = [
    ['subscriber', 'events', { start_date: '2026-12-01 10:00:00', end_date: '2026-12-01 11:00:00' }, 'title'],
    ['subscriber', 'venues', { city: 'Vic' }, 'venue'],
    ['subscriber', 'organizers', { email: 'a@example.org' }, 'organizer'],
    ['contributor', 'categories', { description: 'No name' }, 'name'],
  ];
  it.each(missing)(
    '%s POST /%s without its name → 400 rest_missing_callback_param',
    async (caller, path, requestBody, param) => {
      expectMissingParams(await as(caller, 'POST', path, requestBody), [param]);
    },
  );

  // Except for a body sent anonymously to a write that needs sign-in: it is not read (docs/api.md, Hostile requests).
  it.each([
    ['events', { start_date: '2026-12-01 10:00:00', end_date: '2026-12-01 11:00:00' }],
    ['venues', { city: 'Vic' }],
  ] as const)(
    'anonymous POST /%s without its name → 401 rest_forbidden, the body unread',
    async (path, requestBody) => {
      expectError(await as('anonymous', 'POST', path, requestBody), 401, 'rest_forbidden');
    },
  );

  const badIds: readonly (readonly [Caller, string])[] = [
    ['subscriber', 'venues/999999'],
    ['anonymous', 'venues/999999'],
    ['subscriber', 'organizers/999999'],
    ['subscriber', 'categories/999999'],
    ['contributor', 'tags/999999'],
  ];
  it.each(badIds)('%s DELETE /%s (no such item) → 400 rest_invalid_param', async (caller, path) => {
    expectInvalidParams(await as(caller, 'DELETE', path), { id: 'Invalid parameter.' });
  });

  it('a subscriber sending an invalid website → 400, not 403', async () => {
    const reply = await as('subscriber', 'POST', 'events', body('events', 'Sub', { website: 'foo' }));
    expectInvalidParams(reply, { website: 'Invalid parameter.' });
  });

  it.each([
    ['anonymous', 401, 'rest_forbidden'],
    ['subscriber', 403, 'rest_forbidden'],
    ['contributor', 404, 'rest-event-not-found'],
  ] as const)(
    '%s DELETE of a missing event ID → %i %s (generic capability, then the handler)',
    async (caller, status, code) => {
      expectError(await as(caller, 'DELETE', 'events/999999'), status, code);
    },
  );
});
