// Checks config contents and single values; every message names the file (or env variable) and key.
import { dataLocation } from './store-path.js';
import { dirname, isAbsolute } from 'node:path';
import { ConfigError } from './errors.js';
import { isValidTimeZone } from '../dates/zones.js';
import { isRecord } from '../typing/is-record.js';
import { isOneOf } from '../typing/one-of.js';
import { DATE_ORDERS } from '../dates/date-order.js';
import { closest } from '../codecs/nearest-name.js';
import { DEFAULT_PROFILE, OUTPUT_FORMATS, PROFILE_KEYS, type Profile } from './types.js';

/** Where a value came from: a file and the key path inside it, or an env variable (no file). */
export interface Where {
  file?: string;
  key: string;
}

/** A config file after checking: its default-profile choice and its profiles by name. */
export interface ConfigFileData {
  file: string;
  profile?: string;
  profiles: Map<string, Profile>;
}

const FILE_KEYS = ['profile', 'profiles'] as const;
// Profile names become CLI arguments and object keys, so keep them plain (this also rules out `__proto__`).
const PROFILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const NAMESPACE = /^[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\/v\d+$/;
/** WordPress locales (es_ES, de_DE_formal) and language tags (ca, pt-BR). */
const LANGUAGE = /^[a-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/;

export function label(where: Where): string {
  return where.file ? `${where.file}: ${where.key}` : where.key;
}

export function isProfileKey(key: string): key is keyof Profile {
  return isOneOf(PROFILE_KEYS, key);
}

export function unknownKey(where: Where, name: string, known: readonly string[]): ConfigError {
  const hint = closest(name, known);
  const suggestion = hint ? ` (did you mean "${hint}"?)` : ` (known keys: ${known.join(', ')})`;
  return new ConfigError(`${where.file ? `${where.file}: ` : ''}unknown key "${where.key}"${suggestion}`);
}

export function checkProfileName(name: string, where: Where): string {
  if (!PROFILE_NAME.test(name)) {
    throw new ConfigError(`${label(where)}: invalid profile name "${name}" (use letters, digits, '.', '_' and '-')`);
  }
  return name;
}

/** Checks one setting and returns it normalised (URL without trailing slashes, prefix without slashes). */
export function normalizeValue(key: keyof Profile, value: unknown, where: Where): string {
  if (typeof value !== 'string') throw new ConfigError(`${label(where)} must be a string, got ${typeof value}`);
  if (value.trim() === '' && key !== 'rest_prefix') throw new ConfigError(`${label(where)} must not be empty`);
  switch (key) {
    case 'url':
      return normalizeUrl(value, where);
    case 'rest_prefix':
      return value.replace(/^\/+|\/+$/g, '');
    case 'namespace': {
      const namespace = value.replace(/^\/+|\/+$/g, '');
      if (!NAMESPACE.test(namespace)) {
        throw new ConfigError(`${label(where)} must look like vendor/name/v1 (e.g. cal/events/v1), got "${value}"`);
      }
      return namespace;
    }
    case 'timezone':
      // Checked here, so a bad zone is refused when set rather than blamed later on a --tz nobody typed.
      if (!isValidTimeZone(value.trim()))
        throw new ConfigError(`${label(where)} must be an IANA time zone such as Europe/Madrid, got "${value}"`);
      return value.trim();
    case 'lang':
      if (!LANGUAGE.test(value.trim()))
        throw new ConfigError(`${label(where)} must be a language code such as ca, en or es_ES, got "${value}"`);
      return value.trim();
    case 'date_order':
      if (!isOneOf(DATE_ORDERS, value.trim()))
        throw new ConfigError(`${label(where)} must be one of ${DATE_ORDERS.join(', ')}, got "${value}"`);
      return value.trim();
    case 'format':
      if (!OUTPUT_FORMATS.includes(value)) {
        throw new ConfigError(`${label(where)} must be one of ${OUTPUT_FORMATS.join(', ')}, got "${value}"`);
      }
      return value;
    default:
      return value;
  }
}

function normalizeUrl(value: string, where: Where): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    // The value itself is not echoed: a mistyped URL may still carry a secret.
    throw new ConfigError(`${label(where)} must be an http(s) URL such as https://example.org`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(
      `${label(where)} must be an http(s) URL such as https://example.org, got a ${url.protocol} URL`,
    );
  }
  if (url.username || url.password) {
    throw new ConfigError(
      `${label(where)} must not contain a user name or password; store those with cal's credentials`,
    );
  }
  if (url.search || url.hash) throw new ConfigError(`${label(where)} must not have a query string or fragment`);
  return value.trim().replace(/\/+$/, '');
}

/** Checks a settings object; `data` paths are taken relative to the file that names them. */
export function parseProfile(raw: Record<string, unknown>, file: string, path: string): Profile {
  const profile: Profile = {};
  for (const [key, value] of Object.entries(raw)) {
    const where = { file, key: path ? `${path}.${key}` : key };
    if (!isProfileKey(key)) throw unknownKey(where, key, PROFILE_KEYS);
    const normalized = normalizeValue(key, value, where);
    profile[key] = key === 'data' && !isAbsolute(normalized) ? dataLocation(dirname(file), normalized) : normalized;
  }
  return profile;
}

/** Checks a whole config file (already parsed); top-level profile keys belong to the `default` profile. */
export function parseConfigFile(file: string, content: unknown): ConfigFileData {
  const data: ConfigFileData = { file, profiles: new Map() };
  if (content === undefined || content === null) return data;
  if (!isRecord(content)) {
    const got = Array.isArray(content) ? 'a list' : typeof content;
    throw new ConfigError(`${file}: expected an object with "profiles", got ${got}`);
  }
  const topLevel: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(content)) {
    if (key === 'profile') {
      if (typeof value !== 'string')
        throw new ConfigError(`${file}: profile must be a string (the default profile's name)`);
      data.profile = checkProfileName(value, { file, key });
    } else if (key === 'profiles') {
      if (!isRecord(value)) throw new ConfigError(`${file}: profiles must be an object of named profiles`);
      for (const [name, settings] of Object.entries(value)) {
        checkProfileName(name, { file, key: 'profiles' });
        if (!isRecord(settings)) throw new ConfigError(`${file}: profiles.${name} must be an object of settings`);
        data.profiles.set(name, parseProfile(settings, file, `profiles.${name}`));
      }
    } else if (isProfileKey(key)) {
      topLevel[key] = value;
    } else {
      throw unknownKey({ file, key }, key, [...FILE_KEYS, ...PROFILE_KEYS]);
    }
  }
  if (Object.keys(topLevel).length > 0) {
    // An explicit `profiles.default` entry is the more specific spelling, so it wins key by key.
    const explicit = data.profiles.get(DEFAULT_PROFILE) ?? {};
    data.profiles.set(DEFAULT_PROFILE, { ...parseProfile(topLevel, file, ''), ...explicit });
  }
  return data;
}
