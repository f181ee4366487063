// The meta fields of venues and organizers: read off their field specs, what is not kept on the post itself.
import type { InputOf } from '../../api/catalog.js';
import type { InlineCreateInputs, Params } from '../../api/field-spec.js';
import { organizerFields, venueFields } from '../../api/resource-fields.js';
import { nameField, type LinkedResource, type NameField } from '../../api/resources.js';
import type { OrganizerRecord, PostRecord, VenueRecord } from '../../store/records/records.js';
import { EVENT_BOOLEANS, fieldsOfType, type EventBoolean, type FieldsOfType } from '../field-sets.js';

export type LinkedKind = LinkedResource;

/**
 * The validated args of a venue or organizer write, by its create or its update route, or inline in an event (the
 * same type as the create route's, which TypeScript cannot see for a generic kind).
 */
export type LinkedArgs<K extends LinkedKind> = InputOf<`${K}.create`> | InputOf<`${K}.update`> | InlineCreateInputs[K];

/** What WordPress keeps on the post itself (the name too, as its title); the rest of a post's fields is its meta. */
export const POST_FIELDS = [
  'author',
  'date',
  'date_utc',
  'slug',
  'description',
  'excerpt',
  'status',
  'image',
] as const satisfies readonly (keyof PostRecord)[];

/** A linked kind's meta: its text fields other than its name, the post's own and its flags (events have them too). */
type MetaOf<F extends Params, K extends LinkedKind> = Exclude<
  FieldsOfType<F, 'string'>,
  NameField<K> | (typeof POST_FIELDS)[number] | EventBoolean
>;

function metaOf<F extends Params, K extends LinkedKind>(kind: K, fields: F): readonly MetaOf<F, K>[] {
  const own: readonly string[] = [nameField(kind), ...POST_FIELDS, ...EVENT_BOOLEANS];
  return fieldsOfType(fields, 'string').filter((name): name is MetaOf<F, K> => !own.includes(name));
}

/** address, city, country... website, in the order of the venue's field specs. */
export const VENUE_META = metaOf('venues', venueFields);
/** phone, website, email. */
export const ORGANIZER_META = metaOf('organizers', organizerFields);

export type VenueMeta = (typeof VENUE_META)[number];
export type OrganizerMeta = (typeof ORGANIZER_META)[number];

export function metaFields(kind: LinkedKind): readonly (VenueMeta | OrganizerMeta)[] {
  return kind === 'venues' ? VENUE_META : ORGANIZER_META;
}

export type LinkedRecord<K extends LinkedKind> = K extends 'venues' ? VenueRecord : OrganizerRecord;
