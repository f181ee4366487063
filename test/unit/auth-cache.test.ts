// The sign-in cache: a verified application password is not hashed again on every request, yet revoking it takes effect at once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashApplicationPassword, verifyApplicationPassword } from '../../src/domain/secrets.js';
import { Authenticator } from '../../src/server/auth.js';
import { openStore } from '../../src/store/open-store.js';

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const basic = (login: string, password: string) => `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;

describe('Authenticator', () => {
  it('hashes a password once across writes, and refuses it as soon as it is revoked', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cal-auth-'));
    dirs.push(dir);
    const store = await openStore(join(dir, 'calendar.json'));
    const password = 'abcd efgh ijkl mnop qrst uvwx';
    const entry = {
      name: 'ci',
      hash: hashApplicationPassword(password),
      created: '2026-11-21 12:00:00',
      last_used: null,
    };
    await store.write((tx) => {
      const admin = tx.get('users', 1);
      if (admin) tx.put('users', { ...admin, passwords: [entry] });
    });
    // The real scrypt check, counted.
    const verify = vi.fn(verifyApplicationPassword);
    const auth = new Authenticator(store, { verifyPassword: verify });
    for (let i = 0; i < 5; i++) {
      expect((await auth.authenticate(basic('admin', password), '127.0.0.1')).user?.login).toBe('admin');
      // Every request of a bulk import writes; the next one must not pay for scrypt again.
      await store.write((tx) =>
        tx.put('tags', {
          id: tx.nextId('term'),
          name: `t${i}`,
          slug: `t${i}`,
          description: '',
          parent: 0,
          language: 'en',
        }),
      );
    }
    expect(verify).toHaveBeenCalledTimes(1);
    await store.write((tx) => {
      const admin = tx.get('users', 1);
      if (admin) tx.put('users', { ...admin, passwords: [] });
    });
    await expect(auth.authenticate(basic('admin', password), '127.0.0.1')).rejects.toThrow(
      expect.objectContaining({ code: 'incorrect_password' }),
    );
    await store.close();
  });
});
