// The in-memory calendar: maps per collection and the indexes kept over them (slugs, names, start order, groups).
import {
  DEFAULT_SETTINGS,
  POST_COLLECTIONS,
  type PostCollection,
  type Collection,
  type CollectionRecords,
  type EventRecord,
  type IdempotencyKeyRecord,
  type Settings,
} from '../records/records.js';
import { GroupIndex } from '../indexes/group-index.js';
import { ListingIndex } from '../indexes/listing-index.js';
import type { StoreReader, TranslatableCollection } from '../store.js';
import { foldName, KeyIndex } from '../indexes/key-index.js';

export type AnyRecord = CollectionRecords[Collection];
export type SlugCollection = 'events' | 'venues' | 'organizers' | 'categories' | 'tags';
export type NamedCollection = 'venues' | 'organizers' | 'categories' | 'tags';

export interface Sequences {
  post: number;
  term: number;
  user: number;
  /** Idempotency keys (absent in calendars written before they were kept). */
  key: number;
}

/** What a committed transaction changed, enough to persist it or to undo it. */
export interface ChangeSet {
  records: { collection: Collection; id: number; before: AnyRecord | undefined; after: AnyRecord | undefined }[];
  settingsBefore: Settings;
  settingsAfter: Settings;
  sequencesBefore: Sequences;
  sequencesAfter: Sequences;
}

/** One map per collection, typed by it: indexed with a collection type `C`, it answers `C`'s records. */
type CollectionMaps = { readonly [C in Collection]: Map<number, CollectionRecords[C]> };

/**
 * The key a record is found by name with (findByName): a venue's or organizer's title, a term's name, folded. Only
 * the indexes of those collections are ever made, so other records' keys are never taken.
 */
export function nameKeyOf(record: AnyRecord): string {
  if ('title' in record) return foldName(record.title);
  return 'name' in record ? foldName(record.name) : '';
}

/** The key a record is found by slug with (findBySlug): its slug, "" (kept by no index) for a record without one. */
const slugKeyOf = (record: AnyRecord): string => ('slug' in record ? record.slug : '');

/** What the idempotency keys are found by: a user's own key. */
export const requestKeyOf = (user: number, key: string) => `${user}\n${key}`;

export class MemoryState implements StoreReader {
  private readonly maps: CollectionMaps = {
    users: new Map(),
    media: new Map(),
    venues: new Map(),
    organizers: new Map(),
    events: new Map(),
    categories: new Map(),
    tags: new Map(),
    idempotency_keys: new Map(),
  };
  /** Idempotency keys by user and key (see keyOfRequest). */
  private readonly requests = new Map<string, number>();
  /**
   * Records by slug, and venues and organizers by folded title (every event of an import looks its
   * venue up by name). Each is built on its first lookup, so a run that only lists pays nothing for it.
   */
  private readonly slugs = new Map<Collection, KeyIndex>();
  private readonly names = new Map<Collection, KeyIndex>();
  /** The start order split for lists; built on the first list that reads it, so opening pays nothing for it. */
  private readonly listings = new ListingIndex(() => this.all('events'));
  private readonly groups = new GroupIndex();
  /** Kept in step on every write: counting by a pass over all events made each write O(events). */
  private readonly termCounts = new Map<number, number>();
  private revisionCount = 0;
  private bulk = false;
  currentSettings: Settings = { ...DEFAULT_SETTINGS };
  sequences: Sequences = { post: 0, term: 0, user: 0, key: 0 };

  eventsByStart(): ListingIndex {
    return this.listings;
  }

  translationsOf<C extends TranslatableCollection>(
    collection: C,
    record: Readonly<CollectionRecords[C]>,
  ): CollectionRecords[C][] {
    // Most records are in no group: no copies made to find none.
    if (record.translation_group === null || record.translation_group === undefined) return [];
    return this.groups
      .members(collection, record.translation_group)
      .filter((id) => id !== record.id)
      .map((id) => this.get(collection, id))
      .filter((r): r is CollectionRecords[C] => r !== undefined);
  }

  /** Loads many records with `loaded` (or `set`), building the ordered index once at the end. */
  load(fill: () => void): void {
    this.bulk = true;
    try {
      fill();
    } finally {
      this.bulk = false;
      this.listings.reset();
    }
  }

  revision(): number {
    return this.revisionCount;
  }

  publishedEventCount(termId: number): number {
    return this.termCounts.get(termId) ?? 0;
  }

  settings(): Readonly<Settings> {
    return this.currentSettings;
  }

  get<C extends Collection>(collection: C, id: number): CollectionRecords[C] | undefined {
    return this.maps[collection].get(id);
  }

  /** Which IDs a collection holds, for checking many at once. */
  ids(collection: Collection): Pick<ReadonlyMap<number, unknown>, 'has'> {
    return this.maps[collection];
  }

  all<C extends Collection>(collection: C): Iterable<CollectionRecords[C]> {
    return this.maps[collection].values();
  }

  count(collection: Collection): number {
    return this.maps[collection].size;
  }

  findBySlug<C extends SlugCollection>(collection: C, slug: string): CollectionRecords[C][] {
    return this.findByKey(collection, this.slugIndex(collection), slug, slugKeyOf);
  }

