// Cached reads: the same GET is answered again until a write, per caller, with its length, and never stale.
import { beforeAll, describe, expect, it } from 'vitest';
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
