// One transaction for a batch of writes: the records as they stand after the last of them, the settings and ID
// sequences after it, and one change-log entry per write, each with its revision. Under the write lock, so that
// writes are serialized wherever they come from.
import type { PgClient } from '../../lazy-libraries/pg.js';
import type { ChangeSet } from '../memory-state.js';
import { journalEntry } from '../journal.js';
import { LOCK_KEYS } from './schema.js';

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

/** Commits the batch, or throws with nothing of it committed. Returns the revision of its last write. */
export async function commitBatch(client: PgClient, batch: readonly ChangeSet[]): Promise<number> {
  const final = batch[batch.length - 1];
  if (!final) return 0;
  const rows = recordRows(batch);
  await client.query('begin');
  try {
    await client.query('select pg_advisory_xact_lock($1)', [LOCK_KEYS.write]);
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
    const updated = await client.query<{ revision: string }>(
      'update cal_state set settings = $1, sequences = $2, revision = revision + $3 returning revision',
      [JSON.stringify(final.settingsAfter), JSON.stringify(final.sequencesAfter), batch.length],
    );
    const last = Number(updated.rows[0]?.revision ?? 0);
    await client.query('insert into cal_changes (revision, entry) select * from unnest($1::bigint[], $2::json[])', [
      batch.map((_, i) => last - batch.length + 1 + i),
      batch.map((changes) => JSON.stringify(journalEntry(changes))),
    ]);
    await client.query('commit');
    return last;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}
