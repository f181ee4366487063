// The credentials file: one user/password per profile, private to its owner; passwords never reach messages.
import { open } from 'node:fs/promises';
import { ConfigError } from './errors.js';
import { isMissing, parseJsonObject, writeFileAtomic } from './fs.js';
import type { Credentials } from './types.js';
import { errorMessage } from '../typing/caught-error.js';
import { isRecord } from '../typing/is-record.js';

export const CREDENTIALS_MODE = 0o600;
export const CONFIG_DIR_MODE = 0o700;

/**
 * Reads every profile's credentials; undefined when the file does not exist.
 * With `strict`, a file other users could read is refused rather than trusted (as ssh does with keys).
 */
export async function readCredentialsFile(
  file: string,
  strict: boolean,
): Promise<Map<string, Credentials> | undefined> {
  let text: string;
  try {
    // Stat the opened handle, not the path, so the checked file is the one read.
    const handle = await open(file, 'r');
    try {
      const mode = (await handle.stat()).mode & 0o777;
      if (strict && process.platform !== 'win32' && (mode & 0o077) !== 0) {
        throw new ConfigError(
          `${file} can be read by other users (mode ${mode.toString(8).padStart(4, '0')}); run: chmod 600 ${file}`,
        );
      }
      text = await handle.readFile('utf8');
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (isMissing(error)) return undefined;
    if (error instanceof ConfigError) throw error;
    throw new ConfigError(`${file}: cannot be read (${errorMessage(error)})`);
  }
  const raw = parseJsonObject(file, text, false) ?? {};
  const result = new Map<string, Credentials>();
  for (const [profile, entry] of Object.entries(raw)) {
    if (!isRecord(entry) || typeof entry.user !== 'string' || typeof entry.password !== 'string') {
      throw new ConfigError(`${file}: entry "${profile}" must have a string "user" and "password"`);
    }
    const origin = typeof entry.origin === 'string' ? { origin: entry.origin } : {};
    result.set(profile, { user: entry.user, password: entry.password, ...origin });
  }
  return result;
}

export function serializeCredentials(entries: Map<string, Credentials>): string {
  // fromEntries defines own properties, so no profile name can reach the prototype.
  const out = Object.fromEntries(
    [...entries].map(([profile, { user, password, origin }]) => [
      profile,
      { user, password, ...(origin === undefined ? {} : { origin }) },
    ]),
  );
  return `${JSON.stringify(out, null, 2)}\n`;
}

/** The origin of a URL (`https://example.org:8443`), or undefined for one that does not parse. */
export function originOf(url: string | undefined): string | undefined {
  return url !== undefined && URL.canParse(url) ? new URL(url).origin : undefined;
}

/**
 * Credentials to use: CAL_USER + CAL_PASSWORD when both are set (for this invocation's URL), else the profile's
 * entry in the file. An entry made before credentials had an origin is bound to the profile's URL now, for good.
 */
export async function resolveCredentials(
  env: Readonly<Record<string, string | undefined>>,
  file: string,
  profile: string,
  profileUrl: string | undefined,
): Promise<Credentials | undefined> {
  const { CAL_USER: user, CAL_PASSWORD: password } = env;
  if (user && password) return { user, password };
  const entries = await readCredentialsFile(file, true);
  const entry = entries?.get(profile);
  const origin = originOf(profileUrl);
  if (!entries || !entry || entry.origin !== undefined || origin === undefined) return entry;
  const bound = { ...entry, origin };
  entries.set(profile, bound);
  await writeFileAtomic(file, serializeCredentials(entries), CREDENTIALS_MODE, CONFIG_DIR_MODE).catch(() => undefined);
  return bound;
}
