// The fields of venue, organizer, category and tag records, read off their field specs: what their import reads and
// their export writes, in the order of their CSV columns (apart from the checks, so --help can list them cheaply).
import type { Params } from '../api/field-spec.js';
import { categoryFields, organizerFields, tagFields, venueFields } from '../api/resource-fields.js';
import { nameField, type NameField } from '../api/resources.js';
import { EVENT_BOOLEANS, fieldsOfType, type EventBoolean, type FieldsOfType } from '../domain/field-sets.js';
import { TRANSLATION_KEYS } from '../domain/portable-event.js';
import { inOrder } from '../typing/in-order.js';
import { keysOf } from '../typing/typed-keys.js';
import type { FlatKind } from './kinds.js';

const FIELD_SPECS = {
  venues: venueFields,
  organizers: organizerFields,
  categories: categoryFields,
  tags: tagFields,
} as const satisfies Record<FlatKind, Params>;
type Specs = typeof FIELD_SPECS;

/** Fields files leave out: the author and publication dates are the site's, and images are not imported. */
const NOT_IN_FILES = ['author', 'date', 'date_utc', 'image'] as const;

/** The text fields of a kind's records: the slug they are matched by, and what is not a name, number or flag. */
type FlatText<K extends FlatKind> =
  | 'slug'
  | Exclude<
      keyof Specs[K] & string,
      NameField<K> | FieldsOfType<Specs[K], 'number'> | EventBoolean | (typeof NOT_IN_FILES)[number]
    >;

export interface FlatShape {
  /** The field that names the item (required). */
  readonly name: string;
  readonly text: readonly string[];
  readonly numbers: readonly string[];
  /** A venue's map flags: the fields events have as flags. */
  readonly flags: readonly string[];
}

/** A kind's text fields: the slug first, then the others in the order of its field specs. */
export function flatText<K extends FlatKind>(kind: K): FlatText<K>[] {
  const specs: Params = FIELD_SPECS[kind];
  const others = new Set<string>([
    nameField(kind),
    'slug',
    ...NOT_IN_FILES,
    ...EVENT_BOOLEANS,
    ...fieldsOfType(specs, 'number'),
  ]);
  return ['slug', ...keysOf(specs).filter((name): name is FlatText<K> => !others.has(name))];
}

/** Venue files give the combined state or province beside its parts, before the zip (as TEC's importer lists it). */
const VENUE_TEXT = inOrder<FlatText<'venues'>>()([
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
]);

function shapeOf(kind: FlatKind, text: readonly string[] = flatText(kind)): FlatShape {
  const specs: Params = FIELD_SPECS[kind];
  const flags: readonly string[] = EVENT_BOOLEANS;
  return {
    name: nameField(kind),
    text,
    numbers: fieldsOfType(specs, 'number'),
    flags: keysOf(specs).filter((name) => flags.includes(name)),
  };
}

export const FLAT_SHAPES: Readonly<Record<FlatKind, FlatShape>> = {
  venues: shapeOf('venues', VENUE_TEXT),
  organizers: shapeOf('organizers'),
  categories: shapeOf('categories'),
  tags: shapeOf('tags'),
};

/** Every field of a kind, in the order CSV columns are written. */
export function flatColumns(kind: FlatKind): string[] {
  const shape = FLAT_SHAPES[kind];
  return [shape.name, ...shape.text, ...shape.numbers, ...shape.flags, ...TRANSLATION_KEYS];
}
