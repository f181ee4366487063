// One read of a calendar as committed, for commands that only read (users, settings): it neither waits for a writer
// nor changes the calendar.
import { calendarAt } from './calendar-at.js';
import type { Store } from './store.js';

/** Runs `read` on the calendar as committed, or gives undefined when it cannot serve a read as it is. */
export async function readCommitted<T>(location: string, read: (store: Store) => T): Promise<T | undefined> {
  const store = await calendarAt(location).openForReading();
  if (!store) return undefined;
  try {
    return read(store);
  } finally {
    await store.close();
  }
}
