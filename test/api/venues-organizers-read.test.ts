// GET /venues/{id}, /organizers/{id} and their by-slug twins over HTTP: single shape, errors and access.
import { beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../helpers/setup.js';
import { captureBody, invalidParam, KINDS, NO_ROUTE, upcomingEvent, type Kind } from './venues-organizers-support.js';

const api = useApi();
/** Per kind: a published item with every field, a draft, a trashed one; plus an event. */
const ids = new Map<string, { full: number; draft: number; trashed: number }>();
let eventId = 0;

async function create(kind: Kind, body: Record<string, unknown>): Promise<number> {
  const reply = await api.request('POST', kind.kind, { body });
  expect(reply.status).toBe(201);
  return reply.json.id as number;
}

beforeAll(async () => {
  for (const k of KINDS) {
    const full = await create(k, { [k.name]: `Read ${k.name}`, description: 'Seen from afar.', ...k.meta });
    const draft = await create(k, { [k.name]: `Hidden ${k.name}`, status: 'draft' });
    const trashed = await create(k, { [k.name]: `Gone ${k.name}` });
    expect((await api.request('DELETE', `${k.kind}/${trashed}`)).status).toBe(200);
    ids.set(k.kind, { full, draft, trashed });
  }
  const event = await api.request('POST', 'events', { body: upcomingEvent('Read event') });
  expect(event.status).toBe(201);
  eventId = event.json.id as number;
});

const idsOf = (k: Kind) => ids.get(k.kind) as { full: number; draft: number; trashed: number };

/** The single shape adds `json_ld` before the map flags (venues) or the global IDs (organizers). */
function singleKeys(k: Kind): string[] {
  const keys = [...k.fullKeys];
  keys.splice(keys.indexOf(k.kind === 'venues' ? 'show_map' : 'global_id'), 0, 'json_ld');
  return keys;
}

describe.each(KINDS.map((k) => [k.kind, k] as const))('GET /%s/{id} and by-slug', (_label, k) => {
  it('reads a published item anonymously: the list shape plus json_ld, in upstream order', async () => {
    const id = idsOf(k).full;
    const reply = await api.request('GET', `${k.kind}/${id}`);

    expect(reply.status).toBe(200);
    expect(Object.keys(reply.json)).toEqual(singleKeys(k));
    const { json_ld: jsonLd, ...rest } = reply.json;
    expect(rest).toEqual({
      id,
      author: '1',
      status: 'publish',
      date: '2026-11-21 12:00:00',
      date_utc: '2026-11-21 12:00:00',
      modified: '2026-11-21 12:00:00',
      modified_utc: '2026-11-21 12:00:00',
      url: `${api.site}/${k.name}/read-${k.name}/`,
      [k.name]: `Read ${k.name}`,
      description: '<p>Seen from afar.</p>',
      slug: `read-${k.name}`,
      ...k.meta,
      ...k.tail,
      global_id: `127.0.0.1?id=${id}`,
      global_id_lineage: [`127.0.0.1?id=${id}`],
      language: 'en',
      translations: {},
    });
    expect(jsonLd['@type']).toBe(k.jsonLdType);
    expect(jsonLd.name).toBe(`Read ${k.name}`);
    expect(jsonLd.telephone).toBe(k.meta.phone);
  });

  it('reads the same item by slug', async () => {
    const byId = await api.request('GET', `${k.kind}/${idsOf(k).full}`);
    const bySlug = await api.request('GET', `${k.kind}/by-slug/read-${k.name}`);

    expect(bySlug.status).toBe(200);
    expect(bySlug.json).toEqual(byId.json);
    expect(bySlug.headers.get('allow')).toBe('GET');
  });

  it.each(['abc', '12abc', '-1', 'by-slug', 'by-slug/'])(
    'answers the non-digit path %j with 404 rest_no_route',
    async (path) => {
      const reply = await api.request('GET', `${k.kind}/${path}`);

      expect(reply.status).toBe(404);
      expect(reply.json).toEqual(NO_ROUTE);
    },
  );

  it('answers a missing ID with 400 rest_invalid_param on id, as recorded', async () => {
    const reply = await api.request('GET', `${k.kind}/999999`);

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(captureBody(`GET_${k.kind}_400.txt`));
    expect(reply.json).toEqual(invalidParam('id'));
  });

  it('answers the ID of an event or of the other kind with 400 rest_invalid_param on id', async () => {
    const other = KINDS.find((o) => o !== k) as Kind;
    for (const id of [eventId, idsOf(other).full]) {
      const reply = await api.request('GET', `${k.kind}/${id}`);
      expect(reply.status).toBe(400);
      expect(reply.json).toEqual(invalidParam('id'));
    }
  });

  it('answers an unknown slug, or the slug of the other kind, with 400 rest_invalid_param on slug', async () => {
    const other = KINDS.find((o) => o !== k) as Kind;
    for (const slug of ['no-such-thing', `read-${other.name}`]) {
      const reply = await api.request('GET', `${k.kind}/by-slug/${slug}`);
      expect(reply.status).toBe(400);
      expect(reply.json).toEqual(invalidParam('slug'));
    }
  });

  it(`hides a draft from anonymous callers with 403 ${k.name}-not-accessible, by ID and by slug`, async () => {
    for (const path of [`${k.kind}/${idsOf(k).draft}`, `${k.kind}/by-slug/hidden-${k.name}`]) {
      const reply = await api.request('GET', path);
      expect(reply.status).toBe(403);
      expect(reply.json.code).toBe(`${k.name}-not-accessible`);
      expect(reply.json.data).toEqual({ status: 403 });
    }
  });

  it('shows a draft to the administrator (200, status draft, plain permalink)', async () => {
    const id = idsOf(k).draft;
    for (const path of [`${k.kind}/${id}`, `${k.kind}/by-slug/hidden-${k.name}`]) {
      const reply = await api.asAdmin('GET', path);
      expect(reply.status).toBe(200);
      expect(reply.json).toMatchObject({ id, status: 'draft', [k.name]: `Hidden ${k.name}`, slug: `hidden-${k.name}` });
      expect(reply.json.url).toBe(`${api.site}/?post_type=${k.postType}&p=${id}`);
    }
  });

  it('hides a trashed item from anonymous callers (403) and shows it to the administrator', async () => {
    const id = idsOf(k).trashed;
    const anonymous = await api.request('GET', `${k.kind}/${id}`);
    expect(anonymous.status).toBe(403);
    expect(anonymous.json.code).toBe(`${k.name}-not-accessible`);

    const admin = await api.asAdmin('GET', `${k.kind}/${id}`);
    expect(admin.status).toBe(200);
    expect(admin.json).toMatchObject({ id, status: 'trash', slug: `gone-${k.name}__trashed` });
  });
});
