// Application passwords and event passwords: generated, hashed and compared without leaking timing.
import { createHash, randomBytes, randomInt, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const SCRYPT = { N: 16_384, r: 8, p: 1, keylen: 32 } as const;

/** A WordPress-style application password: 24 characters in groups of four. */
export function generateApplicationPassword(): string {
  const chars = Array.from({ length: 24 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return chars.join('').replace(/(.{4})(?=.)/g, '$1 ');
}

/** WordPress ignores the spaces that group application passwords. */
export function normaliseApplicationPassword(password: string): string {
  return password.replace(/\s+/g, '');
}

/** `scrypt$N$r$p$salt$hash` (base64): slow on purpose, so a stolen file does not give passwords away. */
export function hashApplicationPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(normaliseApplicationPassword(password), salt, SCRYPT.keylen, {
    N: SCRYPT.N,
    r: SCRYPT.r,
    p: SCRYPT.p,
  });
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/**
 * A stored hash in the form and with the scrypt parameters of hashApplicationPassword, with a random salt and a
 * random digest, so that no known password matches it: checking a password against it costs what checking one
 * against a user's hash costs.
 */
export function unmatchableApplicationPasswordHash(): string {
  const digest = randomBytes(SCRYPT.keylen).toString('base64');
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, randomBytes(16).toString('base64'), digest].join('$');
}

/**
 * Whether the password is the one stored. The hash runs on libuv's thread pool, not the event loop: a server
 * answering wrong sign-ins keeps answering everything else meanwhile.
 */
export async function verifyApplicationPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 };
  const actual = await new Promise<Buffer>((resolve, reject) =>
    scrypt(
      normaliseApplicationPassword(password),
      Buffer.from(salt, 'base64'),
      expected.length,
      options,
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Event passwords are checked against every protected event of a list, so they use a fast salted
 * SHA-256 rather than scrypt; they guard content, not accounts.
 */
export function hashContentPassword(password: string): string {
  const salt = randomBytes(12).toString('base64');
  return `sha256$${salt}$${createHash('sha256').update(`${salt}:${password}`).digest('base64')}`;
}

export function verifyContentPassword(password: string, stored: string): boolean {
  const [kind, salt, hash] = stored.split('$');
  if (kind !== 'sha256' || salt === undefined || hash === undefined) return false;
  const actual = createHash('sha256').update(`${salt}:${password}`).digest();
  const expected = Buffer.from(hash, 'base64');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
