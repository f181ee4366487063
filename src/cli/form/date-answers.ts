// Event dates typed at a prompt: read as --start-date reads them, shown with the day they name, an end by default.
import { parseDate, type ParsedDate } from '../../dates/parse.js';
import { dayOfWeek, formatWallTime, type WallTime } from '../../dates/wall-time.js';
import { instantToWallTime } from '../../dates/zones.js';
import { DATE_EXAMPLES } from '../flags.js';
import type { Check } from '../prompts.js';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const HOUR_MS = 3_600_000;

/** Where and when typed dates are read: the event's zone, and the clock "tomorrow" counts from. */
export interface DateReading {
  readonly zone: string;
  readonly now: number;
}

export const readDate = (value: string, reading: DateReading): ParsedDate | undefined =>
  parseDate(value, { zone: reading.zone, now: reading.now });

const dayText = (wall: WallTime) =>
  `${WEEKDAYS[dayOfWeek(wall.year, wall.month, wall.day)] ?? ''} ${formatWallTime(wall).slice(0, 10)}`;

/** "Sun 2026-11-22 20:00" (the day alone for an all-day date or a date typed without a time). */
export function dateText(parsed: ParsedDate, allDay: boolean): string {
  const day = dayText(parsed.wall);
  return allDay || !parsed.hasTime ? day : `${day} ${formatWallTime(parsed.wall).slice(11, 16)}`;
}

/**
 * A date cal can read; an end (given its start) not before the start, by the day for an all-day event. A server
 * would keep such an end as the start: at a prompt it is a typing slip, asked again.
 */
export function dateCheck(reading: DateReading, allDay: boolean, start?: ParsedDate): Check {
  return (value) => {
    if (value.trim() === '') return `type a date, e.g. ${DATE_EXAMPLES}`;
    const parsed = readDate(value, reading);
    if (!parsed) return `not a date cal can read: "${value.trim()}" (e.g. ${DATE_EXAMPLES})`;
    if (start === undefined) return true;
    const before = allDay
      ? formatWallTime(parsed.wall).slice(0, 10) < formatWallTime(start.wall).slice(0, 10)
      : parsed.instant < start.instant;
    return before ? `the end is before the start (${dateText(start, allDay)})` : true;
  };
}

/** The typed text with the date it names, when that is not plain from the text. */
export function shownDate(reading: DateReading, allDay: boolean): (value: string) => string {
  return (value) => {
    const parsed = readDate(value, reading);
    if (!parsed) return value;
    const named = dateText(parsed, allDay);
    return named.endsWith(value.trim()) ? named : `${value} (${named})`;
  };
}

/** An hour after the start, in the event's zone; the start's day for an all-day event. */
export function defaultEnd(start: ParsedDate, reading: DateReading, allDay: boolean): string {
  if (allDay) return formatWallTime(start.wall).slice(0, 10);
  return formatWallTime(instantToWallTime(start.instant + HOUR_MS, reading.zone)).slice(0, 16);
}
