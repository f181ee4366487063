// ETags over real HTTP: strong tags on single-item reads and writes, If-None-Match (304) and If-Match (412), and
// 50 clients that each read, increment and write one field with If-Match, retrying on 412, losing no update.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiCallError, Client } from '../../src/client/client.js';
import { createEmbeddedTransport } from '../../src/client/embedded-transport.js';
import { createApp } from '../../src/server/app.js';
import { useApi } from '../helpers/setup.js';

const api = useApi();

const STRONG_TAG = /^"[^"]+"$/;
const upcoming = (title: string) => ({ title, start_date: '2027-03-01 10:00', end_date: '2027-03-01 11:00' });

/** The five kinds of item, each with the body that creates one and a field an update may change. */
const KINDS = [
  { path: 'events', body: upcoming('Tagged event'), change: { title: 'Tagged event, renamed' } },
  { path: 'venues', body: { venue: 'Tagged hall' }, change: { city: 'Girona' } },
  { path: 'organizers', body: { organizer: 'Tagged org' }, change: { phone: '555' } },
  { path: 'categories', body: { name: 'Tagged category' }, change: { description: 'Changed.' } },
  { path: 'tags', body: { name: 'Tagged tag' }, change: { description: 'Changed.' } },
] as const;

let made = 0;

/** Creates an item; names get a number, since two terms may not share one. */
async function created(path: string, body: Record<string, unknown>): Promise<{ id: number; etag: string }> {
  made += 1;
  const numbered = Object.fromEntries(
    Object.entries(body).map(([field, value]) =>
      ['title', 'venue', 'organizer', 'name'].includes(field) && typeof value === 'string'
        ? [field, `${value} ${made}`]
        : [field, value],
    ),
  );
  const reply = await api.request('POST', path, { body: numbered });
  expect(reply.status).toBe(201);
  return { id: reply.json.id as number, etag: reply.headers.get('etag') ?? '' };
}

describe.each(KINDS.map((kind) => [kind.path, kind] as const))('ETags of %s', (path, kind) => {
  it('tags reads and writes strongly, the same tag for the full and the minimal answer, a new one per write', async () => {
    const item = await created(path, kind.body);
    expect(item.etag).toMatch(STRONG_TAG);
    const read = await api.request('GET', `${path}/${item.id}`);
    expect(read.headers.get('etag')).toBe(item.etag);
    const minimal = await api.request('GET', `${path}/${item.id}`, { headers: { prefer: 'return=minimal' } });
    expect({ body: minimal.json, etag: minimal.headers.get('etag') }).toEqual({
      body: { id: item.id },
      etag: item.etag,
    });

    const updated = await api.request('POST', `${path}/${item.id}`, { body: kind.change });
    expect(updated.status).toBe(200);
    const tag = updated.headers.get('etag');
    expect(tag).toMatch(STRONG_TAG);
    expect(tag).not.toBe(item.etag);
    expect((await api.request('GET', `${path}/${item.id}`)).headers.get('etag')).toBe(tag);
  });

  it('answers a read whose If-None-Match names the current tag with 304 and no body, and a changed item in full', async () => {
    const item = await created(path, kind.body);
    for (const asked of [item.etag, `W/${item.etag}`, `"other", ${item.etag}`, '*']) {
      const reply = await api.request('GET', `${path}/${item.id}`, { headers: { 'if-none-match': asked } });
      expect({ asked, status: reply.status, text: reply.text, etag: reply.headers.get('etag') }).toEqual({
        asked,
        status: 304,
        text: '',
        etag: item.etag,
      });
    }
    await api.request('POST', `${path}/${item.id}`, { body: kind.change });
    const changed = await api.request('GET', `${path}/${item.id}`, { headers: { 'if-none-match': item.etag } });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ id: item.id });
  });

  it('refuses an update or delete whose If-Match is stale with 412 and writes nothing; a current one goes through', async () => {
    const item = await created(path, kind.body);
    const before = await api.fileText();
    for (const stale of ['"1-stale"', `W/${item.etag}`]) {
      for (const method of ['PUT', 'DELETE']) {
        const reply = await api.request(method, `${path}/${item.id}?force=true`, {
          headers: { 'if-match': stale },
          ...(method === 'PUT' ? { body: kind.change } : {}),
        });
        expect({ stale, method, status: reply.status, body: reply.json }).toEqual({
          stale,
          method,
          status: 412,
          body: { code: 'rest_precondition_failed', message: expect.any(String), data: { status: 412 } },
        });
      }
    }
    expect(await api.fileText()).toBe(before);

    const updated = await api.request('PUT', `${path}/${item.id}`, {
      headers: { 'if-match': `"other", ${item.etag}` },
      body: kind.change,
    });
    expect(updated.status).toBe(200);
    // The first tag is stale now.
    const late = await api.request('PUT', `${path}/${item.id}`, {
      headers: { 'if-match': item.etag },
      body: kind.change,
    });
    expect(late.status).toBe(412);
    const deleted = await api.request('DELETE', `${path}/${item.id}?force=true`, {
      headers: { 'if-match': updated.headers.get('etag') ?? '' },
    });
    expect(deleted.status).toBe(200);
  });
});

