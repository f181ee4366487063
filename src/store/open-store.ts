// Opening the calendar for use: a file (the JSON-file store) or a postgres:// URL (the PostgreSQL store), with the
// site administrator in place.
import { addAdministrator } from './administrator.js';
import { calendarAt } from './calendar-at.js';
import type { DatabaseWaits, OpenedStore } from './calendar-location.js';
import type { Settings } from './records/records.js';

export type { OpenedStore } from './calendar-location.js';

/**
 * `database`: for a postgres:// location, how long to wait while another process writes it, who this process is, and
 * the bound on each wait for the database (src/store/postgres/connect.ts).
 * A new calendar gets its `admin` user, so posts have an author and local writes have someone to act as. */
export async function openStore(
  location: string,
  initialSettings: Partial<Settings> = {},
  database: DatabaseWaits = {},
): Promise<OpenedStore> {
  const store = await calendarAt(location).open(initialSettings, database);
  if (store.count('users') === 0) await store.write(addAdministrator);
  return store;
}
