// How a series ends, typed and in its RRULE: "until 2027-06-30", "until june" (the end of the next June), "for 10",
// "10 times", "x10", "for 10 days"; and UNTIL as the start wants it (RFC 5545 3.3.10).
import type { CivilDate } from '../../dates/civil-days.js';
import { monthNumber } from '../../dates/parse-lexicon.js';
import { parseDate } from '../../dates/parse.js';
import { addDays, daysInMonth, formatWallTime, type WallTime } from '../../dates/wall-time.js';
import { instantToWallTime, wallTimeToInstant } from '../../dates/zones.js';
import { UNTIL_RE } from './rrule-parts.js';

export interface EndOptions {
  /** The series' first start: a date without a year is the next one on or after it. */
  readonly start: WallTime;
  readonly zone: string;
  readonly now: number;
  /** A series of all-day events: its UNTIL is a date, not a UTC date-time. */
  readonly allDay?: boolean;
}

const MONTH_ALONE_RE = /^([a-z]+)\.?(?:\s+(\d{4}))?$/;
const NAMES_A_MONTH_RE = /\b[a-z]{3,}\b/g;
const YEAR_RE = /\b\d{4}\b/;
const CLOCK_RE = /\d\s*[ap]\.?m\b|\d:\d\d|\b(?:noon|midnight)\b/;
/** A year ahead is what "june 30" can need; the cap only stops a 29 February looking for ever. */
const MAX_YEARS_AHEAD = 8;

const before = (a: CivilDate, b: CivilDate): boolean =>
  a.year !== b.year ? a.year < b.year : a.month !== b.month ? a.month < b.month : a.day < b.day;

function monthAlone(text: string, start: WallTime): CivilDate | undefined {
  const m = MONTH_ALONE_RE.exec(text);
  const month = m?.[1] === undefined ? undefined : monthNumber(m[1]);
  if (!m || month === undefined) return undefined;
  let year = m[2] === undefined ? start.year : Number(m[2]);
  if (m[2] === undefined && month < start.month) year += 1;
  return { year, month, day: daysInMonth(year, month) };
}

/** The day `text` names, or undefined when it names none or a time of day too (which is the when's). */
export function untilDay(text: string, options: EndOptions): CivilDate | undefined {
  const words = text.trim().toLowerCase();
  // A number alone is a Unix timestamp to the date parser, never a day here.
  if (words === '' || /^[+-]?\d+(\.\d+)?$/.test(words)) return undefined;
  const month = monthAlone(words, options.start);
  if (month) return month;
  // "next year" keeps the time of now, which says nothing: a time typed ("june 8pm") is the when's.
  const parsed = CLOCK_RE.test(words) ? undefined : parseDate(words, options);
  if (!parsed) return undefined;
  const { year, month: m, day } = parsed.wall;
  const namesMonth = (words.match(NAMES_A_MONTH_RE) ?? []).some((word) => monthNumber(word) !== undefined);
  if (!namesMonth || YEAR_RE.test(words)) return { year, month: m, day };
  // "june 30" read in November is the next June's.
  for (let ahead = 0; ahead <= MAX_YEARS_AHEAD; ahead++) {
    const next = { year: year + ahead, month: m, day };
    if (day <= daysInMonth(next.year, m) && !before(next, options.start)) return next;
  }
  return { year, month: m, day };
}

type SpanUnit = 'day' | 'week' | 'month' | 'year';
const isSpanUnit = (word: string | undefined): word is SpanUnit =>
  word === 'day' || word === 'week' || word === 'month' || word === 'year';

/** The last day of `amount` days, weeks, months or years from the start on: "for 10 days" from the 1st ends on the 10th. */
function lastDayWithin(start: WallTime, amount: number, unit: SpanUnit): CivilDate {
  if (unit === 'day' || unit === 'week') return addDays(start, amount * (unit === 'week' ? 7 : 1) - 1);
  const months = start.month - 1 + amount * (unit === 'year' ? 12 : 1);
  const year = start.year + Math.floor(months / 12);
  const month = (months % 12) + 1;
  // A month on from 31 January is 28 February, not March.
  return addDays({ ...start, year, month, day: Math.min(start.day, daysInMonth(year, month)) }, -1);
}

