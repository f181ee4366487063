// A calendar copied between a file and a database, either way (`cal store copy`), and two compared record by record
// (`cal store check A B`). Both read the source as committed, without taking it over.
import { stat, writeFile } from 'node:fs/promises';
import { errorCode } from '../typing/caught-error.js';
import { isRecord } from '../typing/is-record.js';
import { writeFileDurably } from './file/file-io.js';
import { JsonFileStore } from './file/json-file-store.js';
import { isPostgresUrl, redactedUrl } from './postgres/location.js';
import { FileKeySecretBox, keyFileOf, newKeyText } from './secret-box.js';
import { documentChunks, type DocumentView } from './file/store-document.js';
import { CalendarExistsError } from './calendar-exists.js';
import { CopyRefusedError } from './copy-refused.js';

/** A calendar as committed, with the text of the key its event passwords are sealed with (when it has one). */
export interface CalendarCopy {
  readonly view: DocumentView;
  readonly keyText: string | undefined;
}

/** Reads the calendar at `location` (a file or a postgres:// URL) as committed. */
export async function readCalendar(location: string): Promise<CalendarCopy> {
  if (isPostgresUrl(location)) {
    const { PostgresStore } = await import('./postgres/postgres-store.js');
    const store = await PostgresStore.open(location, { readOnly: true });
    try {
      return store.view();
    } finally {
      await store.close();
    }
  }
  const view = await JsonFileStore.readView(location);
  return { view, keyText: new FileKeySecretBox(keyFileOf(location)).keyText() };
}

/**
 * Refuses a target that holds a calendar already (a file that exists, a database with cal's records): said before
 * the source is read, and checked again as the copy is written.
 */
export async function expectNoCalendar(location: string): Promise<void> {
  if (isPostgresUrl(location)) {
    const { expectEmptyDatabase } = await import('./postgres/create-calendar.js');
    return expectEmptyDatabase(location);
  }
  const exists = await stat(location).then(
    () => true,
    (error: unknown) => {
      if (errorCode(error) === 'ENOENT') return false;
      throw error;
    },
  );
  if (exists) throw new CalendarExistsError(`${location} already exists: copy to a new file`);
}

/** Writes `copy` as a new calendar at `location`, which must hold none; returns how many records it holds. */
export async function writeCalendar(location: string, copy: CalendarCopy): Promise<number> {
  if (isPostgresUrl(location)) {
    const [{ createCalendar }, { DatabaseError }] = await Promise.all([
      import('./postgres/create-calendar.js'),
      import('../lazy-libraries/pg.js'),
    ]);
    return createCalendar(location, copy.view, copy.keyText ?? newKeyText()).catch((error: unknown) => {
      // The copy is one transaction: a statement the database refuses (a constraint) leaves nothing written.
      if (!(error instanceof DatabaseError)) throw error;
      const detail = error.detail === undefined ? '' : `: ${error.detail}`;
      const reason = `${error.message}${detail}`.replace(/\s*\n\s*/g, ' ');
      throw new CopyRefusedError(
        `${redactedUrl(location)}: the database refused the copy (${reason}); nothing was written`,
      );
    });
  }
  await expectNoCalendar(location);
  // The key first: a calendar file is never without the key its passwords need.
  if (copy.keyText !== undefined) await writeFile(keyFileOf(location), `${copy.keyText}\n`, { mode: 0o600 });
  await writeFileDurably(location, [...documentChunks(copy.view)].join(''));
  return copy.view.collections.reduce((sum, [, records]) => sum + records.length, 0);
}

/**
 * How two calendars differ: settings, ID sequences, and per collection the records only one holds, those that
 * differ (by field) and a different order. Empty when they are equal. At most `limit` lines.
 */
export function differences(a: DocumentView, b: DocumentView, limit = 20): string[] {
  const found: string[] = [];
  const note = (line: string) => {
    if (found.length < limit) found.push(line);
  };
  for (const field of fieldsDiffering(a.settings, b.settings)) note(`settings: ${field} differs`);
  for (const field of fieldsDiffering(a.sequences, b.sequences)) note(`ID sequences: ${field} differs`);
  const listsOf = (view: DocumentView) => new Map(view.collections.map(([name, records]) => [name, records]));
  const listsA = listsOf(a);
  const listsB = listsOf(b);
  for (const name of new Set([...listsA.keys(), ...listsB.keys()])) {
    const byId = (records: readonly unknown[]) =>
      new Map(records.map((record) => [isRecord(record) ? record.id : undefined, record]));
    const inA = byId(listsA.get(name) ?? []);
    const inB = byId(listsB.get(name) ?? []);
    for (const [id, record] of inA) {
      const other = inB.get(id);
      if (other === undefined) note(`${name} ${String(id)}: only in the first`);
      else for (const field of fieldsDiffering(record, other)) note(`${name} ${String(id)}: ${field} differs`);
    }
    for (const id of inB.keys()) if (!inA.has(id)) note(`${name} ${String(id)}: only in the second`);
    const order = (map: Map<unknown, unknown>, other: Map<unknown, unknown>) =>
      [...map.keys()].filter((id) => other.has(id)).join(',');
    if (order(inA, inB) !== order(inB, inA)) note(`${name}: listed in another order`);
  }
  return found;
}

/** The top-level fields whose values differ (compared as JSON with keys in order, so key order does not count). */
function fieldsDiffering(a: unknown, b: unknown): string[] {
  const recordA = isRecord(a) ? a : {};
  const recordB = isRecord(b) ? b : {};
  return [...new Set([...Object.keys(recordA), ...Object.keys(recordB)])].filter(
    (field) => canonical(recordA[field]) !== canonical(recordB[field]),
  );
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isRecord(value))
    return `{${Object.keys(value)
      .sort()
      .filter((key) => value[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical(value[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'undefined';
}
