// Anonymous writers (trustLoopbackWrites: false): 401 rest_forbidden. A body is not read, so its faults get 401 too;
// without a body, validation errors come first.
import { beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../helpers/setup.js';
import { eventBody, expectError, expectInvalidParams, expectMissingParams, type Json } from './events-fixtures.js';

const api = useApi({ trustLoopbackWrites: false });
let event: Json;

const FORBIDDEN = { code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.', data: { status: 401 } };

beforeAll(async () => {
  const created = await api.asAdmin('POST', 'events', eventBody('Guarded Event'));
  expect(created.status, created.text).toBe(201);
  event = created.json;
});

describe('anonymous create', () => {
  it('a valid body → 401 rest_forbidden, store untouched', async () => {
    const file = await api.fileText();
    const reply = await api.request('POST', 'events', { body: eventBody('Anon') });
    expect(reply.status).toBe(401);
    expect(reply.json).toEqual(FORBIDDEN);
    expect(await api.fileText()).toBe(file);
  });

  it('a missing title → 401 too: the body is not read', async () => {
    const reply = await api.request('POST', 'events', {
      body: { start_date: '2026-12-01 10:00:00', end_date: '2026-12-01 11:00:00' },
    });
    expect(reply.json).toEqual(FORBIDDEN);
  });

  it('an invalid value → 401 too', async () => {
    const reply = await api.request('POST', 'events', { body: eventBody('Anon', { timezone: 'Mars/Olympus' }) });
    expect(reply.json).toEqual(FORBIDDEN);
  });

  it('without a body, missing dates → 400 (validation before permission)', async () => {
    const reply = await api.request('POST', 'events?title=Anon');
    expectMissingParams(reply, ['start_date', 'end_date']);
  });

  it('a form body → 401 too', async () => {
    const reply = await api.request('POST', 'events', {
      form: 'title=Anon&start_date=2026-12-01+10:00&end_date=2026-12-01+11:00',
    });
    expect(reply.json).toEqual(FORBIDDEN);
  });

  it('anonymous callers are only allowed GET', async () => {
    const reply = await api.request('POST', 'events', { body: eventBody('Anon') });
    expect(reply.headers.get('allow')).toBe('GET');
  });
});

describe('anonymous update', () => {
  it.each(['POST', 'PUT', 'PATCH'])('%s → 401 rest_forbidden; the event is unchanged', async (method) => {
    const file = await api.fileText();
    const reply = await api.request(method, `events/${event.id}`, { body: { title: 'Hacked' } });
    expect(reply.status).toBe(401);
    expect(reply.json).toEqual(FORBIDDEN);
    expect((await api.request('GET', `events/${event.id}`)).json.title).toBe('Guarded Event');
    expect(await api.fileText()).toBe(file);
  });

  it('by slug → 401', async () => {
    const reply = await api.request('PATCH', `events/by-slug/${event.slug}`, { body: { title: 'Hacked' } });
    expect(reply.json).toEqual(FORBIDDEN);
  });

  it('an invalid value in the body → 401; in the query, without a body → 400 (validation first)', async () => {
    const inBody = await api.request('PATCH', `events/${event.id}`, { body: { website: 'foo' } });
    expect(inBody.json).toEqual(FORBIDDEN);
    const inQuery = await api.request('PATCH', `events/${event.id}?website=foo`);
    expectInvalidParams(inQuery, { website: 'Invalid parameter.' });
  });
});

describe('anonymous delete', () => {
  it('→ 401 rest_forbidden; the event is still published', async () => {
    const file = await api.fileText();
    const reply = await api.request('DELETE', `events/${event.id}`);
    expect(reply.status).toBe(401);
    expect(reply.json).toEqual(FORBIDDEN);
    expect((await api.request('GET', `events/${event.id}`)).json.status).toBe('publish');
    expect(await api.fileText()).toBe(file);
  });

  it('with force=true → 401', async () => {
    const reply = await api.request('DELETE', `events/${event.id}?force=true`);
    expect(reply.json).toEqual(FORBIDDEN);
    expect((await api.request('GET', `events/${event.id}`)).status).toBe(200);
  });

  it('by slug → 401', async () => {
    const reply = await api.request('DELETE', `events/by-slug/${event.slug}`);
    expect(reply.json).toEqual(FORBIDDEN);
  });

  it('a missing event → 401 too (the generic capability is checked before the handler)', async () => {
    expectError(await api.request('DELETE', 'events/999999'), 401, 'rest_forbidden');
  });
});
