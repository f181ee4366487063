// The PostgreSQL client, for calendars kept in PostgreSQL. Bundled apart from the CLI (scripts/bundle.mjs).
import pg from 'pg';

export const Client = pg.Client;
export const DatabaseError = pg.DatabaseError;
export type { ClientConfig, QueryResultRow } from 'pg';
export type PgClient = pg.Client;
