// Checks on single values: numbers, strings, dates, zones, URLs, statuses and the language.
import { isOneOf } from '../../typing/one-of.js';
import { POST_STATUSES, STATUS_FILTERS } from '../../api/post-statuses.js';
import { listToArray, parseWpBoolean, parseWpInteger } from '../../api/params.js';
import type { CheckOutputs } from '../../api/field-spec.js';
import type { Check, CheckResult } from '../../api/validate.js';
import { cutsANumber, parseDate } from '../../dates/parse.js';
import { instantToWallTime, isValidTimeZone } from '../../dates/zones.js';
import { isStrict } from '../../domain/query/event-dates-window.js';
import { canListAnyStatus } from '../../domain/permissions.js';
import type { HandlerContext } from '../handlers/context.js';

/** The check named `N`, bound to the output the catalog's types promise for it. */
type C<N extends keyof CheckOutputs> = Check<HandlerContext, CheckOutputs[N]>;

export const ok = <T = never>(value?: T): CheckResult<T> => (value === undefined ? { ok: true } : { ok: true, value });
export const fail = (message?: string): CheckResult<never> =>
  message === undefined ? { ok: false } : { ok: false, message };

export const positiveInt: C<'positive-int'> = (value) => {
  const n = parseWpInteger(value);
  return n !== undefined && n > 0 ? ok(n) : fail();
};

/** Positive, then silently capped at the site's maximum, as upstream. */
export const perPage: C<'per-page'> = (value, { context }) => {
  const n = parseWpInteger(value);
  if (n === undefined || n <= 0) return fail();
  return ok(Math.min(n, context.store.settings().max_per_page));
};

export const nonEmptyString: C<'non-empty-string'> = (value) =>
  typeof value === 'string' && value !== '' ? ok() : fail();

/**
 * Dates are read in the event's zone when the request names a valid one, else in the site's. A date PHP would
 * read as another one (`99999-01-01` as 2009-01-01) is refused, the value named (the error names the field).
 */
export const date: C<'date'> = (value, { args, context }) => {
  if (typeof value !== 'string' && typeof value !== 'number') return fail();
  const requested = args.timezone;
  const zone =
    typeof requested === 'string' && requested !== '' && isValidTimeZone(requested)
      ? requested
      : context.store.settings().timezone;
  if (parseDate(value, { zone, now: context.now })) return ok();
  return cutsANumber(value) ? fail(`${JSON.stringify(value)} is not a date (a year has at most four digits).`) : fail();
};

/**
 * A list's date bound, parsed once into the site-local wall time the list's window starts from: read in the site's
 * zone, or in UTC when `strict_dates` asks for the stated times or the value is a Unix timestamp.
 */
export const listDate: C<'list-date'> = (value, { args, context }) => {
  if (typeof value !== 'string' && typeof value !== 'number') return fail();
  const zone = context.store.settings().timezone;
  const timestamp = typeof value === 'number' || /^-?\d+$/.test(value.trim());
  const readZone = isStrict(args.strict_dates) || timestamp ? 'UTC' : zone;
  const parsed = parseDate(value, { zone: readZone, now: context.now });
  if (parsed) return ok(readZone === zone ? parsed.wall : instantToWallTime(parsed.instant, zone));
  return cutsANumber(value) ? fail(`${JSON.stringify(value)} is not a date (a year has at most four digits).`) : fail();
};

export const strictDates: C<'strict-dates'> = (value) => ok(isStrict(value));

export const timezone: C<'timezone'> = (value) =>
  typeof value === 'string' && (value === '' || isValidTimeZone(value)) ? ok() : fail();

/**
 * The schemes WordPress' `esc_url_raw` keeps (`wp_allowed_protocols`): a link of any other (`javascript:`, `data:`,
 * `vbscript:`...) would run or load something where a page shows it, and WordPress would store it emptied.
 */
const LINK_SCHEMES: ReadonlySet<string> = new Set(
  'http https ftp ftps mailto news irc irc6 ircs gopher nntp feed telnet mms rtsp sms svn tel fax xmpp webcal urn'
    .split(' ')
    .map((scheme) => `${scheme}:`),
);

export const urlOrEmpty: C<'url-or-empty'> = (value, { name }) => {
  if (value === '') return ok();
  if (typeof value !== 'string') return fail();
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail();
  }
  if (!LINK_SCHEMES.has(url.protocol))
    return fail(
      `${name} is a ${url.protocol} link; links must be http, https, mailto, tel or another scheme WordPress keeps.`,
    );
  const hierarchical = url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ftp:';
  return !hierarchical || url.hostname !== '' ? ok() : fail();
};

export const postStatus: C<'post-status'> = (value) => (isOneOf(POST_STATUSES, value) ? ok() : fail());

/**
 * Callers who may only see published posts may ask for exactly `publish`; others any known
 * statuses (or `any`). Normalised to a list.
 */
export const statusFilter: C<'status-filter'> = (value, { context }) => {
  const statuses = listToArray(value).map(String);
  if (statuses.length === 0) return fail();
  if (!canListAnyStatus(context.principal)) {
    return statuses.length === 1 && statuses[0] === 'publish' ? ok(statuses) : fail();
  }
  const known = new Set<string>(STATUS_FILTERS);
  return statuses.every((s) => known.has(s)) ? ok(statuses) : fail();
};

export const siteLanguage: C<'site-language'> = (value, { name, context }) => {
  const languages = context.store.settings().languages;
  if (typeof value === 'string' && languages.includes(value)) return ok();
  return fail(`${name} is not one of ${languages.join(', ')}.`);
};

export const ticketed: C<'ticketed'> = (value) => {
  const flag = parseWpBoolean(value);
  if (flag === undefined) return fail();
  return flag ? fail('Event Tickets plugin is not activated.') : ok(false);
};

/** A JSON number or a numeric string; NaN for anything else. */
function toNumber(value: unknown): number {
  return typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
}

/** Latitudes and longitudes come in pairs (`geoloc_lat`/`geoloc_lng`, `geo_lat`/`geo_lng`) and in range. */
export const coordinate: C<'coordinate'> = (value, { name, args }) => {
  const isLat = name.endsWith('_lat');
  const other = isLat ? name.replace(/_lat$/, '_lng') : name.replace(/_lng$/, '_lat');
  // A venue's coordinates are cleared together with "".
  if (value === '' && (args[other] === '' || args[other] === null)) return ok(null);
  if (args[other] === undefined || args[other] === null || args[other] === '')
    return fail(`${name} must be sent with ${other}.`);
  const n = toNumber(value);
  const limit = isLat ? 90 : 180;
  if (!Number.isFinite(n) || Math.abs(n) > limit)
    return fail(`${name} must be a number between -${limit} and ${limit}.`);
  return ok(n);
};

/** A search radius in kilometres: positive, and no more than half the Earth's circumference. */
export const radius: C<'radius'> = (value) => {
  const n = toNumber(value);
  return Number.isFinite(n) && n > 0 && n <= 20_000
    ? ok(n)
    : fail('geoloc_radius must be a number of kilometres between 0 and 20000.');
};

export const userId: C<'user-id'> = (value, { context }) => {
  const id = parseWpInteger(value);
  return id !== undefined && context.store.get('users', id) ? ok(id) : fail();
};
