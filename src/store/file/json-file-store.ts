// The default Store: the whole calendar in memory, saved as one readable JSON document after each write.
import { errorCode, errorMessage } from '../../typing/caught-error.js';
import { FileKeySecretBox, keyFileOf, type SecretBox } from '../secret-box.js';
import { constants } from 'node:fs';
import { access, readFile, stat } from 'node:fs/promises';
import { writeFileDurably, writeFileDurablyFrom } from './file-io.js';
import {
  JournalError,
  journalEntry,
  journalPath,
  readJournal,
  replayJournal,
  type JournalContents,
} from '../journal/journal.js';
import { Journal, JournalWriteError } from '../journal/journal-appender.js';
import { DelegatingReader } from '../state/delegating-reader.js';
import { FoldSchedule, type FoldOptions } from '../journal/fold-schedule.js';
import { GroupCommit } from '../journal/group-commit.js';
import { MemoryState } from '../state/memory-state.js';
import type { Collection, CollectionRecords, Settings } from '../records/records.js';
import { isSealed } from './document-seal.js';
import {
  decodeDocument,
  documentView,
  encodeDocument,
  writeDocument,
  SCHEMA_VERSION,
  type DocumentView,
} from './store-document.js';
import type { Store, StoreReader, Transaction } from '../store.js';
import { isDiskFull, StorageFullError } from './storage-full.js';

export class StoreFileError extends Error {}

/** A write to a calendar file its owner made read-only. */
export class ReadOnlyCalendarError extends StoreFileError {
  constructor(
    readonly path: string,
    readonly mode: string,
  ) {
    super(`${path} is read-only (mode ${mode}): nothing was written (chmod u+w to allow changes)`);
  }
}

/**
 * Refuses to write a calendar file made read-only (no write permission for its owner, or none for this user), as
 * SQLite does: its owner said it must not change, and the file's mode is never changed.
 */
async function refuseReadOnly(path: string): Promise<void> {
  const { mode } = await stat(path);
  const denied = await access(path, constants.W_OK).then(
    () => false,
    () => true,
  );
  if ((mode & 0o200) === 0 || denied)
    throw new ReadOnlyCalendarError(path, (mode & 0o777).toString(8).padStart(4, '0'));
}

const REPAIR_HINT = '; `cal store repair` sets the file aside and recovers every record it can read';

export interface StoreOptions extends FoldOptions {
  /** Awaited part way through writing each snapshot: lets a test hold a fold open. */
  whileFolding?: () => Promise<void>;
}

/** A last journal record cut short by a crash, left out when the store was read. */
export interface TornTail {
  bytes: number;
  /** Whole records before it. */
  afterRecord: number;
}

export class JsonFileStore extends DelegatingReader implements Store {
  private readonly state: MemoryState;
  private readonly writes: GroupCommit;
  private folding: Promise<void> | undefined;
  /** Set while a fold waits for a quiet moment: cleared and set again by every write saved meanwhile. */
  private quietFold: NodeJS.Timeout | undefined;
  private readonly folds: FoldSchedule;
  private closed = false;
  /** Settles once the file was found writable (asked at the first write: reading a read-only file is fine). */
  private writable: Promise<void> | undefined;
  readonly secrets: SecretBox;

  private constructor(
    readonly path: string,
    state: MemoryState,
    private readonly journal: Journal,
    /** What opening dropped from the journal: a record a crash cut short. */
    readonly tornTail: TornTail | undefined,
    snapshotBytes: number,
    private readonly options: StoreOptions,
  ) {
    super(state);
    this.state = state;
    this.secrets = new FileKeySecretBox(keyFileOf(path));
    this.folds = new FoldSchedule(options, snapshotBytes);
    this.writes = new GroupCommit(state, {
      save: (batch) => this.journal.append(batch.map(journalEntry)),
      failure: (error) =>
        error instanceof JournalWriteError && isDiskFull(error.failure) ? new StorageFullError(this.path) : error,
      saved: (idle) => this.foldIfLong(idle),
    });
  }

  /**
   * Opens the store at `path` (the snapshot, then the journal of changes since, replayed), creating an
   * empty calendar there when the file does not exist (its folder must).
   */
  static async open(
    path: string,
    initialSettings: Partial<Settings> = {},
    options: StoreOptions = {},
  ): Promise<JsonFileStore> {
    const { state, journal } = await loadState(path, initialSettings);
    const appender = await Journal.open(journalPath(path), journal.validBytes);
    const { size } = await stat(path);
    return new JsonFileStore(path, state, appender, tornTailOf(journal), size, options);
  }

  /** The calendar as committed (snapshot plus journal), read without taking the file over: for backups. */
  static async readConsistent(path: string): Promise<string> {
    return (await JsonFileStore.examine(path)).document;
  }

