// The Store on PostgreSQL: the calendar is held in memory as the file store holds it (one query engine for both),
// and every write is committed to the database before it is acknowledged. Writes queued while one commits share
// the next transaction (group commit); each keeps its own entry, with its own revision, in the change log.
import type { PgClient } from '../../lazy-libraries/pg.js';
import { connect } from './connect.js';
import { catchUp } from './catch-up.js';
import { errorCode, errorMessage } from '../../typing/caught-error.js';
import { MemoryState } from '../memory-state.js';
import type { Settings } from '../records.js';
import { HeldKeySecretBox, newKeyText } from '../secret-box.js';
import { DelegatingReader } from '../delegating-reader.js';
import { GroupCommit } from '../group-commit.js';
import { documentView, loadDocument, SCHEMA_VERSION as DOCUMENT_SCHEMA, type DocumentView } from '../store-document.js';
import type { Store, Transaction } from '../store.js';
import { StoreUnavailableError } from '../store-unavailable.js';
import { COLLECTIONS } from '../records.js';
import { redactedUrl } from './location.js';
import { SchemaError } from './errors.js';
import { migrateSchema, schemaVersion, SCHEMA_VERSION } from './schema.js';
import { takeInstanceLock } from './instance-lock.js';
import { commitBatch } from './commit.js';

export interface PostgresOptions {
  /** Settings a new calendar starts with. */
  initialSettings?: Partial<Settings>;
  /** Read the calendar without taking it over: no lock, no schema upgrade, no writes. */
  readOnly?: boolean;
  /** How long to wait while another process writes the calendar (a command's moment); 0: refuse at once. */
  waitMs?: number;
  /** Who this process is, in pg_stat_activity and in another process's refusal: `cal serve` or `cal`. */
  role?: 'cal serve' | 'cal';
}

export class PostgresStore extends DelegatingReader implements Store {
  private readonly writes: GroupCommit;
  private closed = false;
  /** Set when the connection broke: the next write connects again. */
  private broken: string | undefined;
  /** Until when a reconnection is not tried again, and the wait after the next failure. */
  private retryAt = 0;
  private recovering: Promise<void> | undefined;
  /** The change log's revision this memory holds: its last entry. */
  private logRevision: number;
  private backoffMs = FIRST_BACKOFF_MS;

  private constructor(
    /** The URL as shown: without its password. */
    readonly location: string,
    private readonly url: string,
    private client: PgClient,
    private readonly state: MemoryState,
    readonly secrets: HeldKeySecretBox,
    private readonly readOnly: boolean,
    private readonly role: string,
    revision: number,
  ) {
    super(state);
    this.logRevision = revision;
    this.watch(client);
    this.writes = new GroupCommit(state, {
      save: async (batch) => {
        // A write made on memory from before the break is refused: memory may lack what the database holds.
        if (this.broken !== undefined) throw new StoreUnavailableError(this.broken);
        try {
          this.logRevision = await commitBatch(this.client, batch);
        } catch (error) {
          // The connection is replaced before the next write, whether or not pg reported it broken.
          if (isConnectionFailure(error)) this.broken ??= errorMessage(error);
          throw error;
        }
      },
      failure: (error) => (isConnectionFailure(error) ? new StoreUnavailableError(errorMessage(error)) : error),
    });
  }

  /** Opens the calendar in the database at `url`, making its tables (and an empty calendar) on first use. */
  static async open(url: string, options: PostgresOptions = {}): Promise<PostgresStore> {
    const location = redactedUrl(url);
    const client = await connect(url, options.role ?? 'cal');
    try {
      if (!options.readOnly) await takeInstanceLock(client, location, options.waitMs ?? 0);
      if (!options.readOnly) await migrateSchema(client);
      else if ((await schemaVersion(client)) !== SCHEMA_VERSION)
        throw new SchemaError(
          `${location} holds no calendar of schema ${SCHEMA_VERSION}; \`cal store migrate\` makes one`,
        );
      const { state, keyText, revision } = await loadCalendar(client, options);
      const readOnly = options.readOnly ?? false;
      return new PostgresStore(
        location,
        url,
        client,
        state,
        new HeldKeySecretBox(keyText),
        readOnly,
        options.role ?? 'cal',
        revision,
      );
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  /** The calendar as committed, as a document view (for a copy), and the text of its key. */
  view(): { view: DocumentView; keyText: string } {
    return { view: documentView(this.state), keyText: this.secrets.keyText() };
  }

  async write<T>(change: (tx: Transaction) => T): Promise<T> {
    if (this.closed) throw new Error('the store is closed');
    if (this.readOnly) throw new Error(`${this.location} was opened for reading only`);
    // After a break, memory catches up with the database before a write is made on it.
    if (this.broken !== undefined) await this.recover();
    return this.writes.write(change);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.writes.settled();
    await this.client.end().catch(() => undefined);
  }

  /** Once the writes under way have failed or landed, a new connection (one for every write waiting on it). */
  private recover(): Promise<void> {
    this.recovering ??= this.writes
      .settled()
      .then(() => this.reconnectIfBroken())
      .finally(() => (this.recovering = undefined));
    return this.recovering;
  }

  /**
   * A broken connection is replaced before the next write: the instance lock is taken again with it, and memory
   * catches up with the change log (a write whose commit was cut off may have been committed). Attempts back off
   * (0.1 s doubling to 5 s): meanwhile writes are refused at once.
   */
  private async reconnectIfBroken(): Promise<void> {
    if (this.broken === undefined) return;
    if (Date.now() < this.retryAt) throw new StoreUnavailableError(this.broken);
    let client: PgClient | undefined;
    try {
      client = await connect(this.url, this.role);
      await takeInstanceLock(client, this.location, 0);
      this.logRevision = await catchUp(client, this.state, this.logRevision);
    } catch (error) {
      await client?.end().catch(() => undefined);
      this.retryAt = Date.now() + this.backoffMs;
      this.backoffMs = Math.min(this.backoffMs * 2, MAX_BACKOFF_MS);
      throw error;
    }
    await this.client.end().catch(() => undefined);
    this.client = client;
    this.broken = undefined;
    this.backoffMs = FIRST_BACKOFF_MS;
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

const FIRST_BACKOFF_MS = 100;
const MAX_BACKOFF_MS = 5_000;

interface StateRow {
  settings: unknown;
  sequences: unknown;
  secret_key: string;
  /** bigint: text. */
  revision: string;
}

/** The calendar's state row (made for a new calendar) and every record, loaded with the file store's checks. */
async function loadCalendar(
  client: PgClient,
  options: PostgresOptions,
): Promise<{ state: MemoryState; keyText: string; revision: number }> {
  await client.query('begin isolation level repeatable read read only');
  try {
    const row = (await client.query<StateRow>('select settings, sequences, secret_key, revision from cal_state'))
      .rows[0];
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
    return { state, keyText: row.secret_key, revision: Number(row.revision) };
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
