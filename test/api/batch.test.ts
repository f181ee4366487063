// WordPress' batch route, `POST /wp-json/batch/v1` (src/server/batch.ts): up to 100 writes of this API in one
// request (WordPress takes 25; `large_batches` says so), each answered as alone and in order, as the batch's caller;
// `require-all-validate` runs none unless all pass their checks; what WordPress refuses (other routes, reads, more
// than its limit) is refused alike.
import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers/setup.js';

const server = useApi();
const batch = (body: unknown, auth?: string) =>
  server.request('POST', `${server.site}/wp-json/batch/v1`, { body, ...(auth === undefined ? {} : { auth }) });
const event = (title: string, day = '2027-02-01') => ({
  method: 'POST',
  path: '/cal/events/v1/events',
  body: { title, start_date: `${day} 10:00`, end_date: `${day} 11:00` },
});
const titled = async (title: string) => {
  const listed = await server.request('GET', `events?search=${encodeURIComponent(title)}&start_date=2027-01-01`);
  return (listed.json.events as { title: string }[]).map((found) => found.title);
};

describe('POST /wp-json/batch/v1', () => {
  it('answers each write as alone, in the order sent, 207 Multi-Status, with its own status and headers', async () => {
    const reply = await batch({
      requests: [
        event('Batch one'),
        { ...event('Batch two'), headers: { Prefer: 'return=minimal' } },
        { ...event('Batch bad'), body: { ...event('Batch bad').body, start_date: 'never' } },
      ],
    });
    expect(reply.status).toBe(207);
    const [one, two, bad] = reply.json.responses;
    expect(one).toMatchObject({ status: 201, body: { title: 'Batch one' }, headers: { etag: expect.any(String) } });
    expect(two).toEqual({
      status: 201,
      body: { id: expect.any(Number), slug: 'batch-two', status: 'publish' },
      headers: expect.objectContaining({ 'preference-applied': 'return=minimal' }),
    });
    expect(bad).toMatchObject({ status: 400, body: { code: 'rest_invalid_param' } });
    // The batch's answer carries the headers of a whole answer; its parts only their own.
    expect(one.headers['content-type']).toBeUndefined();
    expect(await titled('Batch')).toEqual(['Batch one', 'Batch two']);
  });

  it('with require-all-validate, runs none when one fails its checks: true for each that passed', async () => {
    const reply = await batch({
      validation: 'require-all-validate',
      requests: [event('Checked first'), { ...event('Checked bad'), body: { start_date: '2027-02-01 10:00' } }],
    });
    expect(reply.status).toBe(207);
    expect(reply.json).toEqual({
      failed: 'validation',
      responses: [
        true,
        expect.objectContaining({
          status: 400,
          body: expect.objectContaining({ code: 'rest_missing_callback_param' }),
        }),
      ],
    });
    expect(await titled('Checked')).toEqual([]);
    const passing = await batch({ validation: 'require-all-validate', requests: [event('Checked good')] });
    expect(passing.json.responses).toEqual([expect.objectContaining({ status: 201 })]);
  });

  it('makes each request as the batch caller: nobody may write nothing, and credentials in a part count for none', async () => {
    const anonymous = await batch(
      { requests: [{ ...event('Nobody'), headers: { authorization: server.adminAuth } }] },
      'anonymous',
    );
    expect(anonymous.status).toBe(207);
    expect(anonymous.json.responses).toEqual([
      expect.objectContaining({ status: 401, body: expect.objectContaining({ code: 'rest_forbidden' }) }),
    ]);
    expect(await titled('Nobody')).toEqual([]);
  });

  it('takes each request by its own method: _method and X-HTTP-Method-Override in a request of a batch change nothing', async () => {
    const made = await server.request('POST', 'events', { body: event('Overridden', '2027-02-03').body });
    const path = `/cal/events/v1/events/${made.json.id}`;
    const reply = await batch({
      requests: [
        { method: 'POST', path: `${path}?_method=DELETE`, body: { force: true } },
        { method: 'POST', path, headers: { 'X-HTTP-Method-Override': 'DELETE' }, body: { force: true } },
        { method: 'POST', path: '/cal/events/v1/events?_method=GET' },
      ],
    });
    // As WordPress 7.0.4 answers POST /wp/v2/posts/{id}?_method=DELETE in a batch: an update, and a create.
    expect(reply.json.responses.map((part: { status: number }) => part.status)).toEqual([200, 200, 400]);
    expect(await titled('Overridden')).toEqual(['Overridden']);
    // Sent alone, the same request is a delete.
    expect(
      (await server.request('POST', `events/${made.json.id}?_method=DELETE`, { body: { force: true } })).status,
    ).toBe(200);
    expect(await titled('Overridden')).toEqual([]);
  });

  it('sent below a language segment, makes each request in that language', async () => {
    const reply = await server.request('POST', `${server.site}/es/wp-json/batch/v1`, {
      body: { requests: [event('Concierto del lote')] },
    });
    expect(reply.json.responses[0]).toMatchObject({ status: 201 });
    const spanish = await server.request('GET', 'events?site_language=es&search=lote&start_date=2027-01-01');
    expect(spanish.json.events.map((found: { title: string }) => found.title)).toEqual(['Concierto del lote']);
    expect(await titled('lote')).toEqual([]);
  });

  it('keeps each create its Idempotency-Key: the same batch sent again makes nothing twice', async () => {
    const keyed = { requests: [{ ...event('Keyed once'), headers: { 'Idempotency-Key': 'batch-key-1' } }] };
    const first = await batch(keyed);
    const again = await batch(keyed);
    expect(again.json.responses[0]).toMatchObject({
      status: 201,
      body: { id: first.json.responses[0].body.id },
      headers: { 'idempotent-replayed': 'true' },
    });
    expect(await titled('Keyed')).toEqual(['Keyed once']);
  });

  it("refuses a route not this API's, part by part, and a read, more than 100 or no requests, whole", async () => {
    const other = await batch({ requests: [{ path: '/wp/v2/posts', body: { title: 'x' } }, { path: '/batch/v1' }] });
    expect(
      other.json.responses.map((part: { status: number; body: { code: string } }) => [part.status, part.body.code]),
    ).toEqual([
      [400, 'rest_batch_not_allowed'],
      [400, 'rest_batch_not_allowed'],
    ]);
    const read = await batch({ requests: [{ method: 'GET', path: '/cal/events/v1/events' }] });
    expect({ status: read.status, code: read.json.code }).toEqual({ status: 400, code: 'rest_invalid_param' });
    const many = await batch({ requests: Array.from({ length: 101 }, (_, i) => event(`Many ${i}`)) });
    expect(many.json).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { requests: 'requests must contain at most 100 items.' } },
    });
    expect(await titled('Many')).toEqual([]);
    expect((await batch({})).json.code).toBe('rest_missing_callback_param');
    expect((await server.request('GET', `${server.site}/wp-json/batch/v1`)).json.code).toBe('rest_no_route');
  });

  it('takes 100 writes with 8,000 values in all, and refuses a body of more values before reading it', async () => {
    const tagged = (title: string, tags: number) => ({
      ...event(title),
      body: { ...event(title).body, tags: Array.from({ length: tags }, (_, t) => `Large tag ${t}`) },
    });
    // 100 requests of 70 values each: past a single body's 1,000, within the batch's 8,000.
    const large = await batch({ requests: Array.from({ length: 100 }, (_, i) => tagged(`Large ${i}`, 60)) });
    expect(large.status).toBe(207);
    expect(large.json.responses.filter((part: { status: number }) => part.status === 201)).toHaveLength(100);
    const tooMany = await batch({ requests: Array.from({ length: 100 }, (_, i) => tagged(`Too many ${i}`, 80)) });
    expect({ status: tooMany.status, code: tooMany.json.code, max: tooMany.json.data?.max_values }).toEqual({
      status: 413,
      code: 'rest_body_too_large',
      max: 8000,
    });
    expect(await titled('Too many')).toEqual([]);
    // Any other body keeps its limit, and so does each request of a batch: answered as it would be alone.
    const single = await server.request('POST', 'events', { body: tagged('Single', 1000).body });
    expect({ status: single.status, max: single.json.data?.max_values }).toEqual({ status: 413, max: 1000 });
    const mixed = await batch({ requests: [tagged('Mixed small', 3), tagged('Mixed large', 1000)] });
    expect(
      mixed.json.responses.map((part: { status: number; body: { code?: string } }) => [part.status, part.body.code]),
    ).toEqual([
      [201, undefined],
      [413, 'rest_body_too_large'],
    ]);
  });

  it('is named where WordPress names it: batch/v1 among the namespaces, allow_batch on every write', async () => {
    expect((await server.request('GET', `${server.site}/wp-json/`)).json.namespaces).toContain('batch/v1');
    const routes = (await server.request('GET', '')).json.routes as Record<
      string,
      { endpoints: { methods: string[]; allow_batch?: unknown }[] }
    >;
    const endpoints = Object.values(routes).flatMap((route) => route.endpoints);
    for (const endpoint of endpoints)
      expect({ methods: endpoint.methods, batch: endpoint.allow_batch }).toEqual({
        methods: endpoint.methods,
        batch: endpoint.methods.includes('GET') ? undefined : { v1: true },
      });
    expect(endpoints.some((endpoint) => endpoint.allow_batch)).toBe(true);
  });
});
