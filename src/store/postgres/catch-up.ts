// Bringing the calendar in memory up to the database's change log: after a connection broke while a write was being
// committed, the database may hold it even though the write was reported as failed (and taken back in memory).
import type { PgClient } from '../../lazy-libraries/pg.js';
import { isJournalEntry } from '../journal.js';
import type { ChangeSet, MemoryState } from '../memory-state.js';

/** Applies every change-log entry after `revision` to `state`, in order; returns the last revision. */
export async function catchUp(client: PgClient, state: MemoryState, revision: number): Promise<number> {
  const rows = await client.query<{ revision: string; entry: unknown }>(
    'select revision, entry from cal_changes where revision > $1 order by revision',
    [revision],
  );
  let last = revision;
  for (const row of rows.rows) {
    if (!isJournalEntry(row.entry)) throw new Error(`change ${row.revision} of the database is not a change`);
    const { records, settings, sequences } = row.entry;
    const changes: ChangeSet = {
      records: records.map(({ collection, id, after }) => ({
        collection,
        id,
        before: state.get(collection, id),
        after: after ?? undefined,
      })),
      settingsBefore: state.currentSettings,
      settingsAfter: settings,
      sequencesBefore: { ...state.sequences },
      sequencesAfter: sequences,
    };
    state.apply(changes, 'forward');
    last = Number(row.revision);
  }
  return last;
}
