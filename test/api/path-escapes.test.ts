// Percent escapes in a request's path: a path parameter is read as a URI component, so an escape that spells bytes
// that are not UTF-8 (or a `%` that begins none) is refused as the parameter's fault, 400 naming it, never a failure
// of the server; the site's pages answer such a path as not found.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.js';
import { openStore } from '../../src/store/open-store.js';
import { useApi } from '../helpers/setup.js';

const api = useApi();

/** Escapes decodeURIComponent refuses: a byte no UTF-8 starts with, a surrogate, an overlong `/`, a cut sequence. */
const BAD = [
  ['%FF', 'slug is not valid UTF-8.'],
  ['%ED%A0%80', 'slug is not valid UTF-8.'],
  ['%C0%AF', 'slug is not valid UTF-8.'],
  ['%E2%82', 'slug is not valid UTF-8.'],
  ['%', 'slug holds a % that begins no %XX escape.'],
  ['a%zz', 'slug holds a % that begins no %XX escape.'],
] as const;

describe('path parameters with escapes that are not UTF-8', () => {
  it.each(BAD)('GET events/by-slug/%s → 400 rest_invalid_param naming the slug', async (escaped, message) => {
    const reply = await api.request('GET', `events/by-slug/${escaped}`);
    expect(reply.status).toBe(400);
    expect(reply.json).toMatchObject({
      code: 'rest_invalid_param',
      message: 'Invalid parameter(s): slug',
      data: { status: 400, params: { slug: message } },
    });
  });

  it.each([
    ['PATCH', 'venues/by-slug/%C0%AF'],
    ['PUT', 'organizers/by-slug/%'],
    ['POST', 'events/by-slug/%ED%A0%80'],
  ])('%s %s → 400 too, for writes', async (method, path) => {
    const reply = await api.request(method, path, { auth: api.adminAuth, body: { title: 'x' } });
    expect(reply.status).toBe(400);
    expect(reply.json.data.params).toHaveProperty('slug');
  });

  it('an anonymous write without a body is refused for its parameter first, as for any other', async () => {
    const reply = await api.request('DELETE', 'events/by-slug/%FF', { auth: 'anonymous' });
    expect(reply.status).toBe(400);
    expect(reply.json.data.params).toEqual({ slug: 'slug is not valid UTF-8.' });
  });

  it('escapes of UTF-8 text are read as before', async () => {
    const created = await api.request('POST', 'events', {
      body: { title: 'Harbour Jazz', start_date: '2026-12-05 20:00', end_date: '2026-12-05 23:00' },
    });
    const reply = await api.request('GET', `events/by-slug/%68arbour-jazz`);
    expect(reply.status).toBe(200);
    expect(reply.json.id).toBe(created.json.id);
  });

  it('an ID that is not digits is no route, escaped or not', async () => {
    for (const id of ['%FF', '%31', 'abc', '-1']) {
      const reply = await api.request('GET', `events/${id}`);
      expect(reply.status, id).toBe(404);
      expect(reply.json.code, id).toBe('rest_no_route');
    }
  });

  it('the site pages answer a path with bad escapes as not found', async () => {
    for (const path of ['/event/%FF/', '/venue/%/', '/events/category/%C0%AF/']) {
      const reply = await fetch(api.site + path);
      expect(reply.status, path).toBe(404);
      expect(reply.headers.get('content-type'), path).toMatch(/^text\/html/);
    }
  });
});

describe('what the server logs', () => {
  it('nothing for a request with bad escapes: it is the caller’s fault, answered, not a failure', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cal-escapes-'));
    const store = await openStore(join(dir, 'calendar.json'));
    const logged: unknown[] = [];
    try {
      const app = createApp({ store, siteUrl: 'http://127.0.0.1', onError: (error) => logged.push(error) });
      for (const [escaped] of BAD) {
        const url = `/wp-json/cal/events/v1/events/by-slug/${escaped}`;
        const response = await app.handle({ method: 'GET', url, headers: {}, remoteAddress: '127.0.0.1' });
        expect(response.status, escaped).toBe(400);
      }
      expect(logged).toEqual([]);
    } finally {
      await store.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
