// The calendar as committed, for a run that only reads: it neither waits for a writer nor changes the calendar.
import { errorCode } from '../../typing/caught-error.js';
import { JsonFileStore } from './json-file-store.js';
import { DelegatingReader } from '../state/delegating-reader.js';
import { FileKeySecretBox, keyFileOf, type SecretBox } from '../secret-box.js';
import type { Store, StoreReader } from '../store.js';
import { isPostgresUrl } from '../postgres/location.js';
import { SchemaError } from '../postgres/errors.js';
import { MemoryState } from '../state/memory-state.js';
import { StagedTransaction } from '../state/staged-transaction.js';
import { addAdministrator } from '../open-store.js';
import { readFailure } from './path-problems.js';

export class ReadOnlyStoreError extends Error {}

class ReadOnlyStore extends DelegatingReader implements Store {
  readonly secrets: SecretBox;

  constructor(
    readonly path: string,
    committed: StoreReader,
  ) {
    super(committed);
    this.secrets = new FileKeySecretBox(keyFileOf(path));
  }

  write(): Promise<never> {
    return Promise.reject(new ReadOnlyStoreError(`${this.path} was opened for reading only`));
  }

  async close(): Promise<void> {}
}

/**
 * The calendar at `location` (a file or a postgres:// URL) for reading, or undefined when it cannot serve a read as
 * it is: a database not made yet, or a calendar without its administrator (opening it for writing makes both). A
 * file not made yet reads as the calendar its first write makes, and is left unmade.
 */
export async function openForReading(location: string): Promise<Store | undefined> {
  return isPostgresUrl(location) ? openDatabaseForReading(location) : openFileForReading(location);
}

async function openFileForReading(path: string): Promise<Store | undefined> {
  let committed: StoreReader;
  try {
    committed = await JsonFileStore.readCommitted(path);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return new ReadOnlyStore(path, unmadeCalendar());
    throw readFailure(path, error);
  }
  return committed.count('users') === 0 ? undefined : new ReadOnlyStore(path, committed);
}

/** What a new calendar holds before its first write: the settings' defaults and its administrator. */
function unmadeCalendar(): StoreReader {
  const state = new MemoryState();
  const tx = new StagedTransaction(state);
  addAdministrator(tx);
  state.apply(tx.changes(), 'forward');
  return state;
}

/** A database's calendar for reading, without taking it over. */
async function openDatabaseForReading(url: string): Promise<Store | undefined> {
  // Loaded only for a database: the PostgreSQL client is a library of its own.
  const { PostgresStore } = await import('../postgres/postgres-store.js');
  try {
    const store = await PostgresStore.open(url, { readOnly: true });
    if (store.count('users') > 0) return store;
    await store.close();
    return undefined;
  } catch (error) {
    if (error instanceof SchemaError) return undefined;
    throw error;
  }
}

/** Runs `read` on the calendar as committed, or gives undefined when it cannot serve a read as it is. */
export async function readCommitted<T>(location: string, read: (store: Store) => T): Promise<T | undefined> {
  const store = await openForReading(location);
  if (!store) return undefined;
  try {
    return read(store);
  } finally {
    await store.close();
  }
}
