// Writes the per-user files: settings into config.json, secrets into a private credentials.json.
import { dataLocation } from './store-path.js';
import { stat, unlink } from 'node:fs/promises';
import { CONFIG_DIR_MODE, CREDENTIALS_MODE, readCredentialsFile, serializeCredentials } from './credentials.js';
import { ConfigError } from './errors.js';
import { isMissing, readJsonObject, writeFileAtomic } from './fs.js';
import { credentialsFile, userConfigFile, type ConfigEnvironment } from './paths.js';
import { DEFAULT_PROFILE, PROFILE_KEYS, type Credentials, type Profile } from './types.js';
import { checkProfileName, isProfileKey, normalizeValue, unknownKey } from './validate.js';
import { isRecord } from '../typing/is-record.js';

async function existingMode(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).mode & 0o777;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/**
 * Sets (or, with `undefined`, removes) one setting of a profile in the per-user config.json,
 * keeping every other profile and key as it was. Returns the file written.
 */
export async function setConfigValue(
  environment: ConfigEnvironment,
  profile: string,
  key: keyof Profile,
  value: string | undefined,
): Promise<string> {
  checkProfileName(profile, { key: 'profile' });
  // Callers pass command-line text cast to a key, so check it at run time too.
  if (!isProfileKey(key)) throw unknownKey({ key }, key, PROFILE_KEYS);
  const file = userConfigFile(environment);
  const doc = (await readJsonObject(file)) ?? {};
  let normalized = value === undefined ? undefined : normalizeValue(key, value, { key });
  // A relative path typed at the prompt means relative to where the user stands, not to the config folder.
  if (key === 'data' && normalized !== undefined) normalized = dataLocation(environment.cwd, normalized);

  const profiles = doc.profiles ?? {};
  if (!isRecord(profiles)) throw new ConfigError(`${file}: profiles must be an object of named profiles`);
  const entry = profiles[profile] ?? {};
  if (!isRecord(entry)) throw new ConfigError(`${file}: profiles.${profile} must be an object of settings`);

  // The default profile may be spelled with top-level keys; update the key where it already lives.
  const topLevel = profile === DEFAULT_PROFILE && Object.hasOwn(doc, key);
  if (normalized === undefined) {
    if (profile === DEFAULT_PROFILE) delete doc[key];
    delete entry[key];
  } else if (topLevel) {
    doc[key] = normalized;
    delete entry[key]; // an explicit profiles.default value would otherwise shadow the new one
  } else {
    entry[key] = normalized;
    profiles[profile] = entry;
    doc.profiles = profiles;
  }

  const mode = (await existingMode(file)) ?? 0o644;
  await writeFileAtomic(file, `${JSON.stringify(doc, null, 2)}\n`, mode, CONFIG_DIR_MODE);
  return file;
}

/** Stores a profile's user and password in credentials.json (mode 0600, folder 0700). Returns the file. */
/** Keeps a profile's credentials, bound to `credentials.origin` when given (the server they were tried on). */
export async function saveCredentials(
  environment: ConfigEnvironment,
  profile: string,
  credentials: Credentials,
): Promise<string> {
  checkProfileName(profile, { key: 'profile' });
  if (credentials.user === '') {
    throw new ConfigError('credentials: user must not be empty');
  }
  if (credentials.password === '') {
    throw new ConfigError('credentials: password must not be empty');
  }
  const file = credentialsFile(environment);
  // Not strict: rewriting an over-shared file is exactly how it gets back to 0600.
  const entries = (await readCredentialsFile(file, false)) ?? new Map<string, Credentials>();
  entries.set(profile, {
    user: credentials.user,
    password: credentials.password,
    ...(credentials.origin === undefined ? {} : { origin: credentials.origin }),
  });
  await writeFileAtomic(file, serializeCredentials(entries), CREDENTIALS_MODE, CONFIG_DIR_MODE);
  return file;
}

/** Forgets a profile's credentials; the file goes away with its last entry. */
export async function removeCredentials(environment: ConfigEnvironment, profile: string): Promise<void> {
  const file = credentialsFile(environment);
  const entries = await readCredentialsFile(file, false);
  if (!entries?.delete(profile)) return;
  if (entries.size === 0) {
    await unlink(file);
    return;
  }
  await writeFileAtomic(file, serializeCredentials(entries), CREDENTIALS_MODE, CONFIG_DIR_MODE);
}
