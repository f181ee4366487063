// `cal store` on calendars in PostgreSQL: make or upgrade a database's tables, copy a calendar between a file and a
// database (either way), check one, and compare two record by record.
import { calendarAt } from '../../../store/calendar-at.js';
import { differences } from '../../../store/calendar-differences.js';
import type { DocumentView } from '../../../store/file/store-document.js';
import { duplicateSlugs } from '../../../store/file/duplicate-slugs.js';
import { duplicatesReport, refuseDuplicateSlugs } from './duplicate-slugs.js';
import { UsageError } from '../../errors.js';
import { EXIT } from '../../errors.js';
import type { GlobalOptions, Session } from '../../session.js';
import { checkStorePath, storePath } from '../../../config/store-path.js';

/** The collections `cal store check` counts, in the order it names them. */
export const COUNTED = ['events', 'venues', 'organizers', 'categories', 'tags', 'users', 'media'] as const;

/** The calendar a `cal store` command works on: --data, else the profile's, else the default file. */
export async function locationOf(session: Session, globals: GlobalOptions): Promise<string> {
  const location = storePath(globals.data ?? (await session.config()).profile.data, session.context.env);
  await checkStorePath(location, session.context.env);
  return location;
}

function counts(view: DocumentView): string {
  const lists = new Map(view.collections);
  return COUNTED.map((name) => `${lists.get(name)?.length ?? 0} ${name}`).join(', ');
}

/** `cal store migrate`: makes the database's tables, or upgrades them to this cal's schema. */
export async function migrateStore(session: Session, globals: GlobalOptions): Promise<number> {
  const location = calendarAt(await locationOf(session, globals));
  if (location.kind !== 'database')
    throw new UsageError(
      `${location.shown} is a calendar file: files are upgraded as they are read; migrate works on a postgres:// URL`,
    );
  const { withDatabase } = await import('../../../store/postgres/connect.js');
  const { migrateSchema } = await import('../../../store/postgres/schema.js');
  const { from, to } = await withDatabase(location.given, migrateSchema);
  const { shown } = location;
  session.context.io.stderr.write(
    from === to ? `${shown}: schema ${to}, nothing to do\n` : `${shown}: schema ${from} → ${to}\n`,
  );
  return EXIT.ok;
}

/** `cal store copy FROM TO`: the calendar at FROM, as committed, made anew at TO (a new file, or an empty database). */
export async function copyStore(session: Session, from: string, to: string): Promise<number> {
  if (from === to) throw new UsageError('cal store copy: FROM and TO are the same calendar');
  const [source, target] = [calendarAt(from), calendarAt(to)];
  await target.expectNoCalendar();
  const copy = await source.read();
  // A database refuses two records with one slug; a file takes them (a hand-edited file can have them).
  if (target.kind === 'database') refuseDuplicateSlugs(from, copy.view);
  const records = await target.write(copy);
  session.context.io.stderr.write(
    `Copied ${source.shown} to ${target.shown}: ${records} records (${counts(copy.view)})\n`,
  );
  return EXIT.ok;
}

/** `cal store check` on a database: reads it whole, with the file store's checks, and says what it holds. */
export async function checkDatabase(session: Session, location: string): Promise<number> {
  const calendar = calendarAt(location);
  const { view } = await calendar.read();
  const duplicates = duplicateSlugs(view.collections);
  if (duplicates.length > 0) {
    session.context.io.stdout.write(duplicatesReport(location, duplicates));
    return EXIT.failed;
  }
  session.context.io.stdout.write(`${calendar.shown}: ok (${counts(view)})\n`);
  return EXIT.ok;
}

/**
 * `cal store check A [B]`: compares two calendars record by record (B defaults to --data), each as committed; exit 1
 * when they differ, naming how.
 */
export async function compareStores(session: Session, globals: GlobalOptions, others: string[]): Promise<number> {
  if (others.length > 2) throw new UsageError('cal store check compares two calendars at most');
  const [first = '', second] = others;
  const other = second ?? (await locationOf(session, globals));
  const [one, two] = [calendarAt(first), calendarAt(other)];
  const [a, b] = await Promise.all([one.read(), two.read()]);
  const found = differences(a.view, b.view);
  const names = `${one.shown} and ${two.shown}`;
  if (found.length === 0) {
    session.context.io.stdout.write(`${names} hold the same calendar (${counts(a.view)})\n`);
    return EXIT.ok;
  }
  session.context.io.stdout.write(`${names} differ:\n${found.map((line) => `  ${line}\n`).join('')}`);
  return EXIT.failed;
}
