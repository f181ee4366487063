// Who may see and change what, role by role: lists, searches and `include` leave out what a single read refuses;
// categories are the editors'; users who cannot publish write drafts and pending posts only; a translation joins
// only a post its writer may edit; links keep to the schemes WordPress keeps. Each a table over the five roles.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller, Reply } from '../helpers/api-server.js';
import { useApi } from '../helpers/setup.js';
import { expectError, expectInvalidParams, type Json } from './events-fixtures.js';

type Owner = 'administrator' | 'contributor' | 'author';
type Status = 'publish' | 'draft' | 'pending' | 'private' | 'future';

const CALLERS: readonly Caller[] = ['anonymous', 'subscriber', 'contributor', 'author', 'editor', 'administrator'];
const WRITERS = ['contributor', 'author', 'editor', 'administrator'] as const;
const OWNERS: readonly Owner[] = ['administrator', 'contributor', 'author'];
const STATUSES: readonly Status[] = ['publish', 'draft', 'pending', 'private', 'future'];
/** A word only this file's events hold, for searches. */
const WORD = 'Quillwort';

const api = useApi();
let auth: Record<Caller, string>;
const userId = {} as Record<Owner, number>;
/** The seeded events: one per owner and status, `${owner} ${status}` → ID. */
const events = new Map<string, number>();

const as = (caller: Caller, method: string, path: string, body?: unknown): Promise<Reply> =>
  api.request(method, path, body === undefined ? { auth: auth[caller] } : { auth: auth[caller], body });

const eventBody = (title: string, extra: Json = {}): Json => ({
  title,
  start_date: '2026-12-12 20:00:00',
  end_date: '2026-12-12 22:00:00',
  ...extra,
});

/** Created in-process as the administrator, with `author` naming the owner, so no status is scaled back. */
async function seed(owner: Owner, status: Status): Promise<number> {
  const date = status === 'future' ? { date: '2027-06-01 10:00:00' } : {};
  const reply = await api.asAdmin(
    'POST',
    'events',
    eventBody(`${WORD} ${owner} ${status}`, { status, author: userId[owner], ...date }),
  );
  expect(reply.status, reply.text).toBe(201);
  expect(reply.json.status).toBe(status);
  return reply.json.id as number;
}

/** The seeded events the caller may read: published ones, and the rest when theirs or when they edit others'. */
function readable(caller: Caller, statuses: readonly Status[] = STATUSES): number[] {
  const out: number[] = [];
  for (const owner of OWNERS)
    for (const status of statuses) {
      const own = caller === owner;
      const sees =
        status === 'publish' ||
        caller === 'editor' ||
        caller === 'administrator' ||
        (own && (caller === 'contributor' || caller === 'author'));
      if (sees) out.push(events.get(`${owner} ${status}`)!);
    }
  return out.sort((a, b) => a - b);
}

const idsOf = (reply: Reply, kind = 'events'): number[] => {
  expect(reply.status, reply.text).toBe(200);
  return (reply.json[kind] as Json[]).map((item) => item.id as number).sort((a, b) => a - b);
};

beforeAll(async () => {
  auth = await api.addEveryRole();
  for (const owner of OWNERS) userId[owner] = api.userId(owner === 'administrator' ? 'admin' : owner);
  for (const owner of OWNERS)
    for (const status of STATUSES) events.set(`${owner} ${status}`, await seed(owner, status));
});

