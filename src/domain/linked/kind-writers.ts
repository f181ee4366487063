// What differs between venues and organizers when one is written: its name, its blank record, its own fields and
// how a duplicate is found. The generic writer (linked-writer.ts) picks the entry of its kind.
import { isTruthy } from '../../api/params.js';
import type { CollectionRecords, OrganizerRecord, PostRecord, VenueRecord } from '../../store/records/records.js';
import type { StoreReader } from '../../store/store.js';
import type { PostFieldInput } from '../posts/post-fields.js';
import { given } from '../query/filters.js';
import { findDuplicate, wantedTexts } from './dedupe.js';
import { ORGANIZER_META, VENUE_META, type LinkedArgs, type LinkedKind } from './linked-fields.js';

export interface KindWriter<K extends LinkedKind> {
  /** The shared post fields the args set, the name among them. */
  readonly postFields: (args: LinkedArgs<K>) => PostFieldInput;
  readonly blank: (post: PostRecord) => CollectionRecords[K];
  readonly applyOwn: (record: CollectionRecords[K], args: LinkedArgs<K>) => void;
  readonly duplicateOf: (args: LinkedArgs<K>, store: StoreReader, language: string) => number | undefined;
  /** The item whose translation group a create joins. */
  readonly translationOf: (args: LinkedArgs<K>) => number | undefined;
}

const translationOf = (args: LinkedArgs<LinkedKind>) =>
  'translation_of' in args ? given(args.translation_of) : undefined;

const VENUE_TEXTS = ['description', ...VENUE_META] as const;
const ORGANIZER_TEXTS = ['description', ...ORGANIZER_META] as const;

function postFieldsOf(args: LinkedArgs<'venues'> | LinkedArgs<'organizers'>, name: string | null | undefined) {
  return {
    title: given(name),
    description: args.description,
    author: given(args.author),
    status: given(args.status),
    date: given(args.date),
    date_utc: given(args.date_utc),
    image: args.image,
  } satisfies PostFieldInput;
}

export const KIND_WRITERS: { readonly [K in LinkedKind]: KindWriter<K> } = {
  venues: {
    postFields: (args) => postFieldsOf(args, args.venue),
    blank: (post) =>
      // Object.assign onto a new object, not a spread literal or blankPost's object: see blankEvent.
      Object.assign({}, post, {
        address: '',
        city: '',
        country: '',
        province: '',
        state: '',
        zip: '',
        phone: '',
        stateprovince: '',
        website: '',
        show_map: null,
        show_map_link: null,
      }),
    applyOwn: applyVenueFields,
    translationOf,
    duplicateOf: (args, store, language) => {
      const name = args.venue;
      if (!name?.trim()) return undefined;
      return findDuplicate(store.findByName('venues', name), wantedTexts(args, VENUE_TEXTS), language);
    },
  },
  organizers: {
    postFields: (args) => postFieldsOf(args, args.organizer),
    blank: (post) => Object.assign({}, post, { phone: '', website: '', email: '' }),
    translationOf,
    applyOwn: (record: OrganizerRecord, args) => {
      for (const field of ORGANIZER_META) if (args[field] !== undefined) record[field] = args[field] ?? '';
    },
    duplicateOf: (args, store, language) => {
      const name = args.organizer;
      if (!name?.trim()) return undefined;
      return findDuplicate(store.findByName('organizers', name), wantedTexts(args, ORGANIZER_TEXTS), language);
    },
  },
};

function applyVenueFields(record: VenueRecord, args: LinkedArgs<'venues'>): void {
  for (const field of VENUE_META) if (args[field] !== undefined) record[field] = args[field] ?? '';
  deriveStateProvince(record, args);
  for (const axis of ['geo_lat', 'geo_lng'] as const) if (args[axis] !== undefined) record[axis] = args[axis] ?? null;
  for (const flag of ['show_map', 'show_map_link'] as const) {
    const value = args[flag];
    if (value !== undefined && value !== null) record[flag] = isTruthy(value);
  }
}

/** Upstream fills the combined field from the state (United States) or the province (elsewhere) when not sent. */
function deriveStateProvince(record: VenueRecord, args: LinkedArgs<'venues'>): void {
  if (args.stateprovince !== undefined || (args.state === undefined && args.province === undefined)) return;
  const us = /^(us|usa|united states( of america)?)$/i.test(record.country.trim());
  const [first, second] = us ? [record.state, record.province] : [record.province, record.state];
  record.stateprovince = first !== '' ? first : second;
}
