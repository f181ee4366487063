// GET /venues and /organizers over HTTP: envelope, headers, ordering, pagination and status visibility.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Reply } from '../helpers/api-server.js';
import { useApi } from '../helpers/setup.js';
import { invalidParam, KINDS, type Kind } from './venues-organizers-support.js';

const api = useApi();
/** Per kind, the list-shape bodies of its published items, newest publication first; and its draft. */
const published = new Map<string, Record<string, unknown>[]>();
const drafts = new Map<string, Record<string, unknown>>();

async function create(k: Kind, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const reply = await api.request('POST', k.kind, { body });
  expect(reply.status).toBe(201);
  return reply.json;
}

beforeAll(async () => {
  for (const k of KINDS) {
    // Created out of date order, so "newest first" cannot be mistaken for "highest ID first".
    const middle = await create(k, { [k.name]: `Middle ${k.name}`, date: '2026-06-01 09:00:00' });
    const oldest = await create(k, { [k.name]: `Oldest ${k.name}`, date: '2026-01-15 09:00:00' });
    const newest = await create(k, { [k.name]: `Newest ${k.name}` });
    drafts.set(k.kind, await create(k, { [k.name]: `Draft ${k.name}`, status: 'draft' }));
    published.set(k.kind, [newest, middle, oldest]);
  }
});

const itemsOf = (k: Kind) => published.get(k.kind) as Record<string, unknown>[];
const base = (k: Kind) => `${api.api}${k.kind}/`;

function expectTotals(reply: Reply, total: number, pages: number): void {
  expect(reply.json.total).toBe(total);
  expect(reply.json.total_pages).toBe(pages);
  expect(reply.headers.get('x-tec-total')).toBe(String(total));
  expect(reply.headers.get('x-tec-totalpages')).toBe(String(pages));
  expect(reply.headers.get('x-wp-total')).toBe(String(total));
  expect(reply.headers.get('x-wp-totalpages')).toBe(String(pages));
}

