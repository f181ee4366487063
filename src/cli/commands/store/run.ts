// What `cal store` does; reading never takes the file over, so check and backup work beside a server.
import { readFile, writeFile } from 'node:fs/promises';
import { errorCode } from '../../../typing/caught-error.js';
import { isRecord } from '../../../typing/is-record.js';
import { parseJson } from '../../../typing/parse-json.js';
import { writeFileDurably } from '../../../store/file/file-io.js';
import { keyFileOf } from '../../../store/secret-box.js';
import { JsonFileStore } from '../../../store/file/json-file-store.js';
import { servingLock } from '../../../store/file/lock.js';
import { noteBackup } from '../../../store/file/backup-log.js';
import { journalPath } from '../../../store/journal/journal.js';
import { repairStore as repairFiles } from '../../../store/file/repair.js';
import { duplicateSlugs } from '../../../store/file/duplicate-slugs.js';
import { timeoutOf } from '../../global-flags.js';
import type { GlobalOptions, Session } from '../../session.js';
import { withCalendarHeld } from '../local-file.js';
import { CommandError, EXIT, UsageError } from '../../errors.js';
import { calendarAt } from '../../../store/calendar-at.js';
import { checkDatabase, compareStores, COUNTED, locationOf } from './database.js';
import { documentLists, duplicatesReport, renumberSlugsIn } from './duplicate-slugs.js';
export { copyStore, migrateStore } from './database.js';

/** The calendar file of a command that works on files alone; a database is refused with what to use instead. */
async function fileOf(session: Session, globals: GlobalOptions, instead: string): Promise<string> {
  const location = await locationOf(session, globals);
  const calendar = calendarAt(location);
  if (calendar.kind === 'database')
    throw new UsageError(`${calendar.shown} is a database, not a calendar file; ${instead}`);
  return location;
}

const noCalendarYet = (file: string) => new CommandError(`${file}: no calendar there yet (cal makes it on first use)`);

/** The calendar as committed; a file not made yet is said so plainly. */
async function examine(file: string, options?: { everyField: boolean }): ReturnType<typeof JsonFileStore.examine> {
  return JsonFileStore.examine(file, options).catch((error: unknown) => {
    if (errorCode(error) === 'ENOENT') throw noCalendarYet(file);
    throw error;
  });
}

async function readCalendar(file: string): Promise<string> {
  return (await examine(file)).document;
}

export async function checkStore(session: Session, globals: GlobalOptions, others: string[]): Promise<number> {
  if (others.length > 0) return compareStores(session, globals, others);
  const location = await locationOf(session, globals);
  if (calendarAt(location).kind === 'database') return checkDatabase(session, location);
  const file = location;
  // Every record checked, also those of a file cal sealed: a check that trusted the seal would check only its sum.
  const { document, tornTail } = await examine(file, { everyField: true });
  const doc = parseJson(document);
  const duplicates = duplicateSlugs(documentLists(doc));
  if (duplicates.length > 0) {
    session.context.io.stdout.write(duplicatesReport(file, duplicates));
    return EXIT.failed;
  }
  const counts = COUNTED.map((name) => {
    const items = isRecord(doc) ? doc[name] : undefined;
    return `${Array.isArray(items) ? items.length : 0} ${name}`;
  }).join(', ');
  const served = await servingLock(file);
  // A record a crash cut short was never acknowledged: the calendar is whole without it, but it is said.
  const torn = tornTail
    ? `; ${journalPath(file)}: torn tail: ${tornTail.bytes} bytes after record ${tornTail.afterRecord}, dropped`
    : '';
  session.context.io.stdout.write(
    `${file}: ok (${counts})${served ? `, served by process ${served.pid}` : ''}${torn}\n`,
  );
  return 0;
}

export async function repairStore(session: Session, globals: GlobalOptions): Promise<number> {
  const file = await fileOf(session, globals, 'its database keeps it whole (PostgreSQL recovers on its own)');
  // The lock is held while repairing, so that no server or command opens the file half repaired.
  await withCalendarHeld(file, timeoutOf(globals), 'stop it before repairing the file', async () => {
    const report = await repairFiles(file, new Date(session.context.now()), () => renumberSlugsIn(file)).catch(
      (error: unknown) => {
        if (errorCode(error) === 'ENOENT') throw noCalendarYet(file);
        throw error;
      },
    );
    for (const line of report) session.context.io.stderr.write(`${line}\n`);
  });
  return 0;
}

export async function compactStore(session: Session, globals: GlobalOptions): Promise<number> {
  const file = await fileOf(session, globals, 'a database has no journal to fold');
  await withCalendarHeld(file, timeoutOf(globals), 'it folds its journal when it stops', async () => {
    const store = await JsonFileStore.open(file);
    await store.compact();
    await store.close();
  });
  return 0;
}

export async function backupStore(session: Session, globals: GlobalOptions, destination: string): Promise<number> {
  const file = await fileOf(session, globals, '`cal store copy URL FILE` writes it to a file (or use pg_dump)');
  await writeFileDurably(destination, await readCalendar(file));
  // The key that reads the events' passwords back goes along, private as the original (src/store/secret-box.ts).
  const key = await readFile(keyFileOf(file), 'utf8').catch((error: unknown) => {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  });
  if (key !== undefined) await writeFile(keyFileOf(destination), key, { mode: 0o600 });
  await noteBackup(file, destination, new Date(session.context.now()));
  const also = key === undefined ? '' : ` (and its key to ${keyFileOf(destination)})`;
  session.context.io.stderr.write(`Wrote a copy of ${file} to ${destination}${also}\n`);
  return 0;
}
