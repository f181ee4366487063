// Who can sign in to a served calendar: the administrator's first password, and one for local CLI commands.
import { findUserByLogin, addApplicationPassword, addUser, revokeApplicationPassword } from '../../domain/users.js';
import type { Store } from '../../store/store.js';
import { UsageError } from '../errors.js';

/** The application password `cal serve` makes for CLI commands on the same machine (see store/lock.ts). */
export const LOCAL_CLI_PASSWORD = 'cal serve (local CLI)';

/**
 * A calendar nobody can sign in to gets an administrator password: `CAL_ADMIN_PASSWORD` when set,
 * else a new one, returned so it can be shown once.
 */
export async function ensureAdminAccess(
  store: Store,
  env: Readonly<Record<string, string | undefined>>,
  now: number,
): Promise<string | undefined> {
  const usable = [...store.all('users')].some((u) => (u.passwords ?? []).some((p) => p.name !== LOCAL_CLI_PASSWORD));
  if (usable) return undefined;
  const given = env.CAL_ADMIN_PASSWORD || undefined;
  if (given !== undefined && given.replace(/\s+/g, '').length < 8)
    throw new UsageError('CAL_ADMIN_PASSWORD: an application password needs at least 8 characters');
  const created = await store.write((tx) => {
    const admin =
      [...tx.all('users')].find((u) => u.role === 'administrator') ??
      addUser(tx, { login: 'admin', role: 'administrator' });
    return addApplicationPassword(tx, admin.login, { name: 'admin', now, ...(given ? { password: given } : {}) });
  });
  return given ? undefined : created.password;
}

/** A fresh local password for this run; any left by a server that crashed is revoked first. */
export async function grantLocalAccess(
  store: Store,
  now: number,
): Promise<{ user: string; password: string } | undefined> {
  return store.write((tx) => {
    for (const user of tx.all('users')) {
      if ((user.passwords ?? []).some((p) => p.name === LOCAL_CLI_PASSWORD))
        revokeApplicationPassword(tx, user.login, LOCAL_CLI_PASSWORD);
    }
    const admin = [...tx.all('users')].find((u) => u.role === 'administrator');
    if (!admin) return undefined;
    const { password } = addApplicationPassword(tx, admin.login, { name: LOCAL_CLI_PASSWORD, now });
    return { user: admin.login, password };
  });
}

export async function revokeLocalAccess(store: Store, login: string): Promise<void> {
  await store.write((tx) => {
    if (findUserByLogin(tx, login)?.passwords?.some((p) => p.name === LOCAL_CLI_PASSWORD))
      revokeApplicationPassword(tx, login, LOCAL_CLI_PASSWORD);
  });
}
