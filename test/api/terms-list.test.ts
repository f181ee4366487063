// GET /categories and /tags over HTTP: envelope, hide_empty, counts, search, include/exclude, order and filters.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Reply } from '../helpers/api-server.js';
import { useApi } from '../helpers/setup.js';
import { CATEGORIES, TAXONOMIES, table, termBody, type Taxonomy } from './terms-support.js';
import { invalidParam, upcomingEvent } from './venues-organizers-support.js';

const api = useApi();

/**
 * The same terms in both taxonomies. Published events give the counts Music 4, Bar 3, Foo Fighters 2,
 * Festivals 1; Workshops is only on a draft event and Empty on none (both count 0).
 */
const NAMES = ['Music', 'Festivals', 'Workshops', 'Empty', 'Foo Fighters', 'Bar'] as const;
type Name = (typeof NAMES)[number];
const terms = new Map<string, Record<Name, Record<string, any>>>();
const events = { e1: 0, e2: 0, bare: 0 };

async function post(path: string, body: Record<string, unknown>): Promise<Record<string, any>> {
  const reply = await api.request('POST', path, { body });
  expect(reply.status).toBe(201);
  return reply.json;
}

beforeAll(async () => {
  for (const t of TAXONOMIES) {
    const made = {} as Record<Name, Record<string, any>>;
    for (const name of NAMES) {
      const body: Record<string, unknown> = { name };
      if (name === 'Bar') body.slug = 'foo-bar';
      if (name === 'Festivals' && t.hierarchical) body.parent = made.Music.id;
      made[name] = await post(t.kind, body);
    }
    terms.set(t.kind, made);
  }
  const on = (...names: Name[]) =>
    Object.fromEntries(
      TAXONOMIES.map((t) => [t.kind, names.map((n) => (terms.get(t.kind) as Record<Name, { id: number }>)[n].id)]),
    );
  events.e1 = (await post('events', upcomingEvent('E1', on('Music', 'Festivals')))).id;
  events.e2 = (await post('events', upcomingEvent('E2', on('Music', 'Foo Fighters', 'Bar')))).id;
  await post('events', upcomingEvent('E3', on('Music', 'Foo Fighters', 'Bar')));
  await post('events', upcomingEvent('E4', on('Music', 'Bar')));
  await post('events', upcomingEvent('Draft', { ...on('Workshops', 'Music'), status: 'draft' }));
  events.bare = (await post('events', upcomingEvent('Bare'))).id;
});

const idOf = (t: Taxonomy, name: Name) => (terms.get(t.kind) as Record<Name, { id: number }>)[name].id;
const idsOf = (t: Taxonomy, ...names: Name[]) => names.map((n) => idOf(t, n));

async function listIds(t: Taxonomy, query: string): Promise<number[]> {
  const reply = await api.request('GET', `${t.kind}?${query}`);
  expect(reply.status).toBe(200);
  return reply.json[t.kind].map((term: { id: number }) => term.id);
}

function expectTotals(reply: Reply, total: number, pages: number): void {
  expect([reply.json.total, reply.json.total_pages]).toEqual([total, pages]);
  expect(reply.headers.get('x-tec-total')).toBe(String(total));
  expect(reply.headers.get('x-tec-totalpages')).toBe(String(pages));
  expect(reply.headers.get('x-wp-total')).toBe(String(total));
  expect(reply.headers.get('x-wp-totalpages')).toBe(String(pages));
}

