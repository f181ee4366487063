// Opening the calendar file for use: the JSON-file store, with the site administrator in place.
import { JsonFileStore } from './json-file-store.js';
import type { Settings } from './records.js';

/** A new calendar gets its `admin` user, so posts have an author and local writes have someone to act as. */
export async function openStore(path: string, initialSettings: Partial<Settings> = {}): Promise<JsonFileStore> {
  const store = await JsonFileStore.open(path, initialSettings);
  if (store.count('users') === 0) {
    await store.write((tx) =>
      tx.put('users', {
        id: tx.nextId('user'),
        login: 'admin',
        name: 'Administrator',
        email: '',
        role: 'administrator',
      }),
    );
  }
  return store;
}