export interface Ending {
  readonly base: string;
  readonly count?: number;
  readonly until?: string;
  /** "for 10 days": how long the series lasts. */
  readonly span?: { readonly amount: number; readonly unit: SpanUnit };
}

const COUNT_RES = [
  /^(.*?)[\s,]+for\s+(\d{1,6})(?:\s+times?)?$/,
  /^(.*?)[\s,]+(\d{1,6})\s+times?$/,
  /^(.*?)[\s,]+[x\u00d7]\s*(\d{1,6})$/,
  /^(.*?)[\s,]+(\d{1,6})\s*[x\u00d7]$/,
];
const UNTIL_WORDS_RE = /^(.*?)[\s,]+(?:until|till)\s+(.+)$/;
const SPAN_RE = /^(.*?)[\s,]+for\s+(\d{1,4})\s+(day|week|month|year)s?$/;

/** The end words, off the end of a lower-cased phrase: "until june", "for 10", "10 times", "x10", "for 10 days". */
export function splitEnding(text: string): Ending {
  const until = UNTIL_WORDS_RE.exec(text);
  if (until) return { base: until[1] ?? '', until: until[2] ?? '' };
  const span = SPAN_RE.exec(text);
  const unit = span?.[3];
  if (span && isSpanUnit(unit)) return { base: span[1] ?? '', span: { amount: Number(span[2]), unit } };
  for (const re of COUNT_RES) {
    const m = re.exec(text);
    if (m) return { base: m[1] ?? '', count: Number(m[2]) };
  }
  return { base: text };
}

const two = (n: number): string => String(n).padStart(2, '0');
const dateText = (d: CivilDate): string => `${String(d.year).padStart(4, '0')}${two(d.month)}${two(d.day)}`;
const dashed = (d: CivilDate): string => formatWallTime({ ...d, hour: 0, minute: 0, second: 0 }).slice(0, 10);

function utcText(instant: number): string {
  const w = instantToWallTime(instant, 'UTC');
  return `${dateText(w)}T${two(w.hour)}${two(w.minute)}${two(w.second)}Z`;
}

/**
 * UNTIL as the start wants it: a date for an all-day series, else a UTC date-time (RFC 5545), a date read as the end
 * of that day in the start's zone; or why not, when the series would end before it starts.
 */
export function fitUntil(until: string, options: EndOptions): string | { readonly error: string } {
  const m = UNTIL_RE.exec(until);
  if (!m) return { error: `UNTIL=${until} is not a date` };
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = m.slice(1, 7).map((f) => Number(f ?? 0));
  const date = { year, month, day };
  const timed = m[4] !== undefined;
  // A date-time without "Z" is a wall time in the start's zone.
  const instant = timed
    ? wallTimeToInstant({ ...date, hour, minute, second }, m[7] === 'Z' ? 'UTC' : options.zone)
    : wallTimeToInstant({ ...date, hour: 23, minute: 59, second: 59 }, options.zone);
  const lastDay: CivilDate = timed ? instantToWallTime(instant, options.zone) : date;
  const early = options.allDay
    ? dateText(lastDay) < dateText(options.start)
    : instant < wallTimeToInstant(options.start, options.zone);
  if (early) return { error: `it ends on ${dashed(lastDay)}, before it starts on ${dashed(options.start)}` };
  return options.allDay ? dateText(lastDay) : utcText(instant);
}

/** COUNT or UNTIL (a date, as fitUntil then makes it) for the end words, or why they cannot end a series. */
export function endParts(ending: Ending, options: EndOptions): { COUNT?: string; UNTIL?: string } | { error: string } {
  if (ending.count !== undefined) {
    return ending.count < 1
      ? { error: 'the count must be 1 or more, as in "daily for 10"' }
      : { COUNT: String(ending.count) };
  }
  if (ending.span !== undefined) {
    if (ending.span.amount < 1) return { error: 'a length must be 1 or more, as in "daily for 10 days"' };
    return { UNTIL: dateText(lastDayWithin(options.start, ending.span.amount, ending.span.unit)) };
  }
  if (ending.until === undefined) return {};
  const day = untilDay(ending.until, options);
  if (!day)
    return { error: `${JSON.stringify(ending.until)} is not a date, as in "weekly until 2027-06-30" or "until june"` };
  return { UNTIL: dateText(day) };
}
