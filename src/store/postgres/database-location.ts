// A calendar kept in a PostgreSQL database, named by a postgres:// URL: shared by the servers and commands that open
// it, each taking turns on its write lock (no lock file); its URL is never shown with its password. The PostgreSQL
// client is a library of its own, loaded only when a database is opened.
import type { CalendarCopy, CalendarLocation, DatabaseWaits, OpenedStore } from '../calendar-location.js';
import { CopyRefusedError } from '../copy-refused.js';
import type { HeldLock, LockInfo } from '../file/lock.js';
import type { Settings } from '../records/records.js';
import { newKeyText } from '../secret-box.js';
import type { Store } from '../store.js';
import { SchemaError } from './errors.js';
import { redactedUrl } from './location.js';

export class DatabaseLocation implements CalendarLocation {
  readonly kind = 'database';
  readonly noun = 'calendar database';
  readonly folder = undefined;

  constructor(readonly given: string) {}

  get shown(): string {
    return redactedUrl(this.given);
  }

  resolvedFrom(_cwd: string): CalendarLocation {
    return this;
  }

  checkPlace(_options: { folderMayBeMissing: boolean }): Promise<void> {
    return Promise.resolve();
  }

  servingLock(): Promise<LockInfo | undefined> {
    return Promise.resolve(undefined);
  }

  holdForWriting(): Promise<HeldLock | undefined> {
    return Promise.resolve(undefined);
  }

  async open(initialSettings: Partial<Settings>, waits: DatabaseWaits): Promise<OpenedStore> {
    const { PostgresStore } = await import('./postgres-store.js');
    return PostgresStore.open(this.given, { initialSettings, ...waits });
  }

  async openForReading(): Promise<Store | undefined> {
    const { PostgresStore } = await import('./postgres-store.js');
    try {
      const store = await PostgresStore.open(this.given, { readOnly: true });
      if (store.count('users') > 0) return store;
      await store.close();
      return undefined;
    } catch (error) {
      if (error instanceof SchemaError) return undefined;
      throw error;
    }
  }

  async read(): Promise<CalendarCopy> {
    const { PostgresStore } = await import('./postgres-store.js');
    const store = await PostgresStore.open(this.given, { readOnly: true });
    try {
      return store.view();
    } finally {
      await store.close();
    }
  }

  async expectNoCalendar(): Promise<void> {
    const { expectEmptyDatabase } = await import('./create-calendar.js');
    return expectEmptyDatabase(this.given);
  }

  async write(copy: CalendarCopy): Promise<number> {
    const [{ createCalendar }, { DatabaseError }] = await Promise.all([
      import('./create-calendar.js'),
      import('../../lazy-libraries/pg.js'),
    ]);
    return createCalendar(this.given, copy.view, copy.keyText ?? newKeyText()).catch((error: unknown) => {
      // The copy is one transaction: a statement the database refuses (a constraint) leaves nothing written.
      if (!(error instanceof DatabaseError)) throw error;
      const detail = error.detail === undefined ? '' : `: ${error.detail}`;
      const reason = `${error.message}${detail}`.replace(/\s*\n\s*/g, ' ');
      throw new CopyRefusedError(`${this.shown}: the database refused the copy (${reason}); nothing was written`);
    });
  }
}
