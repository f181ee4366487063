// Calendar days as "YYYY-MM-DD" keys: arithmetic, weeks and months, and the day of an instant in a zone.
import { addDays, dayOfWeek, daysBetween, daysInMonth, type WallTime } from '../../dates/wall-time.js';
import { instantToWallTime } from '../../dates/zones.js';

/** A calendar day, "YYYY-MM-DD": sorts and compares as a string. */
export type DayKey = string;

/** 0 = Sunday, 1 = Monday. */
export type WeekStart = 0 | 1;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})/;

export function dayKey(d: CalendarDate): DayKey {
  return `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
}

/** The date part of a key or of any "YYYY-MM-DD…" string. */
export function parseDayKey(key: string): CalendarDate {
  const m = DAY_RE.exec(key);
  if (!m) throw new RangeError(`Not a "YYYY-MM-DD" day: ${JSON.stringify(key)}`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

function wall(key: DayKey): WallTime {
  return { ...parseDayKey(key), hour: 0, minute: 0, second: 0 };
}

export function addDaysTo(key: DayKey, n: number): DayKey {
  return dayKey(addDays(wall(key), n));
}

/** Days from `a` to `b` (negative when `b` is earlier). */
export function daysFrom(a: DayKey, b: DayKey): number {
  return daysBetween(wall(a), wall(b));
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(key: DayKey): number {
  const { year, month, day } = parseDayKey(key);
  return dayOfWeek(year, month, day);
}

/** The calendar day `ms` falls on in `zone`. */
export function dayOfInstant(ms: number, zone: string): DayKey {
  return dayKey(instantToWallTime(ms, zone));
}

/** The seven days of the week holding `key`. */
export function weekOf(key: DayKey, weekStart: WeekStart): DayKey[] {
  const back = (weekdayOf(key) - weekStart + 7) % 7;
  const first = addDaysTo(key, -back);
  return Array.from({ length: 7 }, (_, i) => addDaysTo(first, i));
}

/** The whole weeks covering a month: four to six rows of seven days, edges from the months around it. */
export function monthWeeks(year: number, month: number, weekStart: WeekStart): DayKey[][] {
  const first = dayKey({ year, month, day: 1 });
  const last = dayKey({ year, month, day: daysInMonth(year, month) });
  const weeks: DayKey[][] = [];
  for (let week = weekOf(first, weekStart); week[0] !== undefined && week[0] <= last;) {
    weeks.push(week);
    week = weekOf(addDaysTo(week[0], 7), weekStart);
  }
  return weeks;
}

/** "YYYY-MM" of a day. */
export function monthOf(key: DayKey): string {
  return key.slice(0, 7);
}
