// Transactions on a calendar's connection: committed when their work succeeds, rolled back when it throws.
import type { PgClient } from '../../lazy-libraries/pg.js';

/** Ends a transaction that could not be committed; a broken connection has ended it already. */
export async function rollBack(client: PgClient): Promise<void> {
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
    await rollBack(client);
    throw error;
  }
}
