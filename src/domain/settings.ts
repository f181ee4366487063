// Site settings: what each may hold, read from a calendar file or from `cal settings set KEY VALUE`.
import { DEFAULT_SETTINGS, type Settings } from '../store/records.js';
import { isValidTimeZone } from './dates/zones.js';

export type SettingKey = keyof Settings;

export const SETTING_KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

/** A language code as sites use them in paths and hreflang: `en`, `ca`, `pt-BR`, `zh-Hant`. */
const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const CUTOFF = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A time zone as settings and events hold it; the calendar file's record checks use it too. */
export const TIME_ZONE = {
  accepts: (value: unknown): boolean => typeof value === 'string' && isValidTimeZone(value),
  expected: 'a time zone such as Europe/Madrid or UTC+2',
} as const;

interface SettingSpec {
  readonly description: string;
  /** Turns command-line text into the stored JSON value (checked afterwards). */
  readonly fromText: (text: string) => unknown;
  /** Why `value` cannot be stored, or undefined when it can. */
  readonly problem: (value: unknown) => string | undefined;
}

const asText = (text: string): unknown => text;

const positiveInteger = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1
    ? undefined
    : 'expected a whole number of 1 or more';

const wholeNumberText = (text: string): unknown => (/^\s*\d+\s*$/.test(text) ? Number(text) : text);

export const SETTINGS: Readonly<Record<SettingKey, SettingSpec>> = {
  timezone: {
    description: 'the site time zone, an IANA name (Europe/Madrid) or a UTC offset (UTC+2)',
    fromText: asText,
    problem: (value) => (TIME_ZONE.accepts(value) ? undefined : `expected ${TIME_ZONE.expected}`),
  },
  site_url: {
    description: 'the address of the site in links (default: the address the server is reached at)',
    fromText: (text) => text.replace(/\/+$/, ''),
    problem: (value) =>
      value === null || (typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol))
        ? undefined
        : 'expected an http(s) URL',
  },
  default_language: {
    description: 'the language of requests that name none, one of the languages',
    fromText: asText,
    problem: (value) =>
      typeof value === 'string' && LANGUAGE_CODE.test(value)
        ? undefined
        : 'expected a language code such as en or pt-BR',
  },
  languages: {
    description: 'the languages content may be in, a comma list (ca,en,es)',
    fromText: (text) =>
      text
        .split(',')
        .map((code) => code.trim())
        .filter((code) => code !== ''),
    problem: (value) => {
      if (!Array.isArray(value) || value.length === 0) return 'expected a list of one or more language codes';
      const codes: readonly unknown[] = value;
      const bad = codes.find((code) => typeof code !== 'string' || !LANGUAGE_CODE.test(code));
      if (bad !== undefined) return `${JSON.stringify(bad)} is not a language code such as en or pt-BR`;
      return new Set(value).size === value.length ? undefined : 'a language is listed twice';
    },
  },
  posts_per_page: {
    description: 'items in a list page when a request does not say (per_page)',
    fromText: wholeNumberText,
    problem: positiveInteger,
  },
  max_per_page: {
    description: 'the largest per_page a request may ask for',
    fromText: wholeNumberText,
    problem: positiveInteger,
  },
  multi_day_cutoff: {
    description: 'the time of day (HH:MM) a calendar day starts for events spanning several days',
    fromText: asText,
    problem: (value) =>
      typeof value === 'string' && CUTOFF.test(value)
        ? undefined
        : 'expected a time of day as HH:MM, from 00:00 to 23:59',
  },
  currency_symbol: {
    description: 'the currency symbol costs are shown with ($)',
    fromText: asText,
    problem: (value) =>
      typeof value === 'string' && value.length <= 10 ? undefined : 'expected a symbol of at most 10 characters',
  },
  currency_position: {
    description: 'where the currency symbol goes: prefix ($10) or postfix (10 €)',
    fromText: asText,
    problem: (value) => (value === 'prefix' || value === 'postfix' ? undefined : 'expected prefix or postfix'),
  },
};

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTINGS, key);
}

/** Problems of settings taken together, each naming its key. */
export function settingsProblems(settings: Readonly<Record<string, unknown>>): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(settings)) {
    if (!isSettingKey(key)) problems.push(`${key}: not a setting (settings: ${SETTING_KEYS.join(', ')})`);
  }
  for (const key of SETTING_KEYS) {
    const problem = SETTINGS[key].problem(settings[key]);
    if (problem !== undefined) problems.push(`${key}: ${problem}`);
  }
  if (problems.length > 0) return problems;
  const valid = settings as Readonly<Settings>;
  if (!valid.languages.includes(valid.default_language)) {
    problems.push(
      `default_language: ${valid.default_language} is not one of the languages (${valid.languages.join(', ')})`,
    );
  }
  if (valid.posts_per_page > valid.max_per_page) {
    problems.push(`posts_per_page: ${valid.posts_per_page} is more than max_per_page (${valid.max_per_page})`);
  }
  return problems;
}

/** A value to show or print: lists as comma lists, the unset site address as nothing. */
export function settingText(value: Settings[SettingKey]): string {
  if (value === null) return '';
  return Array.isArray(value) ? value.join(',') : String(value);
}
