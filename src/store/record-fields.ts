// The fields of each collection's records and the JSON types the code reading them relies on, checked when a
// (possibly hand-edited) file is read. A missing field with a natural default (empty text, false, none) gets
// it; a missing field without one (dates, status, time zone, names) and a value of the wrong type are problems.
import { POST_STATUSES } from '../api/post-statuses.js';
import { TIME_ZONE } from './settings.js';
import { isOneOf } from '../typing/one-of.js';
import { ROLES, type Collection, type CollectionRecords } from './records.js';

interface Rule {
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

const WALL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const isId = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0;

const text: Rule = { accepts: (v) => typeof v === 'string', expected: 'text', fallback: () => '' };
const textOrNull: Rule = {
  accepts: (v) => v === null || typeof v === 'string',
  expected: 'text or null',
  fallback: () => null,
};
const name: Rule = { accepts: (v) => typeof v === 'string', expected: 'text' };
const time: Rule = {
  accepts: (v) => typeof v === 'string' && WALL_TIME.test(v),
  expected: 'a time as "YYYY-MM-DD HH:MM:SS"',
};
const flag: Rule = { accepts: (v) => typeof v === 'boolean', expected: 'true or false', fallback: () => false };
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
};

const shown = (value: unknown) => JSON.stringify(value) ?? String(value);

/** Each collection's rules as a list, made once: files hold many records. */
const RULE_LISTS = new Map(Object.entries(RULES).map(([collection, rules]) => [collection, Object.entries(rules)]));

/**
 * Checks the fields of `record` (at JSON path `where`) and fills missing ones that have a default, in place.
 * Returns the problems, as `$.events[3].start_date: expected …, got …`.
 */
export function checkRecordFields(
  collection: Collection,
  record: Record<string, unknown>,
  where: string,
  defaults: RecordDefaults,
): readonly string[] {
  let problems: string[] | undefined;
  for (const [field, rule] of RULE_LISTS.get(collection) ?? []) {
    const value = record[field];
    if (value === undefined) {
      if (rule.fallback) record[field] = rule.fallback(defaults);
      else if (!rule.optional) (problems ??= []).push(`${where}.${field}: missing (expected ${rule.expected})`);
    } else if (!rule.accepts(value)) {
      (problems ??= []).push(`${where}.${field}: expected ${rule.expected}, got ${shown(value)}`);
    }
  }
  return problems ?? NONE;
}

const NONE: readonly string[] = [];

/**
 * A collection's rules grouped by kind, so that each loop makes one kind of check: the fast path for the many
 * records of a large file, which are sound. Text and true/false fields get their default when missing.
 */
interface CheckPlan {
  readonly texts: readonly string[];
  readonly flags: readonly string[];
  readonly times: readonly string[];
  readonly others: readonly (readonly [string, Rule])[];
}

const PLANS = new Map(
  [...RULE_LISTS].map(([collection, rules]) => {
    const named = (kind: Rule) => rules.filter(([, rule]) => rule === kind).map(([field]) => field);
    const plan: CheckPlan = {
      texts: named(text),
      flags: named(flag),
      times: named(time),
      others: rules.filter(([, rule]) => rule !== text && rule !== flag && rule !== time),
    };
    return [collection, plan];
  }),
);

/** True when every field passes its rule; missing fields that have a default are filled in, in place. */
function fieldsSound(collection: Collection, record: Record<string, unknown>, defaults: RecordDefaults): boolean {
  const plan = PLANS.get(collection);
  if (!plan) return false;
  for (const field of plan.texts) {
    const value = record[field];
    if (typeof value === 'string') continue;
    if (value !== undefined) return false;
    record[field] = '';
  }
  for (const field of plan.flags) {
    const value = record[field];
    if (typeof value === 'boolean') continue;
    if (value !== undefined) return false;
    record[field] = false;
  }
  for (const field of plan.times) {
    const value = record[field];
    if (typeof value !== 'string' || !WALL_TIME.test(value)) return false;
  }
  for (const [field, rule] of plan.others) {
    const value = record[field];
    if (value !== undefined) {
      if (!rule.accepts(value)) return false;
    } else if (rule.fallback) record[field] = rule.fallback(defaults);
    else if (!rule.optional) return false;
  }
  return true;
}

/**
 * The same check as a narrowing, for the record at `index` of its collection in a document read whole: true when
 * `record` has a positive ID and the fields of a `collection` record (missing ones with a default filled in); else
 * its problems are added to `problems`. No text is made for a sound record. An event's links (venues, organizers,
 * categories, tags, image) are checked once every record is read (references.ts).
 */
export function hasRecordFields<C extends Collection>(
  collection: C,
  record: Record<string, unknown>,
  index: number,
  defaults: RecordDefaults,
  problems: string[],
): record is Record<string, unknown> & CollectionRecords[C] {
  if (fieldsSound(collection, record, defaults)) return isId(record.id);
  const found = checkRecordFields(collection, record, `$.${collection}[${index}]`, defaults);
  problems.push(...found);
  return isId(record.id) && found.length === 0;
}
