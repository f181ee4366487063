// Bringing the calendar in memory up to the database's change log: the writes other processes committed, and a
// write of this one whose commit was cut off (reported as failed, taken back in memory, yet committed).
import type { PgClient } from '../../lazy-libraries/pg.js';
import { isJournalEntry } from '../journal/journal.js';
import type { ChangeSet, MemoryState } from '../state/memory-state.js';
import { CalendarDivergedError } from './errors.js';

/**
 * Entries read at a time: a process that missed many writes (long cut off) neither holds them all in memory at
 * once nor stops answering while it applies them.
 */
const PAGE = 1_000;

interface LogRow {
  head: string | null;
  revision: string | null;
  entry: unknown;
}

/**
 * Applies every change-log entry after `revision` to `state`, in order; returns the last revision. Refuses a log
 * that does not go on from `revision` (a database restored from a backup, or a replica promoted that had not
 * received every write): applying what follows would build on writes the database no longer holds.
 */
export async function catchUp(client: PgClient, state: MemoryState, revision: number): Promise<number> {
  let last = revision;
  for (;;) {
    const { head, entries } = await logPage(client, last);
    if (head < last) throw diverged(`ends at revision ${head}, before revision ${last} held here`);
    for (const row of entries) {
      if (Number(row.revision) !== last + 1) throw diverged(`lacks revision ${last + 1}`);
      state.apply(changeOf(row, state), 'forward');
      last += 1;
    }
    if (entries.length < PAGE) {
      if (last !== head) throw diverged(`reaches revision ${last}, not the calendar's ${head}`);
      return last;
    }
    // Between pages, the requests waiting are answered.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The state's revision (the head the entries must reach) and the next page of entries, in one snapshot. */
async function logPage(client: PgClient, after: number): Promise<{ head: number; entries: LogRow[] }> {
  // (A join of the two made PostgreSQL scan the whole log: the entries are read on their own, by the index.)
  const rows = await client.query<LogRow>(
    'select revision as head, null::bigint as revision, null::json as entry from cal_state ' +
      'union all (select null, revision, entry from cal_changes where revision > $1 order by revision limit $2)',
    [after, PAGE],
  );
  // SQL promises no order across a union: the state's row and the entries are told apart, and sorted, here.
  const head = Number(rows.rows.find((row) => row.head !== null)?.head ?? 0);
  const entries = rows.rows.filter((row) => row.revision !== null);
  entries.sort((a, b) => Number(a.revision) - Number(b.revision));
  return { head, entries };
}

function changeOf(row: LogRow, state: MemoryState): ChangeSet {
  if (!isJournalEntry(row.entry)) throw new Error(`change ${row.revision} of the database is not a change`);
  const { records, settings, sequences } = row.entry;
  return {
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
}

function diverged(what: string): CalendarDivergedError {
  return new CalendarDivergedError(
    `the database's change log ${what} (was it restored or failed over?): restart every cal process on it to read the calendar afresh`,
  );
}