describe.each(KINDS.map((k) => [k.kind, k] as const))('GET /%s', (_label, k) => {
  it('lists published items newest first in the upstream envelope, without json_ld', async () => {
    const reply = await api.request('GET', k.kind);

    expect(reply.status).toBe(200);
    expect(Object.keys(reply.json)).toEqual([k.kind, 'rest_url', 'total', 'total_pages']);
    expect(reply.json[k.kind]).toEqual(itemsOf(k));
    expect(reply.json[k.kind].map((item: Record<string, unknown>) => item.date)).toEqual([
      '2026-11-21 12:00:00',
      '2026-06-01 09:00:00',
      '2026-01-15 09:00:00',
    ]);
    expect(reply.json.rest_url).toBe(`${base(k)}?page=1&per_page=10&status=publish`);
    expectTotals(reply, 3, 1);
    expect(reply.headers.get('allow')).toBe('GET');
  });

  it.each([
    [1, ['rest_url', 'next_rest_url'], { next: '?per_page=1&status=publish&page=2' }],
    [
      2,
      ['rest_url', 'next_rest_url', 'previous_rest_url'],
      { next: '?per_page=1&status=publish&page=3', prev: '?per_page=1&status=publish' },
    ],
    [3, ['rest_url', 'previous_rest_url'], { prev: '?per_page=1&status=publish&page=2' }],
  ] as const)(
    'splits pages with per_page=1: page %i has the right item and neighbour URLs',
    async (page, urlKeys, urls) => {
      const reply = await api.request('GET', `${k.kind}?per_page=1&page=${page}`);

      expect(reply.status).toBe(200);
      expect(Object.keys(reply.json)).toEqual([k.kind, ...urlKeys, 'total', 'total_pages']);
      expect(reply.json[k.kind]).toEqual([itemsOf(k)[page - 1]]);
      expect(reply.json.rest_url).toBe(`${base(k)}?page=${page}&per_page=1&status=publish`);
      expect(reply.json.next_rest_url).toBe('next' in urls ? base(k) + urls.next : undefined);
      expect(reply.json.previous_rest_url).toBe('prev' in urls ? base(k) + urls.prev : undefined);
      expectTotals(reply, 3, 3);
    },
  );

  it(`answers a page past the end with 404 ${k.name}-archive-page-not-found`, async () => {
    for (const path of [`${k.kind}?per_page=1&page=4`, `${k.kind}?page=2`]) {
      const reply = await api.request('GET', path);
      expect(reply.status).toBe(404);
      expect(reply.json.code).toBe(`${k.name}-archive-page-not-found`);
      expect(reply.json.data).toEqual({ status: 404 });
    }
  });

  it('answers an empty result on page 1 with 200, zero totals and no neighbour URLs', async () => {
    const reply = await api.request('GET', `${k.kind}?search=nothing-matches-this`);

    expect(reply.status).toBe(200);
    expect(reply.json).toEqual({
      [k.kind]: [],
      rest_url: `${base(k)}?page=1&per_page=10&search=nothing-matches-this&status=publish`,
      total: 0,
      total_pages: 0,
    });
    expectTotals(reply, 0, 0);
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=foo', 'page'],
    ['page=1.5', 'page'],
    ['per_page=0', 'per_page'],
    ['per_page=-5', 'per_page'],
    ['per_page=ten', 'per_page'],
  ])('rejects %s with 400 rest_invalid_param', async (query, param) => {
    const reply = await api.request('GET', `${k.kind}?${query}`);

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(invalidParam(param));
  });

  it('hides drafts from anonymous callers and shows them to the administrator (status any)', async () => {
    const draft = drafts.get(k.kind) as Record<string, unknown>;
    const anonymous = await api.request('GET', k.kind);
    expect(anonymous.json[k.kind].map((i: { id: number }) => i.id)).not.toContain(draft.id);

    const admin = await api.asAdmin('GET', k.kind);
    expect(admin.status).toBe(200);
    expect(admin.json[k.kind].map((i: { id: number }) => i.id)).toEqual([draft.id, ...itemsOf(k).map((i) => i.id)]);
    expect(admin.json.rest_url).toBe(`${base(k)}?page=1&per_page=10&status=any`);
    expect(admin.json.total).toBe(4);
  });

  it('rejects status=draft from anonymous callers with 400 and accepts status=publish', async () => {
    const draft = await api.request('GET', `${k.kind}?status=draft`);
    expect(draft.status).toBe(400);
    expect(draft.json).toEqual(invalidParam('status'));

    const publish = await api.request('GET', `${k.kind}?status=publish`);
    expect(publish.status).toBe(200);
    expect(publish.json.total).toBe(3);
  });

  it('lets the administrator filter by status=draft', async () => {
    const reply = await api.asAdmin('GET', `${k.kind}?status=draft`);

    expect(reply.status).toBe(200);
    expect(reply.json[k.kind].map((i: { id: number }) => i.id)).toEqual([drafts.get(k.kind)?.id]);
    expect(reply.json.rest_url).toBe(`${base(k)}?page=1&per_page=10&status=draft`);
  });

  // Runs last in this block: it adds 48 items so that 51 are published.
  it('caps per_page at 50', async () => {
    for (let i = 1; i <= 48; i += 1) await create(k, { [k.name]: `Filler ${k.name} ${i}` });

    const reply = await api.request('GET', `${k.kind}?per_page=100`);

    expect(reply.status).toBe(200);
    expect(reply.json[k.kind]).toHaveLength(50);
    expect(reply.json.rest_url).toBe(`${base(k)}?page=1&per_page=50&status=publish`);
    expect(reply.json.next_rest_url).toBe(`${base(k)}?per_page=50&status=publish&page=2`);
    expectTotals(reply, 51, 2);
    const second = await api.request('GET', `${k.kind}?per_page=100&page=2`);
    expect(second.json[k.kind]).toEqual([itemsOf(k)[2]]);
  });
});
