// `@name` references in a fixture: which fields may hold them, what they point at, and their replacement by IDs.
import { catalog } from '../../../api/catalog.js';
import type { Params } from '../../../api/field-spec.js';
import type { ResourceName } from '../../../api/resources.js';

/** The order sections are applied in: what items refer to comes before them. */
export const SECTIONS = [
  'venues',
  'organizers',
  'categories',
  'tags',
  'events',
] as const satisfies readonly ResourceName[];
export type Section = (typeof SECTIONS)[number];

/** Local name → ID, per section: what `cal seed` prints. */
export type IdMap = Record<Section, Record<string, number>>;

export const emptyIdMap = (): IdMap => ({ venues: {}, organizers: {}, categories: {}, tags: {}, events: {} });

/** The fields an item of the section is created with. */
export const createParams = (section: Section): Params => catalog[`${section}.create`].params;

/** The section a reference in this field points into: the resource its create field refers to. */
export function referenceTarget(field: string, section: Section): Section | undefined {
  return createParams(section)[field]?.refers;
}

/** The local name of a `@name` reference, or undefined for any other value. */
export function referenceName(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('@') && value.length > 1 ? value.slice(1) : undefined;
}

/** The references in a field's value: the value itself or the items of a list (inline objects hold none). */
export function referencesIn(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values.flatMap((item) => referenceName(item) ?? []);
}

/** The value with each `@name` replaced by the ID it was given; `lookup` only sees names checked beforehand. */
export function resolveValue(value: unknown, lookup: (name: string) => number): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveValue(item, lookup));
  const name = referenceName(value);
  return name === undefined ? value : lookup(name);
}
