// Slowing down sign-ins that keep failing (docs/api.md "Sign-in"): after 10 failures in a minute for one login
// from one address, that login gets 429 rest_too_many_requests with Retry-After there until the minute passes;
// other logins from that address sign in until the address itself has failed 100 times. The failures are
// remembered per server for 60 s and every test comes from 127.0.0.x, so this file has its own server.
// The server's clocks stand still (startApi({ now })): the minute never passes here, which the tests assert. A
// calendar in PostgreSQL counts on the database's clock, which runs: there Retry-After counts down from 60.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW, startApi, type ApiServer, type Reply } from '../helpers/api-server.js';
import { onPostgres } from '../helpers/postgres.js';
import { useApi } from '../helpers/setup.js';
import { eventBody } from './events-fixtures.js';

const basic = (login: string, password: string) => `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
const WRONG = basic('victim', 'wrong-password');
const INCORRECT_PASSWORD = {
  code: 'incorrect_password',
  message: 'The provided password is an invalid application password.',
  data: { status: 401 },
};

const api = useApi({ now: NOW });
let victim: string;
let eventId: number;

beforeAll(async () => {
  victim = await api.addUser('victim', 'author');
  const created = await api.asAdmin('POST', 'events', eventBody('Public Event'));
  expect(created.status, created.text).toBe(201);
  eventId = created.json.id as number;
});

function expectSlowedDown(reply: Reply): void {
  expect(reply.status, reply.text).toBe(429);
  expect(reply.json.code).toBe('rest_too_many_requests');
  expect(reply.json.data).toEqual({ status: 429 });
  expect(typeof reply.json.message).toBe('string');
  const retryAfter = reply.headers.get('retry-after');
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
  expect(Number(retryAfter)).toBeLessThanOrEqual(60);
  // Every failure happened at the same instant of a still clock, so the whole minute is still ahead.
  if (!onPostgres()) expect(retryAfter).toBe('60');
  expect(reply.headers.get('allow')).toBeNull();
  expect(reply.headers.get('content-type')).toBe('application/json; charset=UTF-8');
}

/** A GET sent from another loopback address (all of 127.0.0.0/8 reaches the server on 127.0.0.1). */
function getFrom(localAddress: string, path: string, authorization: string): Promise<{ status: number; json: any }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(api.api + path, { method: 'GET', localAddress, headers: { authorization } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('up to 10 failures: 401 each, and the right password still works', () => {
  it('9 wrong passwords → 401 incorrect_password each', async () => {
    for (let attempt = 1; attempt <= 9; attempt++) {
      const reply = await api.request('GET', 'events', { auth: WRONG });
      expect(reply.status, `attempt ${attempt}`).toBe(401);
      expect(reply.json).toEqual(INCORRECT_PASSWORD);
    }
  });

  it('after 9 failures the right password is still accepted', async () => {
    const reply = await api.request('GET', `events/${eventId}`, { auth: victim });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.headers.get('allow')).toBe('GET'); // an author may not change the administrator's event;
  });

  it('the 10th failure is still a 401, and an unknown login is one of its own', async () => {
    const reply = await api.request('GET', 'events', { auth: WRONG });
    expect(reply.status, reply.text).toBe(401);
    const unknown = await api.request('GET', 'events', { auth: basic('nobody', 'whatever-password') });
    expect(unknown.status, unknown.text).toBe(401);
    expect(unknown.json.code).toBe('invalid_username');
  });
});

describe('the 11th attempt for that login from that address and later: 429, whatever the password', () => {
  it.each([
    ['the RIGHT password', () => victim, 'GET', 'events'],
    ['the right password on a create', () => victim, 'POST', 'events'],
    ['a wrong password', () => WRONG, 'GET', 'events'],
    ['the login in other letter case', () => basic('VICTIM', 'victim-password'), 'GET', 'events'],
    ['the right password on a path with no route', () => victim, 'GET', 'no-such-route'],
  ] as const)('%s → 429 with Retry-After', async (_what, auth, method, path) => {
    const before = api.store.count('events');
    const reply = await api.request(method, path, {
      auth: auth(),
      body: method === 'POST' ? eventBody('Locked out') : undefined,
    });
    expectSlowedDown(reply);
    expect(api.store.count('events')).toBe(before);
  });

  it('the minute does not pass on a fixed clock: repeated attempts keep getting 429 with Retry-After 60', async () => {
    const retries: (string | null)[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const reply = await api.request('GET', 'events', { auth: victim });
      expectSlowedDown(reply);
      retries.push(reply.headers.get('retry-after'));
    }
    if (onPostgres()) expect(retries.map(Number)).toEqual(retries.map(Number).sort((a, b) => b - a));
    else expect(retries).toEqual(['60', '60', '60']);
  });

  it('an X-Forwarded-For header does not get around it', async () => {
    expectSlowedDown(
      await api.request('GET', 'events', { auth: victim, headers: { 'x-forwarded-for': '203.0.113.9' } }),
    );
  });

  it('the 429 does not repeat the password', async () => {
    const reply = await api.request('GET', 'events', { auth: victim });
    const everything = [reply.text, ...[...reply.headers].map(([name, value]) => `${name}: ${value}`)].join('\n');
    expect(everything).not.toContain('victim-password');
    expect(everything).not.toContain(victim.slice(6));
  });

  it('another address is not slowed down', async () => {
    const reply = await getFrom('127.0.0.2', `events/${eventId}`, victim);
    expect(reply.status).toBe(200);
    expect(reply.json.id).toBe(eventId);
  });

  it('other users at the same address still sign in', async () => {
    const reply = await api.request('GET', `events/${eventId}`, { auth: api.adminAuth });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.headers.get('allow')).toContain('POST');
  });
});

describe('an address that fails 100 times a minute, over any logins, is slowed down for every login', () => {
  it('100 unknown logins from 127.0.0.3 → 401 each, then 429 for the administrator there, not elsewhere', async () => {
    // At once: each is a login of its own, counted as it arrives, and each costs a password check.
    const replies = await Promise.all(
      Array.from({ length: 100 }, (_, attempt) =>
        getFrom('127.0.0.3', 'events', basic(`guess${attempt}`, 'whatever-password')),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array.from({ length: 100 }, () => 401));
    const there = await getFrom('127.0.0.3', `events/${eventId}`, api.adminAuth);
    expect(there.status).toBe(429);
    expect(there.json.code).toBe('rest_too_many_requests');
    const elsewhere = await getFrom('127.0.0.4', `events/${eventId}`, api.adminAuth);
    expect(elsewhere.status).toBe(200);
  });
});

describe('anonymous requests are not slowed down', () => {
  it.each([
    ['GET', 'events', undefined, 200],
    ['GET', 'events/{id}', undefined, 200],
    ['GET', 'events/{id}', 'Bearer some-token', 200],
    ['POST', 'events', undefined, 401],
  ] as const)('%s /%s (Authorization: %s) → %i', async (method, path, header, status) => {
    const reply = await api.request(method, path.replace('{id}', String(eventId)), {
      auth: header ?? 'anonymous',
      body: method === 'POST' ? eventBody('Anon') : undefined,
    });
    expect(reply.status, reply.text).toBe(status);
    expect(reply.headers.get('retry-after')).toBeNull();
    if (status === 401) expect(reply.json.code).toBe('rest_forbidden');
  });
});

describe('a fresh server (a new clock) starts clean', () => {
  let fresh: ApiServer;
  let freshVictim: string;

  beforeAll(async () => {
    fresh = await startApi({ now: NOW + 120_000 });
    freshVictim = await fresh.addUser('victim', 'author');
  });

  afterAll(async () => {
    await fresh.close();
  });

  it('the same user from the same address signs in at once', async () => {
    expectSlowedDown(await api.request('GET', 'events', { auth: victim }));
    const reply = await fresh.request('GET', 'events', { auth: freshVictim });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.headers.get('retry-after')).toBeNull();
  });

  it('and a wrong password there is a plain 401 again', async () => {
    const reply = await fresh.request('GET', 'events', { auth: WRONG });
    expect(reply.status, reply.text).toBe(401);
    expect(reply.json).toEqual(INCORRECT_PASSWORD);
  });
});
