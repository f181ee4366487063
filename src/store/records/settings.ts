// Site settings: what each may hold, read from a calendar file or from `cal settings set KEY VALUE`.
import { DEFAULT_SETTINGS, type Settings } from './records.js';
import { isValidTimeZone } from '../../dates/zones.js';
import { keysOf } from '../../typing/typed-keys.js';

export type SettingKey = keyof Settings;

export const SETTING_KEYS: readonly SettingKey[] = keysOf(DEFAULT_SETTINGS);

/** A language code as sites use them in paths and hreflang: `en`, `ca`, `pt-BR`, `zh-Hant`. */
const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const CUTOFF = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A time zone as settings and events hold it; the calendar file's record checks use it too. */
export const TIME_ZONE = {
  accepts: (value: unknown): boolean => typeof value === 'string' && isValidTimeZone(value),
  expected: 'a time zone such as Europe/Madrid or UTC+2',
} as const;

/** A setting's value checked: the value as its type, or why it cannot be stored. */
type Reading<T> = { ok: true; value: T } | { ok: false; problem: string };

interface SettingSpec<K extends SettingKey> {
  readonly description: string;
  /** Turns command-line text into the stored JSON value (checked afterwards). */
  readonly fromText: (text: string) => unknown;
  /** Checks a value read from a file or a command line. */
  readonly read: (value: unknown) => Reading<Settings[K]>;
}

const asText = (text: string): unknown => text;
const valid = <T>(value: T): Reading<T> => ({ ok: true, value });
const invalid = (problem: string): Reading<never> => ({ ok: false, problem });

const positiveInteger = (value: unknown): Reading<number> =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1
    ? valid(value)
    : invalid('expected a whole number of 1 or more');

const wholeNumberText = (text: string): unknown => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);

const languageCode = (value: unknown): value is string => typeof value === 'string' && LANGUAGE_CODE.test(value);

function languageList(value: unknown): Reading<string[]> {
  if (!Array.isArray(value) || value.length === 0) return invalid('expected a list of one or more language codes');
  const codes: string[] = [];
  for (const code of value) {
    if (!languageCode(code)) return invalid(`${JSON.stringify(code)} is not a language code such as en or pt-BR`);
    codes.push(code);
  }
  return new Set(codes).size === codes.length ? valid(codes) : invalid('a language is listed twice');
}

export const SETTINGS: { readonly [K in SettingKey]: SettingSpec<K> } = {
  timezone: {
    description: 'the site time zone, an IANA name (Europe/Madrid) or a UTC offset (UTC+2)',
    fromText: asText,
    read: (value) =>
      typeof value === 'string' && isValidTimeZone(value) ? valid(value) : invalid(`expected ${TIME_ZONE.expected}`),
  },
  site_url: {
    description: 'the address of the site in links (default: the address the server is reached at)',
    fromText: (text) => text.replace(/\/+$/, ''),
    read: (value) =>
      value === null || (typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol))
        ? valid(value)
        : invalid('expected an http(s) URL'),
  },
  default_language: {
    description: 'the language of requests that name none, one of the languages',
    fromText: asText,
    read: (value) => (languageCode(value) ? valid(value) : invalid('expected a language code such as en or pt-BR')),
  },
  languages: {
    description: 'the languages content may be in, a comma list (ca,en,es)',
    fromText: (text) =>
      text
        .split(',')
        .map((code) => code.trim())
        .filter((code) => code !== ''),
    read: languageList,
  },
  posts_per_page: {
    description: 'items in a list page when a request does not say (per_page)',
    fromText: wholeNumberText,
    read: positiveInteger,
  },
  max_per_page: {
    description: 'the largest per_page a request may ask for',
    fromText: wholeNumberText,
    read: positiveInteger,
  },
  multi_day_cutoff: {
    description: 'the time of day (HH:MM) a calendar day starts for events spanning several days',
    fromText: asText,
    read: (value) =>
      typeof value === 'string' && CUTOFF.test(value)
        ? valid(value)
        : invalid('expected a time of day as HH:MM, from 00:00 to 23:59'),
  },
  currency_symbol: {
    description: 'the currency symbol costs are shown with ($)',
    fromText: asText,
    read: (value) =>
      typeof value === 'string' && value.length <= 10
        ? valid(value)
        : invalid('expected a symbol of at most 10 characters'),
  },
  currency_position: {
    description: 'where the currency symbol goes: prefix ($10) or postfix (10 €)',
    fromText: asText,
    read: (value) => (value === 'prefix' || value === 'postfix' ? valid(value) : invalid('expected prefix or postfix')),
  },
};

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTINGS, key);
}

/** Settings taken together, checked: typed when every one is valid, else each problem naming its key. */
export function readSettings(
  raw: Readonly<Record<string, unknown>>,
): { ok: true; settings: Settings } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  for (const key of Object.keys(raw)) {
    if (!isSettingKey(key)) problems.push(`${key}: not a setting (settings: ${SETTING_KEYS.join(', ')})`);
  }
  const read: Partial<Settings> = {};
  const take = <K extends SettingKey>(key: K) => {
    const reading = SETTINGS[key].read(raw[key]);
    if (reading.ok) read[key] = reading.value;
    else problems.push(`${key}: ${reading.problem}`);
  };
  for (const key of SETTING_KEYS) take(key);
  if (problems.length > 0 || !isComplete(read)) return { ok: false, problems };
  if (!read.languages.includes(read.default_language)) {
    problems.push(
      `default_language: ${read.default_language} is not one of the languages (${read.languages.join(', ')})`,
    );
  }
  if (read.posts_per_page > read.max_per_page) {
    problems.push(`posts_per_page: ${read.posts_per_page} is more than max_per_page (${read.max_per_page})`);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, settings: read };
}

function isComplete(settings: Partial<Settings>): settings is Settings {
  return SETTING_KEYS.every((key) => settings[key] !== undefined);
}

/** A value to show or print: lists as comma lists, the unset site address as nothing. */
export function settingText(value: Settings[SettingKey]): string {
  if (value === null) return '';
  return Array.isArray(value) ? value.join(',') : String(value);
}
