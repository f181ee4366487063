// Where the local calendar file lives: --data, then CAL_DATA, then the per-user data folder; and whether it can be
// there. A path that cannot hold a calendar fails before anything touches it, and nothing is made for a read: only
// cal's own data folder is made, by a first write.
import { dirname, join, resolve } from 'node:path';
import { calendarAt } from '../store/calendar-at.js';
import { makeFolder } from '../store/file/make-folder.js';
import { dataDirOf } from './paths.js';

type Env = Readonly<Record<string, string | undefined>>;

export function storePath(flag: string | undefined, env: Env): string {
  if (flag) return flag;
  if (env.CAL_DATA) return env.CAL_DATA;
  return join(dataDirOf(env), 'calendar.json');
}

/** A `data` value as given relative to `base` (a folder): a file's path made absolute; a postgres:// URL as it is. */
export function dataLocation(base: string, value: string): string {
  return calendarAt(value).resolvedFrom(base).given;
}

/** The calendar file is in cal's own per-user data folder, which cal makes when it is missing. */
export function inOwnDataFolder(file: string, env: Env): boolean {
  const { folder } = calendarAt(file);
  return folder !== undefined && resolve(folder) === resolve(dataDirOf(env));
}

/** Fails in one line naming `file` when it cannot be a calendar file (src/store/file/path-problems.ts); a database is fine. */
export async function checkStorePath(file: string, env: Env): Promise<void> {
  await calendarAt(file).checkPlace({ folderMayBeMissing: inOwnDataFolder(file, env) });
}

/** Before a first write: cal's own data folder is made when missing; any other folder is the user's to make. */
export async function makeOwnDataFolder(file: string, env: Env): Promise<void> {
  if (inOwnDataFolder(file, env)) await makeFolder(dirname(file));
}
