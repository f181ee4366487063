// A new calendar in a database, filled from a view of another one (`cal store copy`): every record in its order,
// the settings, the ID sequences and the key event passwords were sealed with, in one transaction.
import type { DocumentView } from '../file/store-document.js';
import { withDatabase } from './connect.js';
import { CalendarExistsError } from '../calendar-exists.js';
import { redactedUrl } from './location.js';
import type { PgClient } from '../../lazy-libraries/pg.js';
import { takeInstanceLock } from './instance-lock.js';
import { migrateSchema, schemaVersion } from './schema.js';
import { inTransaction } from './transaction.js';

/** Rows per insert: a large calendar goes in pieces, each one statement. */
const ROWS_PER_INSERT = 1000;

/**
 * Makes the calendar of `view` in the database at `url`, which must hold none yet (no state, no records); holds the
 * instance lock meanwhile, so that no server opens it half made. `keyText`: the key to keep (a new one if none).
 */
export async function createCalendar(url: string, view: DocumentView, keyText: string): Promise<number> {
  return withDatabase(url, async (client) => {
    await takeInstanceLock(client, redactedUrl(url), 0, 'alone');
    await migrateSchema(client);
    return inTransaction(client, async () => {
      await refuseHeldCalendar(client, url);
      await client.query('insert into cal_state (settings, sequences, secret_key) values ($1, $2, $3)', [
        JSON.stringify(view.settings),
        JSON.stringify(view.sequences),
        keyText,
      ]);
      let copied = 0;
      for (const [collection, records] of view.collections) {
        for (let from = 0; from < records.length; from += ROWS_PER_INSERT) {
          const part = records.slice(from, from + ROWS_PER_INSERT);
          await client.query(
            'insert into cal_records (collection, id, data) select $1, r.id, r.data ' +
              'from unnest($2::bigint[], $3::json[]) with ordinality as r(id, data, n) order by r.n',
            [collection, part.map(idOf), part.map((record) => JSON.stringify(record))],
          );
          copied += part.length;
        }
      }
      return copied;
    });
  });
}

async function refuseHeldCalendar(client: PgClient, url: string): Promise<void> {
  const held = await client.query<{ n: string }>(
    'select (select count(*) from cal_state) + (select count(*) from cal_records) as n',
  );
  if (Number(held.rows[0]?.n ?? 0) > 0)
    throw new CalendarExistsError(`${redactedUrl(url)} already holds a calendar: copy into an empty database`);
}

/** Refuses a database that holds a calendar (one without cal's tables holds none). */
export async function expectEmptyDatabase(url: string): Promise<void> {
  await withDatabase(url, async (client) => {
    if ((await schemaVersion(client)) > 0) await refuseHeldCalendar(client, url);
  });
}

function idOf(record: unknown): number {
  const id = typeof record === 'object' && record !== null && 'id' in record ? record.id : undefined;
  if (typeof id !== 'number') throw new Error('a record without an ID');
  return id;
}
