// HTTP Basic sign-in with application passwords (API.md "Users, roles and authentication", TEC-REFERENCE §1.5):
// bad credentials are refused before routing, grouping spaces do not matter, other schemes are anonymous,
// and nothing the server sends back repeats the password.
// The server slows an address down after 10 failures a minute: this file makes 8 (see auth-slowdown.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { addApplicationPassword, addUser } from '../../src/domain/users.js';
import { NOW, type Reply } from '../helpers/api-server.js';
import { useApi } from '../helpers/setup.js';
import { eventBody } from './events-fixtures.js';

const NO_CACHE = 'no-cache, must-revalidate, max-age=0, no-store, private';
const INVALID_USERNAME = {
  code: 'invalid_username',
  message: 'Unknown username. Check again or try your email address.',
  data: { status: 401 },
};
const INCORRECT_PASSWORD = {
  code: 'incorrect_password',
  message: 'The provided password is an invalid application password.',
  data: { status: 401 },
};
/** A password as `cal users passwords add` shows it: 24 characters in groups of four. */
const GROUPED = 'abcd EFGH ijkl MNOP qrst UVWX';

const basic = (login: string, password: string) => `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;

const api = useApi();
let eventId: number;

beforeAll(async () => {
  await api.store.write((tx) => {
    addUser(tx, { login: 'grouped', role: 'author' });
    addApplicationPassword(tx, 'grouped', { password: GROUPED, now: NOW });
  });
  const created = await api.asAdmin('POST', 'events', eventBody('Public Event'));
  expect(created.status, created.text).toBe(201);
  eventId = created.json.id as number;
});

/** Bad credentials fail before routing: no route, so no `Allow`, and no signed-in caller, so no no-cache headers. */
function expectRefused(reply: Reply, body: object): void {
  expect(reply.status, reply.text).toBe(401);
  expect(reply.json).toEqual(body);
  expect(reply.headers.get('allow')).toBeNull();
  expect(reply.headers.get('cache-control')).toBeNull();
  expect(reply.headers.get('content-type')).toBe('application/json; charset=UTF-8');
}

describe('unknown login → 401 invalid_username', () => {
  it.each([
    ['GET', 'events'],
    ['POST', 'events'],
  ] as const)('%s /%s', async (method, path) => {
    const before = api.store.count('events');
    const reply = await api.request(method, path, {
      auth: basic('nobody', 'admin-test-password'),
      body: method === 'POST' ? eventBody('X') : undefined,
    });
    expectRefused(reply, INVALID_USERNAME);
    expect(api.store.count('events')).toBe(before);
  });
});

describe('wrong password → 401 incorrect_password, checked before anything else', () => {
  it.each([
    ['GET', 'events', 'a public list (GET_events_401_bad_credentials.txt)'],
    ['POST', 'events', 'a create (POST_events_401_bad_password.txt)'],
    ['GET', 'no-such-route', 'a path with no route (not 404)'],
  ] as const)('%s /%s: %s', async (method, path, _what) => {
    const before = api.store.count('events');
    const reply = await api.request(method, path, {
      auth: basic('admin', 'wrong-password'),
      body: method === 'POST' ? eventBody('X') : undefined,
    });
    expectRefused(reply, INCORRECT_PASSWORD);
    expect(api.store.count('events')).toBe(before);
  });

  it('the right characters in the wrong case are a wrong password', async () => {
    expectRefused(
      await api.request('GET', `events/${eventId}`, { auth: basic('grouped', GROUPED.toUpperCase()) }),
      INCORRECT_PASSWORD,
    );
  });
});

describe('grouping spaces in an application password do not matter', () => {
  it.each([
    ['grouped', GROUPED, 'as shown'],
    ['grouped', GROUPED.replace(/ /g, ''), 'spaces removed'],
    ['grouped', 'abcdEFGH ijklMNOP qrstUVWX', 'other grouping'],
    ['grouped', GROUPED.replace(/ /g, '').split('').join(' '), 'a space between every character'],
    ['grouped', `  ${GROUPED}  `, 'spaces around'],
    ['admin', 'admin-test -password', 'a space added to a password given without grouping'],
  ] as const)('%s with %j (%s) signs in', async (login, password, _how) => {
    const reply = await api.request('POST', 'events', { auth: basic(login, password), body: eventBody(`By ${login}`) });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.json.status).toBe('publish');
    expect(reply.headers.get('cache-control')).toBe(NO_CACHE);
  });
});

describe('an Authorization header that is not Basic credentials is anonymous', () => {
  const headers = [
    `Bearer ${basic('admin', 'admin-test-password').slice(6)}`,
    'Digest username="admin", realm="cal", nonce="x", uri="/", response="y"',
    'Negotiate YIIBhwYGKwYBBQUCoIIBezCCAXeg',
    'Basic',
    'Token admin-test-password',
  ];
  it.each(headers)('%s: reads as anonymous', async (header) => {
    const reply = await api.request('GET', `events/${eventId}`, { auth: header });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.headers.get('allow')).toBe('GET');
    expect(reply.headers.get('cache-control')).toBeNull();
  });

  it.each(headers)('%s: a create is 401 rest_forbidden, not a credentials error', async (header) => {
    const reply = await api.request('POST', 'events', { auth: header, body: eventBody('Not signed in') });
    expect(reply.status, reply.text).toBe(401);
    expect(reply.json).toEqual({
      code: 'rest_forbidden',
      message: 'Sorry, you are not allowed to do that.',
      data: { status: 401 },
    });
  });
});

describe('nothing sent back contains the password', () => {
  const SECRET = 'Zq9x Secret Pass Word 42';
  const leaks = (reply: Reply, needles: readonly string[]): string[] => {
    const haystack = [reply.text, ...[...reply.headers].map(([name, value]) => `${name}: ${value}`)].join('\n');
    return needles.filter((needle) => haystack.includes(needle));
  };
  const needles = (login: string) => [
    SECRET,
    SECRET.replace(/ /g, ''),
    basic(login, SECRET).slice(6),
    'Zq9x',
    'admin-test-password',
  ];

  it.each([
    ['admin', 'GET', 'events', 401],
    ['nobody', 'POST', 'events', 401],
  ] as const)('a failed sign-in as %s (%s /%s) → %i without the password', async (login, method, path, status) => {
    const reply = await api.request(method, path, {
      auth: basic(login, SECRET),
      body: method === 'POST' ? eventBody('X') : undefined,
    });
    expect(reply.status).toBe(status);
    expect(leaks(reply, needles(login))).toEqual([]);
  });

  it.each([
    ['GET', `events`, 200],
    ['POST', 'events', 201],
    ['POST', 'no-such-route', 404],
  ] as const)('a signed-in %s /%s → %i without the password', async (method, path, status) => {
    const reply = await api.request(method, path, {
      auth: api.adminAuth,
      body: method === 'POST' ? eventBody('Admin') : undefined,
    });
    expect(reply.status, reply.text).toBe(status);
    expect(leaks(reply, ['admin-test-password', api.adminAuth.slice(6)])).toEqual([]);
  });
});
