// A calendar of the fixture's events in a new database of a private cluster, copied in as a user would: made as a
// file (bench/calendar-fixture.js), then `cal store copy FILE postgres://…`.
import process from 'node:process';
import { writeCalendar } from './calendar-fixture.js';
import { BIN, cleanEnv, expectOk, runTimed } from './support.js';

/** A new, empty database on the cluster, and its URL (cal makes its tables on first use). */
export function newDatabase(cluster, name) {
  cluster.sql(`create database ${name}`);
  return cluster.url(name);
}

/** A new database holding `events` events made at `now`; the calendar file it was copied from stays in `box`. */
export async function copiedCalendar(cluster, box, name, { events, now }) {
  const file = box.path(`${name}.json`);
  await writeCalendar(file, { events, now });
  const url = newDatabase(cluster, name);
  expectOk(
    await runTimed(process.execPath, [BIN, 'store', 'copy', file, url], { env: cleanEnv(box.dir), cwd: box.dir }),
    'cal store copy',
  );
  return { file, url };
}
