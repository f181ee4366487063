// How a process opens a calendar kept in PostgreSQL (src/store/postgres/postgres-store.ts).
import type { Settings } from '../records/records.js';

/** The bound on every wait for the database, unless told otherwise (`cal serve --db-timeout`, CAL_DB_TIMEOUT). */
export const DEFAULT_DB_TIMEOUT_MS = 5_000;

export interface PostgresOptions {
  /** Settings a new calendar starts with. */
  initialSettings?: Partial<Settings>;
  /** Read the calendar without taking it over: no lock, no schema upgrade, no writes. */
  readOnly?: boolean;
  /** How long to wait while a copy is being made into the calendar (a command's moment); 0: refuse at once. */
  waitMs?: number;
  /** Who this process is, in pg_stat_activity and in another process's refusal: `cal serve` or `cal`. */
  role?: 'cal serve' | 'cal';
  /** Where a process serving the calendar says that its database went away, came back, or cannot be followed. */
  log?: (line: string) => void;
  /**
   * The bound on every wait for the database, in ms (connecting, each statement and lock, each answer): past it, a
   * write is refused as unavailable rather than left waiting on a database that may never answer.
   */
  timeoutMs?: number;
}
