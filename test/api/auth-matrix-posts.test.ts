// The role matrix for writing events, venues and organizers (TEC-REFERENCE §10, §6.4–§6.8, §7.3–§7.7):
// who may create, the status a create ends up with, per-object update and delete, and images by URL.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller, Reply } from '../helpers/api-server.js';
import { useApi } from '../helpers/setup.js';
import { expectError, expectInvalidParams, type Json } from './events-fixtures.js';

type Owner = Exclude<Caller, 'anonymous' | 'subscriber'>;
type Kind = 'events' | 'venues' | 'organizers';
type Outcome = 'ok' | 401 | 403;

const CALLERS: readonly Caller[] = ['anonymous', 'subscriber', 'contributor', 'author', 'editor', 'administrator'];
const KINDS: readonly Kind[] = ['events', 'venues', 'organizers'];
const NAME = { events: 'title', venues: 'venue', organizers: 'organizer' } as const;
const IMAGE = 'https://example.org/a.jpg';

const api = useApi();
let auth: Record<Caller, string>;
const userId = {} as Record<Owner, number>;
/** Items made for one case, by `${operation} ${case key}`. */
const targets = new Map<string, number>();

function body(kind: Kind, name: string, extra: Json = {}): Json {
  const dates = kind === 'events' ? { start_date: '2026-12-05 20:00:00', end_date: '2026-12-05 23:00:00' } : {};
  return { [NAME[kind]]: name, ...dates, ...extra };
}

/** Created in-process as the administrator, with `author` naming the owner, so no status is scaled back. */
async function seed(kind: Kind, name: string, owner: Owner, status: string): Promise<number> {
  const reply = await api.asAdmin('POST', kind, body(kind, name, { status, author: userId[owner] }));
  expect(reply.status, reply.text).toBe(201);
  expect(reply.json).toMatchObject({ status, author: String(userId[owner]) });
  return reply.json.id as number;
}

const as = (caller: Caller, method: string, path: string, requestBody?: unknown): Promise<Reply> =>
  api.request(
    method,
    path,
    requestBody === undefined ? { auth: auth[caller] } : { auth: auth[caller], body: requestBody },
  );

function expectDenied(reply: Reply, status: 401 | 403): void {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.json).toEqual({
    code: 'rest_forbidden',
    message: 'Sorry, you are not allowed to do that.',
    data: { status },
  });
}

interface Case {
  readonly key: string;
  readonly kind: Kind;
  readonly caller: Caller;
  readonly owner: Owner;
  readonly status: string;
  readonly outcome: Outcome;
}

const eventCase = (caller: Caller, owner: Owner, status: string, outcome: Outcome): Case => ({
  key: `events ${caller} ${owner} ${status}`,
  kind: 'events',
  caller,
  owner,
  status,
  outcome,
});

/** §10 rows "update event" and "delete event": contributors own unpublished only, authors own, editors any. */
const EVENT_CASES: readonly Case[] = [
  eventCase('anonymous', 'administrator', 'publish', 401),
  eventCase('anonymous', 'contributor', 'draft', 401),
  eventCase('subscriber', 'administrator', 'publish', 403),
  eventCase('contributor', 'contributor', 'draft', 'ok'),
  eventCase('contributor', 'contributor', 'pending', 'ok'),
  eventCase('contributor', 'contributor', 'publish', 403),
  eventCase('contributor', 'administrator', 'draft', 403),
  eventCase('contributor', 'administrator', 'publish', 403),
  eventCase('contributor', 'author', 'draft', 403),
  eventCase('author', 'author', 'draft', 'ok'),
  eventCase('author', 'author', 'publish', 'ok'),
  eventCase('author', 'administrator', 'publish', 403),
  eventCase('author', 'contributor', 'draft', 403),
  eventCase('author', 'editor', 'publish', 403),
  eventCase('editor', 'administrator', 'publish', 'ok'),
  eventCase('editor', 'contributor', 'draft', 'ok'),
  eventCase('editor', 'author', 'publish', 'ok'),
  eventCase('administrator', 'editor', 'publish', 'ok'),
  eventCase('administrator', 'contributor', 'pending', 'ok'),
];

