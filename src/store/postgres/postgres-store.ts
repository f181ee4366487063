// The Store on PostgreSQL: the calendar is held in memory as the file store holds it (one query engine for both),
// and every write is committed to the database before it is acknowledged. Writes queued while one commits share
// the next transaction (group commit); each keeps its own entry, with its own revision, in the change log.
import { Client, type PgClient } from '../../lazy-libraries/pg.js';
import { errorCode, errorMessage } from '../../typing/caught-error.js';
import { MemoryState } from '../memory-state.js';
import type { Settings } from '../records.js';
import { HeldKeySecretBox, keyOfText, newKeyText, type SecretBox } from '../secret-box.js';
import { DelegatingReader } from '../delegating-reader.js';
import { GroupCommit } from '../group-commit.js';
import { loadDocument, SCHEMA_VERSION as DOCUMENT_SCHEMA } from '../store-document.js';
import type { Store, StoreReader, Transaction } from '../store.js';
import { StoreUnavailableError } from '../store-unavailable.js';
import { COLLECTIONS } from '../records.js';
import { redactedUrl } from './location.js';
import { LOCK_KEYS, migrateSchema, SchemaError, schemaVersion, SCHEMA_VERSION } from './schema.js';
import { commitBatch } from './commit.js';

export interface PostgresOptions {
  /** Settings a new calendar starts with. */
  initialSettings?: Partial<Settings>;
  /** Read the calendar without taking it over: no lock, no schema upgrade, no writes. */
  readOnly?: boolean;
}

/** Another process writes this calendar: one instance at a time does. */
export class CalendarInUseError extends Error {
  constructor(readonly location: string) {
    super(`${location} is in use by another cal process (a cal serve, or a command writing it)`);
  }
}

export class PostgresStore extends DelegatingReader implements Store {
  private readonly writes: GroupCommit;
  private closed = false;
  /** Set when the connection broke: the next write connects again. */
  private broken: string | undefined;

  private constructor(
    /** The URL as shown: without its password. */
    readonly location: string,
    private readonly url: string,
    private client: PgClient,
    private readonly state: MemoryState,
    readonly secrets: SecretBox,
    private readonly readOnly: boolean,
  ) {
    super(state);
    this.watch(client);
    this.writes = new GroupCommit(state, {
      save: async (batch) => {
        await this.reconnectIfBroken();
        await commitBatch(this.client, batch);
      },
      failure: (error) => (isConnectionFailure(error) ? new StoreUnavailableError(errorMessage(error)) : error),
    });
  }

  /** Opens the calendar in the database at `url`, making its tables (and an empty calendar) on first use. */
  static async open(url: string, options: PostgresOptions = {}): Promise<PostgresStore> {
    const location = redactedUrl(url);
    const client = await connect(url, location);
    try {
      if (!options.readOnly) await takeInstanceLock(client, location);
      if (!options.readOnly) await migrateSchema(client);
      else if ((await schemaVersion(client)) !== SCHEMA_VERSION)
        throw new SchemaError(
          `${location} holds no calendar of schema ${SCHEMA_VERSION}; \`cal store migrate\` makes one`,
        );
      const { state, key } = await loadCalendar(client, options);
      return new PostgresStore(location, url, client, state, new HeldKeySecretBox(key), options.readOnly ?? false);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  /** The calendar as committed, for reading (a copy or a check holds it while it reads). */
  reader(): StoreReader {
    return this.state;
  }

  async write<T>(change: (tx: Transaction) => T): Promise<T> {
    if (this.closed) throw new Error('the store is closed');
    if (this.readOnly) throw new Error(`${this.location} was opened for reading only`);
    return this.writes.write(change);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.writes.settled();
    await this.client.end().catch(() => undefined);
  }

  /** A broken connection is replaced before the next write: the instance lock is taken again with it. */
  private async reconnectIfBroken(): Promise<void> {
    if (this.broken === undefined) return;
    const client = await connect(this.url, this.location);
    try {
      await takeInstanceLock(client, this.location);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    await this.client.end().catch(() => undefined);
    this.client = client;
    this.broken = undefined;
    this.watch(client);
  }

  /** A connection that breaks (the database restarts, the network goes) is noted, not thrown: pg reports it here. */
  private watch(client: PgClient): void {
    client.on('error', (error: Error) => {
      if (client === this.client) this.broken = errorMessage(error);
    });
    client.on('end', () => {
      if (client === this.client && !this.closed) this.broken ??= 'the connection ended';
    });
  }
}

/** Connects, naming the calendar by its redacted URL in the error when it cannot. */
async function connect(url: string, location: string): Promise<PgClient> {
  const client = new Client({ connectionString: url, application_name: 'cal' });
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new StoreUnavailableError(`${location}: ${errorMessage(error)}`);
  }
  return client;
}

async function takeInstanceLock(client: PgClient, location: string): Promise<void> {
  const taken = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1) as taken', [
    LOCK_KEYS.instance,
  ]);
  if (!taken.rows[0]?.taken) throw new CalendarInUseError(location);
}

interface StateRow {
  settings: unknown;
  sequences: unknown;
  secret_key: string;
}

/** The calendar's state row (made for a new calendar) and every record, loaded with the file store's checks. */
async function loadCalendar(client: PgClient, options: PostgresOptions): Promise<{ state: MemoryState; key: Buffer }> {
  await client.query('begin isolation level repeatable read read only');
  try {
    const row = (await client.query<StateRow>('select settings, sequences, secret_key from cal_state')).rows[0];
    if (!row) {
      if (options.readOnly) throw new SchemaError('the database holds no calendar yet');
      await client.query('commit');
      await client.query(
        'insert into cal_state (settings, sequences, secret_key) values ($1, $2, $3) on conflict do nothing',
        [JSON.stringify(options.initialSettings ?? {}), JSON.stringify({ post: 0, term: 0, user: 0 }), newKeyText()],
      );
      return await loadCalendar(client, { ...options, initialSettings: {} });
    }
    const records = await client.query<{ collection: string; data: unknown }>(
      'select collection, data from cal_records order by position',
    );
    await client.query('commit');
    const document: Record<string, unknown> = {
      schema: DOCUMENT_SCHEMA,
      settings: row.settings,
      sequences: row.sequences,
    };
    const lists = new Map<string, unknown[]>(COLLECTIONS.map((collection) => [collection, []]));
    for (const record of records.rows) lists.get(record.collection)?.push(record.data);
    for (const [collection, list] of lists) document[collection] = list;
    const state = new MemoryState();
    loadDocument(document, state);
    const key = keyOfText(row.secret_key);
    if (!key) throw new SchemaError('the calendar key in cal_state is not a key');
    return { state, key };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

/** A failure of the connection (the database is down or unreachable), not of the statement. */
function isConnectionFailure(error: unknown): boolean {
  if (error instanceof StoreUnavailableError) return true;
  const code = errorCode(error) ?? '';
  // Node's socket errors, and PostgreSQL's connection exception and operator intervention classes (08, 57P).
  return (
    /^E[A-Z]+$/.test(code) ||
    code.startsWith('08') ||
    code.startsWith('57P') ||
    /Connection terminated/i.test(errorMessage(error))
  );
}
