// The bound on every wait for a calendar's database (src/store/postgres/connect.ts): `cal serve --db-timeout`, else
// CAL_DB_TIMEOUT, else the store's default. In seconds, as --timeout is.
import { UsageError } from './errors.js';

/** The bound in ms, or undefined for the default; a value that is not a positive number of seconds is refused. */
export function dbTimeoutMs(
  flag: string | undefined,
  env: Readonly<Record<string, string | undefined>>,
): number | undefined {
  const text = flag ?? (env.CAL_DB_TIMEOUT || undefined);
  if (text === undefined) return undefined;
  const seconds = Number(text);
  if (text.trim() === '' || !Number.isFinite(seconds) || seconds <= 0)
    throw new UsageError(
      `${flag === undefined ? 'CAL_DB_TIMEOUT' : '--db-timeout'}: expected a number of seconds above 0, got "${text}"`,
    );
  return Math.round(seconds * 1000);
}
