// Password-protected events: 403 without the password, blanked in lists, unlocked by `password`, stored hashed and
// sealed, and given back to those who may edit them.
import { onPostgres } from '../helpers/postgres.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { rename, stat } from 'node:fs/promises';
import { startApi } from '../helpers/api-server.js';
import { useApi } from '../helpers/setup.js';

const api = useApi();
let id: number;
let slug: string;
beforeAll(async () => {
  const venue = (await api.request('POST', 'venues', { body: { venue: 'Members Hall' } })).json.id;
  const created = await api.request('POST', 'events', {
    body: {
      title: 'Members Only Gala',
      description: 'Secret menu',
      excerpt: 'Shh',
      start_date: '2026-12-31 19:00',
      end_date: '2026-12-31 23:00',
      cost: '$50',
      featured: true,
      categories: ['Galas'],
      venue,
      password: 'letmein',
    },
  });
  expect(created.status).toBe(201);
  expect(created.json).toMatchObject({ title: 'Members Only Gala', description: '<p>Secret menu</p>', featured: true });
  // Our extension: whoever may edit the event reads its password back (the administrator made it).
  expect(created.json.password).toBe('letmein');
  ({ id, slug } = created.json);
});
describe('a protected event', () => {
  it.each([
    ['anonymous, no password', 'anonymous', ''],
    ['anonymous, wrong password', 'anonymous', '?password=nope'],
    ['the administrator, no password', 'admin', ''],
  ])('%s → 403 event-password-protected', async (_who, as, query) => {
    const reply = await api.request('GET', `events/${id}${query}`, {
      auth: as === 'admin' ? api.adminAuth : 'anonymous',
    });
    expect(reply.status).toBe(403);
    expect(reply.json).toEqual({
      code: 'event-password-protected',
      message: 'The requested event is not accessible without a password',
      data: { status: 403 },
    });
  });

  it('is read in full with the right password, by ID or slug', async () => {
    const byId = await api.request('GET', `events/${id}?password=letmein`);
    expect(byId.status).toBe(200);
    expect(byId.json).toMatchObject({
      description: '<p>Secret menu</p>',
      cost: '$50',
      featured: true,
      venue: { venue: 'Members Hall' },
    });
    expect((await api.request('GET', `events/by-slug/${slug}?password=letmein`)).status).toBe(200);
  });

  it('stays in lists with its protected fields blanked, unless the password is given', async () => {
    const locked = (await api.request('GET', 'events')).json.events.find((e: { id: number }) => e.id === id);
    expect(locked).toMatchObject({
      id,
      title: 'Members Only Gala',
      start_date: '2026-12-31 19:00:00',
      description: '',
      excerpt: '',
      image: false,
      all_day: null,
      cost: '',
      cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: [] },
      website: '',
      show_map: null,
      show_map_link: null,
      hide_from_listings: null,
      sticky: null,
      featured: null,
      categories: [],
      tags: [],
      venue: [],
      organizer: [],
      custom_fields: [],
    });
    const unlocked = (await api.request('GET', 'events?password=letmein')).json.events.find(
      (e: { id: number }) => e.id === id,
    );
    expect(unlocked).toMatchObject({ description: '<p>Secret menu</p>', featured: true, cost: '$50' });
  });

  it('is left out of anonymous searches but found by signed-in callers', async () => {
    expect((await api.request('GET', 'events?search=gala')).json.total).toBe(0);
    expect((await api.request('GET', 'events?search=gala', { auth: api.adminAuth })).json.total).toBe(1);
  });

  // The key file is the calendar file's (a database keeps its key in cal_state: test/api/postgres-store.test.ts).
  it.skipIf(onPostgres())(
    'keeps a salted hash and a sealed copy in the file, never the password, and the key apart (0600)',
    async () => {
      const text = await api.fileText();
      expect(text).not.toContain('letmein');
      const event = JSON.parse(text).events.find((e: { id: number }) => e.id === id);
      expect(event.password).toMatch(/^sha256\$/);
      expect(event.password_sealed).toMatch(/^v1:/);
      expect((await stat(`${api.dataFile}.key`)).mode & 0o777).toBe(0o600);
    },
  );

  it('gives the password to callers who may edit the event, in lists and reads, and to nobody else', async () => {
    const roles = await api.addEveryRole();
    const inList = async (auth: string) =>
      (await api.request('GET', 'events', { auth })).json.events.find((e: { id: number }) => e.id === id);
    expect((await inList(roles.editor)).password).toBe('letmein');
    expect(await inList(roles.editor)).toMatchObject({ description: '', all_day: null });
    for (const caller of ['anonymous', 'author', 'contributor', 'subscriber'] as const)
      expect(await inList(roles[caller])).not.toHaveProperty('password');
    const read = await api.request('GET', `events/${id}?password=letmein`, { auth: roles.editor });
    expect(read.json).toMatchObject({ password: 'letmein', description: '<p>Secret menu</p>' });
    expect((await api.request('GET', `events/${id}?password=letmein`)).json).not.toHaveProperty('password');
  });

  it.skipIf(onPostgres())('without the calendar key, checks passwords still but cannot give them back', async () => {
    const other = await startApi({ dataFile: api.dataFile });
    try {
      await rename(`${api.dataFile}.key`, `${api.dataFile}.key.away`);
      const event = (await other.request('GET', 'events', { auth: other.adminAuth })).json.events.find(
        (e: { id: number }) => e.id === id,
      );
      expect(event).not.toHaveProperty('password');
      expect((await other.request('GET', `events/${id}?password=letmein`)).status).toBe(200);
    } finally {
      await rename(`${api.dataFile}.key.away`, `${api.dataFile}.key`);
      await other.close();
    }
  });

  it('changes and lifts the protection on update', async () => {
    await api.request('PATCH', `events/${id}`, { body: { password: 'new-secret' } });
    expect((await api.request('GET', `events/${id}?password=letmein`)).status).toBe(403);
    expect((await api.request('GET', `events/${id}?password=new-secret`)).status).toBe(200);
    await api.request('PATCH', `events/${id}`, { body: { password: '' } });
    expect((await api.request('GET', `events/${id}`)).status).toBe(200);
    await api.request('PATCH', `events/${id}`, { body: { password: 'letmein' } });
  });
});
