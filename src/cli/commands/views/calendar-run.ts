// `cal month` and `cal week`: the events of a month or week drawn as a calendar grid.
import { daysInMonth } from '../../../dates/wall-time.js';
import { dayKey, monthWeeks, parseDayKey, weekOf } from '../../../domain/views/days.js';
import { overlaps, spanOf } from '../../../domain/views/view-event.js';
import { UsageError } from '../../errors.js';
import type { Session } from '../../session.js';
import { renderMonth, renderWeek, type CalendarTextOptions } from '../../../output/views/calendar-text.js';
import { calendarNames, monthTitle } from '../../../output/views/labels.js';
import { painter } from '../../../output/views/paint.js';
import { fetchViewEvents, type ViewEvents } from './fetch.js';
import {
  parseDay,
  resolveLanguage,
  resolveStatuses,
  resolveWeekStart,
  resolveWidth,
  resolveZone,
  today,
  type ViewFlags,
} from './options.js';

export type CalendarOptions = ViewFlags;

const MONTH_RE = /^(\d{4})-(\d{1,2})$/;

/** The options of the drawing, but for the names, which wait for the events' language. */
interface Resolved extends Omit<CalendarTextOptions, 'names'> {
  statuses: string[];
  lang: string | undefined;
}

async function resolve(session: Session, opts: CalendarOptions): Promise<Resolved> {
  const zone = await resolveZone(opts, session);
  return {
    statuses: resolveStatuses(opts),
    lang: await resolveLanguage(opts, session),
    zone,
    width: resolveWidth(opts, session),
    compact: opts.compact === true,
    weekStart: resolveWeekStart(opts),
    today: today(session, zone),
    paint: painter(session.color()),
  };
}

/** The names of --lang, else of the profile's language, else of the language the events came in, else English. */
function withNames(options: Resolved, fetched: ViewEvents): CalendarTextOptions {
  return { ...options, names: calendarNames(options.lang ?? fetched.language ?? 'en') };
}

/** YYYY-MM, or any date the parser reads ("next month", "2026-12-25"): its month. */
function monthOf(input: string | undefined, session: Session, options: Resolved): { year: number; month: number } {
  const m = input === undefined ? undefined : MONTH_RE.exec(input.trim());
  if (m) {
    const month = Number(m[2]);
    if (month < 1 || month > 12) throw new UsageError(`month: expected YYYY-MM, got "${input}"`);
    return { year: Number(m[1]), month };
  }
  const day = input === undefined ? options.today : parseDay(input, 'month', session, options.zone);
  const { year, month } = parseDayKey(day);
  return { year, month };
}

export async function month(session: Session, input: string | undefined, opts: CalendarOptions): Promise<number> {
  const options = await resolve(session, opts);
  const { year, month: m } = monthOf(input, session, options);
  const first = dayKey({ year, month: m, day: 1 });
  const last = dayKey({ year, month: m, day: daysInMonth(year, m) });
  const weeks = monthWeeks(year, m, options.weekStart);
  // The grid shows the edges of the months around, so their events are fetched too.
  const fetched = await fetchViewEvents(
    session,
    weeks[0]?.[0] ?? first,
    weeks.at(-1)?.[6] ?? last,
    options.zone,
    options.statuses,
    options.lang,
  );
  const events = fetched.events;
  session.context.io.stdout.write(renderMonth(events, year, m, withNames(options, fetched)));
  if (!events.some((event) => overlaps(spanOf(event, options.zone), first, last))) {
    session.context.io.stderr.write(`No events in ${monthTitle(year, m)} (${options.zone}).\n`);
  }
  return 0;
}

export async function week(session: Session, input: string | undefined, opts: CalendarOptions): Promise<number> {
  const options = await resolve(session, opts);
  const day = input === undefined ? options.today : parseDay(input, 'date', session, options.zone);
  const days = weekOf(day, options.weekStart);
  const fetched = await fetchViewEvents(
    session,
    days[0] ?? day,
    days[6] ?? day,
    options.zone,
    options.statuses,
    options.lang,
  );
  const events = fetched.events;
  session.context.io.stdout.write(renderWeek(events, days, withNames(options, fetched)));
  if (events.length === 0) session.context.io.stderr.write('No events this week.\n');
  return 0;
}
