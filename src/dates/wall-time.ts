// Zone-less calendar wall times ("2026-12-05 20:00:00") and the calendar arithmetic on them.
import { civilFromDays, daysFromCivil } from './civil-days.js';

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

export interface DayCutoff {
  hour: number;
  minute: number;
}

export interface DateDetails {
  year: string;
  month: string;
  day: string;
  hour: string;
  minutes: string;
  seconds: string;
}

const MS_PER_DAY = 86_400_000;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Epoch milliseconds of the wall time read as if it were UTC. Out-of-range fields carry over
 * (month 13 is January of the next year, day 0 the last day of the previous month), which is
 * exactly how PHP's timelib normalises relative arithmetic.
 */
export function wallFieldsToUtcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  // What setUTCFullYear and then setUTCHours give on Date(0) (unlike Date.UTC, years 0-99 stay themselves), by
  // arithmetic: fields are cut to whole numbers, the date at midnight and then the time must be within Date's range.
  if (![year, month, day, hour, minute, second].every(Number.isFinite)) return Number.NaN;
  const months = Math.trunc(month - 1);
  const inYear = ((months % 12) + 12) % 12;
  const days = daysFromCivil(Math.trunc(year) + (months - inYear) / 12, inYear + 1, 1) + Math.trunc(day) - 1;
  const midnight = days * MS_PER_DAY;
  if (!(Math.abs(midnight) <= MAX_DATE_SECONDS * 1000)) return Number.NaN;
  const ms = midnight + (Math.trunc(hour) * 3600 + Math.trunc(minute) * 60 + Math.trunc(second)) * 1000;
  // + 0: Date never holds -0.
  return Math.abs(ms) <= MAX_DATE_SECONDS * 1000 ? ms + 0 : Number.NaN;
}

export function wallTimeToUtcMs(w: WallTime): number {
  return wallFieldsToUtcMs(w.year, w.month, w.day, w.hour, w.minute, w.second);
}

/** Inverse of wallTimeToUtcMs; sub-second parts are dropped. */
export function utcMsToWallTime(ms: number): WallTime {
  const seconds = Math.floor(ms / 1000);
  // Past Date's range (and for NaN), every field is NaN, as Date's getters give.
  if (!(Math.abs(seconds) <= MAX_DATE_SECONDS)) return INVALID_WALL_TIME();
  const days = Math.floor(seconds / 86_400);
  const secondOfDay = seconds - days * 86_400;
  const { year, month, day } = civilFromDays(days);
  const minuteOfDay = Math.floor(secondOfDay / 60);
  return {
    year,
    month,
    day,
    hour: Math.floor(minuteOfDay / 60),
    minute: minuteOfDay % 60,
    second: secondOfDay % 60,
  };
}

/** Date's range: 100 000 000 days either side of 1970-01-01. */
const MAX_DATE_SECONDS = 8.64e12;
const INVALID_WALL_TIME = (): WallTime => ({
  year: Number.NaN,
  month: Number.NaN,
  day: Number.NaN,
  hour: Number.NaN,
  minute: Number.NaN,
  second: Number.NaN,
});

/** Builds a wall time from possibly out-of-range fields, carrying overflow like PHP does. */
export function normalizeWallFields(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): WallTime {
  return utcMsToWallTime(wallFieldsToUtcMs(year, month, day, hour, minute, second));
}

/** 0 = Sunday … 6 = Saturday, as PHP numbers weekdays. */
export function dayOfWeek(year: number, month: number, day: number): number {
  return new Date(wallFieldsToUtcMs(year, month, day)).getUTCDay();
}

function pad(n: number, width: number): string {
  const s = String(Math.abs(n)).padStart(width, '0');
  return n < 0 ? `-${s}` : s;
}

/** The year and month of a wall time: `2027-03`. */
export function formatWallMonth(w: WallTime): string {
  return `${pad(w.year, 4)}-${pad(w.month, 2)}`;
}

export function formatWallTime(w: WallTime): string {
  const { year, month, day, hour, minute, second } = w;
  // Every write and read formats several: the two-digit fields from a table, not padded one by one.
  return year >= 1000 && year <= 9999
    ? `${year}-${twoDigits(month)}-${twoDigits(day)} ${twoDigits(hour)}:${twoDigits(minute)}:${twoDigits(second)}`
    : `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)} ${pad(hour, 2)}:${pad(minute, 2)}:${pad(second, 2)}`;
}

const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

/** `n` in two digits; a value a wall time should never hold is padded as pad() does. */
function twoDigits(n: number): string {
  return TWO_DIGITS[n] ?? pad(n, 2);
}

export function isValidWallTime(w: WallTime): boolean {
  return (
    Number.isInteger(w.year) &&
    w.month >= 1 &&
    w.month <= 12 &&
    w.day >= 1 &&
    w.day <= daysInMonth(w.year, w.month) &&
    w.hour >= 0 &&
    w.hour <= 23 &&
    w.minute >= 0 &&
    w.minute <= 59 &&
    w.second >= 0 &&
    w.second <= 59
  );
}

export function parseWallTime(s: string): WallTime | undefined {
  // Stored dates are all of this one form, and every render reads several: read by character, not by a match.
  return validWallTime(wholeWallDigits(s, ' '));
}

