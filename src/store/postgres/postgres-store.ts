// The Store on PostgreSQL: the calendar is held in memory as the file store holds it (one query engine for both),
// and every write is committed to the database before it is acknowledged. Several processes may hold one calendar
// (`cal serve` instances side by side): a batch of writes takes the calendar's write lock, brings memory up to the
// change log, makes its writes and commits them with one log entry each (group commit). The others hear of it
// (NOTIFY) and apply the log's new entries in order; the log, not the notice, is the truth, so a process that lost
// its connection reads what it missed from there.
import type { PgClient } from '../../lazy-libraries/pg.js';
import { connect } from './connect.js';
import { catchUp } from './catch-up.js';
import { errorCode, errorMessage } from '../../typing/caught-error.js';
import type { MemoryState } from '../memory-state.js';
import type { Settings } from '../records.js';
import { HeldKeySecretBox } from '../secret-box.js';
import { DelegatingReader } from '../delegating-reader.js';
import { GroupCommit } from '../group-commit.js';
import { documentView, type DocumentView } from '../store-document.js';
import type { Store, Transaction } from '../store.js';
import { StoreUnavailableError } from '../store-unavailable.js';
import { redactedUrl } from './location.js';
import { SchemaError } from './errors.js';
import { migrateSchema, schemaVersion, SCHEMA_VERSION } from './schema.js';
import { loadCalendar } from './load-calendar.js';
import { SharedSignInFailures } from './shared-sign-in-failures.js';
import { takeInstanceLock } from './instance-lock.js';
import { beginWrite, CHANGES_CHANNEL, commitBatch, WRITE_LOCK_WAIT } from './commit.js';
import { rollBack } from './transaction.js';

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
}

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
  ) {
    super(state);
    this.logRevision = revision;
    this.signInFailures = readOnly ? undefined : new SharedSignInFailures(url, role);
    this.writes = new GroupCommit(state, {
      begin: async () => {
        // After a break, a new connection (and memory caught up on it) before a write is made.
        if (this.broken !== undefined) await this.reconnect();
        await this.guarded(async () => {
          try {
            await beginWrite(this.client);
            this.logRevision = await catchUp(this.client, this.state, this.logRevision);
          } catch (error) {
            await rollBack(this.client);
            throw error;
          }
        });
      },
      save: (batch) =>
        this.guarded(async () => {
          this.logRevision = (await commitBatch(this.client, batch)) ?? this.logRevision;
        }),
      failure: (error) => (isUnavailable(error) ? new StoreUnavailableError(unavailableReason(error)) : error),
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
    const client = await connect(url, options.role ?? 'cal');
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

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    await this.signInFailures?.close();
    await this.writes.settled();
    await this.client.end().catch(() => undefined);
  }

  /** Runs database work on the connection, noting it broken when the failure is the connection's. */
  private async guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isConnectionFailure(error)) this.noteBroken(errorMessage(error));
      throw error;
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
      client = await connect(this.url, this.role);
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

/** The database cannot take a write now: its connection failed, or another writer held the lock too long. */
function isUnavailable(error: unknown): boolean {
  return isConnectionFailure(error) || errorCode(error) === LOCK_NOT_AVAILABLE;
}

function unavailableReason(error: unknown): string {
  return errorCode(error) === LOCK_NOT_AVAILABLE
    ? `another process held the calendar's write lock for more than ${WRITE_LOCK_WAIT}`
    : errorMessage(error);
}

/** PostgreSQL's lock_not_available: the write lock was not had within the lock timeout. */
const LOCK_NOT_AVAILABLE = '55P03';

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