describe('lists leave out what a single read refuses', () => {
  const PRIVILEGED = new Set<Caller>(['contributor', 'author', 'editor', 'administrator']);
  const window = 'start_date=2026-12-01&end_date=2026-12-31&per_page=50';

  it.each(CALLERS)('as %s: every list, search and include answers what single reads answer', async (caller) => {
    // What single reads answer this caller, event by event.
    const alone: number[] = [];
    for (const id of events.values()) if ((await as(caller, 'GET', `events/${id}`)).status === 200) alone.push(id);
    expect(alone.sort((a, b) => a - b)).toEqual(readable(caller));

    const all = [...events.values()].join(',');
    const queries: [string, readonly Status[]][] = [
      [`events?${window}`, PRIVILEGED.has(caller) ? STATUSES : ['publish']],
      [`events?${window}&search=${WORD}`, PRIVILEGED.has(caller) ? STATUSES : ['publish']],
      [`events?include=${all}&per_page=50`, PRIVILEGED.has(caller) ? STATUSES : ['publish']],
    ];
    if (PRIVILEGED.has(caller))
      queries.push(
        [`events?status=draft&${window}`, ['draft']],
        [`events?status=private,pending,future&${window}`, ['private', 'pending', 'future']],
        [`events?status=private,pending,future&search=${WORD}&${window}`, ['private', 'pending', 'future']],
        [`events?status=draft,pending&include=${all}&per_page=50`, ['draft', 'pending']],
        [`events?status=any&start_date=2026-12-01&per_page=2`, STATUSES],
      );
    for (const [query, statuses] of queries) {
      const reply = await as(caller, 'GET', query);
      const expected = readable(caller, statuses);
      // Counted before paging: the totals say how many the caller may see, no more.
      expect(reply.json.total, query).toBe(expected.length);
      if (!query.includes('per_page=2')) expect(idsOf(reply), query).toEqual(expected);
      else
        expect(
          idsOf(reply).every((id) => expected.includes(id)),
          query,
        ).toBe(true);
    }
  });

  it.each(CALLERS)('as %s: a category counts the published events alone', async (caller) => {
    const category = await api.asAdmin('POST', 'categories', { name: `Counted for ${caller}` });
    const id = category.json.id as number;
    for (const status of STATUSES) {
      const date = status === 'future' ? { date: '2027-06-01 10:00:00' } : {};
      const made = await api.asAdmin(
        'POST',
        'events',
        eventBody(`Counted ${status} for ${caller}`, { status, categories: [id], ...date }),
      );
      expect(made.status, made.text).toBe(201);
    }
    const listed = await as(caller, 'GET', `categories?hide_empty=false&include=${id}`);
    expect((listed.json.categories as Json[]).map((c) => c.count)).toEqual([1]);
    expect((await as(caller, 'GET', `categories/${id}`)).json.count).toBe(1);
  });

  it.each(['contributor', 'author'] as const)(
    "as %s: others' venues and organizers in drafts are left out, as single reads refuse them",
    async (caller) => {
      const made: Record<string, number> = {};
      const word = `${WORD}-${caller}`;
      for (const kind of ['venues', 'organizers'] as const) {
        const name = kind === 'venues' ? 'venue' : 'organizer';
        for (const owner of ['administrator', caller] as const) {
          const reply = await api.asAdmin('POST', kind, {
            [name]: `${word} ${kind} ${owner}`,
            status: 'draft',
            author: userId[owner],
          });
          expect(reply.status, reply.text).toBe(201);
          made[`${kind} ${owner}`] = reply.json.id as number;
        }
        const listed = idsOf(await as(caller, 'GET', `${kind}?search=${word}&status=draft`), kind);
        expect(listed).toEqual([made[`${kind} ${caller}`]]);
        expect((await as(caller, 'GET', `${kind}/${made[`${kind} administrator`]}`)).status).toBe(403);
        const byEditor = idsOf(await as('editor', 'GET', `${kind}?search=${word}&status=draft`), kind);
        const both = [made[`${kind} administrator`], made[`${kind} ${caller}`]];
        expect(byEditor).toEqual(both.sort((a = 0, b = 0) => a - b));
      }
    },
  );
});

describe('categories and tags are managed by editors; others assign them', () => {
  it.each(CALLERS)('as %s: renaming and deleting the administrator’s category', async (caller) => {
    const made = await api.asAdmin('POST', 'categories', { name: `Kept by admin for ${caller}` });
    const id = made.json.id as number;
    const rename = await as(caller, 'PATCH', `categories/${id}`, { name: `Renamed by ${caller}` });
    const remove = await as(caller, 'DELETE', `categories/${id}`);
    if (caller === 'editor' || caller === 'administrator') {
      expect([rename.status, remove.status]).toEqual([200, 200]);
      expect(api.store.get('categories', id)).toBeUndefined();
    } else {
      const refused = caller === 'anonymous' ? 401 : 403;
      expect([rename.status, remove.status]).toEqual([refused, refused]);
      expect(api.store.get('categories', id)?.name).toBe(`Kept by admin for ${caller}`);
    }
  });

  it.each(WRITERS)('as %s: an event may name existing categories, and new tags', async (caller) => {
    const existing = await api.asAdmin('POST', 'categories', { name: `Existing for ${caller}` });
    const reply = await as(
      caller,
      'POST',
      'events',
      eventBody(`Terms by ${caller}`, { categories: [`Existing for ${caller}`], tags: [`new-tag-${caller}`] }),
    );
    expect(reply.status, reply.text).toBe(201);
    expect((reply.json.categories as Json[]).map((c) => c.id)).toEqual([existing.json.id]);
    expect((reply.json.tags as Json[]).map((t) => t.name)).toEqual([`new-tag-${caller}`]);
  });

  it.each(WRITERS)('as %s: an event naming a category that none has', async (caller) => {
    const before = { events: api.store.count('events'), categories: api.store.count('categories') };
    const body = eventBody(`Unknown category by ${caller}`, { categories: [`Brand new ${caller}`] });
    const reply = await as(caller, 'POST', 'events', body);
    if (caller === 'editor' || caller === 'administrator') {
      expect(reply.status, reply.text).toBe(201);
      expect((reply.json.categories as Json[]).map((c) => c.name)).toEqual([`Brand new ${caller}`]);
      return;
    }
    expectError(reply, 403, 'rest_cannot_create', 'Sorry, you are not allowed to create terms in this taxonomy.');
    expect(reply.json.data.params).toEqual({
      categories: `No category is named "Brand new ${caller}"; only editors may create one.`,
    });
    expect({ events: api.store.count('events'), categories: api.store.count('categories') }).toEqual(before);
  });
});

