// Date and time-zone flag values checked as they are read, before anything is sent: a value cal cannot read is a
// usage error (exit 2, as README promises for bad flag values) naming the flag and, where there is one, the nearest
// value that would do, instead of the server's "Invalid parameter" (exit 1) after a round trip.
import { parseDate } from '../dates/parse.js';
import { isValidTimeZone } from '../dates/zones.js';
import { distance } from 'fastest-levenshtein';
import { UsageError } from './errors.js';

/** What a date flag takes, for help and for the error when one cannot be read. */
export const DATE_EXAMPLES = '2026-12-01, "2026-12-01 18:00", "tomorrow 9am"';

const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})(.*)$/;
const TIME = /^([ T])(\d{1,2}):(\d{2})(.*)$/;

/** A date flag's value as given, once cal can read it (the zone it is read in does not change whether it can). */
export function dateFlag(flag: string): (value: string) => string {
  return (value) => {
    if (parseDate(value, { zone: 'UTC', now: Date.now() })) return value;
    const why = whyNotADate(value.trim());
    throw new UsageError(`--${flag}: cannot read "${value}" as a date${why}; dates look like ${DATE_EXAMPLES}`);
  };
}

/** What is impossible in a date written as digits (`2026-13-45`, `2026-02-30 25:00`), and the nearest that is not. */
function whyNotADate(text: string): string {
  const day = ISO_DAY.exec(text);
  if (!day) return '';
  const [, year = '', monthText = '', dayText = '', rest = ''] = day;
  const month = Number(monthText);
  if (month < 1 || month > 12) return `: there is no month ${month}`;
  const last = new Date(Date.UTC(Number(year), month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  if (Number(dayText) < 1 || Number(dayText) > last) {
    const nearest = `${year}-${pad(month)}-${pad(Math.min(Math.max(Number(dayText), 1), last))}${rest}`;
    return `: ${MONTHS[month - 1] ?? ''} ${year} has ${last} days (the nearest date is "${nearest}")`;
  }
  const time = TIME.exec(rest);
  if (time && (Number(time[2]) > 23 || Number(time[3]) > 59))
    return `: there is no time ${time[2] ?? ''}:${time[3] ?? ''} (hours go to 23, minutes to 59)`;
  return '';
}

let zones: readonly string[] | undefined;

/** IANA zones as this Node knows them, and UTC (which Intl leaves out). */
export function knownZones(): readonly string[] {
  zones ??= ['UTC', ...Intl.supportedValuesOf('timeZone')].filter((zone) => isValidTimeZone(zone));
  return zones;
}

/**
 * A time-zone flag's value in its usual spelling (`europe/madrid` → `Europe/Madrid`: servers keep the zone as
 * sent); an offset (`UTC+2`) or an alias Node knows as it is. A zone nobody knows is refused, with the nearest name.
 */
export function zoneFlag(flag: string): (value: string) => string {
  return (value) => {
    const typed = value.trim();
    if (typed === '') return typed;
    const spelled = knownZones().find((zone) => zone.toLowerCase() === typed.toLowerCase());
    if (spelled !== undefined) return spelled;
    if (isValidTimeZone(typed)) return typed;
    const nearest = nearestZone(typed);
    throw new UsageError(
      `--${flag}: unknown time zone "${value}"${nearest === undefined ? '' : ` (did you mean ${nearest}?)`}; zones are IANA names such as Europe/Madrid, or offsets such as UTC+2`,
    );
  };
}

/** The known zone closest to `typed` by edit distance (its city alone counts too), if close enough to be meant. */
function nearestZone(typed: string): string | undefined {
  const wanted = typed.toLowerCase().replace(/\s+/g, '_');
  let best: { zone: string; distance: number } | undefined;
  for (const zone of knownZones()) {
    const name = zone.toLowerCase();
    const city = name.slice(name.lastIndexOf('/') + 1);
    const apart = Math.min(distance(wanted, name), distance(wanted, city));
    if (best === undefined || apart < best.distance) best = { zone, distance: apart };
  }
  return best && best.distance <= Math.max(2, Math.floor(wanted.length / 4)) ? best.zone : undefined;
}
