// HTTP Basic sign-in with application passwords, with a slow-down for addresses that keep failing.
import { createHash } from 'node:crypto';
import { ApiError } from '../api/errors.js';
import { ANONYMOUS, type Principal } from '../domain/permissions.js';
import { verifyApplicationPassword } from '../domain/secrets.js';
import { findUserByLogin } from '../domain/users.js';
import type { StoreReader } from '../store/store.js';

const WINDOW_MS = 60_000;
const MAX_FAILURES = 10;
const VERIFIED_LIMIT = 1_000;

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

export class Authenticator {
  private readonly failures = new Map<string, number[]>();
  /**
   * scrypt is slow by design; a credential verified once is not hashed again while the user keeps that
   * application password (a revoked password or a renamed user drops out of the check below).
   */
  private readonly verified = new Map<string, { userId: number; login: string; hash: string }>();

  constructor(
    private readonly store: StoreReader,
    private readonly now: () => number,
  ) {}

  /** The caller, or an ApiError: 401 for bad credentials, 429 while an address is slowed down. */
  authenticate(header: string | undefined, address: string): Principal {
    const credentials = parseBasic(header);
    if (!credentials) return ANONYMOUS;
    this.checkThrottle(address);
    const key = createHash('sha256').update(`${credentials.login}\0${credentials.password}`).digest('base64');
    const cached = this.verified.get(key);
    if (cached) {
      const user = this.store.get('users', cached.userId);
      if (user && user.login === cached.login && (user.passwords ?? []).some((p) => p.hash === cached.hash))
        return { user };
      this.verified.delete(key);
    }
    const user = findUserByLogin(this.store, credentials.login);
    if (!user) throw this.fail(address, 'invalid_username');
    const match = (user.passwords ?? []).find((p) => verifyApplicationPassword(credentials.password, p.hash));
    if (!match) throw this.fail(address, 'incorrect_password');
    this.verified.set(key, { userId: user.id, login: user.login, hash: match.hash });
    if (this.verified.size > VERIFIED_LIMIT) this.verified.delete(this.verified.keys().next().value as string);
    return { user };
  }

  private checkThrottle(address: string): void {
    const recent = this.recentFailures(address);
    if (recent.length >= MAX_FAILURES) {
      const retryAfter = Math.max(1, Math.ceil(((recent[0] ?? 0) + WINDOW_MS - this.now()) / 1000));
      throw new ApiError('rest_too_many_requests', { extraHeaders: { 'retry-after': String(retryAfter) } });
    }
  }

  private fail(address: string, code: 'invalid_username' | 'incorrect_password'): ApiError {
    const recent = this.recentFailures(address);
    recent.push(this.now());
    this.failures.set(address, recent);
    return new ApiError(code);
  }

  private recentFailures(address: string): number[] {
    const since = this.now() - WINDOW_MS;
    const recent = (this.failures.get(address) ?? []).filter((t) => t > since);
    if (recent.length === 0) this.failures.delete(address);
    return recent;
  }
}
