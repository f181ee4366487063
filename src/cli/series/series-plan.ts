// A new series from the command line (`--repeat`, `cal add "… every friday"`): its rule read from words or an
// RRULE, then its occurrences counted by the same expander as an iCalendar import (an event with that RRULE, read
// as a file would be), so a series made here and one imported are the same thing: events whose slugs name their
// series and original start (src/domain/recurrence/occurrence-slug.ts).
import { createHash } from 'node:crypto';
import { typedWallTime } from '../../dates/typed-wall.js';
import { formatWallTime, wallTimeToUtcMs, type WallTime } from '../../dates/wall-time.js';
import { instantToWallTime } from '../../dates/zones.js';
import { defaultWindow, DEFAULT_MAX_OCCURRENCES } from '../../codecs/ics/window.js';
import { parseRepeat, describeRepeat } from '../../domain/recurrence/repeat-words.js';
import { slugForUid } from '../../domain/recurrence/occurrence-slug.js';
import { slugify } from '../../domain/slugs.js';
import { UsageError } from '../errors.js';
import { isRecord } from '../../typing/is-record.js';

type Args = Record<string, unknown>;

export interface SeriesPlan {
  readonly uid: string;
  readonly rule: string;
  /** The rule in words, for what is printed. */
  readonly words: string;
  /** Per occurrence: its start, its end (when the event gives one) and its slug. */
  readonly occurrences: readonly { start_date: string; end_date?: string; slug: string }[];
  /** Said on stderr: where a series without an end stops, or where the limit cut it. */
  readonly notes: readonly string[];
}

const pad = (n: number, size = 2) => String(n).padStart(size, '0');
const icsTime = (wall: WallTime, allDay: boolean) =>
  `${pad(wall.year, 4)}${pad(wall.month)}${pad(wall.day)}` +
  (allDay ? '' : `T${pad(wall.hour)}${pad(wall.minute)}${pad(wall.second)}`);

/** The series' slug: its title's (short) and 12 hex digits of its UID, which every occurrence's slug starts with. */
export function seriesBase(title: unknown, uid: string): string {
  const words = slugify(typeof title === 'string' ? title : '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${words || 'series'}-${slugForUid(uid).slice('ical-'.length)}`;
}

/** The occurrences of `repeat` for the event `args` in `zone`; a rule or date that cannot be read is a usage error. */
export async function planSeries(args: Args, repeat: string, zone: string, now: number): Promise<SeriesPlan> {
  const allDay = args.all_day === true;
  const start = typedWallTime(args.start_date, zone, now);
  if (!start) throw new UsageError("--repeat: give the first occurrence's --start-date (a date cal can read)");
  const end = typedWallTime(args.end_date, zone, now);
  const first = allDay ? { ...start, hour: 0, minute: 0, second: 0 } : start;
  const read = parseRepeat(repeat, { start: first, now, zone, allDay });
  if ('error' in read) throw new UsageError(`--repeat: ${read.error}`);
  // Made of what the series is, so that the same command run again names the same series (and is refused).
  const made = JSON.stringify([args.title, icsTime(first, allDay), zone, allDay, read.rule]);
  const uid = `${createHash('sha256').update(made).digest('hex').slice(0, 32)}@cal`;
  const last = end && allDay ? { ...end, hour: 0, minute: 0, second: 0 } : end;
  const after = (wall: WallTime) => {
    // An all-day DTEND is the day after the last one.
    const next = new Date(wallTimeToUtcMs(wall) + 86_400_000);
    return { ...wall, year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
  };
  const zoneParam = allDay ? ';VALUE=DATE' : `;TZID=${zone}`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    'SUMMARY:series',
    `X-CAL-SLUG:${seriesBase(args.title, uid)}`,
    `DTSTART${zoneParam}:${icsTime(first, allDay)}`,
    ...(last ? [`DTEND${zoneParam}:${icsTime(allDay ? after(last) : last, allDay)}`] : []),
    `RRULE:${read.rule}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  const startMs = wallTimeToUtcMs(first);
  const until = Math.max(defaultWindow(now).until, startMs + 366 * 86_400_000);
  const { parseIcs } = await import('../../codecs/ics/read.js');
  const input = parseIcs(`${lines.join('\r\n')}\r\n`, '--repeat', {
    window: { from: startMs - 86_400_000, until },
    maxOccurrences: DEFAULT_MAX_OCCURRENCES,
  });
  const occurrences = input.entries.flatMap((entry) => {
    const value = entry.value;
    if (!isRecord(value) || typeof value.start_date !== 'string' || typeof value.slug !== 'string') return [];
    const dates = allDay
      ? {
          start_date: value.start_date.slice(0, 10),
          ...(last ? { end_date: String(value.end_date).slice(0, 10) } : {}),
        }
      : { start_date: value.start_date, ...(last ? { end_date: String(value.end_date) } : {}) };
    return [{ ...dates, slug: value.slug }];
  });
  const bounded = /(?:^|;)(?:COUNT|UNTIL)=/.test(read.rule);
  const notes: string[] = [];
  const lastMade = occurrences.at(-1)?.start_date.slice(0, 10) ?? '';
  if ((input.notes ?? []).some((note) => note.includes('--max-occurrences')))
    notes.push(`--repeat: the series goes on past ${lastMade}: its first ${occurrences.length} occurrences are made`);
  else if (!bounded)
    notes.push(
      `--repeat has no end: occurrences are made until ${formatWallTime(instantToWallTime(until, 'UTC')).slice(0, 10)} (add "until DATE" or "for N" to say)`,
    );
  return { uid, rule: read.rule, words: describeRepeat(read.rule, zone), occurrences, notes };
}
