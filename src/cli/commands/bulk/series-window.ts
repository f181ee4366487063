// `cal import`'s --from, --until and --max-occurrences: the window recurring events are expanded in, checked before
// anything is read. They go with iCalendar files only: refused with another format rather than ignored.
import { parseDate } from '../../../dates/parse.js';
import { wallTimeToUtcMs } from '../../../dates/wall-time.js';
import type { Format } from '../../../codecs/format.js';
import type { IcsReadOptions } from '../../../codecs/ics/read.js';
import { DEFAULT_MAX_OCCURRENCES, defaultWindow } from '../../../codecs/ics/window.js';
import { UsageError } from '../../errors.js';

export interface SeriesWindowFlags {
  from?: string;
  until?: string;
  maxOccurrences?: string;
  prune?: boolean;
}

const FLAGS = [
  ['from', '--from'],
  ['until', '--until'],
  ['maxOccurrences', '--max-occurrences'],
  ['prune', '--prune'],
] as const;

/** A day or time as the window's bound: read in UTC (a window is days wide; zones move it by hours). */
function bound(flag: string, text: string, now: number): number {
  const parsed = parseDate(text, { zone: 'UTC', now });
  if (!parsed)
    throw new UsageError(`${flag}: expected a date such as 2027-06-30, "today" or "next year", got "${text}"`);
  return wallTimeToUtcMs(parsed.wall);
}

export function seriesWindow(flags: SeriesWindowFlags, format: Format, now: number): IcsReadOptions | undefined {
  const given = FLAGS.find(([name]) => flags[name] !== undefined);
  if (format !== 'ics') {
    if (given !== undefined)
      throw new UsageError(`${given[1]} goes with iCalendar files (their recurring events); this file is ${format}`);
    return undefined;
  }
  const window = defaultWindow(now);
  const from = flags.from === undefined ? window.from : bound('--from', flags.from, now);
  const until = flags.until === undefined ? window.until : bound('--until', flags.until, now);
  if (until <= from) throw new UsageError(`--until: expected a date after --from's, got "${flags.until ?? ''}"`);
  const text = flags.maxOccurrences;
  const max = text === undefined ? DEFAULT_MAX_OCCURRENCES : Number(text);
  if (!Number.isInteger(max) || max < 1)
    throw new UsageError(`--max-occurrences: expected a positive integer, got "${text ?? ''}"`);
  return { window: { from, until }, maxOccurrences: max };
}
