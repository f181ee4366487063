// The kinds of record an import or export file holds: events, and the kinds whose records are flat (no nesting).
import { RESOURCES, type ResourceName, type ResourcesOf } from '../api/resources.js';

/** Venues, organizers, categories and tags: their records hold no others, as an event's holds its venue. */
export type FlatKind = ResourcesOf<'linked' | 'term'>;

export function isFlat(kind: ResourceName): kind is FlatKind {
  return RESOURCES[kind].kind !== 'event';
}
