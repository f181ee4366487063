// Local checks of an import record (required fields, JSON shape) and the API arguments it becomes.
import { POST_STATUSES } from '../../../api/fields.js';
import { parseDate } from '../../../domain/dates/parse.js';
import { isValidTimeZone } from '../../../domain/dates/zones.js';
import { slugify } from '../../../domain/slugs.js';
import { EVENT_KEYS, FLAGS, isRecord, ORGANIZER_FIELDS, VENUE_FIELDS } from './portable.js';

/** A record that passed the local checks: its normalised fields (`null` = empty) and the slug it is matched by. */
export interface ImportRecord {
  readonly title: string;
  /** The given slug, else the title, as the server slugifies it; "" when neither makes one. */
  readonly key: string;
  readonly fields: Readonly<Record<string, unknown>>;
}

class Problem extends Error {}

const fail = (message: string): never => {
  throw new Problem(message);
};
const show = (value: unknown): string => JSON.stringify(value) ?? String(value);
const isBlank = (value: unknown): boolean => value === null || value === undefined || value === '';
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

function optionalText(name: string, value: unknown): string | null {
  if (isBlank(value)) return null;
  return typeof value === 'string' ? value : fail(`${name}: expected text, got ${show(value)}`);
}

function requiredText(name: string, value: unknown): string {
  if (typeof value === 'string' && value.trim() !== '') return value;
  return isBlank(value) || (typeof value === 'string' && value.trim() === '') ? fail(`missing ${name}`) : fail(`${name}: expected text, got ${show(value)}`);
}

function date(name: string, value: unknown): string | number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return requiredText(name, value);
}

function flag(name: string, value: unknown): boolean {
  return typeof value === 'boolean' ? value : fail(`${name}: expected true or false, got ${show(value)}`);
}

function status(value: unknown): string | null {
  const given = optionalText('status', value);
  if (given === null || (POST_STATUSES as readonly string[]).includes(given)) return given;
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
  return value.map((item: unknown) => (isId(item) || (typeof item === 'string' && item.trim() !== '') ? item : fail(`${name}: not a name or an ID: ${show(item)}`)));
}

/** A venue or organizer: an ID, `{"id": ID}`, or its fields (the server reuses an identical existing one). */
function linked(name: string, fields: readonly string[], value: unknown): number | Record<string, unknown> {
  if (isId(value)) return value;
  if (!isRecord(value)) return fail(`${name}: expected an object or an ID, got ${show(value)}`);
  if (value.id !== undefined) {
    if (!isId(value.id) || Object.keys(value).length > 1) return fail(`${name}: expected {"id": ID} alone, got ${show(value)}`);
    return { id: value.id };
  }
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (!fields.includes(key)) fail(`${name}: unknown field "${key}"`);
    const given = optionalText(`${name}.${key}`, field);
    if (given !== null) out[key] = given;
  }
  if (typeof out[name] !== 'string' || (out[name] as string).trim() === '') fail(`${name}: missing the ${name} name`);
  return out;
}

function organizers(value: unknown): unknown[] {
  if (isBlank(value)) return [];
  return (Array.isArray(value) ? value : [value]).map((item: unknown) => linked('organizer', ORGANIZER_FIELDS, item));
}

function check(name: string, value: unknown): unknown {
  if ((FLAGS as readonly string[]).includes(name) || name === 'all_day') return flag(name, value);
  switch (name) {
    case 'title':
      return requiredText(name, value);
    case 'start_date':
    case 'end_date':
      return date(name, value);
    case 'status':
      return status(value);
    case 'cost':
      return cost(value);
    case 'categories':
    case 'tags':
      return terms(name, value);
    case 'venue':
      return isBlank(value) ? null : linked('venue', VENUE_FIELDS, value);
    case 'organizer':
      return organizers(value);
    default:
      return optionalText(name, value);
  }
}

/** Dates and the time zone as the server reads them (relative phrases too), so a dry run catches them. */
function checkDates(fields: Readonly<Record<string, unknown>>, now: number): void {
  const zone = typeof fields.timezone === 'string' ? fields.timezone : 'UTC';
  if (!isValidTimeZone(zone)) fail(`timezone: unknown time zone ${show(zone)}`);
  for (const name of ['start_date', 'end_date']) {
    const value = fields[name] as string | number;
    if (!parseDate(value, { zone, now })) fail(`${name}: not a date: ${show(value)}`);
  }
}

/** Checks a parsed record; the error is the reason shown as `record N (line L): <reason>`. */
export function validateRecord(value: unknown, now: number): { record: ImportRecord } | { error: string } {
  try {
    if (!isRecord(value)) return fail(`expected a JSON object, got ${show(value)}`);
    for (const key of Object.keys(value)) if (!(EVENT_KEYS as readonly string[]).includes(key)) fail(`unknown field "${key}"`);
    const fields: Record<string, unknown> = {};
    for (const name of ['title', 'start_date', 'end_date']) fields[name] = check(name, value[name]);
    for (const [name, field] of Object.entries(value)) if (!(name in fields)) fields[name] = check(name, field);
    checkDates(fields, now);
    const title = fields.title as string;
    const slug = typeof fields.slug === 'string' ? fields.slug : '';
    return { record: { title, key: slugify(slug || title), fields } };
  } catch (error) {
    if (error instanceof Problem) return { error: error.message };
    throw error;
  }
}

/** Create: empty fields are left out and the matching slug is sent, so drafts get it too. */
export function createArgs(record: ImportRecord): Record<string, unknown> {
  const args = Object.fromEntries(Object.entries(record.fields).filter(([name, value]) => value !== null && name !== 'slug'));
  return record.key === '' ? args : { ...args, slug: record.key };
}

/** Update by ID (PATCH-like): the record's fields, empty ones as `null` (which clears them); the slug stays. */
export function updateArgs(record: ImportRecord): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record.fields).filter(([name]) => name !== 'slug'));
}