describe('users who cannot publish write drafts and pending posts only', () => {
  /** Caller → requested status → the status stored, or the refusal. */
  const OUTCOMES: Record<(typeof WRITERS)[number], Record<Status, Status | 403>> = {
    contributor: { draft: 'draft', pending: 'pending', publish: 'pending', future: 'pending', private: 403 },
    author: { draft: 'draft', pending: 'pending', publish: 'publish', future: 'future', private: 'private' },
    editor: { draft: 'draft', pending: 'pending', publish: 'publish', future: 'future', private: 'private' },
    administrator: { draft: 'draft', pending: 'pending', publish: 'publish', future: 'future', private: 'private' },
  };
  const rows = WRITERS.flatMap((caller) =>
    STATUSES.map((status) => [caller, status, OUTCOMES[caller][status]] as const),
  );

  it.each(rows)('as %s, PATCH of an own draft to %s → %s', async (caller, status, outcome) => {
    const made = await as(caller, 'POST', 'events', eventBody(`Status ${status} by ${caller}`, { status: 'draft' }));
    expect(made.status, made.text).toBe(201);
    const id = made.json.id as number;
    const date = status === 'future' ? { date: '2027-06-01 10:00:00' } : {};
    const reply = await as(caller, 'PATCH', `events/${id}`, { status, ...date });
    if (outcome === 403) {
      expectError(reply, 403, 'rest_cannot_publish');
      expect(api.store.get('events', id)?.status).toBe('draft');
    } else {
      expect(reply.status, reply.text).toBe(200);
      expect(reply.json.status).toBe(outcome);
    }
  });

  it.each(['venues', 'organizers'] as const)('a contributor’s %s cannot be made private either', async (kind) => {
    const name = kind === 'venues' ? 'venue' : 'organizer';
    const reply = await as('contributor', 'POST', kind, {
      [name]: `Private ${kind} by a contributor`,
      status: 'private',
    });
    expectError(reply, 403, 'rest_cannot_publish');
  });
});

describe('a translation joins only a post its writer may edit', () => {
  it.each(WRITERS)('as %s: translating the administrator’s draft, and one’s own', async (caller) => {
    const target = await api.asAdmin('POST', 'events', eventBody(`Admin draft for ${caller}`, { status: 'draft' }));
    const before = api.store.count('events');
    const reply = await as(
      caller,
      'POST',
      'events?site_language=es',
      eventBody(`Borrador de ${caller}`, { translation_of: target.json.id, status: 'draft' }),
    );
    if (caller === 'editor' || caller === 'administrator') {
      expect(reply.status, reply.text).toBe(201);
      expect(reply.json.translations).toEqual({ en: target.json.id });
    } else {
      expectError(reply, 403, 'rest_cannot_edit');
      expect(reply.json.data.params).toEqual({
        translation_of: `Item ${target.json.id} is not yours to edit: no translation can join it.`,
      });
      expect(api.store.count('events')).toBe(before);
      expect(api.store.get('events', target.json.id as number)?.translation_group).toBeUndefined();
    }
    const own = await as(caller, 'POST', 'events', eventBody(`Own draft of ${caller}`, { status: 'draft' }));
    const translated = await as(
      caller,
      'POST',
      'events?site_language=ca',
      eventBody(`Esborrany de ${caller}`, { translation_of: own.json.id, status: 'draft' }),
    );
    expect(translated.status, translated.text).toBe(201);
  });
});

describe('links keep to the schemes WordPress keeps', () => {
  const KINDS = [
    ['events', (name: string) => eventBody(name)],
    ['venues', (name: string) => ({ venue: name })],
    ['organizers', (name: string) => ({ organizer: name })],
  ] as const;
  const REFUSED = ['javascript:alert(1)', 'JavaScript:alert(1)', ' java\tscript:alert(1)', 'data:text/html,<b>x</b>'];
  const rows = KINDS.flatMap(([kind, body]) =>
    [...REFUSED, 'vbscript:msgbox(1)'].map((website) => [kind, website, body] as const),
  );

  it.each(rows)('%s with website %j → 400 naming the field, nothing written', async (kind, website, body) => {
    const before = api.store.count(kind);
    const reply = await as('author', 'POST', kind, { ...body(`Link ${website}`), website });
    expectInvalidParams(reply, { website: expect.stringContaining('links must be http, https, mailto') as string });
    expect(api.store.count(kind)).toBe(before);
  });

  it.each(KINDS)('%s keeps http, https, mailto and tel links', async (kind, body) => {
    for (const website of ['https://example.org/a?b=1', 'http://example.org', 'mailto:a@example.org', 'tel:+3493']) {
      const reply = await as('author', 'POST', kind, { ...body(`Link ${website}`), website });
      expect(reply.status, reply.text).toBe(201);
      expect(reply.json.website).toBe(website);
    }
  });

  it('an update to a javascript: link is refused too, the old link kept', async () => {
    const made = await as('author', 'POST', 'venues', { venue: 'Linked Hall', website: 'https://example.org' });
    const reply = await as('author', 'PATCH', `venues/${made.json.id}`, { website: 'javascript:alert(1)' });
    expect(reply.status).toBe(400);
    expect(api.store.get('venues', made.json.id as number)?.website).toBe('https://example.org');
  });
});
