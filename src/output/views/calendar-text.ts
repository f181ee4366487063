// `cal month` and `cal week` as text: the boxed grid when the width allows, else the compact form.
import { daysInMonth } from '../../dates/wall-time.js';
import { agendaDays, type AgendaDay } from '../../domain/views/agenda.js';
import { daysFrom, dayKey, monthWeeks, parseDayKey, type DayKey, type WeekStart } from '../../domain/views/days.js';
import type { ViewEvent } from '../../domain/views/view-event.js';
import { layoutWeek, type WeekLayout } from '../../domain/views/week-layout.js';
import { displayWidth, truncateToWidth } from '../width.js';
import { renderAgenda } from './agenda-text.js';
import { AFTER_MARK, ALL_DAY_MARK, BEFORE_MARK, monthTimedLines, weekTimedLines } from './cell-text.js';
import { cellWidth, renderGrid, type Styled } from './grid-text.js';
import {
  dayHeading,
  monthTitle,
  shortDay,
  shortMonthName,
  weekdayHeads,
  weekdayName,
  type CalendarNames,
} from './labels.js';
import { renderMiniMonth } from './mini-month.js';
import type { Painter } from './paint.js';

export interface CalendarTextOptions {
  zone: string;
  width: number;
  /** Force the compact form; it is also used whenever grid cells would be too narrow. */
  compact: boolean;
  weekStart: WeekStart;
  today: DayKey;
  paint: Painter;
  /** Day and month names in the calendar's language. */
  names: CalendarNames;
}

/** Below this many columns per day a grid cell shows too little of a title to be worth drawing. */
export const MIN_CELL_WIDTH = 10;
/** Timed events a month cell lists before summing up the rest as "+N more". */
const MONTH_CELL_EVENTS = 4;

export function isCompact(options: CalendarTextOptions): boolean {
  return options.compact || cellWidth(options.width) < MIN_CELL_WIDTH;
}

function titleLine(title: string, options: CalendarTextOptions): string {
  return options.paint.bold(truncateToWidth(`${title} · ${options.zone}`, options.width));
}

/** A label with " today" when there is room for it, "*" when there is not. */
function withToday(label: string, room: number, names: CalendarNames): string {
  const marked = `${label} ${names.today}`;
  return displayWidth(marked) <= room ? marked : `${label}*`;
}

function legend(layouts: readonly WeekLayout[], options: CalendarTextOptions): string | undefined {
  const segments = layouts.flatMap((l) => l.lanes.flat());
  const parts: string[] = [];
  if (segments.some((s) => s.event.allDay)) parts.push(`${ALL_DAY_MARK} all day`);
  if (segments.some((s) => s.continuesBefore || s.continuesAfter))
    parts.push(`${BEFORE_MARK} ${AFTER_MARK} goes on from the week before or into the next`);
  return parts.length === 0 ? undefined : options.paint.dim(truncateToWidth(parts.join('   '), options.width));
}

function withLegend(grid: string, layouts: readonly WeekLayout[], options: CalendarTextOptions): string {
  const line = legend(layouts, options);
  return line === undefined ? grid : `${grid}\n${line}`;
}

function compactAgenda(days: readonly AgendaDay[], options: CalendarTextOptions): string {
  const heading = (day: DayKey) => `${weekdayName(day, options.names)} ${shortDay(day, options.names)}`;
  return renderAgenda(days, {
    zone: options.zone,
    width: options.width,
    today: options.today,
    paint: options.paint,
    names: options.names,
    heading,
  });
}

export function renderMonth(
  events: readonly ViewEvent[],
  year: number,
  month: number,
  options: CalendarTextOptions,
): string {
  const weeks = monthWeeks(year, month, options.weekStart);
  const prefix = dayKey({ year, month, day: 1 }).slice(0, 7);
  const title = titleLine(monthTitle(year, month, options.names), options);
  if (isCompact(options)) {
    const first = dayKey({ year, month, day: 1 });
    const last = dayKey({ year, month, day: daysInMonth(year, month) });
    const days = agendaDays(events, first, daysFrom(first, last) + 1, options.zone);
    const busy = new Set(days.map((d) => d.day));
    const mini = renderMiniMonth(weeks, {
      month: prefix,
      weekStart: options.weekStart,
      today: options.today,
      busy,
      paint: options.paint,
      names: options.names,
    });
    const list = compactAgenda(days, options);
    return `${[title, ...mini].join('\n')}\n${list === '' ? '' : `\n${list}`}`;
  }
  const c = cellWidth(options.width);
  const layouts = weeks.map((days) => layoutWeek(events, days, options.zone));
  const dayLabel = (day: DayKey): Styled => {
    const { month: m, day: d } = parseDayKey(day);
    const inMonth = day.startsWith(prefix);
    const label = inMonth && d !== 1 ? String(d) : `${d} ${shortMonthName(m, options.names)}`;
    if (day === options.today)
      return { text: withToday(label, c - 1, options.names), style: (s) => options.paint.inverse(s) };
    return inMonth
      ? { text: label, style: (s) => options.paint.bold(s) }
      : { text: label, style: (s) => options.paint.dim(s) };
  };
  const grid = renderGrid(layouts, {
    width: options.width,
    zone: options.zone,
    paint: options.paint,
    head: weekdayHeads(options.weekStart, 3, options.names).map((text) => ({ text })),
    dayLabel,
    timedLines: (event, width) => monthTimedLines(event, width, options.zone),
    maxTimed: MONTH_CELL_EVENTS,
    minBody: 2,
  });
  return `${title}\n${withLegend(grid, layouts, options)}\n`;
}

export function renderWeek(
  events: readonly ViewEvent[],
  days: readonly DayKey[],
  options: CalendarTextOptions,
): string {
  const first = days[0] ?? options.today;
  const last = days[days.length - 1] ?? first;
  const title = titleLine(`${dayHeading(first, options.names)} – ${dayHeading(last, options.names)}`, options);
  if (isCompact(options)) {
    const list = compactAgenda(agendaDays(events, first, days.length, options.zone), options);
    return `${title}\n${list === '' ? '' : `\n${list}`}`;
  }
  const c = cellWidth(options.width);
  const layout = layoutWeek(events, days, options.zone);
  const head = days.map((day): Styled => {
    const label = `${weekdayName(day, options.names)} ${shortDay(day, options.names)}`;
    if (day === options.today)
      return { text: withToday(label, c - 1, options.names), style: (s) => options.paint.inverse(s) };
    return { text: label, style: (s) => options.paint.bold(s) };
  });
  const grid = renderGrid([layout], {
    width: options.width,
    zone: options.zone,
    paint: options.paint,
    head,
    timedLines: (event, width) => weekTimedLines(event, width, options.zone),
    minBody: 4,
  });
  return `${title}\n${withLegend(grid, [layout], options)}\n`;
}
