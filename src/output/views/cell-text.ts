// What goes in one grid cell: bars of multi-day and all-day events, timed event lines, wrapping to a width.
import type { BarSegment } from '../../domain/views/week-layout.js';
import type { ViewEvent } from '../../domain/views/view-event.js';
import { displayWidth, truncateToWidth } from '../width.js';
import { clock } from './labels.js';

export const ALL_DAY_MARK = '◆';
export const BEFORE_MARK = '◂';
export const AFTER_MARK = '▸';
const FILL = '─';

/**
 * A bar `width` columns wide: "◆ " for all-day events or the start time on the first day, the title,
 * then a line to the bar's last day; "◂"/"▸" when it goes on in the week before or after.
 */
export function barText(segment: BarSegment, width: number, zone: string): string {
  const { event } = segment;
  const mark = event.allDay ? `${ALL_DAY_MARK} ` : segment.continuesBefore ? '' : `${clock(event.start, zone)} `;
  const label = `${mark}${event.title}`;
  const spans = segment.endCol > segment.startCol || segment.continuesBefore || segment.continuesAfter;
  if (!spans) return truncateToWidth(label, width);
  const before = segment.continuesBefore ? BEFORE_MARK : '';
  const after = segment.continuesAfter ? AFTER_MARK : '';
  const room = width - displayWidth(before) - displayWidth(after);
  if (room <= 0) return truncateToWidth(`${before}${after}`, width);
  // The title keeps all the room it needs but a gap and a bit of line, so the bar still reads as one.
  const body = truncateToWidth(label, Math.max(room - 3, Math.min(room, 1)));
  const fill = room - displayWidth(body) - 1;
  return fill > 0
    ? `${before}${body} ${FILL.repeat(fill)}${after}`
    : `${before}${truncateToWidth(label, room)}${after}`;
}

/** Words laid out in lines of at most `width` columns, at most `max` lines, the last one cut with "…". */
export function wrapText(text: string, width: number, max: number): string[] {
  if (width <= 0 || max <= 0) return [];
  const lines: string[] = [];
  let line = '';
  const words = text.split(/\s+/).filter((w) => w !== '');
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    const candidate = line === '' ? word : `${line} ${word}`;
    if (displayWidth(candidate) <= width) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    if (lines.length === max) {
      lines[max - 1] = truncateToWidth(`${lines[max - 1] ?? ''} ${words.slice(i).join(' ')}`, width);
      return lines;
    }
    line = word;
  }
  if (line !== '') lines.push(line);
  // A single word wider than the cell is cut.
  return lines.map((l) => truncateToWidth(l, width));
}

/** A timed event in a month cell: "20:00 Title" on one line. */
export function monthTimedLines(event: ViewEvent, width: number, zone: string): string[] {
  return [truncateToWidth(`${clock(event.start, zone)} ${event.title}`, width)];
}

/** A timed event in a week cell: its time range, the title over up to two lines, and the venue. */
export function weekTimedLines(event: ViewEvent, width: number, zone: string): string[] {
  const range =
    event.end > event.start ? `${clock(event.start, zone)}–${clock(event.end, zone)}` : clock(event.start, zone);
  const lines = [truncateToWidth(range, width), ...wrapText(event.title, width, 2)];
  if (event.venue) lines.push(truncateToWidth(event.venue, width));
  return lines;
}
