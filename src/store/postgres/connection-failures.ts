// What a failure of the database means for a write: the connection failed (the database is down, unreachable or
// frozen: nothing is known to be saved, a retry may go through) or the statement did. A connection that waited past
// its bound is cut, so that no later query queues behind one the database may never answer.
import type { PgClient } from '../../lazy-libraries/pg.js';
import { errorCode, errorMessage } from '../../typing/caught-error.js';
import { StoreUnavailableError } from '../store-unavailable.js';

/**
 * pg's own failures, which carry no SQLSTATE: the socket closed, a query of a client that failed before, and the
 * client-side bound on a query (`query_timeout`).
 */
const CLIENT_FAILURES = /Connection terminated|is not queryable|Query read timeout|timeout expired/i;

/**
 * SQLSTATEs of faults of the database rather than of the statement: connection exceptions (08), operator
 * intervention (57P: shut down, terminated, cannot connect now), too many connections (53300), a lock or a statement
 * that ran past its bound (55P03, 57014) and a transaction left idle past its bound (25P03).
 */
const DATABASE_FAULTS = /^(08|57P|53300$|55P03$|57014$|25P03$)/;

/** A failure of the connection or of the database, not of what was asked of it: worth a retry once it answers. */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof StoreUnavailableError) return true;
  const code = errorCode(error) ?? '';
  // Node's socket errors (ECONNRESET, EPIPE, ...).
  return /^E[A-Z]+$/.test(code) || DATABASE_FAULTS.test(code) || CLIENT_FAILURES.test(errorMessage(error));
}

/** A query that got no answer within its bound (pg's query_timeout): the database may be frozen. */
export function isUnanswered(error: unknown): boolean {
  return !(error instanceof StoreUnavailableError) && /Query read timeout/i.test(errorMessage(error));
}

/** The refusal of a write that failed with `error`, when the failure is the database's; undefined otherwise. */
export function unavailable(error: unknown, timeoutMs: number): StoreUnavailableError | undefined {
  if (error instanceof StoreUnavailableError) return error;
  if (!isConnectionFailure(error)) return undefined;
  const bound = `${timeoutMs / 1000}s`;
  const code = errorCode(error);
  if (code === LOCK_NOT_AVAILABLE)
    return new StoreUnavailableError(`another process held the calendar's write lock for more than ${bound}`);
  if (code === QUERY_CANCELED || isUnanswered(error)) return new StoreUnavailableError(`no answer within ${bound}`);
  return new StoreUnavailableError(errorMessage(error));
}

/** PostgreSQL's lock_not_available: the write lock was not had within the lock timeout. */
const LOCK_NOT_AVAILABLE = '55P03';
/** PostgreSQL's query_canceled: here, a statement that ran past statement_timeout. */
const QUERY_CANCELED = '57014';

/**
 * Ends the connection at once, without waiting for the database to agree (a frozen one never would): what it was
 * running fails, a transaction left open is rolled back by the database when it notices, and the client is not used
 * again.
 */
export function cutConnection(client: PgClient): void {
  client.connection.stream.destroy();
}
