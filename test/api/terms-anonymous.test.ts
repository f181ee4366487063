// Category and tag writes from anonymous HTTP callers: 401, and nothing written. A body is not read; a request
// without one is validated first.
import { beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../helpers/setup.js';
import { TAXONOMIES, table, type Taxonomy } from './terms-support.js';
import { failsWithoutWriting, invalidParam } from './venues-organizers-support.js';

const api = useApi({ trustLoopbackWrites: false });
const existing = new Map<string, number>();

const FORBIDDEN = { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 401 } };

beforeAll(async () => {
  for (const t of TAXONOMIES) {
    const reply = await api.asAdmin('POST', t.kind, { name: `Guarded ${t.kind}` });
    expect(reply.status).toBe(201);
    existing.set(t.kind, reply.json.id as number);
  }
});

const idOf = (t: Taxonomy) => existing.get(t.kind) as number;

describe.each(table(TAXONOMIES))('anonymous writes on %s', (_label, t) => {
  it.each([
    ['POST', 'collection', { name: 'Anonymous term' }],
    ['POST', 'item', { description: 'Defaced' }],
    ['PUT', 'item', { name: 'Renamed' }],
    ['PATCH', 'item', { slug: 'moved' }],
    ['DELETE', 'item', undefined],
  ] as const)('answers %s on the %s with 401 rest_forbidden and writes nothing', async (method, target, body) => {
    const path = target === 'collection' ? t.kind : `${t.kind}/${idOf(t)}`;
    const reply = await failsWithoutWriting(api, () => api.request(method, path, body ? { body } : {}));

    expect(reply.status).toBe(401);
    expect(reply.json).toEqual(FORBIDDEN);
    expect(reply.headers.get('allow')).toBe('GET');
  });

  it.each([
    ['DELETE', '999999', '', invalidParam('id')],
    ['POST', '999999', '?description=x', invalidParam('id')],
    ['POST', '', '?name=', invalidParam('name')],
  ] as const)('validates before authorising without a body: %s %s%s is 400', async (method, id, query, expected) => {
    const path = `${id === '' ? t.kind : `${t.kind}/${id}`}${query}`;
    const reply = await failsWithoutWriting(api, () => api.request(method, path));

    expect(reply.status).toBe(400);
    expect(reply.json).toEqual(expected);
  });

  it.each([
    ['999999', { description: 'x' }],
    ['', { name: '' }],
  ] as const)('does not read a body: POST %s with %j is 401', async (id, body) => {
    const path = id === '' ? t.kind : `${t.kind}/${id}`;
    const reply = await failsWithoutWriting(api, () => api.request('POST', path, { body }));

    expect(reply.status).toBe(401);
    expect(reply.json).toEqual(FORBIDDEN);
  });

  it('still lets anonymous callers read the term', async () => {
    const reply = await api.request('GET', `${t.kind}/${idOf(t)}`);

    expect(reply.status).toBe(200);
    expect(reply.json).toMatchObject({ id: idOf(t), name: `Guarded ${t.kind}` });
  });
});
