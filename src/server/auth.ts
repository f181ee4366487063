// HTTP Basic sign-in with application passwords, with a slow-down for a login, and an address, that keep failing.
import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ApiError } from '../api/errors.js';
import { ANONYMOUS, type Principal } from '../domain/permissions.js';
import { unmatchableApplicationPasswordHash, verifyApplicationPassword } from '../domain/secrets.js';
import { findUserByLogin } from '../domain/users.js';
import type { UserRecord } from '../store/records/records.js';
import type { StoreReader } from '../store/store.js';
import {
  failureKeys,
  MemorySignInFailures,
  type Admission,
  type Admitted,
  type FailureKeys,
  type SignInFailures,
} from '../store/sign-in-failures.js';

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

/**
 * The sign-in `cal serve` makes for commands on the same machine: a random token, kept as its SHA-256 here and in
 * plain text only in the lock file (mode 0600), never in the calendar, so it dies with the process.
 */
export interface LocalSignIn {
  readonly login: string;
  readonly digest: Buffer;
  /** The token's length, which every token shares and is no secret: a password of another length is not it. */
  readonly length: number;
}

/** A new local sign-in for `login`: the token to put in the lock file, and what the server keeps of it. */
export function newLocalSignIn(login: string): { token: string; signIn: LocalSignIn } {
  const token = randomBytes(32).toString('base64url');
  return { token, signIn: { login, digest: hash('sha256', token, 'buffer'), length: token.length } };
}

/** Whether a password matches an application password's stored hash. */
export type PasswordCheck = (password: string, hash: string) => Promise<boolean>;

export interface AuthenticatorOptions {
  /** The run's local sign-in (`cal serve` for local commands). */
  localSignIn?: LocalSignIn;
  /** Recent failures (and sign-ins being checked) per address, and per address and login. */
  failures?: SignInFailures;
  /** The monotonic clock (milliseconds) of the count kept in memory when `failures` is not given. */
  clock?: () => number;
  /** The hash check: scrypt by default. */
  verifyPassword?: PasswordCheck;
}

export class Authenticator {
  /**
   * scrypt is slow by design; a credential verified once is not hashed again while the user keeps that
   * application password (a revoked password or a renamed user drops out of the check below).
   */
  private readonly verified = new Map<string, { userId: number; login: string; hash: string }>();
  /**
   * The checks under way, by address and credentials (hashed): the same credentials sent again from there while
   * one is checked wait for its answer and are not counted again, so that a client opening many connections at
   * once with a right password is not slowed down by its own sign-ins. Different passwords each count.
   */
  private readonly checking = new Map<string, Promise<UserRecord>>();
  /**
   * What a login without application passwords, or no login at all, is checked against: the same work. Made on the
   * first such check: a command on a local calendar never checks a password, and would load crypto only for this.
   */
  private unmatchable: string | undefined;

  private readonly localSignIn: LocalSignIn | undefined;
  private readonly failures: SignInFailures;
  private readonly verifyPassword: PasswordCheck;

  constructor(
    private readonly store: StoreReader,
    options: AuthenticatorOptions = {},
  ) {
    this.localSignIn = options.localSignIn;
    this.failures = options.failures ?? new MemorySignInFailures(options.clock);
    this.verifyPassword = options.verifyPassword ?? verifyApplicationPassword;
  }

  /** The run's local sign-in, compared in constant time against its hash: it exists only in memory and the lock. */
  private isLocalSignIn(credentials: Credentials): boolean {
    const local = this.localSignIn;
    if (local === undefined || credentials.login !== local.login) return false;
    // The administrator signing in with a password is the local sign-in's login too: not hashed twice per request.
    if (credentials.password.length !== local.length) return false;
    // Hashed in one call: every request signed in this way asks this (a Hash object each cost more than the hash).
    const given = hash('sha256', credentials.password, 'buffer');
    return given.length === local.digest.length && timingSafeEqual(given, local.digest);
  }

  /**
   * The caller, or an ApiError: 401 for bad credentials, 429 while a login at an address, or the address itself,
   * has failed too often in the last minute.
   */
  async authenticate(header: string | undefined, address: string): Promise<Principal> {
    const credentials = parseBasic(header);
    if (!credentials) return ANONYMOUS;
    const keys = failureKeys(address, credentials.login);
    const known = this.knownUser(credentials);
    if (known) {
      // A sign-in known good is held back, not counted.
      refuseIfLimited(await this.failures.admit(keys, false));
      return { user: known };
    }
    // Set before anything is awaited, so that credentials arriving together find the check of the first.
    const checkKey = `${address}\n${verifiedKey(credentials)}`;
    let check = this.checking.get(checkKey);
    if (check === undefined) {
      check = this.check(credentials, keys).finally(() => this.checking.delete(checkKey));
      this.checking.set(checkKey, check);
    }
    return { user: await check };
  }

  /**
   * Admits the credentials, counted as a failure until they succeed (so that different passwords sent at once
   * cannot all pass the limit), and checks them.
   */
  private async check(credentials: Credentials, keys: FailureKeys): Promise<UserRecord> {
    const admission = await this.failures.admit(keys, true);
    refuseIfLimited(admission);
    const user = findUserByLogin(this.store, credentials.login);
    const match = await this.matchingHash(credentials.password, user);
    if (!user) throw new ApiError('invalid_username');
    if (match === undefined) throw new ApiError('incorrect_password');
    await admission.forget();
    this.verified.set(verifiedKey(credentials), { userId: user.id, login: user.login, hash: match });
    const oldest = this.verified.keys().next();
    if (this.verified.size > VERIFIED_LIMIT && !oldest.done) this.verified.delete(oldest.value);
    return user;
  }

  /**
   * The user's stored hash the password matches, each checked in turn. A login unknown, or without application
   * passwords, is checked once against a hash nothing matches: it costs what a wrong password for a user with one
   * costs, so that the time of an answer does not tell which logins exist.
   */
  private async matchingHash(password: string, user: UserRecord | undefined): Promise<string | undefined> {
    const hashes = (user?.passwords ?? []).map((p) => p.hash);
    if (hashes.length === 0) {
      await this.verifyPassword(password, (this.unmatchable ??= unmatchableApplicationPasswordHash()));
      return undefined;
    }
    for (const hash of hashes) if (await this.verifyPassword(password, hash)) return hash;
    return undefined;
  }

  /** The user of the run's local sign-in, or of credentials verified before and still held; else undefined. */
  private knownUser(credentials: Credentials): UserRecord | undefined {
    if (this.isLocalSignIn(credentials)) {
      const user = findUserByLogin(this.store, credentials.login);
      if (user) return user;
    }
    const key = verifiedKey(credentials);
    const cached = this.verified.get(key);
    if (!cached) return undefined;
    const user = this.store.get('users', cached.userId);
    if (user && user.login === cached.login && (user.passwords ?? []).some((p) => p.hash === cached.hash)) return user;
    this.verified.delete(key);
    return undefined;
  }
}

/** 429 with Retry-After, in whole seconds, when the admission was refused. */
function refuseIfLimited(admission: Admission): asserts admission is Admitted {
  if (!('retryAfterMs' in admission)) return;
  const retryAfter = Math.max(1, Math.ceil(admission.retryAfterMs / 1000));
  throw new ApiError('rest_too_many_requests', { extraHeaders: { 'retry-after': String(retryAfter) } });
}

/** The verified-credentials cache's key: a hash, so that the cache holds no password. */
function verifiedKey(credentials: Credentials): string {
  return hash('sha256', `${credentials.login}\0${credentials.password}`, 'base64');
}
