// Opening the calendar for use: a file (the JSON-file store) or a postgres:// URL (the PostgreSQL store), with the
// site administrator in place.
import { JsonFileStore, type TornTail } from './file/json-file-store.js';
import { isPostgresUrl } from './postgres/location.js';
import type { Settings } from './records/records.js';
import type { Store, Transaction } from './store.js';

/** A store opened for use, with what opening a file dropped from its journal (a record a crash cut short). */
export type OpenedStore = Store & { readonly tornTail?: TornTail };

/**
 * `database`: for a postgres:// location, how long to wait while another process writes it, who this process is, and
 * the bound on each wait for the database (src/store/postgres/connect.ts).
 * A new calendar gets its `admin` user, so posts have an author and local writes have someone to act as. */
export async function openStore(
  location: string,
  initialSettings: Partial<Settings> = {},
  database: { waitMs?: number; role?: 'cal serve' | 'cal'; log?: (line: string) => void; timeoutMs?: number } = {},
): Promise<OpenedStore> {
  const store = isPostgresUrl(location)
    ? // Loaded only for a database: the PostgreSQL client is a library of its own, read on first use.
      await (
        await import('./postgres/postgres-store.js')
      ).PostgresStore.open(location, { initialSettings, ...database })
    : await JsonFileStore.open(location, initialSettings);
  if (store.count('users') === 0) await store.write(addAdministrator);
  return store;
}

/** A new calendar's administrator, unless it has users. */
export function addAdministrator(tx: Transaction): void {
  // Asked in the write: another process opening a new database calendar may have made it meanwhile.
  if (tx.count('users') > 0) return;
  tx.put('users', {
    id: tx.nextId('user'),
    login: 'admin',
    name: 'Administrator',
    email: '',
    role: 'administrator',
  });
}
