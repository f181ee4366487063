// Import records of venues, organizers, categories and tags: their fields, checks and CSV columns.
import { TRANSLATION_KEYS, VENUE_COORDINATES } from '../domain/portable-event.js';
import { slugify } from '../domain/slugs.js';
import { flagCell } from './csv/rows.js';
import type { FlatKind } from './kinds.js';
import { checked, flag, optionalNumber, optionalText, placement, requiredText, type Checked } from './record-checks.js';

interface FlatShape {
  /** The field that names the item (required). */
  readonly name: string;
  readonly text: readonly string[];
  readonly numbers: readonly string[];
  readonly flags: readonly string[];
}

const TERM: FlatShape = { name: 'name', text: ['slug', 'description', 'parent'], numbers: [], flags: [] };

export const FLAT_SHAPES: Record<FlatKind, FlatShape> = {
  venues: {
    name: 'venue',
    text: [
      'slug',
      'description',
      'status',
      'address',
      'city',
      'country',
      'province',
      'state',
      'stateprovince',
      'zip',
      'phone',
      'website',
    ],
    numbers: VENUE_COORDINATES,
    flags: ['show_map', 'show_map_link'],
  },
  organizers: {
    name: 'organizer',
    text: ['slug', 'description', 'status', 'phone', 'website', 'email'],
    numbers: [],
    flags: [],
  },
  categories: TERM,
  tags: { ...TERM, text: ['slug', 'description'] },
};

/** Every field of a kind, in the order CSV columns are written. */
export function flatColumns(kind: FlatKind): string[] {
  const shape = FLAT_SHAPES[kind];
  return [shape.name, ...shape.text, ...shape.numbers, ...shape.flags, ...TRANSLATION_KEYS];
}

export function validateFlat(kind: FlatKind, value: unknown): Checked {
  const shape = FLAT_SHAPES[kind];
  return checked(value, flatColumns(kind), (record) => {
    const title = requiredText(shape.name, record[shape.name]);
    const fields: Record<string, unknown> = { [shape.name]: title };
    for (const name of shape.text) if (name in record) fields[name] = optionalText(name, record[name]);
    for (const name of shape.numbers) if (name in record) fields[name] = optionalNumber(name, record[name]);
    // The API takes a venue's map flags as the text "true" or "false".
    for (const name of shape.flags)
      if (name in record && record[name] !== null) fields[name] = String(flag(name, record[name]));
    const slug = typeof fields.slug === 'string' ? fields.slug : '';
    return { title, key: slugify(slug || title), fields, ...placement(record) };
  });
}

/** A CSV row → a record: empty cells are fields not given, "true"/"false" are flags. */
export function fromFlatRow(kind: FlatKind, cells: ReadonlyMap<string, string>): Record<string, unknown> {
  const flags = FLAT_SHAPES[kind].flags;
  const record: Record<string, unknown> = {};
  for (const [column, cell] of cells) {
    if (cell === '') continue;
    record[column] = flags.includes(column) ? flagCell(cell) : cell;
  }
  return record;
}