/** The number the two digits at `i` write, or NaN. */
function twoDigitsAt(s: string, i: number): number {
  const tens = s.charCodeAt(i) - 0x30;
  const ones = s.charCodeAt(i + 1) - 0x30;
  return tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 ? tens * 10 + ones : NaN;
}

/**
 * The six fields of `YYYY-MM-DD HH:MM:SS`, with one of the characters of `between` between date and time, as written
 * (not checked for range); undefined for any other text.
 */
export function wholeWallDigits(s: string, between = ' Tt'): WallTime | undefined {
  if (s.length !== 19 || !between.includes(s.charAt(10))) return undefined;
  if (s.charCodeAt(4) !== 0x2d || s.charCodeAt(7) !== 0x2d || s.charCodeAt(13) !== 0x3a || s.charCodeAt(16) !== 0x3a)
    return undefined;
  const w = {
    year: twoDigitsAt(s, 0) * 100 + twoDigitsAt(s, 2),
    month: twoDigitsAt(s, 5),
    day: twoDigitsAt(s, 8),
    hour: twoDigitsAt(s, 11),
    minute: twoDigitsAt(s, 14),
    second: twoDigitsAt(s, 17),
  };
  return Number.isNaN(w.year + w.month + w.day + w.hour + w.minute + w.second) ? undefined : w;
}

/** A wall time whose fields are each in range. */
function validWallTime(w: WallTime | undefined): WallTime | undefined {
  return w && isValidWallTime(w) ? w : undefined;
}

/** The wall time of a match of its six fields (seconds 0 when left out), when each is in range. */
function validWallTimeOf(m: RegExpExecArray | null): WallTime | undefined {
  if (!m) return undefined;
  const w: WallTime = {
    year: Number(m[1]),
    month: Number(m[2]),
    day: Number(m[3]),
    hour: Number(m[4]),
    minute: Number(m[5]),
    second: m[6] === undefined ? 0 : Number(m[6]),
  };
  return isValidWallTime(w) ? w : undefined;
}

/** A date and time written out whole, with no zone, offset or fraction: `2027-03-28 02:30[:00]`, `T` between too. */
const PLAIN_RE = /^\s*(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2}))?\s*$/;

/**
 * The wall time such a text names, field for field, when each field is in range (as parseDate reads it in UTC, without
 * its zone work); undefined for any other text, which the caller reads with parseDate.
 */
export function plainWallTime(text: string): WallTime | undefined {
  const whole = wholeWallDigits(text);
  if (whole) return validWallTime(whole);
  // Other forms: spaces around, no seconds.
  return validWallTimeOf(PLAIN_RE.exec(text));
}

const DETAILS_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/**
 * The REST API's `*_date_details` objects. They are cut from the stored string rather than
 * recomputed, so they always agree with the string the API prints next to them.
 */
export function dateDetails(s: string): DateDetails {
  if (wholeWallDigits(s, ' T'))
    return {
      year: s.slice(0, 4),
      month: s.slice(5, 7),
      day: s.slice(8, 10),
      hour: s.slice(11, 13),
      minutes: s.slice(14, 16),
      seconds: s.slice(17, 19),
    };
  const m = DETAILS_RE.exec(s.trim());
  if (!m) throw new RangeError(`Not a "YYYY-MM-DD HH:MM:SS" date: ${JSON.stringify(s)}`);
  return {
    year: m[1] ?? '0000',
    month: m[2] ?? '00',
    day: m[3] ?? '00',
    hour: m[4] ?? '00',
    minutes: m[5] ?? '00',
    seconds: m[6] ?? '00',
  };
}

export function addDays(w: WallTime, n: number): WallTime {
  return normalizeWallFields(w.year, w.month, w.day + n, w.hour, w.minute, w.second);
}

/** The calendar day of `w` at the cutoff time (The Events Calendar's "end of day cutoff"). */
export function startOfDay(w: WallTime, cutoff: DayCutoff = { hour: 0, minute: 0 }): WallTime {
  return normalizeWallFields(w.year, w.month, w.day, cutoff.hour, cutoff.minute, 0);
}

/** The second before the next day's cutoff: 23:59:59 with the default cutoff. */
export function endOfDay(w: WallTime, cutoff: DayCutoff = { hour: 0, minute: 0 }): WallTime {
  return normalizeWallFields(w.year, w.month, w.day + 1, cutoff.hour, cutoff.minute, -1);
}

export function compareWallTime(a: WallTime, b: WallTime): number {
  const diff = wallTimeToUtcMs(a) - wallTimeToUtcMs(b);
  return diff < 0 ? -1 : diff > 0 ? 1 : 0;
}

export function wallTimeEquals(a: WallTime, b: WallTime): boolean {
  return compareWallTime(a, b) === 0;
}

export function daysBetween(a: WallTime, b: WallTime): number {
  const da = wallFieldsToUtcMs(a.year, a.month, a.day);
  const db = wallFieldsToUtcMs(b.year, b.month, b.day);
  return Math.round((db - da) / MS_PER_DAY);
}

/** The wall time a stored date ("2027-03-14 09:00:00") names, as milliseconds read as UTC; undefined if it is none. */
export function wallTextMs(text: unknown): number | undefined {
  const wall = typeof text === 'string' ? parseWallTime(text) : undefined;
  return wall === undefined ? undefined : wallTimeToUtcMs(wall);
}
