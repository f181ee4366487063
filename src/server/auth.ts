// HTTP Basic sign-in with application passwords, with a slow-down for a login, and an address, that keep failing.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../api/errors.js';
import { ANONYMOUS, type Principal } from '../domain/permissions.js';
import { verifyApplicationPassword } from '../domain/secrets.js';
import { findUserByLogin } from '../domain/users.js';
import type { StoreReader } from '../store/store.js';

const WINDOW_MS = 60_000;
/** Failed sign-ins a minute for one login from one address: others signing in from there are not locked out. */
export const MAX_LOGIN_FAILURES = 10;
/** Failed sign-ins a minute from one address over every login: trying many logins stops here. */
export const MAX_ADDRESS_FAILURES = 100;
const VERIFIED_LIMIT = 1_000;
/** Past this many remembered addresses and logins, the ones without a failure in the last minute are forgotten. */
const FAILURE_KEYS_LIMIT = 10_000;

export interface Credentials {
  login: string;
  password: string;
}

/** `Authorization: Basic base64(login:password)`; anything else is no credentials at all. */
export function parseBasic(header: string | undefined): Credentials | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : { login: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/**
 * The sign-in `cal serve` makes for commands on the same machine: a random token, kept as its SHA-256 here and in
 * plain text only in the lock file (mode 0600), never in the calendar, so it dies with the process.
 */
export interface LocalSignIn {
  readonly login: string;
  readonly digest: Buffer;
}

/** A new local sign-in for `login`: the token to put in the lock file, and what the server keeps of it. */
export function newLocalSignIn(login: string): { token: string; signIn: LocalSignIn } {
  const token = randomBytes(32).toString('base64url');
  return { token, signIn: { login, digest: createHash('sha256').update(token).digest() } };
}

export class Authenticator {
  /** Recent failures (and sign-ins being checked) per address, and per address and login. */
  private readonly failures = new Map<string, number[]>();
  /**
   * scrypt is slow by design; a credential verified once is not hashed again while the user keeps that
   * application password (a revoked password or a renamed user drops out of the check below).
   */
  private readonly verified = new Map<string, { userId: number; login: string; hash: string }>();

  constructor(
    private readonly store: StoreReader,
    private readonly now: () => number,
    private readonly localSignIn?: LocalSignIn,
  ) {}

  /** The run's local sign-in, compared in constant time against its hash: it exists only in memory and the lock. */
  private isLocalSignIn(credentials: Credentials): boolean {
    const local = this.localSignIn;
    if (local === undefined || credentials.login !== local.login) return false;
    const given = createHash('sha256').update(credentials.password).digest();
    return given.length === local.digest.length && timingSafeEqual(given, local.digest);
  }

  /**
   * The caller, or an ApiError: 401 for bad credentials, 429 while a login at an address, or the address itself,
   * has failed too often in the last minute.
   */
  async authenticate(header: string | undefined, address: string): Promise<Principal> {
    const credentials = parseBasic(header);
    if (!credentials) return ANONYMOUS;
    const keys = [address, `${address}\n${credentials.login.toLowerCase()}`] as const;
    this.checkThrottle(keys);
    if (this.isLocalSignIn(credentials)) {
      const user = findUserByLogin(this.store, credentials.login);
      if (user) return { user };
    }
    const key = createHash('sha256').update(`${credentials.login}\0${credentials.password}`).digest('base64');
    const cached = this.verified.get(key);
    if (cached) {
      const user = this.store.get('users', cached.userId);
      if (user && user.login === cached.login && (user.passwords ?? []).some((p) => p.hash === cached.hash))
        return { user };
      this.verified.delete(key);
    }
    // Counted as a failure until it succeeds, so that sign-ins sent at once cannot all pass the check above.
    const attempt = this.record(keys);
    const user = findUserByLogin(this.store, credentials.login);
    if (!user) throw new ApiError('invalid_username');
    let match: string | undefined;
    for (const p of user.passwords ?? [])
      if (await verifyApplicationPassword(credentials.password, p.hash)) {
        match = p.hash;
        break;
      }
    if (match === undefined) throw new ApiError('incorrect_password');
    this.forget(keys, attempt);
    this.verified.set(key, { userId: user.id, login: user.login, hash: match });
    const oldest = this.verified.keys().next();
    if (this.verified.size > VERIFIED_LIMIT && !oldest.done) this.verified.delete(oldest.value);
    return { user };
  }

  private checkThrottle([address, login]: readonly [string, string]): void {
    const byAddress = this.recentFailures(address);
    const byLogin = this.recentFailures(login);
    const limited =
      byAddress.length >= MAX_ADDRESS_FAILURES
        ? byAddress[byAddress.length - MAX_ADDRESS_FAILURES]
        : byLogin.length >= MAX_LOGIN_FAILURES
          ? byLogin[byLogin.length - MAX_LOGIN_FAILURES]
          : undefined;
    if (limited === undefined) return;
    const retryAfter = Math.max(1, Math.ceil((limited + WINDOW_MS - this.now()) / 1000));
    throw new ApiError('rest_too_many_requests', { extraHeaders: { 'retry-after': String(retryAfter) } });
  }

  private record(keys: readonly string[]): number {
    const at = this.now();
    if (this.failures.size > FAILURE_KEYS_LIMIT) for (const key of [...this.failures.keys()]) this.recentFailures(key);
    for (const key of keys) this.failures.set(key, [...this.recentFailures(key), at]);
    return at;
  }

  private forget(keys: readonly string[], at: number): void {
    for (const key of keys) {
      const recent = this.failures.get(key) ?? [];
      const index = recent.lastIndexOf(at);
      if (index >= 0) recent.splice(index, 1);
      if (recent.length === 0) this.failures.delete(key);
    }
  }

  private recentFailures(key: string): number[] {
    const since = this.now() - WINDOW_MS;
    const recent = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (recent.length === 0) this.failures.delete(key);
    else this.failures.set(key, recent);
    return recent;
  }
}
