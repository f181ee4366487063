// The role matrix for categories and tags (TEC-REFERENCE §8.6, §10): both need WordPress' manage_categories, editor
// or up (TEC lets authors manage categories; docs/api.md says why cal does not); anonymous callers get 401,
// signed-in callers without the capability 403.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Caller, Reply } from '../helpers/api-server.js';
import { useApi } from '../helpers/setup.js';

type Taxonomy = 'categories' | 'tags';
type Operation = 'create' | 'update' | 'delete';

const CALLERS: readonly Caller[] = ['anonymous', 'subscriber', 'contributor', 'author', 'editor', 'administrator'];
const OPERATIONS: readonly Operation[] = ['create', 'update', 'delete'];
const SUCCESS: Record<Operation, number> = { create: 201, update: 200, delete: 200 };

/** Taxonomy → caller → allowed, else the refusal status. */
const MATRIX: Record<Taxonomy, Record<Caller, true | 401 | 403>> = {
  categories: { anonymous: 401, subscriber: 403, contributor: 403, author: 403, editor: true, administrator: true },
  tags: { anonymous: 401, subscriber: 403, contributor: 403, author: 403, editor: true, administrator: true },
};

const api = useApi();
let auth: Record<Caller, string>;
/** A term per (taxonomy, operation, caller) for update and delete. */
const targets = new Map<string, number>();

/** Refusals first: sign-ins are re-verified (scrypt) after every write, so the writes go last. */
const rows = (['categories', 'tags'] as const)
  .flatMap((taxonomy) =>
    OPERATIONS.flatMap((op) => CALLERS.map((caller) => [taxonomy, op, caller, MATRIX[taxonomy][caller]] as const)),
  )
  .sort((a, b) => Number(a[3] === true) - Number(b[3] === true));

beforeAll(async () => {
  auth = await api.addEveryRole();
  for (const [taxonomy, op, caller] of rows) {
    if (op === 'create') continue;
    const reply = await api.asAdmin('POST', taxonomy, { name: `${op} ${caller}` });
    expect(reply.status, reply.text).toBe(201);
    targets.set(`${taxonomy} ${op} ${caller}`, reply.json.id as number);
  }
});

function send(taxonomy: Taxonomy, op: Operation, caller: Caller): Promise<Reply> {
  const options = { auth: auth[caller] };
  if (op === 'create') return api.request('POST', taxonomy, { ...options, body: { name: `Made by ${caller}` } });
  const id = targets.get(`${taxonomy} ${op} ${caller}`)!;
  if (op === 'update')
    return api.request('PATCH', `${taxonomy}/${id}`, { ...options, body: { name: `Renamed by ${caller}` } });
  return api.request('DELETE', `${taxonomy}/${id}`, options);
}

describe('categories and tags: create, update, delete per role', () => {
  it.each(rows)('%s %s as %s → %s', async (taxonomy, op, caller, allowed) => {
    const before = api.store.count(taxonomy);
    const id = targets.get(`${taxonomy} ${op} ${caller}`);
    const reply = await send(taxonomy, op, caller);
    if (allowed === true) {
      expect(reply.status, reply.text).toBe(SUCCESS[op]);
      if (op === 'create') expect(reply.json.name).toBe(`Made by ${caller}`);
      if (op === 'update') expect(reply.json).toMatchObject({ id, name: `Renamed by ${caller}` });
      if (op === 'delete') expect(reply.json).toMatchObject({ id, name: `delete ${caller}` });
      expect(api.store.count(taxonomy)).toBe(before + (op === 'create' ? 1 : op === 'delete' ? -1 : 0));
    } else {
      expect(reply.status, reply.text).toBe(allowed);
      expect(reply.json).toEqual({
        code: 'rest_forbidden',
        message: 'Sorry, you are not allowed to do that.',
        data: { status: allowed },
      });
      expect(api.store.count(taxonomy)).toBe(before);
      if (id !== undefined) expect(api.store.get(taxonomy, id)?.name).toBe(`${op} ${caller}`);
    }
  });
});

describe('the same refusals for every update method', () => {
  const methods = (['POST', 'PUT', 'PATCH'] as const).flatMap((method) => [
    ['categories', method, 'contributor', 403] as const,
    ['tags', method, 'author', 403] as const,
    ['tags', method, 'anonymous', 401] as const,
  ]);
  it.each(methods)('%s: %s as %s → %i', async (taxonomy, method, caller, status) => {
    const id = targets.get(`${taxonomy} update editor`)!;
    const reply = await api.request(method, `${taxonomy}/${id}`, { auth: auth[caller], body: { name: 'Nope' } });
    expect(reply.status, reply.text).toBe(status);
    expect(reply.json.code).toBe('rest_forbidden');
    expect(reply.json.data.status).toBe(status);
  });
});

describe('reading terms is public', () => {
  const reads = (['categories', 'tags'] as const).flatMap((taxonomy) =>
    CALLERS.map((caller) => [taxonomy, caller] as const),
  );
  it.each(reads)('GET /%s and a single term as %s → 200', async (taxonomy, caller) => {
    const id = targets.get(`${taxonomy} update anonymous`)!;
    const list = await api.request('GET', `${taxonomy}?hide_empty=false`, { auth: auth[caller] });
    expect(list.status, list.text).toBe(200);
    expect((list.json[taxonomy] as { id: number }[]).map((t) => t.id)).toContain(id);
    const single = await api.request('GET', `${taxonomy}/${id}`, { auth: auth[caller] });
    expect(single.status, single.text).toBe(200);
    expect(single.json.id).toBe(id);
  });
});

describe('Allow on a single term lists the write methods only for callers who may use them', () => {
  const FULL = 'GET, POST, PUT, PATCH, DELETE';
  it.each([
    ['categories', 'anonymous', 'GET'],
    ['categories', 'contributor', 'GET'],
    ['categories', 'author', 'GET'],
    ['categories', 'editor', FULL],
    ['tags', 'author', 'GET'],
    ['tags', 'editor', FULL],
    ['tags', 'administrator', FULL],
  ] as const)('%s as %s → %s', async (taxonomy, caller, allow) => {
    const id = targets.get(`${taxonomy} update anonymous`)!;
    const reply = await api.request('GET', `${taxonomy}/${id}`, { auth: auth[caller] });
    expect(reply.headers.get('allow')).toBe(allow);
  });
});
