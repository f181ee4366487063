// The flags the calendar views share, resolved: the zone, the width, compact mode, the first weekday, dates.
import { parseDate } from '../../../dates/parse.js';
import { isValidTimeZone } from '../../../dates/zones.js';
import { dayKey, dayOfInstant, type DayKey, type WeekStart } from '../../../domain/views/days.js';
import { UsageError } from '../../errors.js';
import type { Session } from '../../session.js';

export interface ViewFlags {
  timezone?: string;
  width?: string;
  compact?: boolean;
  weekStart?: string;
  status?: string;
  lang?: string;
}

/** Without a terminal to measure, output is laid out for the classic 80 columns. */
const FALLBACK_WIDTH = 80;
const MIN_WIDTH = 20;
const MAX_WIDTH = 1000;

/** The machine's zone, as Node reads it (TZ=... included). */
function machineZone(env: Readonly<Record<string, string | undefined>>): string {
  const tz = env.TZ?.replace(/^:/, '');
  if (tz && isValidTimeZone(tz)) return tz;
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** --timezone, else the profile's zone, else the machine's. */
export async function resolveZone(flags: ViewFlags, session: Session): Promise<string> {
  if (flags.timezone !== undefined) {
    if (!isValidTimeZone(flags.timezone)) throw new UsageError(`--timezone: unknown time zone "${flags.timezone}"`);
    return flags.timezone;
  }
  const profileZone = (await session.config()).profile.timezone;
  if (profileZone !== undefined && profileZone !== '') {
    if (!isValidTimeZone(profileZone)) throw new UsageError(`timezone setting: unknown time zone "${profileZone}"`);
    return profileZone;
  }
  return machineZone(session.context.env);
}

/**
 * --lang, else the profile's language: the language of the events asked for and of the names shown. Undefined:
 * the site's, which the calendar answers in by default.
 */
export async function resolveLanguage(flags: ViewFlags, session: Session): Promise<string | undefined> {
  const given = flags.lang ?? (await session.config()).profile.lang;
  if (given === undefined || given === '') return undefined;
  try {
    Intl.getCanonicalLocales(given);
  } catch {
    const source = flags.lang === undefined ? 'lang setting' : '--lang';
    throw new UsageError(`${source}: not a language code: "${given}" (e.g. ca, en, es)`);
  }
  return given;
}

/** --width, else the terminal's columns, else 80. */
export function resolveWidth(flags: ViewFlags, session: Session): number {
  if (flags.width !== undefined) {
    const width = Number(flags.width);
    if (!Number.isInteger(width) || width < MIN_WIDTH || width > MAX_WIDTH) {
      throw new UsageError(
        `--width: expected a number of columns from ${MIN_WIDTH} to ${MAX_WIDTH}, got "${flags.width}"`,
      );
    }
    return width;
  }
  const stdout = session.context.io.stdout;
  const columns = 'columns' in stdout && typeof stdout.columns === 'number' ? stdout.columns : 0;
  return stdout.isTTY && columns >= MIN_WIDTH ? columns : FALLBACK_WIDTH;
}

/** --status as a list; the calendar as visitors see it by default. */
export function resolveStatuses(flags: ViewFlags): string[] {
  const list = (flags.status ?? 'publish')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (list.length === 0) throw new UsageError('--status: expected one or more statuses, e.g. publish,draft');
  return list;
}

export function resolveWeekStart(flags: ViewFlags): WeekStart {
  const value = (flags.weekStart ?? 'monday').toLowerCase();
  if (value === 'monday' || value === 'mon') return 1;
  if (value === 'sunday' || value === 'sun') return 0;
  throw new UsageError(`--week-start: expected monday or sunday, got "${flags.weekStart}"`);
}

export function today(session: Session, zone: string): DayKey {
  return dayOfInstant(session.context.now(), zone);
}

/** A day given as YYYY-MM-DD or anything the API's date parser reads ("today", "next monday"). */
export function parseDay(input: string, flag: string, session: Session, zone: string): DayKey {
  const parsed = parseDate(input, { zone, now: session.context.now() });
  if (!parsed) throw new UsageError(`${flag}: not a date: "${input}" (try YYYY-MM-DD, "today" or "next monday")`);
  return dayKey(parsed.wall);
}

export function positiveInt(value: string | undefined, flag: string, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new UsageError(`${flag}: expected a whole number from 1 to ${max}, got "${value}"`);
  return n;
}
