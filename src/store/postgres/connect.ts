// A connection to the database holding a calendar, named in errors by its URL without the password.
import { Client, type PgClient } from '../../lazy-libraries/pg.js';
import { errorMessage } from '../../typing/caught-error.js';
import { StoreUnavailableError } from '../store-unavailable.js';
import { redactedUrl } from './location.js';

/** A database that does not answer within this time is out of reach (a dropped network never refuses). */
const CONNECT_TIMEOUT_MS = 10_000;

/** Connects as `role` (PostgreSQL shows it as the application name); a failure is a StoreUnavailableError. */
export async function connect(url: string, role = 'cal'): Promise<PgClient> {
  const client = new Client({
    connectionString: url,
    application_name: role,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A peer gone without closing (a host lost) is noticed by the operating system, not only on the next write.
    keepAlive: true,
  });
  // A connection that breaks while idle is reported to its owner's own listener (the store watches its own);
  // without any, the process would stop on it.
  client.on('error', () => undefined);
  try {
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
