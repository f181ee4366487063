// The local sign-in of `cal serve`: a token of one run, checked against its hash in memory, never stored; and the
// application password earlier versions stored for local commands is revoked at start.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localAdministrator, LOCAL_CLI_PASSWORD } from '../../src/cli/commands/serve/access.js';
import { addApplicationPassword, addUser } from '../../src/domain/users.js';
import { Authenticator, newLocalSignIn } from '../../src/server/auth.js';
import { openStore } from '../../src/store/open-store.js';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const basic = (login: string, password: string) => `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;

async function calendar() {
  const dir = await mkdtemp(join(tmpdir(), 'cal-local-'));
  dirs.push(dir);
  return { file: join(dir, 'calendar.json'), store: await openStore(join(dir, 'calendar.json')) };
}

describe('the local sign-in', () => {
  it('signs in as its administrator with the run token only, and the calendar holds nothing of it', async () => {
    const { file, store } = await calendar();
    const login = (await localAdministrator(store)) ?? '';
    const { token, signIn } = newLocalSignIn(login);
    const auth = new Authenticator(store, { localSignIn: signIn });
    expect((await auth.authenticate(basic(login, token), '127.0.0.1')).user?.login).toBe(login);
    await expect(auth.authenticate(basic(login, `${token}x`), '127.0.0.1')).rejects.toMatchObject({
      code: 'incorrect_password',
    });
    // Another run's authenticator, as after a restart, does not know it.
    const next = new Authenticator(store, { localSignIn: newLocalSignIn(login).signIn });
    await expect(next.authenticate(basic(login, token), '127.0.0.2')).rejects.toMatchObject({
      code: 'incorrect_password',
    });
    await store.close();
    expect(await readFile(file, 'utf8')).not.toContain(token);
  });

  it("lets the administrator's application passwords sign in beside it, whatever their length", async () => {
    const { store } = await calendar();
    const login = (await localAdministrator(store)) ?? '';
    const { token, signIn } = newLocalSignIn(login);
    const passwords = ['short-password', 'x'.repeat(token.length), 'a much longer application password than a token'];
    await store.write((tx) => {
      for (const password of passwords) addApplicationPassword(tx, login, { password, now: Date.now() });
    });
    const auth = new Authenticator(store, { localSignIn: signIn });
    for (const password of [...passwords, token])
      expect((await auth.authenticate(basic(login, password), '127.0.0.1')).user?.login).toBe(login);
    await store.close();
  });

  it('revokes the stored password earlier versions made for local commands', async () => {
    const { store } = await calendar();
    await store.write((tx) => {
      if (![...tx.all('users')].some((u) => u.role === 'administrator'))
        addUser(tx, { login: 'admin', role: 'administrator' });
      addApplicationPassword(tx, 'admin', { name: LOCAL_CLI_PASSWORD, now: Date.now() });
      addApplicationPassword(tx, 'admin', { name: 'ci', now: Date.now() });
    });
    expect(await localAdministrator(store)).toBe('admin');
    const admin = [...store.all('users')].find((u) => u.login === 'admin');
    expect((admin?.passwords ?? []).map((p) => p.name)).toEqual(['ci']);
    await store.close();
  });
});
