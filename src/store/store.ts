// The Store contract: reads return undefined for absent things; writes are atomic transactions.
import type { SecretBox } from './secret-box.js';
import type { SignInFailures } from './sign-in-failures.js';
import type { Collection, CollectionRecords, IdempotencyKeyRecord, Settings } from './records/records.js';
import type { EventListings } from './indexes/listing-index.js';

export type TranslatableCollection = 'events' | 'venues' | 'organizers' | 'categories' | 'tags';

export interface StoreReader {
  settings(): Readonly<Settings>;
  get<C extends Collection>(collection: C, id: number): Readonly<CollectionRecords[C]> | undefined;
  /** Records in insertion order. */
  all<C extends Collection>(collection: C): Iterable<Readonly<CollectionRecords[C]>>;
  count(collection: Collection): number;
  /** Records whose slug equals `slug` (any language, any status). */
  findBySlug<C extends 'events' | 'venues' | 'organizers' | 'categories' | 'tags'>(
    collection: C,
    slug: string,
  ): Readonly<CollectionRecords[C]>[];
  /**
   * Venues or organizers whose title, or terms whose name, equals `name` but for case and surrounding blanks (any
   * language, any status).
   */
  findByName<C extends 'venues' | 'organizers' | 'categories' | 'tags'>(
    collection: C,
    name: string,
  ): Readonly<CollectionRecords[C]>[];
  /** The other members of a record's translation group (none when it has no group). */
  translationsOf<C extends TranslatableCollection>(
    collection: C,
    record: Readonly<CollectionRecords[C]>,
  ): Readonly<CollectionRecords[C]>[];
  /** Events ordered by local start time, then ID: all of them, and split by status, hidden flag and language. */
  eventsByStart(): EventListings;
  /** Changes whenever the committed data changes; lets readers cache what they derive from it. */
  revision(): number;
  /** Published events filed under this category or tag. */
  publishedEventCount(termId: number): number;
  /** The record of a create made by `user` with this Idempotency-Key, if one is kept. */
  findIdempotencyKey(user: number, key: string): Readonly<IdempotencyKeyRecord> | undefined;
  /** The collection a post ID belongs to (posts share one ID sequence), if it exists. */
  postCollection(id: number): 'events' | 'venues' | 'organizers' | 'media' | undefined;
}

/** A write in progress: reads see its own staged changes; nothing is visible to others until commit. */
export interface Transaction extends StoreReader {
  nextId(sequence: 'post' | 'term' | 'user' | 'key'): number;
  put<C extends Collection>(collection: C, record: Readonly<CollectionRecords[C]>): void;
  remove(collection: Collection, id: number): void;
  updateSettings(patch: Partial<Settings>): void;
}

export interface Store extends StoreReader {
  /** Seals what editors must read back but nobody may find in the file (event passwords). */
  readonly secrets: SecretBox;
  /** Where failed sign-ins are counted when other processes serve the calendar too (else each counts its own). */
  readonly signInFailures?: SignInFailures;
  /**
   * Runs `change` against a transaction and makes its effects durable before resolving.
   * If `change` throws, nothing is applied and the error is rethrown.
   */
  write<T>(change: (tx: Transaction) => T): Promise<T>;
  /**
   * Resolves when a write could be made now; throws why not otherwise (the store's refusal of a write: a database
   * out of reach, a read-only file). What the health route answers from.
   */
  writesReady?(): Promise<void>;
  /** Finishes pending writes and releases the store. */
  close(): Promise<void>;
}
