// Cached reads: the same GET is answered again until a write, per caller, with its length, and never stale.
import { beforeAll, describe, expect, it } from 'vitest';
import { readCaches } from '../../src/domain/query/read-caches.js';
import { createApp } from '../../src/server/app.js';
import { basic } from '../helpers/cli.js';
import { useApi } from '../helpers/setup.js';

const server = useApi();

beforeAll(async () => {
  await server.request('POST', 'events', {
    body: { title: 'Open day', start_date: '2027-01-05 10:00', end_date: '2027-01-05 12:00' },
  });
  await server.request('POST', 'events', {
    body: { title: 'Staff only', status: 'draft', start_date: '2027-01-06 10:00', end_date: '2027-01-06 12:00' },
  });
});
const titles = (body: { events: { title: string }[] }) => body.events.map((e) => e.title);

describe('repeated reads', () => {
  it('answer the same bytes with a Content-Length', async () => {
    const first = await server.request('GET', 'events?start_date=2027-01-01');
    const second = await server.request('GET', 'events?start_date=2027-01-01');
    expect(second.text).toBe(first.text);
    expect(second.headers.get('content-length')).toBe(String(Buffer.byteLength(first.text)));
    expect(titles(second.json)).toEqual(['Open day']);
  });

  it('keep callers apart: a draft the administrator sees is not shown to a visitor afterwards', async () => {
    const admin = await server.request('GET', 'events?start_date=2027-01-01&status=publish,draft', {
      auth: server.adminAuth,
    });
    expect(titles(admin.json)).toEqual(['Open day', 'Staff only']);
    // The same address from a visitor is refused (drafts are not theirs to list), not answered from the cache.
    const visitor = await server.request('GET', 'events?start_date=2027-01-01&status=publish,draft');
    expect({ status: visitor.status, code: visitor.json.code }).toEqual({ status: 400, code: 'rest_invalid_param' });
    const draft = admin.json.events[1].id as number;
    expect((await server.request('GET', `events/${draft}`, { auth: server.adminAuth })).json.title).toBe('Staff only');
    expect((await server.request('GET', `events/${draft}`)).status).toBe(403);
  });

  it('see every write at once', async () => {
    expect(titles((await server.request('GET', 'events?start_date=2027-01-01')).json)).toEqual(['Open day']);
    const created = await server.request('POST', 'events', {
      body: { title: 'Late addition', start_date: '2027-01-07 10:00', end_date: '2027-01-07 11:00' },
    });
    expect(titles((await server.request('GET', 'events?start_date=2027-01-01')).json)).toEqual([
      'Open day',
      'Late addition',
    ]);
    await server.request('POST', `events/${created.json.id}`, { body: { title: 'Renamed' } });
    expect(titles((await server.request('GET', 'events?start_date=2027-01-01')).json)).toEqual(['Open day', 'Renamed']);
    await server.request('DELETE', `events/${created.json.id}`, { body: { force: true } });
    expect(titles((await server.request('GET', 'events?start_date=2027-01-01')).json)).toEqual(['Open day']);
  });

  it('answer HEAD with headers only', async () => {
    const head = await server.request('HEAD', 'events?start_date=2027-01-01');
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.headers.get('x-wp-total')).toBe('1');
  });
});

// A repeated read is answered from the cache before the request is routed when its caller is known without checking
// credentials (src/server/app.ts): a visitor, or the administrator in process.
describe('a read a visitor repeats', () => {
  const eventPath = async () =>
    `events/${(await server.request('GET', 'events?start_date=2027-01-01')).json.events[0].id}`;

  it('is answered from the cache, to visitors alone: the administrator and wrong credentials get their own answers', async () => {
    const path = await eventPath();
    const hits = readCaches.hits.answers;
    const visits = [];
    for (let i = 0; i < 3; i++) visits.push(await server.request('GET', path));
    expect(readCaches.hits.answers - hits).toBe(1);
    expect(visits.map((visit) => [visit.status, visit.headers.get('allow')])).toEqual([
      [200, 'GET'],
      [200, 'GET'],
      [200, 'GET'],
    ]);
    expect(visits[2]?.text).toBe(visits[0]?.text);
    const admin = await server.request('GET', path, { auth: server.adminAuth });
    expect(admin.headers.get('allow')).toBe('GET, DELETE, POST, PUT, PATCH');
    const wrong = await server.request('GET', path, { auth: basic('admin', 'not-the-password') });
    expect(wrong.status).toBe(401);
    const unchanged = await server.request('GET', path, {
      headers: { 'if-none-match': visits[2]?.headers.get('etag') ?? '' },
    });
    expect({ status: unchanged.status, text: unchanged.text }).toEqual({ status: 304, text: '' });
    expect(readCaches.hits.answers - hits).toBe(2);
  });

  it('is answered at once with the head and body of the full answer; a 304 from it gives no length of a body', async () => {
    const path = await eventPath();
    const visits = [];
    for (let i = 0; i < 3; i++) visits.push(await server.request('GET', path));
    const heads = visits.map((visit) => ({
      text: visit.text,
      headers: [...visit.headers].filter(([name]) => name !== 'date'),
    }));
    expect(heads[2]).toEqual(heads[0]);
    const unchanged = await server.request('GET', path, {
      headers: { 'if-none-match': visits[0]?.headers.get('etag') ?? '' },
    });
    expect({ status: unchanged.status, length: unchanged.headers.get('content-length') }).toEqual({
      status: 304,
      length: '0',
    });
  });

  it('keeps its shared answer as it was when an allowed origin is given CORS headers on it', async () => {
    const app = createApp({ store: server.store, siteUrl: server.site, cors: ['https://app.example.org'] });
    const request = { method: 'GET', url: `/wp-json/cal/events/v1/${await eventPath()}`, remoteAddress: '127.0.0.1' };
    for (let i = 0; i < 2; i++) await app.handle({ ...request, headers: {} });
    const crossOrigin = app.answer({ ...request, headers: { origin: 'https://app.example.org' } });
    const plain = app.answer({ ...request, headers: {} });
    // Both answered at once, from the cache.
    if (crossOrigin instanceof Promise || plain instanceof Promise) throw new Error('not answered at once');
    expect(crossOrigin?.headers['access-control-allow-origin']).toBe('https://app.example.org');
    expect(plain?.headers['access-control-allow-origin']).toBeUndefined();
    expect(plain?.headers['access-control-expose-headers']).toBe('X-WP-Total, X-WP-TotalPages, Link');
    expect(Object.isFrozen(plain?.headers)).toBe(true);
  });

  it("is not the administrator's in process: the embedded mode answers as the administrator after visitors", async () => {
    const app = createApp({ store: server.store, siteUrl: server.site, embedded: true });
    const url = `/wp-json/cal/events/v1/${await eventPath()}`;
    const hits = readCaches.hits.answers;
    for (let i = 0; i < 3; i++) {
      const visit = await app.handle({ method: 'GET', url, headers: {}, remoteAddress: '127.0.0.1' });
      expect(visit.headers.allow).toBe('GET');
    }
    expect(readCaches.hits.answers - hits).toBe(1);
    const local = await app.handle({ method: 'GET', url, headers: {} });
    expect(local.headers.allow).toBe('GET, DELETE, POST, PUT, PATCH');
  });
});
