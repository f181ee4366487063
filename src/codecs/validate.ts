// Local checks of an event import record (required fields, JSON shape, dates as the server reads them).
import { POST_STATUSES } from '../api/post-statuses.js';
import { eventReferences } from '../api/resource-fields.js';
import { isLinked, isTerm, nameField, singular, type LinkedResource } from '../api/resources.js';
import { parseDate } from '../dates/parse.js';
import { isValidTimeZone } from '../dates/zones.js';
import { EVENT_BOOLEANS } from '../domain/field-sets.js';
import { slugify } from '../domain/slugs.js';
import {
  EVENT_KEYS,
  LIST_REFERENCES,
  ORGANIZER_FIELDS,
  TRANSLATION_KEYS,
  VENUE_COORDINATES,
  VENUE_FIELDS,
} from './portable.js';
import {
  checked,
  fail,
  flag,
  isBlank,
  isId,
  optionalNumber,
  optionalText,
  placement,
  requiredText,
  show,
  type Checked,
} from './record-checks.js';
import { isRecord } from '../typing/is-record.js';
import { isOneOf } from '../typing/one-of.js';
import { entriesOf } from '../typing/typed-keys.js';

function date(name: string, value: unknown): string | number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return requiredText(name, value);
}

function status(value: unknown): string | null {
  const given = optionalText('status', value);
  if (given === null || isOneOf(POST_STATUSES, given)) return given;
  return fail(`status: expected one of ${POST_STATUSES.join(', ')}, got ${show(value)}`);
}

function cost(value: unknown): unknown {
  if (isBlank(value) || typeof value === 'string' || typeof value === 'number') return isBlank(value) ? null : value;
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) return value;
  return fail(`cost: expected text or a list of texts, got ${show(value)}`);
}

function terms(name: string, value: unknown): (string | number)[] {
  if (isBlank(value)) return [];
  if (!Array.isArray(value)) return fail(`${name}: expected a list of names or IDs, got ${show(value)}`);
  return value.map((item: unknown) =>
    isId(item) || (typeof item === 'string' && item.trim() !== '')
      ? item
      : fail(`${name}: not a name or an ID: ${show(item)}`),
  );
}

/** The fields an event's venue or organizers may be given by: those a record carries. */
const LINKED_FIELDS: Readonly<Record<LinkedResource, readonly string[]>> = {
  venues: [...VENUE_FIELDS, ...VENUE_COORDINATES],
  organizers: ORGANIZER_FIELDS,
};

/**
 * A venue or organizer: an ID, `{"id": ID}`, a slug or name (text, found when the import runs), or its fields
 * (the server reuses an identical existing one).
 */
function linked(field: string, resource: LinkedResource, value: unknown): number | string | Record<string, unknown> {
  if (isId(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (!isRecord(value)) return fail(`${field}: expected an object, an ID, a slug or a name, got ${show(value)}`);
  if (value.id !== undefined) {
    if (!isId(value.id) || Object.keys(value).length > 1)
      return fail(`${field}: expected {"id": ID} alone, got ${show(value)}`);
    return { id: value.id };
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    if (!LINKED_FIELDS[resource].includes(key)) fail(`${field}: unknown field "${key}"`);
    const read = (COORDINATES.includes(key) ? optionalNumber : optionalText)(`${field}.${key}`, value[key]);
    if (read !== null) out[key] = read;
  }
  const name = out[nameField(resource)];
  if (typeof name !== 'string' || name.trim() === '') fail(`${field}: missing the ${singular(resource)} name`);
  return out;
}

/** An event's venue (one, or null to have none) or its organizers (a list; one alone is a list of one). */
function linkedField(field: string, resource: LinkedResource, value: unknown): unknown {
  if (!isOneOf(LIST_REFERENCES, field)) return isBlank(value) ? null : linked(field, resource, value);
  if (isBlank(value)) return [];
  return (Array.isArray(value) ? value : [value]).map((item: unknown) => linked(field, resource, item));
}

const COORDINATES: readonly string[] = VENUE_COORDINATES;
const TRANSLATION: readonly string[] = TRANSLATION_KEYS;
const BOOLEANS: readonly string[] = EVENT_BOOLEANS;
/** The event fields that name venues, organizers, categories or tags, and the resource each names. */
const REFERENCES: ReadonlyMap<string, string> = new Map(eventReferences);

/** A featured image: a media ID, or the URL of an image (the calendar keeps a media entry for it). */
function image(value: unknown): number | string | null {
  if (isId(value)) return value;
  const url = optionalText('image', value);
  if (url === null) return null;
  return URL.canParse(url) && /^https?:$/.test(new URL(url).protocol)
    ? url
    : fail(`image: expected an http(s) URL or a media ID, got ${show(value)}`);
}

/** A field other than the title and dates, which are checked first. */
function check(name: string, value: unknown): unknown {
  if (BOOLEANS.includes(name)) return flag(name, value);
  const refers = REFERENCES.get(name);
  if (refers !== undefined && isTerm(refers)) return terms(name, value);
  if (refers !== undefined && isLinked(refers)) return linkedField(name, refers, value);
  switch (name) {
    case 'status':
      return status(value);
    case 'cost':
      return cost(value);
    case 'image':
      return image(value);
    default:
      return optionalText(name, value);
  }
}

interface EventDates {
  readonly start_date: string | number;
  readonly end_date: string | number;
}

/** Dates and the time zone as the server reads them (relative phrases too), so a dry run catches them. */
function checkDates(dates: EventDates, timezone: unknown, now: number): void {
  const zone = typeof timezone === 'string' ? timezone : 'UTC';
  if (!isValidTimeZone(zone)) fail(`timezone: unknown time zone ${show(zone)}`);
  for (const [name, value] of entriesOf(dates))
    if (!parseDate(value, { zone, now })) fail(`${name}: not a date: ${show(value)}`);
}

/** Checks a parsed event record. */
export function validateRecord(value: unknown, now: number): Checked {
  return checked(value, EVENT_KEYS, (record) => {
    const title = requiredText('title', record.title);
    const dates: EventDates = {
      start_date: date('start_date', record.start_date),
      end_date: date('end_date', record.end_date),
    };
    const fields: Record<string, unknown> = { title, ...dates };
    for (const name of Object.keys(record))
      if (!(name in fields) && !TRANSLATION.includes(name)) fields[name] = check(name, record[name]);
    checkDates(dates, fields.timezone, now);
    // The API calls it ical_uid; files say uid.
    if ('uid' in fields) {
      fields.ical_uid = fields.uid;
      delete fields.uid;
    }
    const slug = typeof fields.slug === 'string' ? slugify(fields.slug) : '';
    // Without a slug, an event is its title and dates (as TEC's importer matches them), not its title's slug; the
    // title is compared folded as servers answer it, which the import does (src/domain/title-fold.ts).
    const identity = JSON.stringify([fields.start_date, fields.end_date, fields.timezone]);
    return { title, key: slug, ...(slug === '' ? { identity } : {}), fields, ...placement(record) };
  });
}
