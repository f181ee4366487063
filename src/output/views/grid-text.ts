// A boxed seven-column calendar grid as text: a header row, then per week its day labels, bar lanes and timed events.
import type { DayKey } from '../../domain/views/days.js';
import type { ViewEvent } from '../../domain/views/view-event.js';
import type { BarSegment, WeekLayout } from '../../domain/views/week-layout.js';
import { displayWidth, truncateToWidth } from '../width.js';
import { barText } from './cell-text.js';
import type { Painter } from './paint.js';

/** Plain text and how to style it once it has been cut and padded (styling never counts towards width). */
export interface Styled {
  text: string;
  style?: (s: string) => string;
}

export interface GridOptions {
  /** Columns available for the whole grid, borders included. */
  width: number;
  zone: string;
  paint: Painter;
  head: readonly Styled[];
  /** A label line at the top of each week row (day numbers); none when the header already names the days. */
  dayLabel?: (day: DayKey, col: number) => Styled;
  /** The lines of a timed event in a cell `width` columns wide. */
  timedLines: (event: ViewEvent, width: number) => string[];
  /** At most this many timed events per cell; the rest become "+N more". */
  maxTimed?: number;
  /** Each week row has at least this many lines below its labels. */
  minBody: number;
}

const COLUMNS = 7;

/** The width of one column between borders: seven columns and eight borders share the width. */
export function cellWidth(width: number): number {
  return Math.floor((width - (COLUMNS + 1)) / COLUMNS);
}

function fitCell(item: Styled, width: number): string {
  const text = truncateToWidth(item.text, width - 1);
  const pad = width - 1 - displayWidth(text);
  return ` ${item.style ? item.style(text) : text}${' '.repeat(Math.max(pad, 0))}`;
}

function rule(c: number, left: string, mid: string, right: string, paint: Painter): string {
  return paint.dim(`${left}${Array.from({ length: COLUMNS }, () => '─'.repeat(c)).join(mid)}${right}`);
}

function row(cells: readonly Styled[], c: number, paint: Painter): string {
  const bar = paint.dim('│');
  return `${bar}${cells.map((cell) => fitCell(cell, c)).join(bar)}${bar}`;
}

function laneLine(lane: readonly BarSegment[], c: number, options: GridOptions): string {
  const bar = options.paint.dim('│');
  const ordered = [...lane].sort((a, b) => a.startCol - b.startCol);
  let line = bar;
  for (let col = 0; col < COLUMNS;) {
    const segment = ordered.find((s) => s.startCol === col);
    if (!segment) {
      line += `${' '.repeat(c)}${bar}`;
      col += 1;
      continue;
    }
    const spanned = segment.endCol - segment.startCol + 1;
    const width = spanned * c + (spanned - 1);
    const text = barText(segment, width - 1, options.zone);
    line += `${fitCell({ text, style: (s) => options.paint.event(segment.event, s) }, width)}${bar}`;
    col = segment.endCol + 1;
  }
  return line;
}

function timedCell(events: readonly ViewEvent[], c: number, options: GridOptions): Styled[] {
  const max = options.maxTimed ?? Number.POSITIVE_INFINITY;
  const shown = events.length > max ? events.slice(0, Math.max(max - 1, 0)) : events;
  const lines = shown.flatMap((event) =>
    options.timedLines(event, c - 1).map((text) => ({ text, style: (s: string) => options.paint.event(event, s) })),
  );
  if (shown.length < events.length)
    lines.push({ text: `+${events.length - shown.length} more`, style: (s) => options.paint.dim(s) });
  return lines;
}

function weekLines(layout: WeekLayout, c: number, options: GridOptions): string[] {
  const lines: string[] = [];
  const label = options.dayLabel;
  if (label)
    lines.push(
      row(
        layout.days.map((day, col) => label(day, col)),
        c,
        options.paint,
      ),
    );
  for (const lane of layout.lanes) lines.push(laneLine(lane, c, options));
  const bodies = layout.timed.map((events) => timedCell(events, c, options));
  const height = Math.max(options.minBody - layout.lanes.length, ...bodies.map((b) => b.length));
  for (let i = 0; i < height; i++)
    lines.push(
      row(
        bodies.map((b) => b[i] ?? { text: '' }),
        c,
        options.paint,
      ),
    );
  return lines;
}

/** The grid's lines joined, without a final newline. */
export function renderGrid(weeks: readonly WeekLayout[], options: GridOptions): string {
  const c = cellWidth(options.width);
  const { paint } = options;
  const lines = [rule(c, '┌', '┬', '┐', paint), row(options.head, c, paint)];
  for (const week of weeks) {
    lines.push(rule(c, '├', '┼', '┤', paint), ...weekLines(week, c, options));
  }
  lines.push(rule(c, '└', '┴', '┘', paint));
  return lines.join('\n');
}
