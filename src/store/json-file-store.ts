// The default Store: the whole calendar in memory, saved as one readable JSON document after each write.
import { FileKeySecretBox, keyFileOf, type SecretBox } from './secret-box.js';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { writeFileDurably } from './file-io.js';
import { Journal, JournalError, journalPath, readJournal, type JournalEntry } from './journal.js';
import { MemoryState, type ChangeSet } from './memory-state.js';
import type { Collection, CollectionRecords, Settings } from './records.js';
import { decodeDocument, encodeDocument } from './store-document.js';
import type { Store, StoreReader, Transaction, TranslatableCollection } from './store.js';

interface PendingWrite {
  changes: ChangeSet;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class StoreFileError extends Error {}

export class JsonFileStore implements Store {
  private readonly state: MemoryState;
  private queue: PendingWrite[] = [];
  private flushing: Promise<void> | undefined;
  private closed = false;
  readonly secrets: SecretBox;

  private constructor(
    readonly path: string,
    state: MemoryState,
    private readonly journal: Journal,
  ) {
    this.state = state;
    this.secrets = new FileKeySecretBox(keyFileOf(path));
  }

  /**
   * Opens the store at `path` (the snapshot, then the journal of changes since, replayed), creating an
   * empty calendar there when the file does not exist.
   */
  static async open(path: string, initialSettings: Partial<Settings> = {}): Promise<JsonFileStore> {
    const { state, validBytes } = await loadState(path, initialSettings);
    return new JsonFileStore(path, state, await Journal.open(journalPath(path), validBytes));
  }

  /** The calendar as committed (snapshot plus journal), read without taking the file over: for backups. */
  static async readConsistent(path: string): Promise<string> {
    const { state } = await loadState(path, {}, { create: false });
    return encodeDocument(state);
  }

  /**
   * The records of one collection as committed, read without taking the file over, so also while a server holds it;
   * rejects with ENOENT when there is no file yet.
   */
  static async readCollection<C extends Collection>(
    path: string,
    collection: C,
  ): Promise<Readonly<CollectionRecords[C]>[]> {
    const { state } = await loadState(path, {}, { create: false });
    return [...state.all(collection)];
  }

  /**
   * The calendar as committed, for reading only: read without taking the file over and without changing it, so
   * also while another process writes it; rejects with ENOENT when there is no file yet.
   */
  static async readCommitted(path: string): Promise<StoreReader> {
    return (await loadState(path, {}, { create: false })).state;
  }

  /** The settings of a calendar file, also while a server holds it; undefined when there is no file yet. */
  static async readSettings(path: string): Promise<Readonly<Settings> | undefined> {
    try {
      return (await loadState(path, {}, { create: false })).state.settings();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  settings(): Readonly<Settings> {
    return this.state.settings();
  }

  get<C extends Collection>(collection: C, id: number): Readonly<CollectionRecords[C]> | undefined {
    return this.state.get(collection, id);
  }

  all<C extends Collection>(collection: C): Iterable<Readonly<CollectionRecords[C]>> {
    return this.state.all(collection);
  }

  count(collection: Collection): number {
    return this.state.count(collection);
  }

  findBySlug<C extends 'events' | 'venues' | 'organizers' | 'categories' | 'tags'>(collection: C, slug: string) {
    return this.state.findBySlug(collection, slug);
  }

  findByName<C extends 'venues' | 'organizers'>(collection: C, name: string) {
    return this.state.findByName(collection, name);
  }

  postCollection(id: number) {
    return this.state.postCollection(id);
  }

  translationsOf<C extends TranslatableCollection>(collection: C, record: Readonly<CollectionRecords[C]>) {
    return this.state.translationsOf(collection, record as CollectionRecords[C]);
  }

  eventsByStart() {
    return this.state.eventsByStart();
  }

  revision(): number {
    return this.state.revision();
  }

  publishedEventCount(termId: number): number {
    return this.state.publishedEventCount(termId);
  }

  async write<T>(change: (tx: Transaction) => T): Promise<T> {
    if (this.closed) throw new Error('the store is closed');
    const tx = this.state.begin();
    const result = change(tx);
    const changes = tx.changes();
    this.state.apply(changes, 'forward');
    await new Promise<void>((resolve, reject) => {
      this.queue.push({ changes, resolve, reject });
      this.flushing ??= this.flush();
    });
    return result;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.flushing;
    // A clean stop leaves one readable document and an empty journal.
    if (this.journal.size > 0) await this.compact();
    await this.journal.close();
  }

  /** Folds the journal into the snapshot: a new snapshot first, then the journal emptied. */
  async compact(): Promise<void> {
    await this.flushing;
    await writeFileDurably(this.path, encodeDocument(this.state));
    await this.journal.reset();
  }

  /** Group commit: every write queued while one save runs shares the next save. */
  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      try {
        await this.journal.append(batch.map((pending) => journalEntry(pending.changes)));
        for (const pending of batch) pending.resolve();
        // Replaying a long journal slows the next start: fold it once it grows. Only with nothing queued,
        // so the snapshot holds exactly what the journal holds (queued writes are in memory, not yet on disk).
        if (this.journal.size > COMPACT_BYTES && this.queue.length === 0) {
          await writeFileDurably(this.path, encodeDocument(this.state));
          await this.journal.reset();
        }
      } catch (error) {
        // Nothing of this batch or of writes queued behind it is on disk: take them all back.
        const failed = [...batch, ...this.queue];
        this.queue = [];
        for (const pending of [...failed].reverse()) this.state.apply(pending.changes, 'back');
        for (const pending of failed) pending.reject(error);
      }
    }
    this.flushing = undefined;
  }
}

/** Journal size at which it is folded into the snapshot. */
const COMPACT_BYTES = 16 * 1024 * 1024;

function journalEntry(changes: ChangeSet): JournalEntry {
  return {
    records: changes.records.map(({ collection, id, after }) => ({ collection, id, after: after ?? null })),
    settings: changes.settingsAfter,
    sequences: changes.sequencesAfter,
  };
}

async function loadState(
  path: string,
  initialSettings: Partial<Settings>,
  options: { create: boolean } = { create: true },
): Promise<{ state: MemoryState; validBytes: number }> {
  let text: string | undefined;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || !options.create) throw error;
  }
  const state = new MemoryState();
  if (text === undefined) {
    state.currentSettings = { ...state.currentSettings, ...initialSettings };
    await mkdir(dirname(path), { recursive: true });
    await writeFileDurably(path, encodeDocument(state));
  } else {
    try {
      decodeDocument(text, state);
    } catch (error) {
      throw new StoreFileError(`${path}: ${(error as Error).message}`);
    }
  }
  let journal: Awaited<ReturnType<typeof readJournal>>;
  try {
    journal = await readJournal(journalPath(path));
  } catch (error) {
    if (error instanceof JournalError) throw new StoreFileError(error.message);
    throw error;
  }
  state.load(() => {
    for (const entry of journal.entries) {
      for (const change of entry.records) state.set(change.collection, change.id, change.after ?? undefined);
      state.currentSettings = entry.settings;
      for (const name of ['post', 'term', 'user'] as const)
        state.sequences[name] = Math.max(state.sequences[name], entry.sequences[name]);
    }
  });
  return { state, validBytes: journal.validBytes };
}
