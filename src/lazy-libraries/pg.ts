// The PostgreSQL client, for calendars kept in PostgreSQL, and its reader of password files. Bundled apart from the
// CLI (scripts/bundle.mjs).
import pg from 'pg';
import pgpass from 'pgpass';

export const Client = pg.Client;
export const DatabaseError = pg.DatabaseError;
export type { ClientConfig, QueryResultRow } from 'pg';
export type PgClient = pg.Client;

/** The password ~/.pgpass (or PGPASSFILE) gives a connection, as libpq reads it; undefined when none does. */
export function passwordFileEntry(connection: {
  readonly host: string;
  readonly port: number;
  readonly database?: string;
  readonly user?: string;
}): Promise<string | undefined> {
  return new Promise((resolve) => pgpass(connection, resolve));
}
