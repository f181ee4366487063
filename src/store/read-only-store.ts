// The calendar file as committed, for a run that only reads: it neither waits for a writer nor changes the file.
import { errorCode } from '../typing/caught-error.js';
import { JsonFileStore } from './json-file-store.js';
import type { Collection, CollectionRecords, Settings } from './records.js';
import { FileKeySecretBox, keyFileOf, type SecretBox } from './secret-box.js';
import type { Store, StoreReader, TranslatableCollection } from './store.js';

export class ReadOnlyStoreError extends Error {}

class ReadOnlyStore implements Store {
  readonly secrets: SecretBox;

  constructor(
    readonly path: string,
    private readonly committed: StoreReader,
  ) {
    this.secrets = new FileKeySecretBox(keyFileOf(path));
  }

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

  findByName<C extends 'venues' | 'organizers'>(collection: C, name: string) {
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

  postCollection(id: number) {
    return this.committed.postCollection(id);
  }

  write(): Promise<never> {
    return Promise.reject(new ReadOnlyStoreError(`${this.path} was opened for reading only`));
  }

  async close(): Promise<void> {}
}

/**
 * The file for reading, or undefined when it cannot serve a read as it is: not made yet, or without its
 * administrator (opening it for writing makes both).
 */
export async function openForReading(path: string): Promise<Store | undefined> {
  let committed: StoreReader;
  try {
    committed = await JsonFileStore.readCommitted(path);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
  return committed.count('users') === 0 ? undefined : new ReadOnlyStore(path, committed);
}
