// The field checks shared by every kind of import record: text, flags, numbers, with the reason a record fails.
import { isRecord } from '../typing/is-record.js';

/** A record that passed the local checks: its normalised fields (`null` = empty) and the slug it is matched by. */
export interface ImportRecord {
  /** What the record is called in messages: the title or name. */
  readonly title: string;
  /**
   * The slug the record is matched by, as the server slugifies it: the given one; for venues, organizers and
   * terms, else the name's; "" when there is none (an event then goes by `identity`).
   */
  readonly key: string;
  /**
   * An event without a slug: its dates, which with its folded title are what it is matched by
   * (src/remote/events-by-title-and-start.ts).
   */
  readonly identity?: string;
  readonly fields: Readonly<Record<string, unknown>>;
  /** The language the record goes in, when it says (else --lang's, else the site's default). */
  readonly language?: string;
  /** The item this one translates, by slug and language: written earlier in the file, or there already. */
  readonly translationOf?: { readonly slug: string; readonly language?: string };
}

export type Checked = { record: ImportRecord } | { error: string };

export class Problem extends Error {}

export const fail = (message: string): never => {
  throw new Problem(message);
};
export const show = (value: unknown): string => JSON.stringify(value) ?? String(value);
export const isBlank = (value: unknown): boolean => value === null || value === undefined || value === '';
export const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

export function optionalText(name: string, value: unknown): string | null {
  if (isBlank(value)) return null;
  return typeof value === 'string' ? value : fail(`${name}: expected text, got ${show(value)}`);
}

export function requiredText(name: string, value: unknown): string {
  if (typeof value === 'string' && value.trim() !== '') return value;
  return isBlank(value) || (typeof value === 'string' && value.trim() === '')
    ? fail(`missing ${name}`)
    : fail(`${name}: expected text, got ${show(value)}`);
}

export function flag(name: string, value: unknown): boolean {
  return typeof value === 'boolean' ? value : fail(`${name}: expected true or false, got ${show(value)}`);
}

/** A number, or text that reads as one (CSV cells are text). */
export function optionalNumber(name: string, value: unknown): number | null {
  if (isBlank(value)) return null;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fail(`${name}: expected a number, got ${show(value)}`);
}

/** A record's language and the item it translates (where it goes, not what it holds: never sent as fields). */
export function placement(record: Readonly<Record<string, unknown>>): Pick<ImportRecord, 'language' | 'translationOf'> {
  const language = optionalText('language', record.language);
  const slug = optionalText('translation_of', record.translation_of);
  const of = optionalText('translation_of_language', record.translation_of_language);
  if (slug === null && of !== null) fail('translation_of_language goes with translation_of (the slug)');
  return {
    ...(language === null ? {} : { language }),
    ...(slug === null ? {} : { translationOf: of === null ? { slug } : { slug, language: of } }),
  };
}

/** Runs the checks of one record and turns a Problem into the reason shown as `record N (line L): <reason>`. */
export function checked(
  value: unknown,
  known: readonly string[],
  build: (value: Record<string, unknown>) => ImportRecord,
): Checked {
  try {
    if (!isRecord(value)) return fail(`expected a JSON object, got ${show(value)}`);
    for (const key of Object.keys(value)) if (!known.includes(key)) fail(`unknown field "${key}"`);
    return { record: build(value) };
  } catch (error) {
    if (error instanceof Problem) return { error: error.message };
    throw error;
  }
}

/** Create: empty fields are left out and the matching slug is sent, so drafts get it too. */
export function createArgs(record: ImportRecord): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  // Keys, not entries: every record of an import passes here, and entries make an array per field.
  const { fields } = record;
  for (const name of Object.keys(fields)) if (fields[name] !== null && name !== 'slug') args[name] = fields[name];
  if (record.key !== '') args.slug = record.key;
  return args;
}

/** Update by ID (PATCH-like): the record's fields, empty ones as `null` (which clears them); the slug stays. */
export function updateArgs(record: ImportRecord): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const name of Object.keys(record.fields)) if (name !== 'slug') args[name] = record.fields[name];
  return args;
}
