// The Store on PostgreSQL: the calendar is held in memory as the file store holds it (one query engine for both),
// and every write is committed to the database before it is acknowledged. Several processes may hold one calendar
// (`cal serve` instances side by side): a batch of writes takes the calendar's write lock, brings memory up to the
// change log, makes its writes and commits them with one log entry each (group commit). The others hear of it
// (NOTIFY) and apply the log's new entries in order; the log, not the notice, is the truth, so a process that lost
// its connection reads what it missed from there.
import type { PgClient } from '../../lazy-libraries/pg.js';
import { connect } from './connect.js';
import { catchUp } from './catch-up.js';
import { errorMessage } from '../../typing/caught-error.js';
import type { MemoryState } from '../state/memory-state.js';
import { HeldKeySecretBox } from '../secret-box.js';
import { DelegatingReader } from '../state/delegating-reader.js';
import { GroupCommit } from '../journal/group-commit.js';
import { documentView, type DocumentView } from '../file/store-document.js';
import type { Store, Transaction } from '../store.js';
import { StoreUnavailableError } from '../store-unavailable.js';
import { redactedUrl } from './location.js';
import { SchemaError } from './errors.js';
import { migrateSchema, schemaVersion, SCHEMA_VERSION } from './schema.js';
import { loadCalendar } from './load-calendar.js';
import { SharedSignInFailures } from './shared-sign-in-failures.js';
import { takeInstanceLock } from './instance-lock.js';
import { beginWrite, CHANGES_CHANNEL, commitBatch, CommitUnanswered } from './commit.js';
import { backendPid, wasCommitted } from './commit-outcome.js';
import { cutConnection, isConnectionFailure, isUnanswered, unavailable } from './connection-failures.js';
import { rollBack } from './transaction.js';
import { DEFAULT_DB_TIMEOUT_MS, type PostgresOptions } from './options.js';

export type { PostgresOptions } from './options.js';

