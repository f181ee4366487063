// Sets of fields read off the catalog's field specs (src/api/resource-fields.ts), typed as exactly as the specs are.
import type { FieldType, Params } from '../api/field-spec.js';
import { eventFields } from '../api/resource-fields.js';
import { keysOf } from '../typing/typed-keys.js';

/** The fields of `F` declared of type `T`. */
export type FieldsOfType<F extends Params, T extends FieldType> = {
  [K in keyof F & string]: F[K] extends { readonly type: T } ? K : never;
}[keyof F & string];

/** The fields of `F` that refer to another resource. */
export type ReferencesOf<F extends Params> = {
  [K in keyof F & string]: F[K] extends { readonly refers: string } ? K : never;
}[keyof F & string];

/** The fields of `fields` declared of type `type`, in the specs' order. */
export function fieldsOfType<F extends Params, T extends FieldType>(fields: F, type: T): FieldsOfType<F, T>[] {
  return keysOf(fields).filter((name): name is FieldsOfType<F, T> => fields[name]?.type === type);
}

/** The event's yes-or-no fields: all_day and the flags (featured, sticky...). */
export type EventBoolean = FieldsOfType<typeof eventFields, 'boolean'>;
export const EVENT_BOOLEANS: readonly EventBoolean[] = fieldsOfType(eventFields, 'boolean');

/** The event fields that name items of other resources (venue, organizer, categories, tags). */
export type EventReference = ReferencesOf<typeof eventFields>;
