// What differs between the kinds `cal import` handles: the record checks and the API operations used.
import type { OperationId } from '../../../api/catalog.js';
import { validateFlat } from '../../../codecs/kind-records.js';
import type { ImportKind } from '../../../codecs/kinds.js';
import type { Checked } from '../../../codecs/record-checks.js';
import { validateRecord } from '../../../codecs/validate.js';

export const IMPORT_KINDS: readonly ImportKind[] = ['events', 'venues', 'organizers', 'categories', 'tags'];

export interface KindSpec {
  readonly kind: ImportKind;
  /** "event", "venue"...: how one item is called in messages. */
  readonly noun: string;
  validate(value: unknown, now: number): Checked;
  readonly create: OperationId;
  readonly update: OperationId;
}

const post = (kind: 'events' | 'venues' | 'organizers', noun: string, validate: KindSpec['validate']): KindSpec => ({
  kind,
  noun,
  validate,
  create: `${kind}.create`,
  update: `${kind}.update`,
});

const term = (kind: 'categories' | 'tags', noun: string): KindSpec => ({
  kind,
  noun,
  validate: (value) => validateFlat(kind, value),
  create: `${kind}.create`,
  update: `${kind}.update`,
});

export const KIND_SPECS: Record<ImportKind, KindSpec> = {
  events: post('events', 'event', validateRecord),
  venues: post('venues', 'venue', (value) => validateFlat('venues', value)),
  organizers: post('organizers', 'organizer', (value) => validateFlat('organizers', value)),
  categories: term('categories', 'category'),
  tags: term('tags', 'tag'),
};
