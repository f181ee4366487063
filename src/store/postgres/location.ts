// A calendar in PostgreSQL is named by a postgres:// URL wherever a calendar file is (--data, CAL_DATA, `data`).
// The URL may carry a password; it is never shown: every place that names the calendar shows it redacted.

const POSTGRES_URL = /^postgres(?:ql)?:\/\//i;
/** `scheme://user:` then the password, up to the `@` before the host (a password's own `@` is %40). */
const USERINFO_PASSWORD = /^([a-z]+:\/\/[^:@/?#]*:)([^@/?#]*)@/i;
const QUERY_PASSWORD = /([?&]password=)([^&#]*)/i;

/** Whether `location` (a --data value) names a PostgreSQL database rather than a file. */
export function isPostgresUrl(location: string): boolean {
  return POSTGRES_URL.test(location);
}

/**
 * The URL with its password (in the user part or the query) replaced by `***`: what messages, logs and --verbose
 * show. Read as text, not parsed: libpq's URLs (an empty host with `?host=/socket/folder`) are not WHATWG URLs.
 */
export function redactedUrl(location: string): string {
  return location.replace(USERINFO_PASSWORD, '$1***@').replace(QUERY_PASSWORD, '$1***');
}

/** A calendar's location as shown: a file's path, or a database's URL without its password. */
export function shownLocation(location: string): string {
  return isPostgresUrl(location) ? redactedUrl(location) : location;
}

/**
 * The URL without its password, and the password (decoded): a child process gets the URL on its command line,
 * which other users of the machine can read, and the password in its environment (PGPASSWORD).
 */
export function withoutPassword(location: string): { url: string; password: string | undefined } {
  const inUser = USERINFO_PASSWORD.exec(location);
  const inQuery = QUERY_PASSWORD.exec(location);
  const raw = inUser?.[2] ?? inQuery?.[2];
  const url = location
    .replace(USERINFO_PASSWORD, (_, user: string) => `${user.slice(0, -1)}@`)
    .replace(/([?&])password=[^&#]*&?/i, (_, lead: string) => lead)
    .replace(/[?&]$/, '');
  return { url, password: raw === undefined ? undefined : decodeURIComponent(raw) };
}