/** §10 row "update/delete others' venue/organizer", plus the own-item cells of the same role model. */
const LINKED_CASES: readonly Case[] = (['venues', 'organizers'] as const).flatMap((kind) =>
  (
    [
      ['anonymous', 'administrator', 'publish', 401],
      ['subscriber', 'administrator', 'publish', 403],
      ['contributor', 'administrator', 'publish', 403],
      ['contributor', 'author', 'draft', 403],
      ['contributor', 'contributor', 'draft', 'ok'],
      ['contributor', 'contributor', 'publish', 403],
      ['author', 'administrator', 'publish', 403],
      ['author', 'contributor', 'draft', 403],
      ['author', 'author', 'publish', 'ok'],
      ['editor', 'administrator', 'publish', 'ok'],
      ['editor', 'author', 'publish', 'ok'],
      ['administrator', 'editor', 'publish', 'ok'],
    ] as const
  ).map(([caller, owner, status, outcome]): Case => ({
    key: `${kind} ${caller} ${owner} ${status}`,
    kind,
    caller,
    owner,
    status,
    outcome,
  })),
);

/**
 * Refusals first: sign-ins are re-verified (scrypt) after every write, so running the cases that write last
 * keeps the file fast.
 */
const CASES = [...EVENT_CASES, ...LINKED_CASES].sort((a, b) => Number(a.outcome === 'ok') - Number(b.outcome === 'ok'));
/** The cases as table rows, so test names read plainly. */
const ROWS = CASES.map((c) => [c.kind, c.caller, c.status, c.owner, String(c.outcome), c] as const);

beforeAll(async () => {
  auth = await api.addEveryRole();
  for (const owner of ['administrator', 'editor', 'author', 'contributor'] as const) {
    userId[owner] = api.userId(owner === 'administrator' ? 'admin' : owner);
  }
  // Every target up front: the per-case requests then write only when they are allowed to.
  for (const c of CASES) {
    for (const op of ['update', 'delete'])
      targets.set(`${op} ${c.key}`, await seed(c.kind, `${op} ${c.key}`, c.owner, c.status));
  }
});

describe('create (§6.4, §7.3): 401 anonymous, 403 subscriber, contributors write drafts, authors and up publish', () => {
  /** Caller → [status asked for, status stored] pairs; `undefined` asks for none. */
  const STORED: Record<Owner, readonly (readonly [string | undefined, string])[]> = {
    contributor: [
      [undefined, 'draft'],
      ['publish', 'pending'],
      ['draft', 'draft'],
    ],
    author: [
      [undefined, 'publish'],
      ['publish', 'publish'],
      ['draft', 'draft'],
    ],
    editor: [
      [undefined, 'publish'],
      ['publish', 'publish'],
    ],
    administrator: [
      [undefined, 'publish'],
      ['publish', 'publish'],
    ],
  };
  const allowed = KINDS.flatMap((kind) =>
    (Object.keys(STORED) as Owner[]).flatMap((caller) =>
      STORED[caller].map(([asked, stored]) => [kind, caller, asked ?? '(none)', stored] as const),
    ),
  );
  it.each(allowed)('POST /%s as %s asking status %s → 201 %s', async (kind, caller, asked, stored) => {
    const extra = asked === '(none)' ? {} : { status: asked };
    const reply = await as(caller, 'POST', kind, body(kind, `New ${kind} by ${caller} ${asked}`, extra));
    expect(reply.status, reply.text).toBe(201);
    expect(reply.json.status).toBe(stored);
    expect(reply.json.author).toBe(String(userId[caller]));
  });

  const denied = KINDS.flatMap((kind) => [[kind, 'anonymous', 401] as const, [kind, 'subscriber', 403] as const]);
  it.each(denied)('POST /%s as %s → %i rest_forbidden, nothing stored', async (kind, caller, status) => {
    const before = api.store.count(kind);
    expectDenied(await as(caller, 'POST', kind, body(kind, `Refused ${kind} ${caller}`)), status);
    expect(api.store.count(kind)).toBe(before);
  });

  it('a contributor’s inline venue is a draft as well (§6.4.4)', async () => {
    const reply = await as(
      'contributor',
      'POST',
      'events',
      body('events', 'Inline by contributor', { venue: { venue: 'Contributor Hall' } }),
    );
    expect(reply.status, reply.text).toBe(201);
    expect(reply.json.status).toBe('draft');
    expect(reply.json.venue).toMatchObject({ venue: 'Contributor Hall', status: 'draft' });
  });
});

