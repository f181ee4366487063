// One transaction for a batch of writes: the records as they stand after the last of them, the settings and ID
// sequences after it, and one change-log entry per write, each with its revision. Under the write lock, taken before
// the writes are made (beginWrite), so that writes are serialized across every process writing the calendar.
import type { PgClient } from '../../lazy-libraries/pg.js';
import type { ChangeSet } from '../state/memory-state.js';
import { journalEntry } from '../journal/journal.js';
import { LOCK_KEYS } from './schema.js';
import { isConnectionFailure } from './connection-failures.js';
import { rollBack } from './transaction.js';

interface RecordRows {
  putCollections: string[];
  putIds: number[];
  putData: string[];
  goneCollections: string[];
  goneIds: number[];
}

/** What the batch leaves of each record it touched: put (its JSON) or removed. Later writes win. */
function recordRows(batch: readonly ChangeSet[]): RecordRows {
  const last = new Map<string, { collection: string; id: number; after: unknown; removed: boolean }>();
  for (const changes of batch)
    for (const { collection, id, after } of changes.records) {
      const key = `${collection}/${id}`;
      // A record removed and put again is a new one: it goes to the end of its collection's order, as in memory.
      const removed = after === undefined || (last.get(key)?.removed ?? false);
      last.set(key, { collection, id, after, removed });
    }
  const rows: RecordRows = { putCollections: [], putIds: [], putData: [], goneCollections: [], goneIds: [] };
  for (const { collection, id, after, removed } of last.values()) {
    if (removed) {
      rows.goneCollections.push(collection);
      rows.goneIds.push(id);
    }
    if (after !== undefined) {
      rows.putCollections.push(collection);
      rows.putIds.push(id);
      rows.putData.push(JSON.stringify(after));
    }
  }
  return rows;
}

/** The channel a commit notifies with its revision, so that other processes holding the calendar catch up. */
export const CHANGES_CHANNEL = 'cal_changes';

/**
 * The commit of a batch was sent and no answer came (the connection broke or the database stopped answering): the
 * batch may be committed or not, which only the change log can tell (see commit-outcome.ts).
 */
export class CommitUnanswered extends Error {
  constructor(
    /** The revision the batch's last write has if it was committed. */
    readonly revision: number,
    /** That write's change-log entry, as sent. */
    readonly entry: string,
    override readonly cause: unknown,
  ) {
    super('the commit of a write got no answer');
  }
}

/**
 * Opens a write's transaction and takes the write lock, waiting for it at most `lockWaitMs`: until it ends, no other
 * process writes the calendar.
 */
export async function beginWrite(client: PgClient, lockWaitMs: number): Promise<void> {
  // One round trip: these statements take no parameters.
  await client.query(
    `begin; set local lock_timeout = ${Math.round(lockWaitMs)}; select pg_advisory_xact_lock(${LOCK_KEYS.write})`,
  );
}

/**
 * Commits the batch in the transaction beginWrite opened (which it ends, even with an empty batch), or throws with
 * nothing of it committed. Returns the revision of its last write (undefined for an empty batch).
 */
export async function commitBatch(client: PgClient, batch: readonly ChangeSet[]): Promise<number | undefined> {
  const final = batch[batch.length - 1];
  if (!final) {
    await client.query('commit');
    return undefined;
  }
  const rows = recordRows(batch);
  const entries = batch.map((changes) => JSON.stringify(journalEntry(changes)));
  try {
    if (rows.goneIds.length > 0)
      await client.query(
        'delete from cal_records r using unnest($1::text[], $2::bigint[]) as gone(collection, id) ' +
          'where r.collection = gone.collection and r.id = gone.id',
        [rows.goneCollections, rows.goneIds],
      );
    if (rows.putIds.length > 0)
      await client.query(
        'insert into cal_records (collection, id, data) ' +
          'select * from unnest($1::text[], $2::bigint[], $3::json[]) ' +
          'on conflict (collection, id) do update set data = excluded.data',
        [rows.putCollections, rows.putIds, rows.putData],
      );
    // The state, the log entries (numbered after the revision the state had) and the notice, in one statement.
    const updated = await client.query<{ revision: string }>(
      'with state as (update cal_state set settings = $1, sequences = $2, revision = revision + $3 ' +
        'returning revision), ' +
        'logged as (insert into cal_changes (revision, entry) ' +
        'select state.revision - $3 + entries.n, entries.entry from state, ' +
        'unnest($4::json[]) with ordinality as entries(entry, n)) ' +
        'select revision, pg_notify($5, revision::text) from state',
      [
        JSON.stringify(final.settingsAfter),
        JSON.stringify(final.sequencesAfter),
        batch.length,
        batch.map((changes) => JSON.stringify(journalEntry(changes))),
        CHANGES_CHANNEL,
      ],
    );
    const last = Number(updated.rows[0]?.revision ?? 0);
    try {
      await client.query('commit');
    } catch (error) {
      if (isConnectionFailure(error)) throw new CommitUnanswered(last, entries[entries.length - 1] ?? '', error);
      throw error;
    }
    return last;
  } catch (error) {
    if (!(error instanceof CommitUnanswered)) await rollBack(client, error);
    throw error;
  }
}
