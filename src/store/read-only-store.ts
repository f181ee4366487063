// The calendar file as committed, for a run that only reads: it neither waits for a writer nor changes the file.
import { errorCode } from '../typing/caught-error.js';
import { JsonFileStore } from './json-file-store.js';
import { DelegatingReader } from './delegating-reader.js';
import { FileKeySecretBox, keyFileOf, type SecretBox } from './secret-box.js';
import type { Store, StoreReader } from './store.js';

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
