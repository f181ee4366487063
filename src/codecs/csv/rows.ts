// The CSV columns of the portable shape: one row per event, lists joined with "|" ("\|" for a literal bar).
import { eventReferences } from '../../api/resource-fields.js';
import { isLinked, isTerm, nameField } from '../../api/resources.js';
import { EVENT_BOOLEANS } from '../../domain/field-sets.js';
import { CSV_COLUMNS, VENUE_CSV_FIELDS } from './columns.js';
import type { PortableEvent } from '../portable.js';

export { CSV_COLUMNS };

export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** `venue_city` → `city`... */
const VENUE_COLUMNS: ReadonlyMap<string, string> = new Map(VENUE_CSV_FIELDS.map((field) => [`venue_${field}`, field]));
export const BOOLEAN_COLUMNS: readonly string[] = EVENT_BOOLEANS;

/** The columns of venues and organizers, read into records of their own (venueOf, organizersOf). */
const LINKED_COLUMNS: ReadonlySet<string> = new Set([
  ...eventReferences.flatMap(([field, resource]) => (isLinked(resource) ? [field] : [])),
  ...VENUE_COLUMNS.keys(),
  'organizer_email',
]);
/** Categories and tags: lists of names. */
const TERM_COLUMNS: ReadonlySet<string> = new Set(
  eventReferences.flatMap(([field, resource]) => (isTerm(resource) ? [field] : [])),
);

export function joinList(items: readonly string[]): string {
  return items.map((item) => item.replace(/\\/g, '\\\\').replace(/\|/g, '\\|')).join('|');
}

/** Splits on "|"; "\|" and "\\" are a literal bar and backslash, other backslashes stay as they are. */
export function splitList(cell: string): string[] {
  if (cell === '') return [];
  const items: string[] = [];
  let current = '';
  // Tokens: an escaped bar or backslash, else one character (a lone backslash among them).
  for (const [token] of cell.matchAll(/\\[|\\]|[\s\S]/g)) {
    if (token === '|') {
      items.push(current);
      current = '';
    } else current += token.length === 2 ? token.slice(1) : token;
  }
  items.push(current);
  return items.map((item) => item.trim());
}

export function toCsvRow(event: PortableEvent): string[] {
  const emails = event.organizer.map((o) => o.email ?? '');
  const cells: Record<CsvColumn, string> = {
    title: event.title,
    slug: event.slug,
    start_date: event.start_date,
    end_date: event.end_date,
    timezone: event.timezone,
    all_day: String(event.all_day),
    status: event.status,
    cost: event.cost,
    website: event.website ?? '',
    image: event.image ?? '',
    featured: String(event.featured),
    sticky: String(event.sticky),
    hide_from_listings: String(event.hide_from_listings),
    show_map: String(event.show_map),
    show_map_link: String(event.show_map_link),
    categories: joinList(event.categories),
    tags: joinList(event.tags),
    venue: event.venue?.venue ?? '',
    venue_address: event.venue?.address ?? '',
    venue_city: event.venue?.city ?? '',
    venue_country: event.venue?.country ?? '',
    venue_zip: event.venue?.zip ?? '',
    venue_geo_lat: event.venue?.geo_lat === undefined ? '' : String(event.venue.geo_lat),
    venue_geo_lng: event.venue?.geo_lng === undefined ? '' : String(event.venue.geo_lng),
    organizer: joinList(event.organizer.map((o) => o.organizer)),
    organizer_email: emails.some((e) => e !== '') ? joinList(emails) : '',
    description: event.description,
    excerpt: event.excerpt,
    password: event.password ?? '',
    language: event.language ?? '',
    translation_of: event.translation_of ?? '',
    translation_of_language: event.translation_of_language ?? '',
  };
  return CSV_COLUMNS.map((column) => cells[column]);
}

const isDigits = (s: string) => /^\d+$/.test(s);

// Spreadsheets write TRUE/FALSE in their locale's words (LibreOffice and Excel in es: VERDADERO/FALSO, ca:
// VERITAT/FALS (LibreOffice) or VERTADER/FALS, fr: VRAI/FAUX, de: WAHR/FALSCH); people write yes/no, sí/no, oui/non.
const TRUE_CELLS = new Set([
  'true',
  'yes',
  'y',
  '1',
  'on',
  'verdadero',
  'vertader',
  'veritat',
  'vrai',
  'wahr',
  'sí',
  'si',
  'oui',
  'ja',
]);
const FALSE_CELLS = new Set(['false', 'no', 'n', '0', 'off', 'falso', 'fals', 'faux', 'falsch', 'non', 'nein']);

/** A yes-or-no cell as spreadsheets and TEC's importer files write it; anything else stays text (and fails its row). */
export function flagCell(cell: string): boolean | string {
  const lower = cell.trim().toLowerCase();
  return TRUE_CELLS.has(lower) ? true : FALSE_CELLS.has(lower) ? false : cell;
}

/** The venue of a row: a bare number alone is a venue ID, anything else the venue's name and address. */
function venueOf(cells: ReadonlyMap<string, string>): unknown {
  const name = cells.get('venue') ?? '';
  const address = [...VENUE_COLUMNS].filter(([column]) => (cells.get(column) ?? '') !== '');
  if (name === '' && address.length === 0) return undefined;
  if (isDigits(name) && address.length === 0) return Number(name);
  return Object.fromEntries([
    ...(name === '' ? [] : [[nameField('venues'), name]]),
    ...address.map(([column, field]) => [field, cells.get(column)]),
  ]);
}

/** Organizers by name with the e-mail at the same position; a bare number without e-mail is an organizer ID. */
function organizersOf(cells: ReadonlyMap<string, string>): unknown[] | undefined {
  const names = splitList(cells.get('organizer') ?? '');
  const emails = splitList(cells.get('organizer_email') ?? '');
  if (names.length === 0 && emails.length === 0) return undefined;
  return Array.from({ length: Math.max(names.length, emails.length) }, (_, i) => {
    const name = names[i] ?? '';
    const email = emails[i] ?? '';
    if (isDigits(name) && email === '') return Number(name);
    return { ...(name === '' ? {} : { [nameField('organizers')]: name }), ...(email === '' ? {} : { email }) };
  });
}

/** A CSV row (header → cell) → a record for the shared checks; empty cells are fields not given. */
export function fromCsvRow(cells: ReadonlyMap<string, string>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [column, cell] of cells) {
    if (cell === '' || LINKED_COLUMNS.has(column)) continue;
    if (BOOLEAN_COLUMNS.includes(column)) record[column] = flagCell(cell);
    else if (TERM_COLUMNS.has(column)) record[column] = splitList(cell);
    else record[column] = cell;
  }
  const venue = venueOf(cells);
  if (venue !== undefined) record.venue = venue;
  const organizer = organizersOf(cells);
  if (organizer !== undefined) record.organizer = organizer;
  return record;
}
