// The meta fields of venues and organizers.
import type { InputOf } from '../../api/catalog.js';
import type { InlineCreateInputs } from '../../api/field-spec.js';
import type { LinkedResource } from '../../api/resources.js';
import type { OrganizerRecord, VenueRecord } from '../../store/records.js';

export type LinkedKind = LinkedResource;

/**
 * The validated args of a venue or organizer write, by its create or its update route, or inline in an event (the
 * same type as the create route's, which TypeScript cannot see for a generic kind).
 */
export type LinkedArgs<K extends LinkedKind> = InputOf<`${K}.create`> | InputOf<`${K}.update`> | InlineCreateInputs[K];

export const VENUE_META = [
  'address',
  'city',
  'country',
  'province',
  'state',
  'zip',
  'phone',
  'stateprovince',
  'website',
] as const;
export const ORGANIZER_META = ['phone', 'website', 'email'] as const;

export type VenueMeta = (typeof VENUE_META)[number];
export type OrganizerMeta = (typeof ORGANIZER_META)[number];

export function metaFields(kind: LinkedKind): readonly (VenueMeta | OrganizerMeta)[] {
  return kind === 'venues' ? VENUE_META : ORGANIZER_META;
}

export type LinkedRecord<K extends LinkedKind> = K extends 'venues' ? VenueRecord : OrganizerRecord;
