// The zone a TZID stands for: an IANA name, a Windows name (Outlook, Exchange), a name that carries an IANA one
// (Thunderbird's "/mozilla.org/…/Europe/Berlin", "Europe_Berlin"), or the IANA zone whose rules the file's
// VTIMEZONE follows; else the VTIMEZONE alone, which gives instants but no zone to keep.
import { wallFieldsToUtcMs, type WallTime } from '../../dates/wall-time.js';
import { WINDOWS_ZONES } from '../../dates/windows-zones.js';
import { isValidTimeZone, wallTimeToInstant } from '../../dates/zones.js';
import type { VTimezoneRules } from './vtimezone.js';

export type ResolvedZone =
  /** An IANA zone the event keeps. */
  | { readonly zone: string }
  /** Only the file's VTIMEZONE: the instant of a wall time, in milliseconds. */
  | { readonly instant: (wall: WallTime) => number };

const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

const WINDOWS_BY_NAME = new Map([...WINDOWS_ZONES].map(([name, zone]) => [squash(name), zone]));

let ianaNames: readonly string[] | undefined;
/** Every IANA zone: CLDR's zone for each Windows zone first (the usual name for a set of rules), then the rest. */
function ianaZones(): readonly string[] {
  ianaNames ??= [...new Set([...WINDOWS_ZONES.values(), ...Intl.supportedValuesOf('timeZone')])];
  return ianaNames;
}

/**
 * IANA zones a TZID's text ends with: "/mozilla.org/20070129_1/Europe/Berlin", "/freeassociation.sourceforge.net/
 * Tzfile/America/Argentina/Buenos_Aires" (an alias, as IANA names go), "Europe_Berlin".
 */
function namedIn(tzid: string): string[] {
  const parts = tzid.split('/');
  const tails = parts
    .map((_, i) => parts.slice(i).join('/'))
    .filter((tail) => tail.includes('/') && isValidTimeZone(tail));
  const squashed = squash(tzid);
  const spelled =
    squashed === '' ? [] : ianaZones().filter((zone) => zone.includes('/') && squashed.endsWith(squash(zone)));
  return [...new Set([...tails, ...spelled])];
}

/** Noon of the 1st of each month (a first sieve), then of every day of the year. */
function samples(year: number): { coarse: WallTime[]; fine: WallTime[] } {
  const fine: WallTime[] = [];
  for (let ms = wallFieldsToUtcMs(year, 1, 1); ms < wallFieldsToUtcMs(year + 1, 1, 1); ms += 86_400_000) {
    const date = new Date(ms);
    fine.push({ year, month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour: 12, minute: 0, second: 0 });
  }
  return { coarse: fine.filter((wall) => wall.day === 1), fine };
}

/** The first of the candidates whose offsets are the VTIMEZONE's at noon on every day of the year. */
function sameRules(timezone: VTimezoneRules, year: number, candidates: readonly string[]): string | undefined {
  const { coarse, fine } = samples(year);
  const expect = (walls: WallTime[]) => walls.map((wall) => timezone.instant(wall));
  const coarseInstants = expect(coarse);
  let fineInstants: number[] | undefined;
  return candidates.find((zone) => {
    if (!coarse.every((wall, i) => wallTimeToInstant(wall, zone) === coarseInstants[i])) return false;
    fineInstants ??= expect(fine);
    return fine.every((wall, i) => wallTimeToInstant(wall, zone) === fineInstants?.[i]);
  });
}

/** Resolves the TZIDs of one file, with its VTIMEZONEs; answers are kept per TZID and year. */
export class ZoneResolver {
  private readonly known = new Map<string, ResolvedZone | undefined>();

  constructor(private readonly vtimezones: ReadonlyMap<string, VTimezoneRules>) {}

  resolve(tzid: string, near: WallTime): ResolvedZone | undefined {
    const key = `${near.year}\n${tzid}`;
    if (!this.known.has(key)) this.known.set(key, this.find(tzid, near.year));
    return this.known.get(key);
  }

  private find(tzid: string, year: number): ResolvedZone | undefined {
    if (isValidTimeZone(tzid)) return { zone: tzid };
    const windows = WINDOWS_BY_NAME.get(squash(tzid));
    if (windows) return { zone: windows };
    const named = namedIn(tzid);
    const timezone = this.vtimezones.get(tzid);
    if (!timezone) return named[0] === undefined ? undefined : { zone: named[0] };
    const zone = sameRules(timezone, year, [...named, ...ianaZones()]);
    return zone ? { zone } : { instant: (wall) => timezone.instant(wall) };
  }
}
