// Response fields: the JSON schema /doc shows for a field of an answer and the TypeScript type its renderer gives
// it, declared together, so the document and the renderers (src/domain/render/) cannot tell different stories.
import * as json from './openapi-params.js';
import type { Schema } from './openapi-params.js';

export interface ResponseField<T, Optional extends boolean = boolean> {
  readonly schema: Schema;
  /** Left out of some answers (a venue without a phone, `json_ld` outside single reads). */
  readonly optional: Optional;
  /** The type of the value, for the type checker alone: never set. */
  readonly value?: T;
}

type AnyField = ResponseField<unknown>;
type Always<T> = ResponseField<T, false>;
export type ResponseFields = Readonly<Record<string, AnyField>>;

/** A named object of the document (`#/components/schemas/<name>`), its fields in the order answers show them. */
export interface ResponseShape<F extends ResponseFields = ResponseFields> {
  readonly name: string;
  readonly fields: F;
}

type ValueOf<F> = F extends ResponseField<infer T> ? T : never;
/** Spells an intersection out as one object type, so messages show its fields. */
type Flat<T> = T extends infer U ? { [K in keyof U]: U[K] } : never;

/** The object an answer holds: a key for each field, optional where the field is. */
export type Rendered<F extends ResponseFields> = Flat<
  { -readonly [K in keyof F as F[K] extends Always<unknown> ? K : never]: ValueOf<F[K]> } & {
    -readonly [K in keyof F as F[K] extends Always<unknown> ? never : K]?: ValueOf<F[K]>;
  }
>;

/**
 * What a renderer builds: every field named, those an answer leaves out as `undefined` (JSON.stringify drops
 * them), so a renderer that forgets a field, adds one or mistypes one does not compile. Renderers write the fields
 * in declaration order, which is the answer's; test/unit/render-shapes.test.ts checks it, as no type can.
 */
export type Complete<F extends ResponseFields> = {
  -readonly [K in keyof F]: F[K] extends Always<unknown> ? ValueOf<F[K]> : ValueOf<F[K]> | undefined;
};

const field = <T>(schema: Schema): Always<T> => ({ schema, optional: false });

export const shape = <F extends ResponseFields>(name: string, fields: F): ResponseShape<F> => ({ name, fields });

export const optional = <T>(item: ResponseField<T>): ResponseField<T, true> => ({ ...item, optional: true });

/** The fields upstream filters empty values out of (`array_filter`): each of them may be absent. */
export function droppedWhenEmpty<F extends ResponseFields>(
  fields: F,
): { [K in keyof F]: ResponseField<ValueOf<F[K]>, true> } {
  const out: Record<string, ResponseField<unknown, true>> = {};
  for (const [name, item] of Object.entries(fields)) out[name] = optional(item);
  // A loop builds the copies one by one; TypeScript gives no loop the mapped type it makes.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- see above.
  return out as { [K in keyof F]: ResponseField<ValueOf<F[K]>, true> };
}

/** The properties of the schema of `fields`, in their order. */
export function propertiesOf(fields: ResponseFields): Record<string, Schema> {
  const properties: Record<string, Schema> = {};
  for (const [name, item] of Object.entries(fields)) properties[name] = item.schema;
  return properties;
}

export const shapeSchema = (item: ResponseShape): Schema => json.object(propertiesOf(item.fields));

export const text = (description: string, extra: Schema = {}): Always<string> => field(json.str(description, extra));
export const textOf = <const V extends readonly string[]>(description: string, values: V): Always<V[number]> =>
  field(json.str(description, { enum: [...values] }));
export const link = (description: string): Always<string> => field(json.uri(description));
export const wallTime = (description: string): Always<string> => field(json.wallTime(description));
export const digits = (description: string, length: number): Always<string> => field(json.digits(description, length));
export const integer = (description: string): Always<number> => field(json.int(description));
export const double = (description: string): Always<number> => field({ type: 'number', format: 'double', description });
/** A flag; `null` where a locked event in a list blanks it. */
export const nullableFlag = (description: string): Always<boolean | null> => field(json.flag(description, true));

/** Branches of `oneOf` and items of lists and maps, which take no description of their own. */
export const anInteger: Always<number> = field({ type: 'integer' });
export const aString = (extra: Schema = {}): Always<string> => field({ type: 'string', ...extra });
export const onlyFalse: Always<false> = field({ type: 'boolean', enum: [false] });
export const emptyList = (items: Schema): Always<never[]> => field({ type: 'array', items, maxItems: 0 });

export const listOf = <T>(items: ResponseField<T>, description: string): Always<T[]> =>
  field(json.list(items.schema, description));

export const mapOf = <T>(values: ResponseField<T>, description?: string): Always<Record<string, T>> =>
  field({ type: 'object', ...(description === undefined ? {} : { description }), additionalProperties: values.schema });

/** An object the document does not detail (schema.org data, links). */
export const anObject = (description?: string): Always<Record<string, unknown>> =>
  field({ type: 'object', ...(description === undefined ? {} : { description }) });

/** An object described in place; `required` lists the fields that are not optional. */
export const objectOf = <F extends ResponseFields>(
  fields: F,
  options: { description?: string; required?: boolean } = {},
): Always<Rendered<F>> => {
  const required = Object.keys(fields).filter((name) => fields[name]?.optional === false);
  return field({
    type: 'object',
    ...(options.description === undefined ? {} : { description: options.description }),
    properties: propertiesOf(fields),
    ...(options.required ? { required } : {}),
  });
};

export const refTo = <F extends ResponseFields>(target: ResponseShape<F>): Always<Rendered<F>> =>
  field(json.ref(target.name));

export const oneOf = <const B extends readonly AnyField[]>(
  description: string,
  ...branches: B
): Always<ValueOf<B[number]>> => field({ description, oneOf: branches.map((branch) => branch.schema) });
