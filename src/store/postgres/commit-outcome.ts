// Whether a batch whose commit got no answer was committed. The database process that ran it may still be holding
// the commit, unsent or unanswered: it is ended first (pg_terminate_backend) and waited for, so that it can no longer
// commit afterwards; then the change log tells, at the revision the batch's last write would have, whether that
// entry is the batch's own.
import { connect } from './connect.js';

/** How often the ended process is looked for until it is gone. */
const POLL_MS = 20;

/**
 * True when the batch was committed, false when it was not; throws (a StoreUnavailableError, or the database's
 * failure) when the database cannot tell within `waitMs`.
 */
export async function wasCommitted(
  url: string,
  waitMs: number,
  lost: { pid: number | undefined; revision: number; entry: string },
): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  const client = await connect(url, { role: 'cal', waitMs });
  try {
    if (lost.pid !== undefined) {
      await client.query('select pg_terminate_backend($1)', [lost.pid]);
      for (;;) {
        const running = await client.query('select 1 from pg_stat_activity where pid = $1', [lost.pid]);
        if (running.rowCount === 0) break;
        if (Date.now() >= deadline) throw new Error(`database process ${lost.pid} did not end`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    }
    const logged = await client.query<{ entry: string }>(
      'select entry::text as entry from cal_changes where revision = $1',
      [lost.revision],
    );
    return logged.rows[0]?.entry === lost.entry;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The database process serving a connection, as PostgreSQL told the client when it connected. */
export function backendPid(client: object): number | undefined {
  const pid: unknown = Reflect.get(client, 'processID');
  return typeof pid === 'number' ? pid : undefined;
}
