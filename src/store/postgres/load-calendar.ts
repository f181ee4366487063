// Reading a calendar out of its database into memory, in one snapshot: the state row (made for a new calendar) and
// every record in its order, loaded with the file store's checks.
import type { PgClient } from '../../lazy-libraries/pg.js';
import { MemoryState } from '../state/memory-state.js';
import type { Settings } from '../records/records.js';
import { COLLECTIONS } from '../records/records.js';
import { newKeyText } from '../secret-box.js';
import { loadDocument, SCHEMA_VERSION as DOCUMENT_SCHEMA } from '../file/store-document.js';
import { SchemaError } from './errors.js';
import { inTransaction } from './transaction.js';

/** The bound on reading every record of a calendar (some million of them on a slow disk). */
const LOAD_MS = 15 * 60_000;

interface StateRow {
  settings: unknown;
  sequences: unknown;
  secret_key: string;
  /** bigint: text. */
  revision: string;
}

/** The calendar's state row (made for a new calendar) and every record, loaded with the file store's checks. */
export async function loadCalendar(
  client: PgClient,
  options: { initialSettings?: Partial<Settings>; readOnly?: boolean },
): Promise<{ state: MemoryState; keyText: string; revision: number }> {
  const read = await inTransaction(
    client,
    async () => {
      const row = (await client.query<StateRow>('select settings, sequences, secret_key, revision from cal_state'))
        .rows[0];
      if (!row) return undefined;
      // A large calendar takes a while to read: this read is not held to the bound on a write's waits.
      const everyRecord = {
        text: 'select collection, data from cal_records order by position',
        query_timeout: LOAD_MS,
      };
      const records = await client.query<{ collection: string; data: unknown }>(everyRecord);
      return { row, records: records.rows };
    },
    'begin isolation level repeatable read read only; set local statement_timeout = 0',
  );
  if (!read) {
    if (options.readOnly) throw new SchemaError('the database holds no calendar yet');
    // Another process making it at the same moment makes it once.
    await client.query(
      'insert into cal_state (settings, sequences, secret_key) values ($1, $2, $3) on conflict do nothing',
      [
        JSON.stringify(options.initialSettings ?? {}),
        JSON.stringify({ post: 0, term: 0, user: 0, key: 0 }),
        newKeyText(),
      ],
    );
    return loadCalendar(client, { ...options, initialSettings: {} });
  }
  const { row, records } = read;
  const document: Record<string, unknown> = {
    schema: DOCUMENT_SCHEMA,
    settings: row.settings,
    sequences: row.sequences,
  };
  const lists = new Map<string, unknown[]>(COLLECTIONS.map((collection) => [collection, []]));
  for (const record of records) lists.get(record.collection)?.push(record.data);
  for (const [collection, list] of lists) document[collection] = list;
  const state = new MemoryState();
  loadDocument(document, state);
  return { state, keyText: row.secret_key, revision: Number(row.revision) };
}