  /**
   * The calendar as committed, and what of the journal is left out of it (a torn last record), changing nothing.
   * `everyField`: the records of a sealed file are checked too (`cal store check`), as those of any other.
   */
  static async examine(
    path: string,
    { everyField = false } = {},
  ): Promise<{ document: string; tornTail: TornTail | undefined }> {
    const { state, journal } = await loadState(path, {}, { create: false, trustSeal: !everyField });
    return { document: encodeDocument(state), tornTail: tornTailOf(journal) };
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

  /** The calendar as committed, as a document view (for a copy), read without taking the file over. */
  static async readView(path: string): Promise<DocumentView> {
    return documentView((await loadState(path, {}, { create: false })).state);
  }

  async write<T>(change: (tx: Transaction) => T): Promise<T> {
    if (this.closed) throw new Error('the store is closed');
    this.writable ??= refuseReadOnly(this.path).catch((error: unknown) => {
      this.writable = undefined;
      throw error;
    });
    await this.writable;
    return this.writes.write(change);
  }

  /** Resolves when a write could be made now: the file may be written (asked afresh: its mode may have changed). */
  async writesReady(): Promise<void> {
    if (this.closed) throw new Error('the store is closed');
    await refuseReadOnly(this.path);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.quietFold);
    await this.settle();
    // A clean stop leaves one readable document and an empty journal. When the snapshot cannot be written (a full
    // disk), the journal keeps every write and the next start replays it.
    try {
      if (this.journal.size > 0) await this.fold(documentView(this.state), this.journal.size);
    } catch (error) {
      if (!isDiskFull(error)) throw error;
    } finally {
      await this.journal.close();
    }
  }

  /** Folds the journal into the snapshot: a new snapshot first, then the journal emptied. */
  async compact(): Promise<void> {
    await this.settle();
    await this.fold(documentView(this.state), this.journal.size);
  }

  /** Waits until no write is being saved and no fold runs: then memory and the files hold the same. */
  private async settle(): Promise<void> {
    while (this.writes.busy || this.folding) await (this.folding ?? this.writes.settled());
  }

  /**
   * Folds the journal when the schedule says (fold-schedule.ts), only with nothing queued (`idle`), so that the view
   * taken holds exactly what the journal holds (queued writes are in memory, not yet on disk).
   */
  private foldIfLong(idle: boolean): void {
    clearTimeout(this.quietFold);
    if (!idle || this.folding || this.closed) return;
    const due = this.folds.due(this.journal.size);
    if (due === 'now') return this.foldNow();
    if (due === 'later') return;
    this.quietFold = setTimeout(() => {
      if (!this.writes.busy && this.folds.due(this.journal.size) !== 'later') this.foldNow();
    }, this.folds.quietMs).unref();
  }

  private foldNow(): void {
    if (this.folding || this.closed) return;
    this.folding = this.fold(documentView(this.state), this.journal.size)
      .catch(() => this.folds.failed(this.journal.size))
      .finally(() => (this.folding = undefined));
  }

  /**
   * Writes `view` as the new snapshot, a piece at a time so that requests keep being answered, then drops the
   * `covered` bytes of journal it holds. Writes made meanwhile stay in the journal, after those bytes.
   */
  private async fold(view: DocumentView, covered: number): Promise<void> {
    let size = 0;
    await writeFileDurablyFrom(this.path, async (handle) => {
      size = await writeDocument(handle, view, this.options.whileFolding);
    });
    this.folds.folded(size);
    await this.journal.dropFirst(covered);
  }
}

/**
 * The calendar file's text, and whether its seal holds (summed over the bytes as read, `trustSeal` allowing). The bytes
 * are let go once made text, before the text is parsed: a file of 100,000 events is some 70 MB of them.
 */
async function readSnapshot(path: string, trustSeal: boolean): Promise<{ text: string; sealed: boolean }> {
  const bytes = await readFile(path);
  return { text: bytes.toString('utf8'), sealed: trustSeal && isSealed(bytes, SCHEMA_VERSION) };
}

async function loadState(
  path: string,
  initialSettings: Partial<Settings>,
  options: { create: boolean; trustSeal?: boolean } = { create: true },
): Promise<{ state: MemoryState; journal: JournalContents }> {
  let snapshot: { text: string; sealed: boolean } | undefined;
  try {
    snapshot = await readSnapshot(path, options.trustSeal !== false);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT' || !options.create) throw error;
  }
  const state = new MemoryState();
  if (snapshot === undefined) {
    state.currentSettings = { ...state.currentSettings, ...initialSettings };
    // In the folder as it is: a missing one is a mistyped path, never made here (cal makes its own data folder).
    await writeFileDurably(path, encodeDocument(state));
  } else {
    try {
      decodeDocument(snapshot.text, state, snapshot.sealed);
    } catch (error) {
      throw new StoreFileError(`${path}: ${errorMessage(error)}${REPAIR_HINT}`);
    }
  }
  let journal: JournalContents;
  try {
    journal = await readJournal(journalPath(path));
  } catch (error) {
    if (error instanceof JournalError) throw new StoreFileError(error.message);
    throw error;
  }
  replayJournal(state, journal.entries);
  return { state, journal };
}

function tornTailOf(journal: JournalContents): TornTail | undefined {
  return journal.tornBytes > 0 ? { bytes: journal.tornBytes, afterRecord: journal.entries.length } : undefined;
}
