// The API item → import record mapping of `cal venues|organizers|categories|tags export` (fields in flat-fields.ts).
import { LINKED_RESOURCES, nameField, TERM_RESOURCES } from '../api/resources.js';
import { portableText, plainText } from './text.js';
import { FLAT_SHAPES } from './flat-fields.js';
import type { FlatKind } from './kinds.js';
import { coordinatesOf } from './portable.js';
import { dependenciesFirst } from './record-order.js';

export type FlatRecord = Record<string, string | number | boolean>;

/** Fields the API gives as HTML (names and descriptions), written as the plain text import reads. */
const HTML_FIELDS = new Set<string>([
  ...[...LINKED_RESOURCES, ...TERM_RESOURCES].map((kind) => nameField(kind)),
  'description',
]);

/** An item as the API returns it → the record `cal <kind> import` reads; a category's parent by slug. */
export function toFlatRecord(
  kind: FlatKind,
  item: Record<string, unknown>,
  slugOfId: ReadonlyMap<number, string>,
): FlatRecord {
  const shape = FLAT_SHAPES[kind];
  const record: FlatRecord = {};
  for (const name of [shape.name, ...shape.text]) {
    const value = name === 'parent' ? slugOfId.get(Number(item.parent)) : item[name];
    if (typeof value === 'string' && value !== '')
      record[name] = HTML_FIELDS.has(name) ? (name === 'description' ? portableText(value) : plainText(value)) : value;
  }
  if (kind === 'venues') Object.assign(record, coordinatesOf(item));
  for (const name of shape.flags) if (typeof item[name] === 'boolean') record[name] = item[name];
  return record;
}

/** Categories with each parent before its children (import needs parents first); others as they came. */
export function parentsFirst(items: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  return dependenciesFirst(items, (item) => [Number(item.parent)]);
}
