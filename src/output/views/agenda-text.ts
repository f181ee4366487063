// The agenda as text: a heading per day, one line per event (time, title, venue, categories), fitted to the width.
import type { AgendaDay, AgendaEntry } from '../../domain/views/agenda.js';
import type { DayKey } from '../../domain/views/days.js';
import { displayWidth, truncateToWidth } from '../width.js';
import { dayHeading, dayOfSpan, entryTime, type CalendarNames } from './labels.js';
import type { Painter } from './paint.js';

export interface AgendaTextOptions {
  zone: string;
  width: number;
  today: DayKey;
  paint: Painter;
  /** Day and month names in the calendar's language. */
  names: CalendarNames;
  /** Day headings; the full date by default. */
  heading?: (day: DayKey) => string;
}

const INDENT = '  ';
/** "20:00–23:00" and a gap. */
const TIME_COLUMN = 13;
/** Details narrower than this go on a line of their own rather than being cut to nothing. */
const MIN_DETAILS = 12;

function details(entry: AgendaEntry): string {
  const parts = [entry.event.venue, entry.event.categories.join(', ')].filter(
    (p): p is string => p !== undefined && p !== '',
  );
  return parts.join(' · ');
}

function entryLines(entry: AgendaEntry, options: AgendaTextOptions): string[] {
  const prefix = `${INDENT}${entryTime(entry, options.zone).padEnd(TIME_COLUMN)}`;
  const room = Math.max(options.width - displayWidth(prefix), 8);
  const title = truncateToWidth(`${entry.event.title}${dayOfSpan(entry)}`, room);
  const more = details(entry);
  const colored = options.paint.event(entry.event, title);
  if (more === '') return [`${prefix}${colored}`];
  const left = room - displayWidth(title) - 3;
  if (left >= Math.min(MIN_DETAILS, displayWidth(more))) {
    return [`${prefix}${colored}${options.paint.dim(` · ${truncateToWidth(more, left)}`)}`];
  }
  return [
    `${prefix}${colored}`,
    `${' '.repeat(displayWidth(prefix))}${options.paint.dim(truncateToWidth(more, room))}`,
  ];
}

export function renderAgenda(days: readonly AgendaDay[], options: AgendaTextOptions): string {
  const headingOf = options.heading ?? ((key: DayKey) => dayHeading(key, options.names));
  const blocks = days.map((day) => {
    const label = headingOf(day.day) + (day.day === options.today ? ` · ${options.names.today}` : '');
    const heading = options.paint.bold(truncateToWidth(label, options.width));
    return [heading, ...day.entries.flatMap((entry) => entryLines(entry, options))].join('\n');
  });
  return blocks.length === 0 ? '' : `${blocks.join('\n\n')}\n`;
}
