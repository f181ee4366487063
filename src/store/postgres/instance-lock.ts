// The instance lock: one process writes a database's calendar at a time (a session advisory lock, let go with
// the connection), and one refused is told who holds it.
import type { PgClient } from '../../lazy-libraries/pg.js';
import { CalendarInUseError } from './errors.js';
import { LOCK_KEYS } from './schema.js';

const LOCK_RETRY_MS = 100;

/** Takes the instance lock, trying again for `waitMs` while another process holds it. */
export async function takeInstanceLock(client: PgClient, location: string, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const taken = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1) as taken', [
      LOCK_KEYS.instance,
    ]);
    if (taken.rows[0]?.taken) return;
    if (Date.now() >= deadline) throw new CalendarInUseError(location, await lockHolder(client));
    await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS));
  }
}

/** Who holds the instance lock: its application name and client address, as PostgreSQL shows them. */
async function lockHolder(client: PgClient): Promise<string | undefined> {
  const holder = await client.query<{ name: string; address: string | null; pid: number }>(
    'select a.application_name as name, a.client_addr::text as address, a.pid from pg_locks l ' +
      "join pg_stat_activity a on a.pid = l.pid where l.locktype = 'advisory' and l.objid = $1 and l.granted",
    [LOCK_KEYS.instance],
  );
  const row = holder.rows[0];
  if (!row) return undefined;
  return `${row.name || 'a client'}${row.address ? ` from ${row.address}` : ' on this machine'}, database process ${row.pid}`;
}
