// The instance lock, a session advisory lock let go with the connection: every process writing a database's calendar
// holds it shared (they write side by side, one transaction at a time under the write lock), and a copy making the
// calendar holds it alone, so that no process opens a calendar half made. One refused is told who holds it.
import type { PgClient } from '../../lazy-libraries/pg.js';
import { CalendarInUseError } from './errors.js';
import { LOCK_KEYS } from './schema.js';

const LOCK_RETRY_MS = 100;

/** Takes the instance lock (`shared` with other writers, or `alone`), trying again for `waitMs` while it is held. */
export async function takeInstanceLock(
  client: PgClient,
  location: string,
  waitMs: number,
  mode: 'shared' | 'alone',
): Promise<void> {
  const deadline = Date.now() + waitMs;
  const take = mode === 'shared' ? 'pg_try_advisory_lock_shared' : 'pg_try_advisory_lock';
  for (;;) {
    const taken = await client.query<{ taken: boolean }>(`select ${take}($1) as taken`, [LOCK_KEYS.instance]);
    if (taken.rows[0]?.taken) return;
    if (Date.now() >= deadline) throw new CalendarInUseError(location, await lockHolder(client));
    await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS));
  }
}

/** Who holds the instance lock (one of them): its application name and client address, as PostgreSQL shows them. */
async function lockHolder(client: PgClient): Promise<string | undefined> {
  const holder = await client.query<{ name: string; address: string | null; pid: number }>(
    'select a.application_name as name, a.client_addr::text as address, a.pid from pg_locks l ' +
      "join pg_stat_activity a on a.pid = l.pid where l.locktype = 'advisory' and l.objid = $1 and l.granted limit 1",
    [LOCK_KEYS.instance],
  );
  const row = holder.rows[0];
  if (!row) return undefined;
  return `${row.name || 'a client'}${row.address ? ` from ${row.address}` : ' on this machine'}, database process ${row.pid}`;
}
