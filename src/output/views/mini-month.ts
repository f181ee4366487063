// The compact month: a small grid of day numbers, days with events marked "•" and today in brackets.
import { parseDayKey, type DayKey, type WeekStart } from '../../domain/views/days.js';
import { weekdayHeads, type CalendarNames } from './labels.js';
import type { Painter } from './paint.js';

export interface MiniMonthOptions {
  /** "YYYY-MM" of the month shown; days of other months stay blank. */
  month: string;
  weekStart: WeekStart;
  today: DayKey;
  busy: ReadonlySet<DayKey>;
  paint: Painter;
  /** Weekday names in the calendar's language; English by default. */
  names?: CalendarNames;
}

/** Each day is five columns: "[21]•" for today with events, " 21  " for a free day. */
function dayCell(day: DayKey, options: MiniMonthOptions): string {
  if (!day.startsWith(options.month)) return '     ';
  const number = String(parseDayKey(day).day).padStart(2, ' ');
  const mark = options.busy.has(day) ? '•' : ' ';
  if (day === options.today) return `${options.paint.inverse(`[${number}]`)}${mark}`;
  return ` ${number} ${mark}`;
}

/** The grid's lines (header included), without trailing spaces. */
export function renderMiniMonth(weeks: readonly (readonly DayKey[])[], options: MiniMonthOptions): string[] {
  const head = weekdayHeads(options.weekStart, 2, options.names)
    .map((name) => ` ${name}  `)
    .join('');
  return [head, ...weeks.map((week) => week.map((day) => dayCell(day, options)).join(''))].map((line) =>
    line.trimEnd(),
  );
}
