// Catalog field specs as OpenAPI 3.0 parameters and request bodies, and the JSON-schema building blocks.
import type { CheckName, FieldSpec, Params } from './field-spec.js';

/** A JSON value of the OpenAPI document (schemas, parameters, responses...). */
export type Schema = Record<string, unknown>;

export const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

export const str = (description: string, extra: Schema = {}): Schema => ({ type: 'string', description, ...extra });
export const int = (description: string): Schema => ({ type: 'integer', description });
export const uri = (description: string): Schema => str(description, { format: 'uri' });
export const list = (items: Schema, description: string): Schema => ({ type: 'array', description, items });
/** A boolean; `nullable` for the flags password-protected posts show as `null` in lists. */
export const flag = (description: string, nullable = false): Schema => ({
  type: 'boolean',
  description,
  ...(nullable ? { nullable: true } : {}),
});
export const object = (properties: Record<string, Schema>, required?: readonly string[]): Schema => ({
  type: 'object',
  properties,
  ...(required ? { required: [...required] } : {}),
});

/** `Y-m-d H:i:s` wall times, as WordPress stores them (never RFC 3339). */
export const wallTime = (description: string): Schema =>
  str(`${description} (Y-m-d H:i:s)`, { pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' });
export const digits = (description: string, length: number): Schema =>
  str(description, { pattern: `^\\d{${length}}$` });

const ID_OR_NAME: Schema = { oneOf: [{ type: 'integer' }, { type: 'string' }] };

const idObject = (what: string): Schema => ({
  type: 'object',
  description: `An existing ${what}, by ID`,
  properties: { id: { type: 'integer' } },
  required: ['id'],
  additionalProperties: false,
});

const termRefs = (what: string): Schema => ({
  oneOf: [
    { type: 'array', items: ID_OR_NAME, description: `The ${what} IDs or names (unknown names are created)` },
    { type: 'string', description: `A comma-separated list of ${what} IDs or names` },
    { type: 'integer', description: `One ${what} ID` },
  ],
});

/**
 * Body fields whose catalog type (`array` of integers) only stands for several accepted shapes,
 * keyed by the check that accepts them.
 */
const SHAPES: Partial<Record<CheckName, Schema>> = {
  'category-ids': termRefs('category'),
  'tag-ids': termRefs('tag'),
  'linked-venue': {
    oneOf: [
      { type: 'integer', description: 'A venue ID; 0 removes the venue' },
      idObject('venue'),
      ref('VenueInput'),
      { type: 'array', items: { type: 'integer' }, maxItems: 0, description: 'An empty list removes the venue' },
    ],
  },
  'linked-organizer': {
    oneOf: [
      { type: 'integer', description: 'An organizer ID' },
      {
        type: 'array',
        description:
          'Organizers in order: IDs, {"id": ID} objects or the data of organizers to create; [] removes them',
        items: { oneOf: [{ type: 'integer' }, idObject('organizer'), ref('OrganizerInput')] },
      },
    ],
  },
};

/** `cost` is left untyped: a string, or a list of strings whose range is shown. */
const UNTYPED: Readonly<Record<string, Schema>> = {
  cost: { oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] },
};

/** The JSON-schema part of a spec: type, list items, format (but date-time), enum, default and example. */
export function fieldSchema(spec: FieldSpec, languages: readonly string[], withDefault = true): Schema {
  const schema: Schema = {};
  if (spec.type === 'array') {
    schema.type = 'array';
    schema.items = { type: spec.items ?? 'string' };
  } else if (spec.type) {
    schema.type = spec.type;
  }
  // OpenAPI's `date-time` is RFC 3339 alone, one of the forms dates are read in (2026-12-01, tomorrow 9am, a
  // timestamp...): claiming it would refuse the others.
  if (spec.format && spec.format !== 'date-time') schema.format = spec.format;
  const values = spec.check === 'site-language' ? languages : spec.enum;
  if (values) schema.enum = [...values];
  if (withDefault && spec.default !== undefined && spec.default !== null && !spec.defaultFrom)
    schema.default = spec.default;
  if (spec.example !== undefined) schema.example = spec.example;
  return schema;
}

export function describeField(spec: FieldSpec): string {
  return spec.defaultFrom ? `${spec.description} (defaults to the site's posts-per-page setting)` : spec.description;
}

/** A body property: the accepted shapes for loosely declared fields, the spec's schema otherwise. */
export function bodyProperty(name: string, spec: FieldSpec, languages: readonly string[], withDefault = true): Schema {
  const shape = (spec.check && SHAPES[spec.check]) ?? (spec.type === undefined ? UNTYPED[name] : undefined);
  if (shape) return { description: describeField(spec), ...shape };
  return { description: describeField(spec), ...fieldSchema(spec, languages, withDefault) };
}

/**
 * The object schema of a request body; `required` lists the spec's required fields. Updates apply no
 * defaults (omitted fields keep their values), so theirs are left out.
 */
export function bodySchema(params: Params, languages: readonly string[], withDefaults = true): Schema {
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const [name, spec] of Object.entries(params)) {
    properties[name] = bodyProperty(name, spec, languages, withDefaults);
    if (spec.required) required.push(name);
  }
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

/**
 * What the router's captures match (src/server/routes.ts): an ID is digits, a slug one segment that is not empty.
 * A path whose value does not fit matches no route: 404 `rest_no_route`, which such operations document.
 */
const PATH_FITS: Readonly<Record<string, { schema: Schema; description: string }>> = {
  integer: { schema: { minimum: 0 }, description: 'digits; any other value matches no route' },
  string: { schema: { minLength: 1 }, description: 'not empty, else the path matches no route' },
};

/** Path captures are always required; lists in the query are comma-separated (`form`, not exploded). */
export function parameters(params: Params, location: 'path' | 'query', languages: readonly string[]): Schema[] {
  return Object.entries(params).map(([name, spec]) => {
    const fits = location === 'path' && spec.type ? PATH_FITS[spec.type] : undefined;
    const schema = { ...fieldSchema(spec, languages), ...fits?.schema };
    return {
      name,
      in: location,
      description: fits ? `${describeField(spec)} (${fits.description})` : describeField(spec),
      required: location === 'path' || spec.required === true,
      schema,
      ...(schema.type === 'array' ? { style: 'form', explode: false } : {}),
    };
  });
}
