// The fields of each collection's records and the JSON types the code reading them relies on (record-fields.ts
// checks them when a possibly hand-edited file is read). A missing field with a natural default (empty text, false,
// none) gets it; a missing field without one (dates, status, time zone, names) and a value of the wrong type are
// problems.
import { POST_STATUSES } from '../../api/post-statuses.js';
import { TIME_ZONE } from './settings.js';
import { isOneOf } from '../../typing/one-of.js';
import { ROLES, type Collection } from './records.js';

export interface Rule {
  readonly accepts: (value: unknown) => boolean;
  readonly expected: string;
  /** The value a missing field gets; without one the field is required. */
  readonly fallback?: (defaults: RecordDefaults) => unknown;
  /** A field that may be absent (and stays so). */
  readonly optional?: true;
}

export interface RecordDefaults {
  readonly language: string;
}

/** What each place of "YYYY-MM-DD HH:MM:SS" holds: a character's code, or 0 for a digit. */
const WALL_TIME_PLACES = Array.from('0000-00-00 00:00:00', (c) => (c === '0' ? 0 : c.charCodeAt(0)));

/**
 * Whether `value` is "YYYY-MM-DD HH:MM:SS" (ASCII digits in place; their ranges are not checked here): read code
 * by code, as a file's eight dates per event are, not by a regular expression.
 */
export function isWallTimeText(value: string): boolean {
  if (value.length !== WALL_TIME_PLACES.length) return false;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    const place = WALL_TIME_PLACES[i];
    if (place === 0 ? code < 0x30 || code > 0x39 : code !== place) return false;
  }
  return true;
}
export const isId = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0;

export const text: Rule = { accepts: (v) => typeof v === 'string', expected: 'text', fallback: () => '' };
const textOrNull: Rule = {
  accepts: (v) => v === null || typeof v === 'string',
  expected: 'text or null',
  fallback: () => null,
};
const name: Rule = { accepts: (v) => typeof v === 'string', expected: 'text' };
export const time: Rule = {
  accepts: (v) => typeof v === 'string' && isWallTimeText(v),
  expected: 'a time as "YYYY-MM-DD HH:MM:SS"',
};
export const flag: Rule = { accepts: (v) => typeof v === 'boolean', expected: 'true or false', fallback: () => false };
const flagOrNull: Rule = {
  accepts: (v) => v === null || typeof v === 'boolean',
  expected: 'true, false or null',
  fallback: () => null,
};
const count: Rule = {
  accepts: (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0,
  expected: 'a whole number',
  fallback: () => 0,
};
/** A whole number that must be there: nothing to fill in for it. */
const wholeNumber: Rule = { accepts: count.accepts, expected: count.expected };
const version: Rule = {
  accepts: (v) => isId(v),
  expected: 'a positive whole number',
  fallback: () => 1,
};
const idOrNull: Rule = { accepts: (v) => v === null || isId(v), expected: 'an ID or null', fallback: () => null };
const language: Rule = {
  accepts: (v) => typeof v === 'string' && v !== '',
  expected: 'a language code',
  fallback: (d) => d.language,
};
const optional = (rule: Rule): Rule => ({ accepts: rule.accepts, expected: rule.expected, optional: true });
const numberOrNull: Rule = {
  accepts: (v) => v === null || (typeof v === 'number' && Number.isFinite(v)),
  expected: 'a number or null',
};
const oneOf = (values: readonly string[]): Rule => ({
  accepts: (v) => isOneOf(values, v),
  expected: `one of ${values.join(', ')}`,
});

const POST: Readonly<Record<string, Rule>> = {
  author: count,
  status: oneOf(POST_STATUSES),
  slug: text,
  title: text,
  description: text,
  excerpt: text,
  date: time,
  date_utc: time,
  modified: time,
  modified_utc: time,
  date_utc_given: optional(flag),
  image: idOrNull,
  language,
  translation_group: optional(idOrNull),
  password: textOrNull,
  password_sealed: optional(textOrNull),
  version,
};

const TERM: Readonly<Record<string, Rule>> = {
  name,
  slug: text,
  description: text,
  parent: count,
  language,
  translation_group: optional(idOrNull),
  version,
};

const RULES: Readonly<Record<Collection, Readonly<Record<string, Rule>>>> = {
  events: {
    ...POST,
    start_date: time,
    end_date: time,
    utc_start_date: time,
    utc_end_date: time,
    timezone: TIME_ZONE,
    all_day: flag,
    cost: {
      accepts: (v) =>
        v === null || typeof v === 'string' || (Array.isArray(v) && v.every((item) => typeof item === 'string')),
      expected: 'text, a list of texts or null',
      fallback: () => null,
    },
    website: textOrNull,
    ical_uid: optional(textOrNull),
    show_map: flag,
    show_map_link: flag,
    hide_from_listings: flag,
    sticky: flag,
    featured: flag,
    post_parent: count,
  },
  venues: {
    ...POST,
    ...Object.fromEntries(
      ['address', 'city', 'country', 'province', 'state', 'zip', 'phone', 'stateprovince', 'website'].map((field) => [
        field,
        text,
      ]),
    ),
    show_map: flagOrNull,
    show_map_link: flagOrNull,
    geo_lat: optional(numberOrNull),
    geo_lng: optional(numberOrNull),
  },
  organizers: { ...POST, phone: text, website: text, email: text },
  media: {
    url: name,
    extension: text,
    mime_type: text,
    date_utc: time,
    width: optional(numberOrNull),
    height: optional(numberOrNull),
  },
  categories: TERM,
  tags: TERM,
  users: {
    login: name,
    name: text,
    email: text,
    role: oneOf(ROLES),
    passwords: { accepts: Array.isArray, expected: 'a list', optional: true },
  },
  idempotency_keys: {
    user: wholeNumber,
    key: name,
    request: name,
    collection: oneOf(['events', 'venues', 'organizers', 'categories', 'tags']),
    item: wholeNumber,
    at: wholeNumber,
  },
};

/** Each collection's rules as a list, made once: files hold many records. */
export const RULE_LISTS: ReadonlyMap<string, readonly (readonly [string, Rule])[]> = new Map(
  Object.entries(RULES).map(([collection, rules]) => [collection, Object.entries(rules)]),
);
