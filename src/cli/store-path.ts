// Where the local calendar file lives: --data, then CAL_DATA, then the per-user data folder.
import { join, resolve } from 'node:path';
import { isPostgresUrl } from '../store/postgres/location.js';
import { dataDirOf } from './config/paths.js';

export function storePath(flag: string | undefined, env: Readonly<Record<string, string | undefined>>): string {
  if (flag) return flag;
  if (env.CAL_DATA) return env.CAL_DATA;
  return join(dataDirOf(env), 'calendar.json');
}

/** A `data` value as given relative to `base` (a folder): a file's path made absolute; a postgres:// URL as it is. */
export function dataLocation(base: string, value: string): string {
  return isPostgresUrl(value) ? value : resolve(base, value);
}
