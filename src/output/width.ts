// Terminal display widths: measuring cells, cutting them with "…", and sharing a width budget among columns.
import stringWidth from '../lazy-libraries/string-width.js';

const ELLIPSIS = '…';
/** Printable ASCII: one column a character. */
const PLAIN_ASCII = /^[\x20-\x7e]*$/;
let segmenter: Intl.Segmenter | undefined;

export function displayWidth(s: string): number {
  return PLAIN_ASCII.test(s) ? s.length : stringWidth(s);
}

/** `s` cut to at most `max` columns, ending in "…" when anything was cut; whole graphemes only. */
export function truncateToWidth(s: string, max: number): string {
  if (displayWidth(s) <= max) return s;
  const room = max - displayWidth(ELLIPSIS);
  if (room < 0) return '';
  // A space just before the ellipsis would read as a word boundary that is not there.
  if (PLAIN_ASCII.test(s)) return `${s.slice(0, room).trimEnd()}${ELLIPSIS}`;
  let out = '';
  let used = 0;
  // Made on first need: ICU's grapheme rules cost a run about 9 ms to load.
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  for (const { segment } of segmenter.segment(s)) {
    const w = displayWidth(segment);
    if (used + w > room) break;
    out += segment;
    used += w;
  }
  return `${out.trimEnd()}${ELLIPSIS}`;
}

export interface ColumnFit {
  /** Widest content (header included) of the column. */
  natural: number;
  /** Prose columns (titles, descriptions) are cut before any other. */
  shrinkFirst: boolean;
}

/** Prose keeps at least this much before other columns start giving up width. */
const PROSE_FLOOR = 10;
/** No column is cut below this: a few characters and "…" still hint at the content. */
const MIN_COLUMN = 5;

function shrinkWidest(widths: number[], candidates: number[], floor: (i: number) => number, excess: number): number {
  let left = excess;
  while (left > 0) {
    let widest = -1;
    for (const i of candidates) {
      const w = widths[i] ?? 0;
      // Ties go to the rightmost column: columns are listed most important first.
      if (w > floor(i) && (widest < 0 || w >= (widths[widest] ?? 0))) widest = i;
    }
    if (widest < 0) break;
    widths[widest] = (widths[widest] ?? 0) - 1;
    left -= 1;
  }
  return left;
}

/**
 * Content widths making the columns fit `budget` (total content width): prose columns shrink first
 * down to PROSE_FLOOR, then the widest column is cut one at a time down to MIN_COLUMN. When even that
 * is too wide the table simply overflows; the terminal wraps it, which beats dropping columns.
 */
export function fitColumns(columns: readonly ColumnFit[], budget: number): number[] {
  const widths = columns.map((c) => c.natural);
  let excess = widths.reduce((sum, w) => sum + w, 0) - budget;
  if (excess <= 0) return widths;
  const prose = columns.flatMap((c, i) => (c.shrinkFirst ? [i] : []));
  excess = shrinkWidest(widths, prose, () => PROSE_FLOOR, excess);
  const all = columns.map((_, i) => i);
  shrinkWidest(widths, all, (i) => Math.min(columns[i]?.natural ?? 0, MIN_COLUMN), excess);
  return widths;
}