describe.each(table(TAXONOMIES))('GET /%s', (_label, t) => {
  it('lists terms with published events by name, in the upstream envelope, items without _links', async () => {
    const reply = await api.request('GET', t.kind);

    expect(reply.status).toBe(200);
    expect(Object.keys(reply.json)).toEqual(['rest_url', 'total', 'total_pages', t.kind]);
    expect(reply.json.rest_url).toBe(`${api.api}${t.kind}/`);
    expect(reply.json[t.kind].map((term: { name: string }) => term.name)).toEqual([
      'Bar',
      'Festivals',
      'Foo Fighters',
      'Music',
    ]);
    const music = idOf(t, 'Music');
    const festivals = reply.json[t.kind][1];
    expect(festivals).toEqual(
      termBody(api, t, {
        id: idOf(t, 'Festivals'),
        name: 'Festivals',
        slug: 'festivals',
        count: 1,
        ...(t.hierarchical ? { parent: music, slugPath: 'music/festivals' } : {}),
      }),
    );
    expectTotals(reply, 4, 1);
  });

  it('counts published events only', async () => {
    const reply = await api.request('GET', `${t.kind}?hide_empty=false&per_page=50`);
    const counts = Object.fromEntries(
      reply.json[t.kind].map((term: { name: string; count: number }) => [term.name, term.count]),
    );

    expect(counts).toEqual({ Music: 4, Bar: 3, 'Foo Fighters': 2, Festivals: 1, Workshops: 0, Empty: 0 });
    expect((await api.request('GET', `${t.kind}/${idOf(t, 'Workshops')}`)).json.count).toBe(0);
  });

  it.each(['false', '0'])('hide_empty=%s shows the terms without published events', async (value) => {
    expect(await listIds(t, `hide_empty=${value}`)).toEqual(
      idsOf(t, 'Bar', 'Empty', 'Festivals', 'Foo Fighters', 'Music', 'Workshops'),
    );
  });

  it.each(['true', '1'])('hide_empty=%s is the default', async (value) => {
    expect(await listIds(t, `hide_empty=${value}`)).toEqual(await listIds(t, ''));
  });

  it.each([
    [1, ['next_rest_url'], ['Bar', 'Empty'], { next: 2 }],
    [2, ['next_rest_url', 'previous_rest_url'], ['Festivals', 'Foo Fighters'], { next: 3, prev: 1 }],
    [3, ['previous_rest_url'], ['Music', 'Workshops'], { prev: 2 }],
  ] as const)('splits pages: page %i, neighbours carrying only page', async (page, urlKeys, names, urls) => {
    const reply = await api.request('GET', `${t.kind}?hide_empty=false&per_page=2&page=${page}`);

    expect(reply.status).toBe(200);
    expect(Object.keys(reply.json)).toEqual(['rest_url', 'total', 'total_pages', t.kind, ...urlKeys]);
    expect(reply.json.rest_url).toBe(`${api.api}${t.kind}/`);
    expect(reply.json[t.kind].map((term: { name: string }) => term.name)).toEqual(names);
    expect(reply.json.next_rest_url).toBe('next' in urls ? `${api.api}${t.kind}/?page=${urls.next}` : undefined);
    expect(reply.json.previous_rest_url).toBe('prev' in urls ? `${api.api}${t.kind}/?page=${urls.prev}` : undefined);
    expectTotals(reply, 6, 3);
  });

  it('answers a page past the end with 200 and no terms', async () => {
    const reply = await api.request('GET', `${t.kind}?page=7`);

    expect(reply.status).toBe(200);
    expect(reply.json[t.kind]).toEqual([]);
    expectTotals(reply, 4, 1);
  });

  it.each([
    ['foo', ['Bar', 'Foo Fighters']],
    ['FIGHT', ['Foo Fighters']],
    ['foo-b', ['Bar']],
    ['work', []],
    ['zzz', []],
  ] as const)('search=%s matches the name or the slug', async (search, names) => {
    expect(await listIds(t, `search=${search}`)).toEqual(idsOf(t, ...names));
  });

  it('search reaches empty terms with hide_empty=false', async () => {
    expect(await listIds(t, 'search=work&hide_empty=false')).toEqual(idsOf(t, 'Workshops'));
  });

  it('include and exclude take comma lists and arrays', async () => {
    const [music, bar, empty] = idsOf(t, 'Music', 'Bar', 'Empty');
    expect(await listIds(t, `include=${music},${bar}`)).toEqual([bar, music]);
    expect(await listIds(t, `include[]=${music}&include[]=${empty}&hide_empty=false`)).toEqual([empty, music]);
    expect(await listIds(t, `exclude=${music},${bar}`)).toEqual(idsOf(t, 'Festivals', 'Foo Fighters'));
    expect(await listIds(t, `exclude[]=${music}`)).toEqual(idsOf(t, 'Bar', 'Festivals', 'Foo Fighters'));
  });

  it.each(['include', 'exclude'])('rejects unknown IDs or IDs of the other taxonomy in %s with 400', async (param) => {
    const other = (terms.get(t === CATEGORIES ? 'tags' : 'categories') as Record<Name, { id: number }>).Music.id;
    for (const value of ['999999', `${idOf(t, 'Music')},999999`, String(other)]) {
      const reply = await api.request('GET', `${t.kind}?${param}=${value}`);
      expect(reply.status).toBe(400);
      expect(reply.json).toEqual(invalidParam(param));
    }
  });

  it.each([
    ['orderby=id', ['Music', 'Festivals', 'Foo Fighters', 'Bar']],
    ['orderby=id&order=desc', ['Bar', 'Foo Fighters', 'Festivals', 'Music']],
    ['orderby=id&order=asc', ['Music', 'Festivals', 'Foo Fighters', 'Bar']],
    ['orderby=name&order=desc', ['Music', 'Foo Fighters', 'Festivals', 'Bar']],
    ['order=desc', ['Music', 'Foo Fighters', 'Festivals', 'Bar']],
    ['orderby=slug', ['Festivals', 'Bar', 'Foo Fighters', 'Music']],
    ['orderby=count', ['Festivals', 'Foo Fighters', 'Bar', 'Music']],
    ['orderby=count&order=desc', ['Music', 'Bar', 'Foo Fighters', 'Festivals']],
    ['orderby=name&order=sideways', ['Music', 'Foo Fighters', 'Festivals', 'Bar']],
  ] as const)('%s orders the list', async (query, names) => {
    expect(await listIds(t, query)).toEqual(idsOf(t, ...names));
  });

  it.each(['order', 'orderby'])('rejects an empty %s with 400', async (param) => {
    const reply = await api.request('GET', `${t.kind}?${param}=`);

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(invalidParam(param));
  });

  it('post and event return the terms of that event; event wins over post', async () => {
    expect(await listIds(t, `event=${events.e1}`)).toEqual(idsOf(t, 'Festivals', 'Music'));
    expect(await listIds(t, `post=${events.e2}`)).toEqual(idsOf(t, 'Bar', 'Foo Fighters', 'Music'));
    expect(await listIds(t, `post=${events.e2}&event=${events.e1}`)).toEqual(idsOf(t, 'Festivals', 'Music'));
    expect(await listIds(t, `event=${events.bare}`)).toEqual([]);
  });

  it.each([
    ['post', '999999'],
    ['post', ''],
    ['post', 'foo'],
    ['event', '999999'],
    ['event', 'foo'],
  ])('rejects %s=%j with 400', async (param, value) => {
    const reply = await api.request('GET', `${t.kind}?${param}=${value}`);

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(invalidParam(param));
  });

  it('rejects as post the ID of something that is not an event', async () => {
    const venue = await post('venues', { venue: `Not an event for ${t.kind}` });
    const reply = await api.request('GET', `${t.kind}?post=${venue.id}`);

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(invalidParam('post'));
  });

  it('slug finds one term; an unknown slug gives 200 with none; an empty one 400', async () => {
    expect(await listIds(t, 'slug=foo-bar')).toEqual(idsOf(t, 'Bar'));
    const unknown = await api.request('GET', `${t.kind}?slug=no-such-slug`);
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual({ rest_url: `${api.api}${t.kind}/`, total: 0, total_pages: 0, [t.kind]: [] });
    expectTotals(unknown, 0, 0);
    const empty = await api.request('GET', `${t.kind}?slug=`);
    expect(empty.status).toBe(400);
    expect(empty.json).toEqual(invalidParam('slug'));
  });
});

describe('GET /categories?parent=', () => {
  it('returns the direct children of a category, or the top level for 0', async () => {
    expect(await listIds(CATEGORIES, `parent=${idOf(CATEGORIES, 'Music')}`)).toEqual(idsOf(CATEGORIES, 'Festivals'));
    expect(await listIds(CATEGORIES, 'parent=0')).toEqual(idsOf(CATEGORIES, 'Bar', 'Foo Fighters', 'Music'));
    expect(await listIds(CATEGORIES, `parent=${idOf(CATEGORIES, 'Bar')}`)).toEqual([]);
  });

  it.each(['999999', '', 'foo'])('rejects parent=%j with 400', async (value) => {
    const reply = await api.request('GET', `categories?parent=${value}`);

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(invalidParam('parent'));
  });
});
