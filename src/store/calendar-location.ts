// Where a calendar is kept: a file, or a PostgreSQL database named by a postgres:// URL wherever a calendar file is
// named (--data, CAL_DATA, `data`). What differs between the two is decided once, by the location's kind
// (file/file-location.ts, postgres/database-location.ts), which calendarAt (calendar-at.ts) tells apart.
import type { TornTail } from './file/json-file-store.js';
import type { HeldLock, LockInfo, LockOptions } from './file/lock.js';
import type { DocumentView } from './file/store-document.js';
import type { Settings } from './records/records.js';
import type { Store } from './store.js';

/** A store opened for use, with what opening a file dropped from its journal (a record a crash cut short). */
export type OpenedStore = Store & { readonly tornTail?: TornTail };

/** A calendar as committed, with the text of the key its event passwords are sealed with (when it has one). */
export interface CalendarCopy {
  readonly view: DocumentView;
  readonly keyText: string | undefined;
}

/**
 * For a database: how long to wait while another process writes it, who this process is, and the bound on each wait
 * for the database (src/store/postgres/connect.ts). A file has its lock file instead (src/store/file/lock.ts).
 */
export interface DatabaseWaits {
  waitMs?: number;
  role?: 'cal serve' | 'cal';
  log?: (line: string) => void;
  timeoutMs?: number;
}

export interface CalendarLocation {
  readonly kind: 'file' | 'database';
  /** As given: a file's path, or the database's URL with its password, which only opening it reads. */
  readonly given: string;
  /** As messages name it: the path, or the URL without its password. */
  readonly shown: string;
  readonly noun: 'calendar file' | 'calendar database';
  /** The folder a file is in; a database is in none. */
  readonly folder: string | undefined;
  /** A file's path made absolute from `cwd`; a URL as it is. */
  resolvedFrom(cwd: string): CalendarLocation;
  /** Fails in one line naming it when a file cannot be there (src/store/file/path-problems.ts); a database is fine. */
  checkPlace(options: { folderMayBeMissing: boolean }): Promise<void>;
  /** The `cal serve` its lock file names, if one runs; a database has no lock file: its servers share it. */
  servingLock(): Promise<LockInfo | undefined>;
  /**
   * Holds the calendar for this process's writes: a file by its lock file (src/store/file/lock.ts: waiting while a
   * command holds it, refused at once while a server does). Undefined for a database, which needs no hold: its
   * writers take turns on the database's own write lock as they write (src/store/postgres/).
   */
  holdForWriting(options: LockOptions): Promise<HeldLock | undefined>;
  /** The calendar for use, made when missing; its administrator is open-store.ts's to add. */
  open(initialSettings: Partial<Settings>, waits: DatabaseWaits): Promise<OpenedStore>;
  /**
   * The calendar as committed for reading, or undefined when it cannot serve a read as it is: a database not made
   * yet, or a calendar without its administrator (opening it for writing makes both). A file not made yet reads as
   * the calendar its first write makes, and is left unmade.
   */
  openForReading(): Promise<Store | undefined>;
  /** The calendar as committed, without taking it over (`cal store copy`, `cal store check A B`). */
  read(): Promise<CalendarCopy>;
  /** Refuses a place that holds a calendar already: checked before a copy's source is read, and as it is written. */
  expectNoCalendar(): Promise<void>;
  /** Writes `copy` as a new calendar here, where there must be none; answers how many records it holds. */
  write(copy: CalendarCopy): Promise<number>;
}
