// The shapes kept in the store: one record type per collection, named like the API fields they feed.
import type { PostStatus } from '../../api/post-statuses.js';
import { isTerm } from '../../api/resources.js';

export interface PostRecord {
  id: number;
  author: number;
  status: PostStatus;
  /** Empty for drafts and pending posts created without one, as WordPress does. */
  slug: string;
  title: string;
  /** As written by the client; rendered to HTML on output. */
  description: string;
  excerpt: string;
  /** Publication and modification times, site-local and UTC, `YYYY-MM-DD HH:MM:SS`. */
  date: string;
  date_utc: string;
  modified: string;
  modified_utc: string;
  /**
   * True when `date_utc` was given for the post: WordPress then keeps it for a draft too, while an unpublished
   * post's UTC dates otherwise float (answered as none) until it is published. Absent means false.
   */
  date_utc_given?: boolean;
  /** Featured image: an ID in `media`, or null. */
  image: number | null;
  language: string;
  /** The ID shared by an item and its translations; absent or null for an item without any. */
  translation_group?: number | null;
  /** Salted hash of the content password (see domain/secrets); null when the post is not protected. */
  password: string | null;
  /** The same password sealed under the calendar's key (store/secret-box), for editors to read back. */
  password_sealed?: string | null;
  /** Set by the store: 1 when created, one more on every write (see VERSIONED_COLLECTIONS). */
  version?: number;
}

export interface EventRecord extends PostRecord {
  /** Event-local wall times and their UTC equivalents, `YYYY-MM-DD HH:MM:SS`. */
  start_date: string;
  end_date: string;
  utc_start_date: string;
  utc_end_date: string;
  timezone: string;
  all_day: boolean;
  /** As sent: a string or a list of strings; formatted on output. */
  cost: string | string[] | null;
  /** Null when never set: the permalink is shown instead. */
  website: string | null;
  /** The iCalendar UID of an event imported from another calendar (absent otherwise). */
  ical_uid?: string | null;
  show_map: boolean;
  show_map_link: boolean;
  hide_from_listings: boolean;
  sticky: boolean;
  featured: boolean;
  categories: number[];
  tags: number[];
  venues: number[];
  organizers: number[];
  post_parent: number;
}

export interface VenueRecord extends PostRecord {
  address: string;
  city: string;
  country: string;
  province: string;
  state: string;
  zip: string;
  phone: string;
  stateprovince: string;
  website: string;
  /** Null when never set, which reads as true. */
  show_map: boolean | null;
  show_map_link: boolean | null;
  /** Coordinates for radius searches; absent or null when unknown. */
  geo_lat?: number | null;
  geo_lng?: number | null;
}

export interface OrganizerRecord extends PostRecord {
  phone: string;
  website: string;
  email: string;
}

export interface ImageSize {
  width: number;
  height: number;
  'mime-type': string;
  url: string;
}

export interface MediaRecord {
  id: number;
  url: string;
  extension: string;
  mime_type: string;
  width?: number;
  height?: number;
  sizes?: Record<string, ImageSize>;
  date_utc: string;
}

export interface TermRecord {
  id: number;
  name: string;
  slug: string;
  description: string;
  /** Parent category ID; always 0 for tags. */
  parent: number;
  language: string;
  translation_group?: number | null;
  /** Set by the store: 1 when created, one more on every write (see VERSIONED_COLLECTIONS). */
  version?: number;
}

export type Role = 'administrator' | 'editor' | 'author' | 'contributor' | 'subscriber';

export interface ApplicationPassword {
  /** Unique per user; what `cal users passwords revoke` names. */
  name: string;
  /** scrypt hash; the password itself is shown once, when created, and never stored. */
  hash: string;
  created: string;
  last_used: string | null;
}

export interface UserRecord {
  id: number;
  login: string;
  name: string;
  email: string;
  role: Role;
  /** Absent in files written before passwords existed. */
  passwords?: ApplicationPassword[];
}

/**
 * A create made with an Idempotency-Key (src/server/idempotency.ts): the item it made, kept a day so that the same
 * request sent again by the same user answers that item instead of making another.
 */
export interface IdempotencyKeyRecord {
  id: number;
  /** The user who sent it: keys are each user's own. */
  user: number;
  key: string;
  /** A digest of the request (operation and arguments): the key sent with another request is refused. */
  request: string;
  collection: 'events' | 'venues' | 'organizers' | 'categories' | 'tags';
  /** The ID of the item the create made. */
  item: number;
  /** When it was made, epoch ms. */
  at: number;
}

export const ROLES: readonly Role[] = ['administrator', 'editor', 'author', 'contributor', 'subscriber'];

export interface Settings {
  timezone: string;
  /** Null means the address the server is reached at. */
  site_url: string | null;
  default_language: string;
  languages: string[];
  posts_per_page: number;
  max_per_page: number;
  /** `HH:MM`: the hour a calendar day starts for multi-day events. */
  multi_day_cutoff: string;
  currency_symbol: string;
  currency_position: 'prefix' | 'postfix';
}

export const DEFAULT_SETTINGS: Settings = {
  timezone: 'UTC',
  site_url: null,
  default_language: 'en',
  languages: ['ca', 'en', 'es'],
  posts_per_page: 10,
  max_per_page: 50,
  multi_day_cutoff: '00:00',
  currency_symbol: '$',
  currency_position: 'prefix',
};

export interface CollectionRecords {
  events: EventRecord;
  venues: VenueRecord;
  organizers: OrganizerRecord;
  media: MediaRecord;
  categories: TermRecord;
  tags: TermRecord;
  users: UserRecord;
  idempotency_keys: IdempotencyKeyRecord;
}

export type Collection = keyof CollectionRecords;
export type PostCollection = 'events' | 'venues' | 'organizers' | 'media';
export type TermCollection = 'categories' | 'tags';
/** The collections sharing the post ID sequence. */
export const POST_COLLECTIONS: readonly PostCollection[] = ['events', 'venues', 'organizers', 'media'];

export const COLLECTIONS: readonly Collection[] = [
  'users',
  'media',
  'venues',
  'organizers',
  'events',
  'categories',
  'tags',
  'idempotency_keys',
];

/**
 * The collections whose records carry a `version`, which the server's ETags are made from. A record read from an
 * older file has none and counts as version 1.
 */
export const VERSIONED_COLLECTIONS: ReadonlySet<Collection> = new Set<Collection>([
  'events',
  'venues',
  'organizers',
  'categories',
  'tags',
]);

/** The record's version: what the store last set, 1 for a record written before versions were kept. */
export function versionOf(record: { readonly version?: number }): number {
  return record.version ?? 1;
}

/** Which ID sequence a collection draws from: posts share one, terms another, as upstream. */
export function sequenceOf(collection: Collection): 'post' | 'term' | 'user' | 'key' {
  if (isTerm(collection)) return 'term';
  if (collection === 'users') return 'user';
  if (collection === 'idempotency_keys') return 'key';
  return 'post';
}
