// Who can sign in to a served calendar: the administrator's first password, and one for local CLI commands.
import { addApplicationPassword, addUser, revokeApplicationPassword } from '../../../domain/users.js';
import type { UserRecord } from '../../../store/records/records.js';
import type { Store } from '../../../store/store.js';
import { UsageError } from '../../errors.js';

/** The name of the application password earlier versions made for local commands (revoked when found). */
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
  if (hasSignIn(store.all('users'))) return undefined;
  const given = env.CAL_ADMIN_PASSWORD || undefined;
  if (given !== undefined && given.replace(/\s+/g, '').length < 8)
    throw new UsageError('CAL_ADMIN_PASSWORD: an application password needs at least 8 characters');
  const created = await store.write((tx) => {
    // Asked again in the write: another server opening the same database calendar may have made one meanwhile.
    if (hasSignIn(tx.all('users'))) return undefined;
    const admin =
      [...tx.all('users')].find((u) => u.role === 'administrator') ??
      addUser(tx, { login: 'admin', role: 'administrator' });
    return addApplicationPassword(tx, admin.login, { name: 'admin', now, ...(given ? { password: given } : {}) });
  });
  return given ? undefined : created?.password;
}

/** Whether someone can sign in: a user holds an application password (other than the old local-command one). */
function hasSignIn(users: Iterable<Readonly<UserRecord>>): boolean {
  return [...users].some((u) => (u.passwords ?? []).some((p) => p.name !== LOCAL_CLI_PASSWORD));
}

/**
 * The administrator local commands act as while the server runs. The application password earlier versions kept
 * for them in the calendar (valid until a clean stop) is revoked: the sign-in is now a token of each run alone.
 */
export async function localAdministrator(store: Store): Promise<string | undefined> {
  const left = [...store.all('users')].filter((user) =>
    (user.passwords ?? []).some((p) => p.name === LOCAL_CLI_PASSWORD),
  );
  if (left.length > 0)
    await store.write((tx) => {
      for (const user of left) revokeApplicationPassword(tx, user.login, LOCAL_CLI_PASSWORD);
    });
  return [...store.all('users')].find((u) => u.role === 'administrator')?.login;
}
