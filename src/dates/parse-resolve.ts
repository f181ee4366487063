// Turns scanned strtotime() state into a date: timelib's hole filling, relative arithmetic, zones.

import type { ParsedDate, ParseState, RelativeState } from './parse-state.js';
import { type WallTime, dayOfWeek, daysInMonth, normalizeWallFields, wallTimeToUtcMs } from './wall-time.js';
import { instantToWallTime, wallTimeToInstant } from './zones.js';

export interface Fields {
  y: number;
  m: number;
  d: number;
  h: number;
  i: number;
  s: number;
}

function normalize(f: Fields): Fields {
  const w = normalizeWallFields(f.y, f.m, f.d, f.h, f.i, f.s);
  return { y: w.year, m: w.month, d: w.day, h: w.hour, i: w.minute, s: w.second };
}

/**
 * PHP accepts "2026-02-30" or "25:00" with a warning and overflows them; an API is better off
 * rejecting dates that do not exist.
 */
function isValid(st: ParseState, now: () => WallTime): boolean {
  if (st.haveTime > 0) {
    if ((st.h ?? 0) > 23 || (st.i ?? 0) > 59 || (st.s ?? 0) > 59) return false;
  }
  if (st.haveDate) {
    const month = st.m ?? now().month;
    if (month < 1 || month > 12) return false;
    const days = daysInMonth(st.y ?? now().year, month);
    if (st.d !== undefined && (st.d < 1 || st.d > days)) return false;
  }
  return true;
}

/** timelib's do_adjust_for_weekday: the day of month the named weekday lands on. */
function adjustForWeekday(f: Fields, rel: RelativeState): number {
  const dow = dayOfWeek(f.y, f.m, f.d);
  if (rel.weekdayBehavior === 2) {
    // Weeks run Monday to Sunday: "sunday this week" is the coming Sunday.
    let weekday = rel.weekday;
    if (dow === 0 && weekday !== 0) weekday -= 7;
    if (weekday === 0 && dow !== 0) weekday = 7;
    return f.d - dow + weekday;
  }
  let difference = rel.weekday - dow;
  if ((rel.d < 0 && difference < 0) || (rel.d >= 0 && difference <= -rel.weekdayBehavior)) {
    difference += 7;
  }
  if (rel.weekday >= 0) return f.d + difference;
  return f.d - (7 - (Math.abs(rel.weekday) - dow));
}

function applyDayOfMonth(f: Fields, rel: RelativeState): void {
  if (rel.dayOfMonth === 'first') {
    f.d = 1;
  } else if (rel.dayOfMonth === 'last') {
    f.d = 0;
    f.m += 1;
  }
}

/** Whether nothing is relative: no units, weekday or day of month ("2027-03-28 10:00", not "+1 day"). */
function isStill(rel: RelativeState): boolean {
  return (
    rel.y === 0 &&
    rel.m === 0 &&
    rel.d === 0 &&
    rel.h === 0 &&
    rel.i === 0 &&
    rel.s === 0 &&
    !rel.haveWeekday &&
    rel.weekdayOfMonth === 'none' &&
    rel.dayOfMonth === 'none'
  );
}

/**
 * timelib_update_ts: weekday-of-month, weekday, then relative units, then first/last day of. With nothing
 * relative, each step leaves the fields as the first normalising made them: that one alone is taken (most dates).
 */
export function applyRelative(start: Fields, relative: RelativeState): Fields {
  if (isStill(relative)) return normalize(start);
  const rel = { ...relative };
  let f = { ...start };
  if (rel.weekdayOfMonth === 'nth') {
    f.d = 1;
    f.m += rel.m;
    rel.m = 0;
  } else if (rel.weekdayOfMonth === 'last') {
    f.d = 1;
    f.m += rel.m + 1;
    rel.m = 0;
  }
  applyDayOfMonth(f, rel);
  f = normalize(f);
  if (rel.haveWeekday) f.d = adjustForWeekday(f, rel);
  f = normalize(f);
  f.y += rel.y;
  f.m += rel.m;
  f.d += rel.d;
  f.h += rel.h;
  f.i += rel.i;
  f.s += rel.s;
  // Before normalising, so that "last day of next month" from January 31 is not pushed into March.
  applyDayOfMonth(f, rel);
  return normalize(f);
}

export function resolveParseState(st: ParseState, zone: string, now: number): ParsedDate | undefined {
  // "Now" as a wall time only for what the text leaves out (a date and time written whole needs none of it).
  let nowKept: WallTime | undefined;
  const nowWall = (): WallTime => (nowKept ??= instantToWallTime(now, zone));
  if (!isValid(st, nowWall)) return undefined;

  let { h, i, s } = st;
  if (st.haveDate && st.haveTime === 0) {
    h = 0;
    i = 0;
    s = 0;
  }
  const timeFromNow = h === undefined;
  const f = applyRelative(
    {
      y: st.y ?? nowWall().year,
      m: st.m ?? nowWall().month,
      d: st.d ?? nowWall().day,
      h: h ?? nowWall().hour,
      i: i ?? nowWall().minute,
      s: s ?? nowWall().second,
    },
    st.rel,
  );
  const wall: WallTime = { year: f.y, month: f.m, day: f.d, hour: f.h, minute: f.i, second: f.s };

  let instant: number;
  if (st.offsetSeconds !== undefined) instant = wallTimeToUtcMs(wall) - st.offsetSeconds * 1000;
  else instant = wallTimeToInstant(wall, st.zoneId ?? zone);
  if (!Number.isFinite(instant)) return undefined;

  return {
    wall: instantToWallTime(instant, zone),
    instant,
    explicitZone: st.offsetSeconds !== undefined || st.zoneId !== undefined,
    hasTime: st.haveTime > 0 || st.clockImplied || timeFromNow,
  };
}
