// Bringing the calendar in memory up to the database's change log: the writes other processes committed, and a
// write of this one whose commit was cut off (reported as failed, taken back in memory, yet committed).
import type { PgClient } from '../../lazy-libraries/pg.js';
import { isJournalEntry } from '../journal.js';
import type { ChangeSet, MemoryState } from '../memory-state.js';
import { CalendarDivergedError } from './errors.js';

/**
 * Applies every change-log entry after `revision` to `state`, in order; returns the last revision. Refuses a log
 * that does not go on from `revision` (a database restored from a backup, or a replica promoted that had not
 * received every write): applying what follows would build on writes the database no longer holds.
 */
export async function catchUp(client: PgClient, state: MemoryState, revision: number): Promise<number> {
  // The state's revision beside the entries, in one snapshot: the head the entries must reach.
  // (A join of the two made PostgreSQL scan the whole log: the entries are read on their own, by the index.)
  const rows = await client.query<{ head: string | null; revision: string | null; entry: unknown }>(
    'select revision as head, null::bigint as revision, null::json as entry from cal_state ' +
      'union all select null, revision, entry from cal_changes where revision > $1',
    [revision],
  );
  // SQL promises no order across a union: the state's row and the entries are told apart, and sorted, here.
  const head = Number(rows.rows.find((row) => row.head !== null)?.head ?? 0);
  const entries = rows.rows.filter((row) => row.revision !== null);
  entries.sort((a, b) => Number(a.revision) - Number(b.revision));
  if (head < revision) throw diverged(`ends at revision ${head}, before revision ${revision} held here`);
  let last = revision;
  for (const row of entries) {
    if (Number(row.revision) !== last + 1) throw diverged(`lacks revision ${last + 1}`);
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
    last += 1;
  }
  if (last !== head) throw diverged(`reaches revision ${last}, not the calendar's ${head}`);
  return last;
}

function diverged(what: string): CalendarDivergedError {
  return new CalendarDivergedError(
    `the database's change log ${what} (was it restored or failed over?): restart every cal process on it to read the calendar afresh`,
  );
}
