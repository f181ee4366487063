// Managing users and their application passwords in the store (the API has no users routes).
import { isOneOf } from '../typing/one-of.js';
import { ROLES, type Role, type UserRecord } from '../store/records/records.js';
import type { Transaction } from '../store/store.js';
import { formatWallTime } from '../dates/wall-time.js';
import { instantToWallTime } from '../dates/zones.js';
import { generateApplicationPassword, hashApplicationPassword } from './secrets.js';

/** Rejected input (unknown user, taken login, bad role): the CLI shows the message as a usage error. */
export class UserError extends Error {}

const LOGIN = /^[A-Za-z0-9._@-]{1,60}$/;

export function isRole(value: string): value is Role {
  return isOneOf(ROLES, value);
}

/** Logins compare case-insensitively, as WordPress user names do. */
export function findUserByLogin(tx: Pick<Transaction, 'all'>, login: string): UserRecord | undefined {
  const wanted = login.toLowerCase();
  for (const user of tx.all('users')) if (user.login.toLowerCase() === wanted) return user;
  return undefined;
}

function requireUser(tx: Transaction, login: string): UserRecord {
  const user = findUserByLogin(tx, login);
  if (!user) throw new UserError(`no user "${login}"`);
  return user;
}

export function addUser(
  tx: Transaction,
  input: { login: string; role: string; name?: string; email?: string },
): UserRecord {
  if (!LOGIN.test(input.login)) throw new UserError(`invalid login "${input.login}": use letters, digits and . _ @ -`);
  if (!isRole(input.role)) throw new UserError(`unknown role "${input.role}"; one of ${ROLES.join(', ')}`);
  if (findUserByLogin(tx, input.login)) throw new UserError(`a user "${input.login}" already exists`);
  const user: UserRecord = {
    id: tx.nextId('user'),
    login: input.login,
    name: input.name ?? input.login,
    email: input.email ?? '',
    role: input.role,
    passwords: [],
  };
  tx.put('users', user);
  return user;
}

export function setRole(tx: Transaction, login: string, role: string): UserRecord {
  if (!isRole(role)) throw new UserError(`unknown role "${role}"; one of ${ROLES.join(', ')}`);
  const user = requireUser(tx, login);
  if (user.role === 'administrator' && role !== 'administrator') assertAnotherAdministrator(tx, user);
  const updated = { ...user, role };
  tx.put('users', updated);
  return updated;
}

/** Posts keep their author ID; removing the last administrator is refused so the site stays manageable. */
export function removeUser(tx: Transaction, login: string): UserRecord {
  const user = requireUser(tx, login);
  if (user.role === 'administrator') assertAnotherAdministrator(tx, user);
  tx.remove('users', user.id);
  return user;
}

function assertAnotherAdministrator(tx: Transaction, user: UserRecord): void {
  const others = [...tx.all('users')].some((u) => u.id !== user.id && u.role === 'administrator');
  if (!others) throw new UserError(`"${user.login}" is the only administrator`);
}

/** Returns the password in clear: the only moment it exists outside the caller's hands. */
export function addApplicationPassword(
  tx: Transaction,
  login: string,
  options: { name?: string; password?: string; now: number },
): { user: UserRecord; name: string; password: string } {
  const user = requireUser(tx, login);
  const existing = user.passwords ?? [];
  const name = options.name ?? nextName(existing.map((p) => p.name));
  if (existing.some((p) => p.name === name)) throw new UserError(`"${login}" already has a password named "${name}"`);
  const password = options.password ?? generateApplicationPassword();
  if (password.replace(/\s+/g, '').length < 8)
    throw new UserError('an application password needs at least 8 characters');
  const created = formatWallTime(instantToWallTime(options.now, 'UTC'));
  const updated = {
    ...user,
    passwords: [...existing, { name, hash: hashApplicationPassword(password), created, last_used: null }],
  };
  tx.put('users', updated);
  return { user: updated, name, password };
}

export function revokeApplicationPassword(tx: Transaction, login: string, name: string): void {
  const user = requireUser(tx, login);
  const passwords = user.passwords ?? [];
  if (!passwords.some((p) => p.name === name)) throw new UserError(`"${login}" has no password named "${name}"`);
  tx.put('users', { ...user, passwords: passwords.filter((p) => p.name !== name) });
}

function nextName(taken: readonly string[]): string {
  for (let i = 1; ; i++) if (!taken.includes(`cal-${i}`)) return `cal-${i}`;
}