  findByName<C extends NamedCollection>(collection: C, name: string): CollectionRecords[C][] {
    return this.findByKey(collection, this.nameIndex(collection), foldName(name), nameKeyOf);
  }

  findIdempotencyKey(user: number, key: string): IdempotencyKeyRecord | undefined {
    const id = this.requests.get(requestKeyOf(user, key));
    return id === undefined ? undefined : this.maps.idempotency_keys.get(id);
  }

  postCollection(id: number): PostCollection | undefined {
    return POST_COLLECTIONS.find((c) => this.maps[c].has(id));
  }

  /** Puts a record as is (loading, committing, undoing); keeps the indexes in step. */
  set<C extends Collection>(collection: C, id: number, record: CollectionRecords[C] | undefined): void {
    const map: Map<number, CollectionRecords[C]> = this.maps[collection];
    const old: AnyRecord | undefined = map.get(id);
    this.revisionCount += 1;
    if (old && collection === 'events') this.eventLeaves(id);
    if (old && 'slug' in old) this.slugs.get(collection)?.remove(old.slug, id);
    if (old) this.names.get(collection)?.remove(nameKeyOf(old), id);
    if (old && 'translation_group' in old) this.groups.remove(collection, old.translation_group, id);
    if (old && 'request' in old) this.requests.delete(requestKeyOf(old.user, old.key));
    if (record === undefined) map.delete(id);
    else this.put(collection, id, record);
    if (record && collection === 'events') this.eventArrives(id);
  }

  /**
   * Puts a record read from a file, inside `load`: its ID is new (the reader refuses one used twice), so there is no
   * earlier record to take out of the indexes (`set` looks for one).
   */
  loaded<C extends Collection>(collection: C, id: number, record: CollectionRecords[C]): void {
    this.revisionCount += 1;
    this.put(collection, id, record);
    if (collection === 'events') this.eventArrives(id);
  }

  /** Puts `record` in its collection and in the indexes by slug, name, translation group and request. */
  private put<C extends Collection>(collection: C, id: number, record: CollectionRecords[C]): void {
    this.maps[collection].set(id, record);
    const added: AnyRecord = record;
    if ('slug' in added) this.slugs.get(collection)?.add(added.slug, id);
    this.names.get(collection)?.add(nameKeyOf(added), id);
    if ('translation_group' in added) this.groups.add(collection, added.translation_group, id);
    if ('request' in added) this.requests.set(requestKeyOf(added.user, added.key), id);
  }

  apply(changes: ChangeSet, direction: 'forward' | 'back'): void {
    // A change of settings alone is a new revision too: readers cache what settings decide.
    this.revisionCount += 1;
    const list = direction === 'forward' ? changes.records : [...changes.records].reverse();
    for (const change of list)
      this.set(change.collection, change.id, direction === 'forward' ? change.after : change.before);
    this.currentSettings = direction === 'forward' ? changes.settingsAfter : changes.settingsBefore;
    this.sequences = direction === 'forward' ? changes.sequencesAfter : changes.sequencesBefore;
  }

  /** Before an event is replaced or removed: it leaves the start order and the term counts. */
  private eventLeaves(id: number): void {
    const event = this.maps.events.get(id);
    if (!event) return;
    if (!this.bulk) this.listings.remove(event);
    this.countTerms(event, -1);
  }

  /** After an event is put: it joins them. */
  private eventArrives(id: number): void {
    const event = this.maps.events.get(id);
    if (!event) return;
    this.countTerms(event, 1);
    if (!this.bulk) this.listings.add(event);
  }

  private countTerms(event: EventRecord, delta: 1 | -1): void {
    if (event.status !== 'publish') return;
    // Two plain loops: a large file is loaded through here, one event at a time.
    for (const id of event.categories) this.termCounts.set(id, (this.termCounts.get(id) ?? 0) + delta);
    for (const id of event.tags) this.termCounts.set(id, (this.termCounts.get(id) ?? 0) + delta);
  }

  private slugIndex(collection: SlugCollection): KeyIndex {
    let index = this.slugs.get(collection);
    if (!index) {
      this.slugs.set(collection, (index = new KeyIndex()));
      for (const record of this.maps[collection].values()) if ('slug' in record) index.add(record.slug, record.id);
    }
    return index;
  }

  private nameIndex(collection: NamedCollection): KeyIndex {
    let index = this.names.get(collection);
    if (!index) {
      this.names.set(collection, (index = new KeyIndex()));
      for (const record of this.maps[collection].values()) index.add(nameKeyOf(record), record.id);
    }
    return index;
  }

  /** The records of `collection` whose key (`keyOf`) is `key`, found through its index. */
  private findByKey<C extends Collection>(
    collection: C,
    index: KeyIndex,
    key: string,
    keyOf: (record: AnyRecord) => string,
  ): CollectionRecords[C][] {
    const records: Map<number, AnyRecord> = this.maps[collection];
    return this.lookup(
      collection,
      index.get(key, (id) => {
        const record = records.get(id);
        return record && keyOf(record);
      }),
    );
  }

  private lookup<C extends Collection>(collection: C, ids: readonly number[]): CollectionRecords[C][] {
    return ids.map((id) => this.get(collection, id)).filter((r): r is CollectionRecords[C] => r !== undefined);
  }
}