export class PostgresStore extends DelegatingReader implements Store {
  /** Failed sign-ins, counted in the database by every process serving the calendar. */
  readonly signInFailures: SharedSignInFailures | undefined;
  private readonly writes: GroupCommit;
  private closed = false;
  /** Set when the connection broke: a new one is made before the next write, and in the background. */
  private broken: string | undefined;
  /** Until when a reconnection is not tried again, and the wait after the next failure. */
  private retryAt = 0;
  private backoffMs = FIRST_BACKOFF_MS;
  private reconnectTimer: NodeJS.Timeout | undefined;
  /** The change log's revision this memory holds: its last entry. */
  private logRevision: number;
  /** The latest revision another process announced (or may have committed); memory catches up to it between batches. */
  private heardRevision = 0;
  private catchingUp = false;
  /** A health check under way: those asked meanwhile share it. */
  private probing: Promise<void> | undefined;

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
    private readonly log: (line: string) => void,
    private readonly timeoutMs: number,
  ) {
    super(state);
    this.logRevision = revision;
    this.signInFailures = readOnly ? undefined : new SharedSignInFailures(url, role, timeoutMs);
    this.writes = new GroupCommit(state, {
      begin: async () => {
        // After a break, a new connection (and memory caught up on it) before a write is made.
        if (this.broken !== undefined) await this.reconnect();
        await this.guarded(async () => {
          try {
            await beginWrite(this.client, this.timeoutMs);
            this.logRevision = await catchUp(this.client, this.state, this.logRevision);
          } catch (error) {
            await rollBack(this.client, error);
            throw error;
          }
        });
      },
      save: (batch) => this.guarded(() => this.commit(batch)),
      failure: (error) => unavailable(error, this.timeoutMs) ?? error,
    });
    this.watch(client);
    if (!readOnly) {
      // A notice that came between loading the calendar and listening here was heard by no one: catch up once.
      this.heardRevision = revision + 1;
      this.catchUpSoon();
    }
  }

  /** Opens the calendar in the database at `url`, making its tables (and an empty calendar) on first use. */
  static async open(url: string, options: PostgresOptions = {}): Promise<PostgresStore> {
    const location = redactedUrl(url);
    const timeoutMs = options.timeoutMs ?? DEFAULT_DB_TIMEOUT_MS;
    const client = await connect(url, { role: options.role ?? 'cal', waitMs: timeoutMs });
    try {
      if (!options.readOnly) {
        await takeInstanceLock(client, location, options.waitMs ?? 0, 'shared');
        await migrateSchema(client);
        // Before the calendar is read, so that no commit falls between what was read and what is heard of.
        await client.query(`listen ${CHANGES_CHANNEL}`);
      } else if ((await schemaVersion(client)) !== SCHEMA_VERSION)
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
        options.log ?? (() => undefined),
        timeoutMs,
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
    return this.writes.write(change);
  }

  /**
   * Resolves when a write could be committed now, or throws why not (a StoreUnavailableError): the database is asked
   * between batches, within the bound, so that a frozen database is told as such (the health route asks this).
   */
  writesReady(): Promise<void> {
    if (this.readOnly) return Promise.reject(new Error(`${this.location} was opened for reading only`));
    this.probing ??= this.writes
      .betweenBatches(async () => {
        if (this.broken !== undefined) await this.reconnect();
        else await this.guarded(() => this.client.query('select 1'));
      })
      .catch((error: unknown) => {
        throw unavailable(error, this.timeoutMs) ?? error;
      })
      .finally(() => (this.probing = undefined));
    return this.probing;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    await this.signInFailures?.close();
    await this.writes.settled();
    await this.client.end().catch(() => undefined);
  }

  /**
   * Runs database work on the connection, noting it broken when the failure is the connection's; a connection that
   * got no answer within the bound is cut, as the database may be frozen.
   */
  private async guarded<T>(work: () => Promise<T>): Promise<T> {
    const client = this.client;
    try {
      return await work();
    } catch (error) {
      const failed = error instanceof CommitUnanswered ? error.cause : error;
      if (isUnanswered(failed)) cutConnection(client);
      if (isConnectionFailure(failed)) this.noteBroken(errorMessage(failed));
      throw error;
    }
  }

  /**
   * Commits a batch. When the commit got no answer, the database is asked whether it committed before the writes
   * are answered: committed, they succeed; not, they fail as unavailable; if it cannot tell, they fail saying that
   * they may have been saved (a retry with the same Idempotency-Key finds out).
   */
  private async commit(batch: Parameters<typeof commitBatch>[1]): Promise<void> {
    const client = this.client;
    try {
      this.logRevision = (await commitBatch(client, batch)) ?? this.logRevision;
    } catch (error) {
      if (!(error instanceof CommitUnanswered)) throw error;
      if (isUnanswered(error.cause)) cutConnection(client);
      this.noteBroken(errorMessage(error.cause));
      const lost = { pid: backendPid(client), revision: error.revision, entry: error.entry };
      const committed = await wasCommitted(this.url, this.timeoutMs, lost).catch((unknown: unknown) => {
        throw new StoreUnavailableError(errorMessage(unknown), 'unknown');
      });
      if (!committed) throw new StoreUnavailableError(errorMessage(error.cause));
      this.log(`a commit whose answer was lost was committed (revision ${error.revision})`);
      this.logRevision = error.revision;
    }
  }

  /** Another process committed up to `revision`: memory catches up between this process's own batches. */
  private catchUpSoon(): void {
    if (this.catchingUp || this.closed) return;
    this.catchingUp = true;
    void this.writes
      .betweenBatches(async () => {
        this.catchingUp = false;
        // A batch about to begin catches up under the write lock anyway.
        if (this.broken !== undefined || this.heardRevision <= this.logRevision || this.writes.queued) return;
        this.logRevision = await this.guarded(() => catchUp(this.client, this.state, this.logRevision));
      })
      .catch((error: unknown) => {
        // A broken connection is said once, where it is noted; anything else leaves reads behind: said each time.
        if (!isConnectionFailure(error)) this.log(`cannot apply the writes of other processes: ${errorMessage(error)}`);
      });
  }

  /**
   * A new connection in place of a broken one: the instance lock is taken again with it, notices are listened for
   * again, and memory catches up with the change log (a write whose commit was cut off may have been committed, and
   * other processes went on writing). Attempts back off (0.1 s doubling to 5 s): meanwhile writes are refused.
   */
  private async reconnect(): Promise<void> {
    if (this.broken === undefined) return;
    if (Date.now() < this.retryAt) throw new StoreUnavailableError(this.broken);
    let client: PgClient | undefined;
    try {
      client = await connect(this.url, { role: this.role, waitMs: this.timeoutMs });
      await takeInstanceLock(client, this.location, 0, 'shared');
      await client.query(`listen ${CHANGES_CHANNEL}`);
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
    this.log(`the database answers again: the calendar is up to revision ${this.logRevision}`);
  }

  /** A broken connection is replaced in the background too, so that reads catch up without waiting for a write. */
  private noteBroken(reason: string): void {
    if (this.broken === undefined && !this.closed)
      this.log(`the database cannot be reached (${reason}): writes answer 503, reads go on, connecting again`);
    this.broken ??= reason;
    if (this.reconnectTimer !== undefined || this.closed || this.readOnly) return;
    this.reconnectTimer = setTimeout(
      () => {
        this.reconnectTimer = undefined;
        void this.writes
          .betweenBatches(() => this.reconnect())
          .catch(() => {
            if (this.broken !== undefined) this.noteBroken(this.broken);
          });
      },
      Math.max(0, this.retryAt - Date.now()),
    );
    // A server waiting to reconnect still stops when asked to.
    this.reconnectTimer.unref();
  }

  /** A connection that breaks (the database restarts, the network goes) is noted, not thrown: pg reports it here. */
  private watch(client: PgClient): void {
    client.on('error', (error: Error) => {
      if (client === this.client) this.noteBroken(errorMessage(error));
    });
    client.on('end', () => {
      if (client === this.client && !this.closed) this.noteBroken('the connection ended');
    });
    client.on('notification', (notice) => {
      const revision = Number(notice.payload);
      if (notice.channel !== CHANGES_CHANNEL || !(revision > this.logRevision)) return;
      this.heardRevision = Math.max(this.heardRevision, revision);
      this.catchUpSoon();
    });
  }
}

const FIRST_BACKOFF_MS = 100;
const MAX_BACKOFF_MS = 5_000;
