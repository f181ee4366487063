// What the strtotime() rules record while scanning: a reduced copy of timelib's timelib_time.

import type { RelativeUnit } from './parse-lexicon.js';
import type { WallTime } from './wall-time.js';

/** timelib's relative.special: "first monday of" (nth) / "last friday of" (last). */
export type WeekdayOfMonth = 'none' | 'nth' | 'last';

/** timelib's relative.first_last_day_of: "first day of" / "last day of". */
export type DayOfMonth = 'none' | 'first' | 'last';

export interface RelativeState {
  y: number;
  m: number;
  d: number;
  h: number;
  i: number;
  s: number;
  haveWeekday: boolean;
  weekday: number;
  /** 0: skip today, 1: today counts, 2: the named day of the (Monday-first) week. */
  weekdayBehavior: number;
  weekdayOfMonth: WeekdayOfMonth;
  dayOfMonth: DayOfMonth;
}

export interface ParseState {
  /** Unset fields (undefined) are later filled from "now", like timelib's TIMELIB_UNSET. */
  y: number | undefined;
  m: number | undefined;
  d: number | undefined;
  h: number | undefined;
  i: number | undefined;
  s: number | undefined;
  /** A count, not a flag: timelib's "gnunocolon" reads a second HHMM as a year. */
  haveTime: number;
  haveDate: boolean;
  haveZone: boolean;
  /** Time of day fixed without a clock token: "midnight" (PHP treats it as "today"), "@ts". */
  clockImplied: boolean;
  /** Explicit UTC offset in seconds ("Z", "+02:00", "@timestamp"). */
  offsetSeconds: number | undefined;
  /** Explicit IANA zone written in the input ("2026-12-05 20:00 Europe/Paris"). */
  zoneId: string | undefined;
  rel: RelativeState;
}

export function newParseState(): ParseState {
  return {
    y: undefined,
    m: undefined,
    d: undefined,
    h: undefined,
    i: undefined,
    s: undefined,
    haveTime: 0,
    haveDate: false,
    haveZone: false,
    clockImplied: false,
    offsetSeconds: undefined,
    zoneId: undefined,
    rel: {
      y: 0,
      m: 0,
      d: 0,
      h: 0,
      i: 0,
      s: 0,
      haveWeekday: false,
      weekday: 0,
      weekdayBehavior: 0,
      weekdayOfMonth: 'none',
      dayOfMonth: 'none',
    },
  };
}

/** TIMELIB_HAVE_TIME: false when a time of day was already given ("Double time specification"). */
export function haveTime(st: ParseState): boolean {
  if (st.haveTime > 0) return false;
  st.haveTime = 1;
  st.h = 0;
  st.i = 0;
  st.s = 0;
  return true;
}

/** TIMELIB_UNHAVE_TIME: day words reset the clock to 00:00:00 but allow a later time. */
export function unhaveTime(st: ParseState): void {
  st.haveTime = 0;
  st.h = 0;
  st.i = 0;
  st.s = 0;
}

/** TIMELIB_HAVE_DATE: false when a date was already given ("Double date specification"). */
export function haveDate(st: ParseState): boolean {
  if (st.haveDate) return false;
  st.haveDate = true;
  return true;
}

/** TIMELIB_HAVE_TZ: false on a second zone. */
export function haveZone(st: ParseState): boolean {
  if (st.haveZone) return false;
  st.haveZone = true;
  return true;
}

/**
 * timelib_set_relative. `keepTime` is false for word forms ("next friday"), whose weekday
 * resets the clock, and true for numeric ones ("+1 friday").
 */
export function setRelative(
  st: ParseState,
  amount: number,
  behavior: number,
  unit: RelativeUnit,
  keepTime: boolean,
): void {
  const rel = st.rel;
  if (unit.kind === 'weekday') {
    rel.haveWeekday = true;
    if (!keepTime) unhaveTime(st);
    rel.d += (amount > 0 ? amount - 1 : amount) * 7;
    rel.weekday = unit.weekday;
    rel.weekdayBehavior = behavior;
    return;
  }
  const n = amount * unit.multiplier;
  switch (unit.unit) {
    case 'second':
      rel.s += n;
      break;
    case 'minute':
      rel.i += n;
      break;
    case 'hour':
      rel.h += n;
      break;
    case 'day':
      rel.d += n;
      break;
    case 'month':
      rel.m += n;
      break;
    case 'year':
      rel.y += n;
      break;
  }
}

/** One strtotime() format: applied to the longest match at the scan position. */
export interface Rule {
  /** Position in timelib's rule list; the earlier rule wins between equally long matches. */
  rank: number;
  pattern: RegExp;
  /** false rejects the whole input, like timelib's errors do. */
  apply(m: RegExpExecArray, st: ParseState): boolean;
}

export function rule(rank: number, source: string, apply: Rule['apply']): Rule {
  return { rank, pattern: new RegExp(source, 'iy'), apply };
}

/** A capture as a number; parseInt skips day suffixes such as "5th". */
export function int(s: string | undefined): number {
  return s === undefined ? 0 : Number.parseInt(s, 10);
}

/** A date read from text or a timestamp; read only: an ISO text's reading is kept and answered again, frozen (parse.ts). */
export interface ParsedDate {
  /** The result as a wall time in `opts.zone` (an instant given with an offset is converted). */
  readonly wall: Readonly<WallTime>;
  /** Epoch milliseconds, always whole seconds like PHP's timestamps. */
  readonly instant: number;
  /** The input carried its own offset or zone, or was a Unix timestamp. */
  readonly explicitZone: boolean;
  /** The input set a time of day or took it from "now" ("+1 hour", "next month"). */
  readonly hasTime: boolean;
}
