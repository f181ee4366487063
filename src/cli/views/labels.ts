// Day, month and time labels of the calendar views: fixed English names, 24-hour times in the chosen zone.
import { instantToWallTime } from '../../domain/dates/zones.js';
import type { AgendaEntry } from '../../domain/views/agenda.js';
import { parseDayKey, weekdayOf, type DayKey, type WeekStart } from '../../domain/views/days.js';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export function weekdayName(key: DayKey): string {
  return WEEKDAYS[weekdayOf(key)] ?? '';
}

/** Weekday names in column order, three letters or two. */
export function weekdayHeads(weekStart: WeekStart, letters: 2 | 3): string[] {
  return Array.from({ length: 7 }, (_, i) => (WEEKDAYS[(weekStart + i) % 7] ?? '').slice(0, letters));
}

export function monthName(month: number): string {
  return MONTHS[month - 1] ?? '';
}

export function shortMonthName(month: number): string {
  return monthName(month).slice(0, 3);
}

/** "November 2026". */
export function monthTitle(year: number, month: number): string {
  return `${monthName(month)} ${year}`;
}

/** "Sat 21 Nov 2026". */
export function dayHeading(key: DayKey): string {
  const { year, month, day } = parseDayKey(key);
  return `${weekdayName(key)} ${day} ${shortMonthName(month)} ${year}`;
}

/** "21 Nov". */
export function shortDay(key: DayKey): string {
  const { month, day } = parseDayKey(key);
  return `${day} ${shortMonthName(month)}`;
}

/** "20:00" in `zone`. */
export function clock(ms: number, zone: string): string {
  const w = instantToWallTime(ms, zone);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
}

/** The time column of an agenda line: a range, the start or end of a multi-day event, or "all day". */
export function entryTime(entry: AgendaEntry, zone: string): string {
  const { event, part } = entry;
  if (event.allDay || part === 'middle') return 'all day';
  if (part === 'first') return `${clock(event.start, zone)} →`;
  if (part === 'last') return `→ ${clock(event.end, zone)}`;
  return event.end > event.start ? `${clock(event.start, zone)}–${clock(event.end, zone)}` : clock(event.start, zone);
}

/** "(2/3)" on events longer than a day. */
export function dayOfSpan(entry: AgendaEntry): string {
  return entry.dayCount > 1 ? ` (${entry.dayNumber}/${entry.dayCount})` : '';
}
