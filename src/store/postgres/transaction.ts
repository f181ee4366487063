// Transactions on a calendar's connection: committed when their work succeeds, rolled back when it throws.
import type { PgClient } from '../../lazy-libraries/pg.js';
import { isConnectionFailure } from './connection-failures.js';

/**
 * Ends a transaction that failed with `error`. A connection that failed is not asked: it ended the transaction
 * already, or is being cut (a query sent after one still unanswered would wait behind it).
 */
export async function rollBack(client: PgClient, error?: unknown): Promise<void> {
  if (isConnectionFailure(error)) return;
  await client.query('rollback').catch(() => undefined);
}

/** Runs `work` in a transaction opened by `begin` (which may set its isolation): committed, or rolled back. */
export async function inTransaction<T>(client: PgClient, work: () => Promise<T>, begin = 'begin'): Promise<T> {
  await client.query(begin);
  try {
    const result = await work();
    await client.query('commit');
    return result;
  } catch (error) {
    await rollBack(client, error);
    throw error;
  }
}
