// Sign-ins sent at once (docs/api.md "Sign-in"): the same credentials from one address share one check and count
// once as a failure while it runs, so that a client opening many connections with its right password is not held
// back by its own sign-ins; different passwords each count, so that guesses sent together cannot pass the limit.
// The password check waits until the test lets it go: every sign-in of a burst is under way before any answer.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors.js';
import { verifyApplicationPassword } from '../../src/domain/secrets.js';
import { addApplicationPassword, addUser } from '../../src/domain/users.js';
import { Authenticator, type PasswordCheck } from '../../src/server/auth.js';
import { openStore } from '../../src/store/open-store.js';
import { MAX_LOGIN_FAILURES } from '../../src/store/sign-in-failures.js';
import type { Store } from '../../src/store/store.js';

const RIGHT = 'right password 123';
const basic = (login: string, password: string) => `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;

const dirs: string[] = [];
const stores: Store[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((store) => store.close()));
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A calendar with the user `writer`, whose application password is RIGHT. */
async function calendar(): Promise<Store> {
  const dir = await mkdtemp(join(tmpdir(), 'cal-sign-in-'));
  dirs.push(dir);
  const store = await openStore(join(dir, 'calendar.json'));
  stores.push(store);
  await store.write((tx) => {
    addUser(tx, { login: 'writer', role: 'author' });
    addApplicationPassword(tx, 'writer', { password: RIGHT, now: Date.now() });
  });
  return store;
}

/** The scrypt check, counted, which waits while held. */
function heldCheck() {
  let gate: Promise<void> | undefined;
  let release = (): void => undefined;
  const checked: string[] = [];
  const check: PasswordCheck = async (password, hash) => {
    checked.push(password);
    await gate;
    return verifyApplicationPassword(password, hash);
  };
  return {
    check,
    checked,
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

/** Authenticators on a clock that stands still: the minute never passes here. */
async function authenticator() {
  const passwords = heldCheck();
  const auth = new Authenticator(await calendar(), { clock: () => 0, verifyPassword: passwords.check });
  /** The login signed in, or the error's code. */
  const signIn = (password: string, address = '192.0.2.1'): Promise<string> =>
    auth.authenticate(basic('writer', password), address).then(
      (principal) => principal.user?.login ?? 'anonymous',
      (error: unknown) => (error instanceof ApiError ? error.code : String(error)),
    );
  return { passwords, signIn };
}

/** Lets every sign-in under way run until it waits (on the held check, or on another's). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the same credentials at once share one check', () => {
  it('the right password 16 times at once, after 9 wrong ones: checked once, all signed in', async () => {
    const { passwords, signIn } = await authenticator();
    for (let typo = 0; typo < MAX_LOGIN_FAILURES - 1; typo++)
      expect(await signIn(`typo ${typo}`)).toBe('incorrect_password');
    passwords.hold();
    const burst = Array.from({ length: 16 }, () => signIn(RIGHT));
    await settle();
    expect(passwords.checked.filter((password) => password === RIGHT)).toHaveLength(1);
    passwords.release();
    expect(await Promise.all(burst)).toEqual(Array.from({ length: 16 }, () => 'writer'));
    // Signed in, it was no failure: the tenth wrong password is still checked.
    expect(await signIn('typo 9')).toBe('incorrect_password');
  });

  it('a wrong password 30 times at once: checked once, all refused, counted once', async () => {
    const { passwords, signIn } = await authenticator();
    passwords.hold();
    const burst = Array.from({ length: 30 }, () => signIn('same guess'));
    await settle();
    expect(passwords.checked).toEqual(['same guess']);
    passwords.release();
    expect(await Promise.all(burst)).toEqual(Array.from({ length: 30 }, () => 'incorrect_password'));
    // One failure: nine more reach the limit, and the next is held back.
    for (let guess = 0; guess < MAX_LOGIN_FAILURES - 1; guess++)
      expect(await signIn(`guess ${guess}`)).toBe('incorrect_password');
    expect(await signIn('one guess too many')).toBe('rest_too_many_requests');
  });

  it('from another address, the same credentials are checked and counted there', async () => {
    const { passwords, signIn } = await authenticator();
    passwords.hold();
    const both = [signIn('same guess', '192.0.2.1'), signIn('same guess', '192.0.2.2')];
    await settle();
    expect(passwords.checked).toEqual(['same guess', 'same guess']);
    passwords.release();
    expect(await Promise.all(both)).toEqual(['incorrect_password', 'incorrect_password']);
  });
});

describe('different passwords at once each count', () => {
  it('30 guesses at once: 10 checked and refused, 20 held back without a check', async () => {
    const { passwords, signIn } = await authenticator();
    passwords.hold();
    const burst = Array.from({ length: 30 }, (_, guess) => signIn(`guess ${guess}`));
    await settle();
    expect(passwords.checked).toHaveLength(MAX_LOGIN_FAILURES);
    passwords.release();
    const answers = await Promise.all(burst);
    expect(answers.filter((code) => code === 'incorrect_password')).toHaveLength(MAX_LOGIN_FAILURES);
    expect(answers.filter((code) => code === 'rest_too_many_requests')).toHaveLength(30 - MAX_LOGIN_FAILURES);
    // Held back whatever the password, the right one too.
    expect(await signIn(RIGHT)).toBe('rest_too_many_requests');
  });
});
