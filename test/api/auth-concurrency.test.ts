// Sign-ins hash off the event loop: a read is answered while a wrong password is being hashed, and sign-ins sent
// all at once are counted as they arrive, so that they cannot get past the limit together.
import { beforeAll, describe, expect, it } from 'vitest';
import { hashApplicationPassword } from '../../src/domain/secrets.js';
import { useApi } from '../helpers/setup.js';
import { eventBody } from './events-fixtures.js';

const api = useApi();
const basic = (login: string, password: string) => `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
/** Each of its application passwords is hashed (scrypt) before a wrong one is refused. */
const PASSWORDS = 8;

beforeAll(async () => {
  await api.addUser('burst', 'author');
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
  it('30 wrong passwords at once: 10 are checked (401), the others 429', async () => {
    const replies = await Promise.all(
      Array.from({ length: 30 }, () => api.request('GET', 'events', { auth: basic('burst', 'guess') })),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });
});
