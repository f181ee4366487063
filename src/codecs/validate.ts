// Local checks of an event import record (required fields, JSON shape, dates as the server reads them).
import { POST_STATUSES } from '../api/fields.js';
import { parseDate } from '../dates/parse.js';
import { isValidTimeZone } from '../dates/zones.js';
import { slugify } from '../domain/slugs.js';
import { EVENT_KEYS, FLAGS, ORGANIZER_FIELDS, TRANSLATION_KEYS, VENUE_COORDINATES, VENUE_FIELDS } from './portable.js';
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

/**
 * A venue or organizer: an ID, `{"id": ID}`, a slug or name (text, found when the import runs), or its fields
 * (the server reuses an identical existing one).
 */
function linked(name: string, fields: readonly string[], value: unknown): number | string | Record<string, unknown> {
  if (isId(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (!isRecord(value)) return fail(`${name}: expected an object, an ID, a slug or a name, got ${show(value)}`);
  if (value.id !== undefined) {
    if (!isId(value.id) || Object.keys(value).length > 1)
      return fail(`${name}: expected {"id": ID} alone, got ${show(value)}`);
    return { id: value.id };
  }
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (!fields.includes(key)) fail(`${name}: unknown field "${key}"`);
    const given = (COORDINATES.includes(key) ? optionalNumber : optionalText)(`${name}.${key}`, field);
    if (given !== null) out[key] = given;
  }
  if (typeof out[name] !== 'string' || out[name].trim() === '') fail(`${name}: missing the ${name} name`);
  return out;
}

const COORDINATES: readonly string[] = VENUE_COORDINATES;
const TRANSLATION: readonly string[] = TRANSLATION_KEYS;

/** A featured image: a media ID, or the URL of an image (the calendar keeps a media entry for it). */
function image(value: unknown): number | string | null {
  if (isId(value)) return value;
  const url = optionalText('image', value);
  if (url === null) return null;
  return URL.canParse(url) && /^https?:$/.test(new URL(url).protocol)
    ? url
    : fail(`image: expected an http(s) URL or a media ID, got ${show(value)}`);
}

function organizers(value: unknown): unknown[] {
  if (isBlank(value)) return [];
  return (Array.isArray(value) ? value : [value]).map((item: unknown) => linked('organizer', ORGANIZER_FIELDS, item));
}

/** A field other than the title and dates, which are checked first. */
function check(name: string, value: unknown): unknown {
  if (isOneOf(FLAGS, name) || name === 'all_day') return flag(name, value);
  switch (name) {
    case 'status':
      return status(value);
    case 'cost':
      return cost(value);
    case 'categories':
    case 'tags':
      return terms(name, value);
    case 'venue':
      return isBlank(value) ? null : linked('venue', [...VENUE_FIELDS, ...VENUE_COORDINATES], value);
    case 'image':
      return image(value);
    case 'organizer':
      return organizers(value);
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
    for (const [name, field] of Object.entries(record))
      if (!(name in fields) && !TRANSLATION.includes(name)) fields[name] = check(name, field);
    checkDates(dates, fields.timezone, now);
    // The API calls it ical_uid; files say uid.
    if ('uid' in fields) {
      fields.ical_uid = fields.uid;
      delete fields.uid;
    }
    const slug = typeof fields.slug === 'string' ? slugify(fields.slug) : '';
    // Without a slug, an event is its title and dates (as TEC's importer matches them), not its title's slug.
    const identity = JSON.stringify([title.trim().toLowerCase(), fields.start_date, fields.end_date, fields.timezone]);
    return { title, key: slug, ...(slug === '' ? { identity } : {}), fields, ...placement(record) };
  });
}
