// The calendar as committed, for a run that only reads: it neither waits for a writer nor changes the calendar.
import { errorCode } from '../../typing/caught-error.js';
import { JsonFileStore } from './json-file-store.js';
import { DelegatingReader } from '../state/delegating-reader.js';
import { FileKeySecretBox, keyFileOf, type SecretBox } from '../secret-box.js';
import type { Store, StoreReader } from '../store.js';
import { MemoryState } from '../state/memory-state.js';
import { StagedTransaction } from '../state/staged-transaction.js';
import { addAdministrator } from '../administrator.js';
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

/** A calendar file as committed, for reading; see CalendarLocation.openForReading. */
export async function openFileForReading(path: string): Promise<Store | undefined> {
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
