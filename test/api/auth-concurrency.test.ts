// Sign-ins hash off the event loop: a read is answered while a wrong password is being hashed. Different passwords
// sent all at once are counted as they arrive, so that they cannot get past the limit together; the same
// credentials sent at once share one check and count once, so that a client opening many connections with a right
// password is not slowed down by its own sign-ins (test/unit/sign-in-burst.test.ts holds every sign-in of a burst
// under way at once).
import { beforeAll, describe, expect, it } from 'vitest';
import { hashApplicationPassword } from '../../src/domain/secrets.js';
import { useApi } from '../helpers/setup.js';
import { eventBody } from './events-fixtures.js';

const api = useApi();
const basic = (login: string, password: string) => `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
/** Each of its application passwords is hashed (scrypt) before a wrong one is refused. */
const PASSWORDS = 8;

let writer: string;

beforeAll(async () => {
  await api.addUser('burst', 'author');
  writer = await api.addUser('writer', 'author');
  await api.addUser('many', 'author');
  const hashes = Array.from({ length: PASSWORDS }, (_, i) => ({
    name: `device ${i}`,
    hash: hashApplicationPassword(`password number ${i}`),
    created: '2026-11-21 12:00:00',
    last_used: null,
  }));
  await api.store.write((tx) => {
    const user = tx.get('users', api.userId('many'));
    if (user) tx.put('users', { ...user, passwords: hashes });
  });
  expect((await api.asAdmin('POST', 'events', eventBody('Readable'))).status).toBe(201);
});

describe('a sign-in being hashed does not hold other requests', () => {
  it('a read sent after a wrong sign-in is answered before it', async () => {
    const order: string[] = [];
    const signIn = api
      .request('GET', 'events', { auth: basic('many', 'wrong password') })
      .then((reply) => order.push(`sign-in ${reply.status}`));
    // The sign-in is on its way first; the read then finds the server hashing it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const read = api.request('GET', 'events').then((reply) => order.push(`read ${reply.status}`));
    await Promise.all([signIn, read]);
    expect(order).toEqual(['read 200', 'sign-in 401']);
  });
});

describe('sign-ins sent at once', () => {
  it('30 different wrong passwords at once: 10 are checked (401), the others 429', async () => {
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => api.request('GET', 'events', { auth: basic('burst', `guess ${i}`) })),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('16 writes at once with the right password, after 9 wrong ones: all made', async () => {
    for (let guess = 0; guess < 9; guess++)
      expect((await api.request('GET', 'events', { auth: basic('writer', `typo ${guess}`) })).status).toBe(401);
    const replies = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        api.request('POST', 'events', { auth: writer, body: eventBody(`At once ${i}`) }),
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array.from({ length: 16 }, () => 201));
    // Signed in, they were no failures: the tenth wrong password is still answered 401.
    expect((await api.request('GET', 'events', { auth: basic('writer', 'typo 9') })).status).toBe(401);
  });
});
