// A write in progress: changes staged over the committed state, which stays untouched until they are applied.
import { cloneRecord } from './clone-record.js';
import { foldName } from '../indexes/key-index.js';
import {
  nameKeyOf,
  type AnyRecord,
  type ChangeSet,
  type MemoryState,
  type NamedCollection,
  type Sequences,
  type SlugCollection,
} from './memory-state.js';
import {
  POST_COLLECTIONS,
  type Collection,
  type CollectionRecords,
  type IdempotencyKeyRecord,
  type PostCollection,
  type Settings,
  VERSIONED_COLLECTIONS,
  versionOf,
} from '../records/records.js';
import { ListingIndex } from '../indexes/listing-index.js';
import type { Transaction, TranslatableCollection } from '../store.js';

/**
 * The records a transaction put (a record) or removed (undefined), by ID: one map per collection it staged in, typed
 * by it. Most writes stage in one or two of the eight collections: the others get no map.
 */
type StagedRecords = { [C in Collection]?: Map<number, CollectionRecords[C] | undefined> };

const NOTHING_STAGED: ReadonlyMap<number, never> = new Map<number, never>();

/** Changes staged over the base state; the base is untouched until the change set is applied. */
export class StagedTransaction implements Transaction {
  private readonly staged: StagedRecords = {};
  /** The collections staged in, in the order they were first: the order of the change set. */
  private readonly touched = new Set<Collection>();
  private settingsDraft: Settings;
  private sequenceDraft: Sequences;

  constructor(private readonly base: MemoryState) {
    this.settingsDraft = base.currentSettings;
    this.sequenceDraft = { ...base.sequences };
  }

  settings(): Readonly<Settings> {
    return this.settingsDraft;
  }

  get<C extends Collection>(collection: C, id: number): CollectionRecords[C] | undefined {
    const staged = this.stagedIn(collection);
    if (staged.has(id)) return staged.get(id);
    return this.base.get(collection, id);
  }

  *all<C extends Collection>(collection: C): Iterable<CollectionRecords[C]> {
    const staged = this.stagedIn(collection);
    for (const record of this.base.all(collection)) {
      if (!staged.has(record.id)) yield record;
      else {
        const replaced = staged.get(record.id);
        if (replaced) yield replaced;
      }
    }
    for (const [id, record] of staged) {
      if (record && !this.base.get(collection, id)) yield record;
    }
  }

  count(collection: Collection): number {
    let n = 0;
    for (const _ of this.all(collection)) n++;
    return n;
  }

  findBySlug<C extends SlugCollection>(collection: C, slug: string): CollectionRecords[C][] {
    return this.overlay(collection, this.base.findBySlug(collection, slug), (r) => 'slug' in r && r.slug === slug);
  }

  findByName<C extends NamedCollection>(collection: C, name: string): CollectionRecords[C][] {
    const folded = foldName(name);
    return this.overlay(collection, this.base.findByName(collection, name), (r) => nameKeyOf(r) === folded);
  }

  findIdempotencyKey(user: number, key: string): IdempotencyKeyRecord | undefined {
    const staged = this.stagedIn('idempotency_keys');
    for (const record of staged.values()) if (record?.user === user && record.key === key) return record;
    const committed = this.base.findIdempotencyKey(user, key);
    return committed && staged.has(committed.id) ? undefined : committed;
  }

  postCollection(id: number): PostCollection | undefined {
    return POST_COLLECTIONS.find((c) => this.get(c, id) !== undefined);
  }

  translationsOf<C extends TranslatableCollection>(
    collection: C,
    record: Readonly<CollectionRecords[C]>,
  ): CollectionRecords[C][] {
    const group = record.translation_group;
    if (group === null || group === undefined) return [];
    return [...this.all(collection)].filter((r) => r.id !== record.id && r.translation_group === group);
  }

  /** Built afresh on each call: a transaction's view is private and short-lived. */
  eventsByStart(): ListingIndex {
    return new ListingIndex(() => this.all('events'));
  }

  revision(): number {
    return -1;
  }

  publishedEventCount(termId: number): number {
    let n = 0;
    for (const event of this.all('events')) {
      if (event.status === 'publish' && (event.categories.includes(termId) || event.tags.includes(termId))) n++;
    }
    return n;
  }

  nextId(sequence: keyof Sequences): number {
    this.sequenceDraft[sequence] += 1;
    return this.sequenceDraft[sequence];
  }

  put<C extends Collection>(collection: C, record: Readonly<CollectionRecords[C]>): void {
    const copy = cloneRecord(record);
    // One more than the committed record, however often this transaction puts it: a version names a commit.
    if (VERSIONED_COLLECTIONS.has(collection) && 'language' in copy) {
      const committed = this.base.get(collection, record.id);
      copy.version = committed && 'language' in committed ? versionOf(committed) + 1 : 1;
    }
    this.stage(collection).set(record.id, copy);
  }

  remove(collection: Collection, id: number): void {
    this.stage(collection).set(id, undefined);
  }

  updateSettings(patch: Partial<Settings>): void {
    this.settingsDraft = { ...this.settingsDraft, ...patch };
  }

  /** The change set against the base as it is now. */
  changes(): ChangeSet {
    return {
      records: [...this.touched].flatMap((collection) => this.changesIn(collection)),
      settingsBefore: this.base.currentSettings,
      settingsAfter: this.settingsDraft,
      sequencesBefore: { ...this.base.sequences },
      sequencesAfter: this.sequenceDraft,
    };
  }

  /** A lookup's base matches that this transaction left alone, then its own staged records that match. */
  private overlay<C extends Collection>(
    collection: C,
    fromBase: CollectionRecords[C][],
    matches: (record: AnyRecord) => boolean,
  ): CollectionRecords[C][] {
    const staged = this.stagedIn(collection);
    if (staged.size === 0) return fromBase;
    const found = fromBase.filter((r) => !staged.has(r.id));
    for (const record of staged.values()) if (record && matches(record)) found.push(record);
    return found;
  }

  private changesIn<C extends Collection>(collection: C): ChangeSet['records'] {
    return [...this.stagedIn(collection)].map(([id, after]) => ({
      collection,
      id,
      before: this.base.get(collection, id),
      after,
    }));
  }

  /** What this transaction staged in `collection`: nothing until it stages there. */
  private stagedIn<C extends Collection>(collection: C): ReadonlyMap<number, CollectionRecords[C] | undefined> {
    return this.staged[collection] ?? NOTHING_STAGED;
  }

  private stage<C extends Collection>(collection: C): Map<number, CollectionRecords[C] | undefined> {
    this.touched.add(collection);
    const found = this.staged[collection];
    if (found) return found;
    const made = new Map<number, CollectionRecords[C] | undefined>();
    // The map of collection C under key C: TypeScript cannot tell a generic key's entry from the others.
    Object.assign(this.staged, { [collection]: made });
    return made;
  }
}
