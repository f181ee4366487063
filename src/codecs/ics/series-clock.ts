// The time a recurring event counts in: its DTSTART's own (a date, a floating time, UTC, or a TZID's zone), so that
// an occurrence at 09:00 Europe/Madrid stays 09:00 across the clock change. Each occurrence is named by a stamp of
// its original start (its RECURRENCE-ID): the UTC instant for zoned series, the wall time for floating ones, the
// day for all-day ones, so that EXDATE, RDATE and RECURRENCE-ID written in any zone name the same occurrence.
import type ICAL from '../../lazy-libraries/ical.js';
import { utcMsToWallTime, wallTimeToUtcMs, type WallTime } from '../../dates/wall-time.js';
import { wallTimeToInstant } from '../../dates/zones.js';
import { origin, readMoment, writtenValue, type DateContext } from './dates.js';

export interface SeriesClock {
  readonly isDate: boolean;
  /** DTSTART's wall time as written: the rule counts in it. */
  readonly first: WallTime;
  /** A wall time of the series → its instant; undefined for a floating series without a calendar zone. */
  instant(local: WallTime): number | undefined;
  /** The stamp of the occurrence that starts at `local`. */
  stamp(local: WallTime): string;
  /** The stamps of a property's values (EXDATE, RDATE, RECURRENCE-ID), with the wall time or day each names. */
  valuesOf(property: ICAL.Property): SeriesValue[];
}

export interface SeriesValue {
  /** The occurrence it names; for a day given against a timed series, `day:YYYYMMDD` (any time that day). */
  readonly stamp: string;
  /** Its wall time as written (for RDATE): the series' own, unless it is in a zone of its own. */
  readonly local: WallTime;
  /** Its instant, when known. */
  readonly instant?: number;
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');
export const dayStamp = (wall: WallTime) => `${pad(wall.year, 4)}${pad(wall.month)}${pad(wall.day)}`;
const wallStamp = (wall: WallTime) => `${dayStamp(wall)}t${pad(wall.hour)}${pad(wall.minute)}${pad(wall.second)}`;
export const instantStamp = (ms: number) => `${wallStamp(utcMsToWallTime(ms))}z`;

/** How a wall time of the series becomes an instant, from DTSTART's TZID (or "Z"). */
function instantRule(
  tzid: unknown,
  utc: boolean,
  first: WallTime,
  context: DateContext,
): { zoned: boolean; instant: (local: WallTime) => number | undefined } {
  if (typeof tzid === 'string' && tzid !== '') {
    // Resolved near each time: a VTIMEZONE may follow one IANA zone's rules in some years only.
    const instant = (local: WallTime) => {
      const resolved = context.zones.resolve(tzid, local);
      if (resolved && 'zone' in resolved) return wallTimeToInstant(local, resolved.zone);
      return resolved?.instant(local);
    };
    if (context.zones.resolve(tzid, first)) return { zoned: true, instant };
  } else if (utc) return { zoned: true, instant: wallTimeToUtcMs };
  const floating = context.floating;
  return { zoned: false, instant: (local) => (floating ? wallTimeToInstant(local, floating) : undefined) };
}

/** The clock of the series whose DTSTART is `dtstart`; undefined when DTSTART cannot be read. */
export function seriesClock(dtstart: ICAL.Property, context: DateContext): SeriesClock | undefined {
  const { raw } = origin(dtstart, context);
  const start = writtenValue(raw);
  if (!start) return undefined;
  const { zoned, instant } = instantRule(dtstart.getParameter('tzid'), start.utc, start.wall, context);
  const stamp = (local: WallTime): string => {
    if (start.isDate) return dayStamp(local);
    const ms = zoned ? instant(local) : undefined;
    return ms === undefined ? wallStamp(local) : instantStamp(ms);
  };
  const valuesOf = (property: ICAL.Property): SeriesValue[] => {
    const { raw: list, where } = origin(property, context);
    const tzid = property.getParameter('tzid');
    return list.split(',').flatMap((item): SeriesValue[] => {
      // A PERIOD (start/end or start/duration) names its start.
      const value = writtenValue(item.split('/')[0] ?? '');
      if (!value) return [];
      if (start.isDate)
        return [{ stamp: dayStamp(value.wall), local: { ...value.wall, hour: 0, minute: 0, second: 0 } }];
      if (value.isDate) return [{ stamp: `day:${dayStamp(value.wall)}`, local: value.wall }];
      if (!zoned) return [{ stamp: wallStamp(value.wall), local: value.wall }];
      const own = value.utc || (typeof tzid === 'string' && tzid !== '');
      const ms = own ? readMoment(item.split('/')[0] ?? '', tzid, where, context).instant : instant(value.wall);
      return ms === undefined ? [] : [{ stamp: instantStamp(ms), local: value.wall, instant: ms }];
    });
  };
  return { isDate: start.isDate, first: start.wall, instant, stamp, valuesOf };
}