describe('ETags', () => {
  it('tags an event read by slug as by ID, and honours If-Match on updates by slug', async () => {
    const event = await created('events', { ...upcoming('Slugged'), slug: 'slugged' });
    const bySlug = await api.request('GET', 'events/by-slug/slugged');
    expect(bySlug.headers.get('etag')).toBe(event.etag);
    const stale = await api.request('PUT', 'events/by-slug/slugged', {
      headers: { 'if-match': '"9-stale"' },
      body: { title: 'Renamed' },
    });
    expect(stale.status).toBe(412);
    const current = await api.request('PUT', 'events/by-slug/slugged', {
      headers: { 'if-match': event.etag, prefer: 'return=minimal' },
      body: { title: 'Renamed' },
    });
    expect({ status: current.status, body: current.json }).toEqual({
      status: 200,
      body: { id: event.id, slug: 'slugged', status: 'publish' },
    });
    // A minimal answer carries no tag (it would cost a full rendering per write); a full one carries the current.
    expect(current.headers.get('etag')).toBeNull();
    const full = await api.request('PUT', 'events/by-slug/slugged', { body: { excerpt: 'Full answer' } });
    expect(full.headers.get('etag')).toBe((await api.request('GET', `events/${event.id}`)).headers.get('etag'));
  });

  it("changes an event's tag when its venue changes, since the event shows it", async () => {
    const venue = await created('venues', { venue: 'Shown hall' });
    const event = await created('events', { ...upcoming('With a hall'), venue: venue.id });
    await api.request('POST', `venues/${venue.id}`, { body: { city: 'Vic' } });
    const reread = await api.request('GET', `events/${event.id}`, { headers: { 'if-none-match': event.etag } });
    expect(reread.status).toBe(200);
    expect(reread.json.venue).toMatchObject({ city: 'Vic' });
  });

  it('sends no ETag on lists and errors', async () => {
    await created('tags', { name: 'Listed' });
    expect((await api.request('GET', 'tags')).headers.get('etag')).toBeNull();
    expect((await api.request('GET', 'events/999999')).headers.get('etag')).toBeNull();
  });

  it('lets 50 clients that read, increment and write one field with If-Match, retrying on 412, end 50 higher', async () => {
    const venue = await created('venues', { venue: 'Counter', phone: '100' });
    const increment = async (): Promise<void> => {
      for (;;) {
        const read = await api.request('GET', `venues/${venue.id}`);
        const reply = await api.request('PUT', `venues/${venue.id}`, {
          headers: { 'if-match': read.headers.get('etag') ?? '' },
          body: { phone: String(Number(read.json.phone) + 1) },
        });
        if (reply.status === 200) return;
        expect(reply.status).toBe(412);
      }
    };
    await Promise.all(Array.from({ length: 50 }, increment));
    expect((await api.request('GET', `venues/${venue.id}`)).json.phone).toBe('150');
  });

  it('lets allowed browser origins read the ETag and Idempotent-Replayed headers and send If-Match, If-None-Match and Idempotency-Key', async () => {
    const app = createApp({ store: api.store, siteUrl: api.site, cors: ['https://app.example.org'] });
    const tag = await created('tags', { name: 'Cross origin' });
    const reply = await app.handle({
      method: 'GET',
      url: `/wp-json/cal/events/v1/tags/${tag.id}`,
      headers: { origin: 'https://app.example.org' },
      remoteAddress: '127.0.0.1',
    });
    expect(reply.headers['access-control-expose-headers']).toBe(
      'X-WP-Total, X-WP-TotalPages, Link, ETag, Idempotent-Replayed',
    );
    expect(reply.headers['access-control-allow-headers']).toBe(
      'Authorization, X-WP-Nonce, Content-Disposition, Content-MD5, Content-Type, If-Match, If-None-Match, Idempotency-Key',
    );
  });

  it('carries tags and conditional headers through the embedded mode (in-process, on a calendar file)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cal-etags-'));
    const transport = createEmbeddedTransport({ dataFile: join(dir, 'calendar.json') });
    try {
      const client = new Client(transport);
      const made = await client.call('tags.create', { args: { name: 'Local' } });
      const id = (made.body as { id: number }).id;
      const read = await client.call('tags.get', { path: { id } });
      expect(read.headers.etag).toBe(made.headers.etag);
      const unchanged = await transport.send({
        method: 'GET',
        path: `tags/${id}`,
        headers: { 'if-none-match': read.headers.etag ?? '' },
      });
      expect({ status: unchanged.status, body: unchanged.body }).toEqual({ status: 304, body: undefined });
      await client.call('tags.update', { path: { id }, args: { description: 'First' }, ifMatch: read.headers.etag });
      const stale = client.call('tags.update', {
        path: { id },
        args: { description: 'Second' },
        ifMatch: read.headers.etag,
      });
      await expect(stale).rejects.toBeInstanceOf(ApiCallError);
      await expect(stale).rejects.toMatchObject({ status: 412, code: 'rest_precondition_failed' });
      expect((await client.call('tags.get', { path: { id } })).body).toMatchObject({ description: 'First' });
    } finally {
      await transport.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
