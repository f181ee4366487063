// A connection to the database holding a calendar, named in errors by its URL without the password.
import { Client, passwordFileEntry, type PgClient } from '../../lazy-libraries/pg.js';
import { errorMessage } from '../../typing/caught-error.js';
import { StoreUnavailableError } from '../store-unavailable.js';
import { redactedUrl } from './location.js';

/** A database that does not answer within this time is out of reach (a dropped network never refuses). */
const CONNECT_TIMEOUT_MS = 10_000;

/** How much longer than the database's own bounds the client waits for an answer. */
const ANSWER_MARGIN_MS = 1_000;

export interface ConnectOptions {
  /** Who connects (PostgreSQL shows it as the application name). */
  role?: string;
  /**
   * The bound on every wait of this connection, in ms: connecting, each query (answered by the client: a frozen
   * database answers nothing), each statement and lock in the database, and a transaction left idle. Without it,
   * queries wait as long as they take (copies and migrations, which a person watches), connecting 10 s.
   */
  waitMs?: number;
}

/** Connects; a failure is a StoreUnavailableError. */
export async function connect(url: string, options: ConnectOptions = {}): Promise<PgClient> {
  const { role = 'cal', waitMs } = options;
  const client = new Client({
    connectionString: url,
    application_name: role,
    connectionTimeoutMillis: waitMs ?? CONNECT_TIMEOUT_MS,
    ...(waitMs === undefined
      ? {}
      : {
          // The client's bound comes a moment after the database's own: a database that answers says which it was.
          query_timeout: waitMs + ANSWER_MARGIN_MS,
          statement_timeout: waitMs,
          lock_timeout: waitMs,
          // A process stopped inside a transaction (frozen, or its host lost) holds the write lock: let it go.
          idle_in_transaction_session_timeout: 2 * waitMs,
        }),
    // A peer gone without closing (a host lost) is noticed by the operating system, not only on the next write.
    keepAlive: true,
  });
  // A connection that breaks while idle is reported to its owner's own listener (the store watches its own);
  // without any, the process would stop on it.
  client.on('error', () => undefined);
  try {
    // Given no password (neither in the URL nor in PGPASSWORD), the password file's, read here: the client's own
    // reading of it is deprecated (a warning on stderr) and goes in its next major version.
    const password = client.password ?? (await passwordFileEntry(client));
    if (password !== undefined) client.password = password;
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw new StoreUnavailableError(`${redactedUrl(url)}: ${errorMessage(error)}`);
  }
  return client;
}

/** Connects for one piece of work, and ends the connection after it. */
export async function withDatabase<T>(url: string, work: (client: PgClient) => Promise<T>): Promise<T> {
  const client = await connect(url);
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}
