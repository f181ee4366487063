// The "when" of a one-line event: a date or day phrase the date parser reads ("next friday", "2027-06-04", "june 4"),
// then a time range ("8pm-11pm", "10-11", "9am to 5pm"), a start time and a duration ("19:00 2h", "8pm for 3
// hours"), or nothing (all day); an IANA zone may end it ("Europe/London", "UTC").
import { parseDate, type ParsedDate } from '../../dates/parse.js';
import {
  addDays,
  compareWallTime,
  endOfDay,
  normalizeWallFields,
  startOfDay,
  type WallTime,
} from '../../dates/wall-time.js';
import { instantToWallTime, isValidTimeZone, wallTimeToInstant } from '../../dates/zones.js';

export interface When {
  readonly start: WallTime;
  readonly end: WallTime;
  readonly allDay: boolean;
  /** The zone the times are in: the phrase's own, else the one it was read in. */
  readonly zone: string;
}

export interface WhenOptions {
  /** The zone a phrase without one is read in. */
  readonly zone: string;
  readonly now: number;
}

/** Without an end or a duration, an event lasts an hour. */
export const DEFAULT_MINUTES = 60;

/** 7, 7pm, 19:00, 7:30pm, 7.30pm. */
const CLOCK = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm)?`;
const CLOCK_RE = new RegExp(`^${CLOCK}$`, 'i');
const RANGE_RE = new RegExp(`^${CLOCK}-${CLOCK}$`, 'i');
const RANGE_WORDS = new Set(['-', 'to', 'until', 'till', '–']);
const UNIT_MINUTES: Record<string, number> = {
  h: 60,
  hr: 60,
  hrs: 60,
  hour: 60,
  hours: 60,
  m: 1,
  min: 1,
  mins: 1,
  minute: 1,
  minutes: 1,
};
/** 2h, 1.5h, 1h30m, 90m, 90min. */
const COMPACT_DURATION_RE = /^(?:(\d+(?:\.\d+)?)h)?(?:(\d+)m(?:in)?)?$/i;

interface Clock {
  readonly hour: number;
  readonly minute: number;
  readonly meridiem?: 'am' | 'pm';
}

function clockOf(
  hour: string | undefined,
  minute: string | undefined,
  meridiem: string | undefined,
): Clock | undefined {
  const h = Number(hour);
  const m = Number(minute ?? 0);
  const half = meridiem?.toLowerCase();
  if (!Number.isInteger(h) || m > 59 || (half ? h < 1 || h > 12 : h > 24)) return undefined;
  return { hour: h, minute: m, ...(half === 'am' || half === 'pm' ? { meridiem: half } : {}) };
}

function hour24(clock: Clock, meridiem = clock.meridiem): number {
  if (meridiem === undefined) return clock.hour % 24;
  return (clock.hour % 12) + (meridiem === 'pm' ? 12 : 0);
}

/** "8-11pm" is 20:00 to 23:00: the end's am/pm goes to a start without one when that keeps it before the end. */
function rangeHours(from: Clock, to: Clock): [number, number] {
  const end = hour24(to);
  if (from.meridiem !== undefined || to.meridiem === undefined) return [hour24(from), end];
  const borrowed = hour24(from, to.meridiem);
  return [borrowed <= end ? borrowed : hour24(from), end];
}

function durationMinutes(words: string[]): { minutes: number; used: number } | undefined {
  const last = words.at(-1) ?? '';
  const compact = COMPACT_DURATION_RE.exec(last);
  if (compact && (compact[1] !== undefined || compact[2] !== undefined)) {
    const minutes = Number(compact[1] ?? 0) * 60 + Number(compact[2] ?? 0);
    const used = words.at(-2)?.toLowerCase() === 'for' ? 2 : 1;
    return minutes > 0 ? { minutes: Math.round(minutes), used } : undefined;
  }
  const unit = UNIT_MINUTES[last.toLowerCase()];
  const amount = Number(words.at(-2));
  if (unit === undefined || !(amount > 0) || words.length < 2) return undefined;
  return { minutes: Math.round(amount * unit), used: words.at(-3)?.toLowerCase() === 'for' ? 3 : 2 };
}

function rangeOf(words: string[]): { from: Clock; to: Clock; used: number } | undefined {
  const last = words.at(-1) ?? '';
  const joined = RANGE_RE.exec(last);
  if (joined) {
    const from = clockOf(joined[1], joined[2], joined[3]);
    const to = clockOf(joined[4], joined[5], joined[6]);
    return from && to ? { from, to, used: 1 } : undefined;
  }
  if (words.length < 3 || !RANGE_WORDS.has((words.at(-2) ?? '').toLowerCase())) return undefined;
  const a = CLOCK_RE.exec(words.at(-3) ?? '');
  const b = CLOCK_RE.exec(last);
  const from = a && clockOf(a[1], a[2], a[3]);
  const to = b && clockOf(b[1], b[2], b[3]);
  return from && to ? { from, to, used: 3 } : undefined;
}

/** A number alone is a Unix timestamp to the date parser, never a day in a phrase ("Room 10"). */
const isNumber = (text: string) => /^[+-]?\d+(?:\.\d+)?$/.test(text);

/**
 * The date parser's reading of `text`; a time at its end that it does not take with the date before ("dec 5
 * 7pm") is read apart and set on that date.
 */
function readDate(text: string, options: WhenOptions): ParsedDate | undefined {
  if (text === '' || isNumber(text)) return undefined;
  const whole = parseDate(text, options);
  // A zone comes only at the end, as a name: the parser would read a one-letter word ("Plan B") as a military zone.
  if (whole) return whole.explicitZone ? undefined : whole;
  const words = text.split(/\s+/);
  const clockWord = words.at(-1) ?? '';
  const clock = /[:.]|am$|pm$/i.test(clockWord) ? CLOCK_RE.exec(clockWord) : null;
  const time = clock && clockOf(clock[1], clock[2], clock[3]);
  const day = time ? readDate(words.slice(0, -1).join(' '), options) : undefined;
  if (!time || !day || day.hasTime) return undefined;
  const wall = { ...day.wall, hour: hour24(time), minute: time.minute, second: 0 };
  return { ...day, wall, instant: wallTimeToInstant(wall, options.zone), hasTime: true };
}

/** The when of `words`, or undefined when they are not one. */
export function parseWhen(input: readonly string[], options: WhenOptions): When | undefined {
  const words = [...input];
  let zone = options.zone;
  const last = words.at(-1);
  if (last !== undefined && (last.includes('/') || /^(utc|gmt)$/i.test(last)) && isValidTimeZone(last)) {
    zone = /^(utc|gmt)$/i.test(last) ? 'UTC' : last;
    words.pop();
  }
  const read = { zone, now: options.now };
  const duration = durationMinutes(words);
  if (duration) words.splice(-duration.used);
  const range = duration ? undefined : rangeOf(words);
  if (range) words.splice(-range.used);
  const rest = words.join(' ');
  if (range) {
    const day = readDate(rest === '' ? 'today' : rest, read);
    if (!day || day.hasTime) return undefined;
    const [from, to] = rangeHours(range.from, range.to);
    const { year, month, day: date } = day.wall;
    const start = normalizeWallFields(year, month, date, from, range.from.minute, 0);
    const sameDay = normalizeWallFields(year, month, date, to, range.to.minute, 0);
    // "10pm-2am" ends the next day.
    const end = compareWallTime(sameDay, start) > 0 ? sameDay : addDays(sameDay, 1);
    return { start, end, allDay: false, zone };
  }
  const parsed = readDate(rest, read);
  if (!parsed) return undefined;
  if (!parsed.hasTime) {
    if (duration) return undefined;
    return { start: startOfDay(parsed.wall), end: endOfDay(parsed.wall), allDay: true, zone };
  }
  const start = parsed.wall;
  const minutes = duration?.minutes ?? DEFAULT_MINUTES;
  // A duration is elapsed time: across a DST change the end's wall time moves with it.
  return { start, end: instantToWallTime(parsed.instant + minutes * 60_000, zone), allDay: false, zone };
}
