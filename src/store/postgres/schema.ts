// The tables of a calendar in PostgreSQL, created and upgraded one version at a time (`cal store migrate`, and the
// first open of a database). One document table holds every record as cal writes it (json keeps its text as is);
// what must be unique is unique in the database too, checked at commit so that a write renaming one record and
// giving its old slug to another is one valid change.
import type { PgClient } from '../../lazy-libraries/pg.js';
import { SchemaError } from './errors.js';
import { inTransaction } from './transaction.js';

/** Advisory lock keys (pg_advisory_*): cal's, by their role. */
export const LOCK_KEYS = {
  /** Held by an upgrade of the schema. */
  schema: 0x63616c01,
  /** Held by a write's transaction, so that writes are serialized wherever they come from. */
  write: 0x63616c02,
  /** Held for its whole run by each process writing the calendar (shared), or by one making it (alone). */
  instance: 0x63616c03,
} as const;

/** The collections whose records carry a slug unique per collection and language. */
const SLUGGED = "('events', 'venues', 'organizers', 'categories', 'tags')";

/** `STEPS[n]` turns a schema-n database into a schema n+1 one; schema 0 is a database without cal's tables. */
const STEPS: readonly string[] = [
  `
  create table cal_state (
    singleton boolean primary key default true check (singleton),
    settings json not null,
    sequences json not null,
    -- The revision of the last committed write: the change log's last entry.
    revision bigint not null default 0,
    -- The key event passwords are sealed with (base64): whoever reads the database reads the calendar.
    secret_key text not null
  );
  create table cal_records (
    collection text not null,
    id bigint not null,
    -- Records are listed in the order they were first put, as the calendar file keeps them.
    position bigserial not null,
    data json not null,
    -- Slugs are unique per collection and language; an empty slug (a draft) and a trashed one are not.
    slug_key text generated always as (
      case when collection in ${SLUGGED} and coalesce(data->>'slug', '') <> '' and data->>'slug' not like '%\\_\\_trashed'
      then (data->>'language') || '/' || (data->>'slug') end
    ) stored,
    login_key text generated always as (case when collection = 'users' then data->>'login' end) stored,
    primary key (collection, id),
    constraint cal_records_unique_slug unique (collection, slug_key) deferrable initially deferred,
    constraint cal_records_unique_login unique (collection, login_key) deferrable initially deferred
  );
  create index cal_records_position on cal_records (position);
  create table cal_changes (
    revision bigint primary key,
    committed_at timestamptz not null default now(),
    -- What the write changed: the records put (or null for removed), the settings and the ID sequences after it.
    entry json not null
  );
  `,
  `
  -- Failed sign-ins of the last minute, counted by every process serving the calendar; the key is a hash of the
  -- address (and login), so that who failed to sign in is not kept in plain text.
  create table cal_sign_in_failures (
    id bigserial primary key,
    key text not null,
    -- Milliseconds since 1970, on the database's clock.
    at bigint not null
  );
  create index cal_sign_in_failures_key on cal_sign_in_failures (key, at);
  create index cal_sign_in_failures_at on cal_sign_in_failures (at);
  `,
];

/** The schema this version of cal reads and writes. */
export const SCHEMA_VERSION = STEPS.length;

/** The database's schema version: 0 without cal's tables. */
export async function schemaVersion(client: PgClient): Promise<number> {
  const table = await client.query<{ found: boolean }>("select to_regclass('cal_schema') is not null as found");
  if (!table.rows[0]?.found) return 0;
  const row = await client.query<{ version: number }>('select version from cal_schema');
  return row.rows[0]?.version ?? 0;
}

/**
 * Brings the database's tables to SCHEMA_VERSION, one step per transaction under the schema lock (two cal
 * processes starting at once upgrade it once). Returns the versions before and after.
 */
export async function migrateSchema(client: PgClient): Promise<{ from: number; to: number }> {
  return inTransaction(client, async () => {
    await client.query('select pg_advisory_xact_lock($1)', [LOCK_KEYS.schema]);
    await client.query('create table if not exists cal_schema (version integer not null)');
    const from = await schemaVersion(client);
    if (from > SCHEMA_VERSION)
      throw new SchemaError(
        `the database holds a calendar of schema ${from}; this version of cal reads schema ${SCHEMA_VERSION} and older`,
      );
    for (let version = from; version < SCHEMA_VERSION; version++) await client.query(STEPS[version] ?? '');
    await client.query('delete from cal_schema');
    await client.query('insert into cal_schema (version) values ($1)', [SCHEMA_VERSION]);
    return { from, to: SCHEMA_VERSION };
  });
}
