// The reads of a store that keeps its calendar in memory: each is answered by the committed state it holds.
import type { Collection, CollectionRecords, Settings } from '../records/records.js';
import type { StoreReader, TranslatableCollection } from '../store.js';

export abstract class DelegatingReader implements StoreReader {
  protected constructor(protected readonly committed: StoreReader) {}

  settings(): Readonly<Settings> {
    return this.committed.settings();
  }

  get<C extends Collection>(collection: C, id: number): Readonly<CollectionRecords[C]> | undefined {
    return this.committed.get(collection, id);
  }

  all<C extends Collection>(collection: C): Iterable<Readonly<CollectionRecords[C]>> {
    return this.committed.all(collection);
  }

  count(collection: Collection): number {
    return this.committed.count(collection);
  }

  findBySlug<C extends 'events' | 'venues' | 'organizers' | 'categories' | 'tags'>(collection: C, slug: string) {
    return this.committed.findBySlug(collection, slug);
  }

  findByName<C extends 'venues' | 'organizers' | 'categories' | 'tags'>(collection: C, name: string) {
    return this.committed.findByName(collection, name);
  }

  translationsOf<C extends TranslatableCollection>(collection: C, record: Readonly<CollectionRecords[C]>) {
    return this.committed.translationsOf(collection, record);
  }

  eventsByStart() {
    return this.committed.eventsByStart();
  }

  revision(): number {
    return this.committed.revision();
  }

  publishedEventCount(termId: number): number {
    return this.committed.publishedEventCount(termId);
  }

  findIdempotencyKey(user: number, key: string) {
    return this.committed.findIdempotencyKey(user, key);
  }

  postCollection(id: number) {
    return this.committed.postCollection(id);
  }
}