describe('update per object (§6.5, §7.5)', () => {
  it.each(ROWS)('%s: %s updates a %s item of %s → %s', async (_kind, _caller, _status, _owner, _outcome, c) => {
    const id = targets.get(`update ${c.key}`)!;
    const before = (await api.asAdmin('GET', `${c.kind}/${id}`)).json as Json;
    const reply = await as(c.caller, 'PATCH', `${c.kind}/${id}`, { [NAME[c.kind]]: 'Changed' });
    const after = (await api.asAdmin('GET', `${c.kind}/${id}`)).json as Json;
    if (c.outcome === 'ok') {
      expect(reply.status, reply.text).toBe(200);
      expect(reply.json).toMatchObject({ id, [NAME[c.kind]]: 'Changed', status: c.status });
      expect(after[NAME[c.kind]]).toBe('Changed');
    } else {
      expectDenied(reply, c.outcome);
      expect(after).toEqual(before);
    }
  });

  it.each(['POST', 'PUT', 'PATCH'])('%s by a contributor on the administrator’s event → 403', async (method) => {
    const id = targets.get('update events contributor administrator publish')!;
    expectDenied(await as('contributor', method, `events/${id}`, { title: 'Hijack' }), 403);
  });

  it.each([
    ['contributor', 'pending'],
    ['author', 'publish'],
  ] as const)('%s publishing its own draft → 200 %s', async (caller, stored) => {
    const id = await seed('events', `Publish own draft ${caller}`, caller, 'draft');
    const reply = await as(caller, 'PATCH', `events/${id}`, { status: 'publish' });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json.status).toBe(stored);
  });
});

describe('delete per object (§6.8, §7.7)', () => {
  it.each(ROWS)('%s: %s deletes a %s item of %s → %s', async (_kind, _caller, _status, _owner, _outcome, c) => {
    const id = targets.get(`delete ${c.key}`)!;
    const reply = await as(c.caller, 'DELETE', `${c.kind}/${id}`);
    const after = (await api.asAdmin('GET', `${c.kind}/${id}`)).json as Json;
    if (c.outcome === 'ok') {
      expect(reply.status, reply.text).toBe(200);
      expect(reply.json).toMatchObject({ id, status: 'trash' });
    } else {
      expectDenied(reply, c.outcome);
      expect(after.status).toBe(c.status);
    }
  });
});

describe('image by URL needs the upload capability (§6.4.6)', () => {
  it.each(['events', 'venues', 'organizers'] as const)(
    'a contributor creating %s with an image URL → 400 rest_invalid_param',
    async (kind) => {
      const before = api.store.count(kind);
      expectInvalidParams(await as('contributor', 'POST', kind, body(kind, `Pictured ${kind}`, { image: IMAGE })), {
        image: 'Invalid parameter.',
      });
      expect(api.store.count(kind)).toBe(before);
    },
  );

  it('a contributor updating its own draft with an image URL → 400 rest_invalid_param', async () => {
    const id = await seed('events', 'Own draft to picture', 'contributor', 'draft');
    expectInvalidParams(await as('contributor', 'PATCH', `events/${id}`, { image: IMAGE }), {
      image: 'Invalid parameter.',
    });
  });

  const creators = (['events', 'venues', 'organizers'] as const).flatMap((kind) =>
    (['author', 'editor', 'administrator'] as const).map((caller) => [kind, caller] as const),
  );
  it.each(creators)('POST /%s with an image URL as %s → 201 with the image', async (kind, caller) => {
    const reply = await as(caller, 'POST', kind, body(kind, `Pictured ${kind} by ${caller}`, { image: IMAGE }));
    expect(reply.status, reply.text).toBe(201);
    expect(reply.json.image).toMatchObject({ url: IMAGE, extension: 'jpg' });
    expect(typeof reply.json.image.id).toBe('number');
  });

  it('an anonymous image URL gets 401: the body of an anonymous write is not read', async () => {
    expectError(
      await as('anonymous', 'POST', 'events', body('events', 'Anon picture', { image: IMAGE })),
      401,
      'rest_forbidden',
    );
  });
});

it('every caller role is covered', () => {
  expect(new Set(CASES.map((c) => c.caller))).toEqual(new Set(CALLERS));
});
