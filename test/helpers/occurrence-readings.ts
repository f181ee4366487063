// Occurrences as python's recurring_ical_events gives them (test/fixtures/ics/occurrences.py), and the same shape of
// the records an import reads, so that the two can be compared start by start.
import { parseWallTime } from '../../src/dates/wall-time.js';
import { wallTimeToInstant } from '../../src/dates/zones.js';

export interface Moment {
  readonly date?: string;
  readonly floating?: string;
  readonly instant?: string;
  readonly zone?: string;
}

export interface PythonOccurrence {
  readonly start: Moment;
  readonly end: Moment;
  readonly summary: string | null;
  readonly recurrence_id?: Moment;
  readonly cancelled?: boolean;
}

/** A file's reading: all occurrences, or the count and its first and last ones; or why python failed. */
export type FileReading =
  | { readonly count: number; readonly all: PythonOccurrence[] }
  | { readonly count: number; readonly first: PythonOccurrence[]; readonly last: PythonOccurrence[] }
  | { readonly error: string };

/** A start as a comparable line: the day, the floating wall time, or the UTC instant. */
export function momentLine(moment: Moment): string {
  if (moment.date !== undefined) return moment.date;
  if (moment.floating !== undefined) return moment.floating;
  return String(moment.instant);
}

/** A record's start as python writes it. */
export function recordLine(record: Record<string, unknown>): string {
  const text = String(record.start_date);
  if (record.all_day === true) return text.slice(0, 10);
  const zone = record.timezone;
  const wall = parseWallTime(text);
  if (typeof zone !== 'string' || zone === '' || !wall) return text.replace(' ', 'T');
  return `${new Date(wallTimeToInstant(wall, zone)).toISOString().slice(0, 19)}Z`;
}

/** Milliseconds of a record's start and end, for the window. */
export function recordSpan(record: Record<string, unknown>): { start: number; end: number } {
  const at = (name: 'start_date' | 'end_date') => {
    const wall = parseWallTime(String(record[name]));
    if (!wall) return NaN;
    const zone = record.timezone;
    return typeof zone === 'string' && zone !== '' && record.all_day !== true
      ? wallTimeToInstant(wall, zone)
      : Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  };
  return { start: at('start_date'), end: at('end_date') + (record.all_day === true ? 1000 : 0) };
}
