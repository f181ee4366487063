// A refused sign-in costs the same password work whether its login exists or not (docs/api.md "Sign-in"): an
// unknown login, or one without application passwords, is checked once against a hash with the scrypt parameters
// of real ones, as a wrong password for a user with one is; a user with several has each checked. The check handed
// in is the real scrypt one, counted: what it was given is what the sign-in cost.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.js';
import { hashApplicationPassword, verifyApplicationPassword } from '../../src/domain/secrets.js';
import { addApplicationPassword, addUser } from '../../src/domain/users.js';
import { Authenticator } from '../../src/server/auth.js';
import { openStore } from '../../src/store/open-store.js';
import type { Store } from '../../src/store/store.js';

const basic = (login: string, password: string) => `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;

/** What sets a hash's cost: its kind, its scrypt parameters, and its salt's and digest's lengths in bytes. */
function cost(hash: string): (string | number)[] {
  const [kind, n, r, p, salt, digest] = hash.split('$');
  return [
    kind ?? '',
    n ?? '',
    r ?? '',
    p ?? '',
    Buffer.from(salt ?? '', 'base64').length,
    Buffer.from(digest ?? '', 'base64').length,
  ];
}

let dir: string;
let store: Store;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cal-sign-in-work-'));
  store = await openStore(join(dir, 'calendar.json'));
  await store.write((tx) => {
    addUser(tx, { login: 'bare', role: 'author' });
    addUser(tx, { login: 'single', role: 'author' });
    addApplicationPassword(tx, 'single', { password: 'single password 1', now: Date.now() });
    addUser(tx, { login: 'several', role: 'author' });
    for (const device of [1, 2, 3])
      addApplicationPassword(tx, 'several', {
        name: `device ${device}`,
        password: `several password ${device}`,
        now: Date.now(),
      });
  });
});

afterAll(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

/** Signs in with a wrong password; the error's code and the hashes the password was checked against. */
async function wrongSignIn(login: string): Promise<{ code: string; checked: string[] }> {
  const checked: string[] = [];
  const auth = new Authenticator(store, {
    clock: () => 0,
    verifyPassword: (password, hash) => {
      checked.push(hash);
      return verifyApplicationPassword(password, hash);
    },
  });
  const code = await auth.authenticate(basic(login, 'wrong password'), '192.0.2.1').then(
    () => 'signed in',
    (error: unknown) => (error instanceof ApiError ? error.code : String(error)),
  );
  return { code, checked };
}

describe("a wrong sign-in costs one scrypt check of a real hash's cost, whatever the login", () => {
  it.each([
    ['an unknown login', 'nobody', 'invalid_username'],
    ['a login without application passwords', 'bare', 'incorrect_password'],
    ['a login with one application password', 'single', 'incorrect_password'],
  ])('%s: %s → %s after one check', async (_what, login, code) => {
    const signIn = await wrongSignIn(login);
    expect(signIn.code).toBe(code);
    expect(signIn.checked.map(cost)).toEqual([cost(hashApplicationPassword('any password'))]);
  });

  it('a login with three application passwords has each checked', async () => {
    const signIn = await wrongSignIn('several');
    expect(signIn.code).toBe('incorrect_password');
    expect(signIn.checked).toHaveLength(3);
  });
});
