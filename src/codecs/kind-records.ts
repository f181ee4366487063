// Import records of venues, organizers, categories and tags: their checks, and their CSV rows read (their fields are
// in flat-fields.ts).
import { slugify } from '../domain/slugs.js';
import { flagCell } from './csv/rows.js';
import { FLAT_SHAPES, flatColumns } from './flat-fields.js';
import type { FlatKind } from './kinds.js';
import { checked, flag, optionalNumber, optionalText, placement, requiredText, type Checked } from './record-checks.js';

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
