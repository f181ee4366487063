// An event's DTSTART, DTEND and DURATION → start, end, zone and all-day flag as the API takes them. Values are
// read from the file's text, so a bad start fails its event with the property, its line and what was expected; a
// bad end is said the same way and read past, as calendar programs do: the event ends when it starts (RFC 5545's
// rule for an event without an end), or lasts its day.
import type ICAL from '../../lazy-libraries/ical.js';
import {
  formatWallTime,
  isValidWallTime,
  utcMsToWallTime,
  wallTimeToUtcMs,
  type WallTime,
} from '../../dates/wall-time.js';
import { instantToWallTime, wallTimeToInstant } from '../../dates/zones.js';
import { lineList, type Origin } from './lines.js';
import type { ZoneResolver } from './zones.js';
import { fail, Problem, show } from '../record-checks.js';

const DAY_MS = 86_400_000;
/** Past this, a duration is a mistake (and ends past the dates the API can write). */
const MAX_DURATION_S = 100 * 366 * 86_400;

export interface DateContext {
  readonly zones: ZoneResolver;
  /** The calendar's X-WR-TIMEZONE: the zone of its floating times, and the one its UTC times are shown in. */
  readonly floating?: string;
  readonly origins: WeakMap<object, Origin>;
  /** Says once per file how a TZID's times were read, when not as that zone. */
  readonly note: (message: string) => void;
  /** Says what of one event was read past (a bad end, a repeated DTSTART), naming its line. */
  readonly flaw: (message: string) => void;
}

/** A date-time as read: its wall time and the zone that wall time is in ("" = floating, the site's). */
export interface Moment {
  readonly wall: WallTime;
  readonly zone: string;
  readonly isDate: boolean;
  /** The instant, when the zone is known. */
  readonly instant?: number;
  /** "DTEND on line 12", for messages. */
  readonly where: string;
}

const DATE_VALUE = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/i;
const DURATION_VALUE = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/i;

/** A property's value as written, and "NAME on line N" for messages. */
export function origin(property: ICAL.Property, context: DateContext): { raw: string; where: string } {
  const found = context.origins.get(property.jCal);
  return { raw: (found?.raw ?? '').trim(), where: `${property.name.toUpperCase()} on line ${found?.line ?? '?'}` };
}

/** The wall time of a DATE_VALUE match; a date alone is at midnight. */
function wallTimeOf(match: RegExpExecArray): WallTime | undefined {
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = match;
  if (year === undefined || month === undefined || day === undefined) return undefined;
  return {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour),
    minute: Number(minute),
    second: Number(second),
  };
}

/** A date or date-time value as written: its wall time, and whether it is a date, or in UTC ("Z"). */
export function writtenValue(raw: string): { wall: WallTime; isDate: boolean; utc: boolean } | undefined {
  const m = DATE_VALUE.exec(raw.trim());
  const wall = m && wallTimeOf(m);
  return m && wall ? { wall, isDate: m[4] === undefined, utc: m[7] !== undefined } : undefined;
}

function momentOf(vevent: ICAL.Component, name: string, context: DateContext): Moment | undefined {
  const property = vevent.getFirstProperty(name);
  if (!property) return undefined;
  const { raw, where } = origin(property, context);
  return readMoment(raw, property.getParameter('tzid'), where, context);
}

/** One date or date-time value as written (`raw`), with the TZID parameter of its property. */
export function readMoment(raw: string, tzid: unknown, where: string, context: DateContext): Moment {
  const value = writtenValue(raw);
  if (!value || !isValidWallTime(value.wall))
    return fail(`${where}: expected a date (YYYYMMDD) or a date-time (YYYYMMDDTHHMMSS), got ${show(raw)}`);
  const { wall } = value;
  if (value.isDate) return { wall, zone: '', isDate: true, where };
  const zoned = typeof tzid === 'string' && tzid !== '';
  // A TZID wins over a stray "Z" (as python icalendar reads it).
  if (value.utc && !zoned) {
    // A calendar with X-WR-TIMEZONE (Google's) shows its UTC times in that zone.
    const instant = wallTimeToUtcMs(wall);
    const zone = context.floating ?? 'UTC';
    return { wall: instantToWallTime(instant, zone), zone, isDate: false, instant, where };
  }
  if (zoned) {
    const resolved = context.zones.resolve(tzid, wall);
    if (resolved && 'zone' in resolved)
      return { wall, zone: resolved.zone, isDate: false, instant: wallTimeToInstant(wall, resolved.zone), where };
    if (resolved) {
      context.note(`TZID ${show(tzid)} matches no IANA zone: its times are read by its VTIMEZONE and kept in UTC`);
      const instant = resolved.instant(wall);
      return { wall: utcMsToWallTime(instant), zone: 'UTC', isDate: false, instant, where };
    }
    context.note(
      `TZID ${show(tzid)} is not a known zone and the file has no VTIMEZONE for it: its times are read as floating`,
    );
  }
  if (context.floating)
    return { wall, zone: context.floating, isDate: false, instant: wallTimeToInstant(wall, context.floating), where };
  return { wall, zone: '', isDate: false, where };
}

/** DURATION in seconds, if the event has one. */
function durationOf(vevent: ICAL.Component, context: DateContext): { seconds: number; where: string } | undefined {
  const property = vevent.getFirstProperty('duration');
  if (!property) return undefined;
  const { raw, where } = origin(property, context);
  const m = DURATION_VALUE.exec(raw);
  const parts = (m?.slice(2) ?? []).map((part) => (part === undefined ? undefined : Number(part)));
  if (!m || parts.every((part) => part === undefined) || /T$/i.test(raw))
    return fail(`${where}: expected a duration such as PT1H30M or P1D, got ${show(raw)}`);
  const [weeks = 0, days = 0, hours = 0, minutes = 0, seconds = 0] = parts;
  const total = (((weeks * 7 + days) * 24 + hours) * 60 + minutes) * 60 + seconds;
  if (total > MAX_DURATION_S) fail(`${where}: expected a duration of less than 100 years, got ${show(raw)}`);
  return { seconds: m[1] === '-' ? -total : total, where };
}

/** The properties a calendar program reads once: written twice, the first is read (ical.js reads it too). */
const SINGLE = ['dtstart', 'dtend', 'duration'];

function sayRepeated(vevent: ICAL.Component, context: DateContext): void {
  for (const name of SINGLE) {
    const properties = vevent.getAllProperties(name);
    if (properties.length < 2) continue;
    const lines = properties.map((property) => context.origins.get(property.jCal)?.line ?? '?');
    context.flaw(`${name.toUpperCase()} on lines ${lineList(lines)}: the one on line ${lines[0] ?? '?'} is read`);
  }
}

/** A bad end is said, and the event kept as if it had none. */
function readPast(problem: string, start: Moment, context: DateContext): void {
  context.flaw(`${problem}: ignored, the event ${start.isDate ? 'lasts its start day' : 'ends when it starts'}`);
}

/** The end as written: DTEND, else DURATION (in seconds); undefined when there is none, or a bad one. */
function writtenEnd(
  vevent: ICAL.Component,
  start: Moment,
  context: DateContext,
): { end: Moment } | { seconds: number; where: string } | undefined {
  try {
    const end = momentOf(vevent, 'dtend', context);
    if (end) return { end };
    const duration = durationOf(vevent, context);
    if (duration && duration.seconds < 0)
      fail(`${duration.where}: expected a duration of zero or more, got a negative one`);
    return duration;
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    readPast(error.message, start, context);
    return undefined;
  }
}

type Written = ReturnType<typeof writtenEnd>;

/** All-day: the days from DTSTART's to the one before DTEND's (exclusive), at least one. */
function allDayDates(start: Moment, written: Written, context: DateContext): Record<string, unknown> {
  const first = wallTimeToUtcMs(start.wall);
  const day = (ms: number) => formatWallTime(utcMsToWallTime(ms)).slice(0, 10);
  let last = first;
  if (written && 'end' in written && written.end.isDate) {
    const after = wallTimeToUtcMs(written.end.wall);
    if (after < first)
      readPast(`${written.end.where}: expected a day after DTSTART's, got ${day(after)}`, start, context);
    else last = after - DAY_MS;
  } else if (written && 'seconds' in written) last = first + Math.max(written.seconds * 1000 - DAY_MS, 0);
  return { start_date: `${day(first)} 00:00:00`, end_date: `${day(Math.max(first, last))} 23:59:59`, all_day: true };
}

function timedDates(start: Moment, written: Written, context: DateContext): Record<string, unknown> {
  let end = written && 'end' in written ? written.end : undefined;
  if (written && 'seconds' in written) {
    const ms = written.seconds * 1000;
    end =
      start.instant !== undefined && start.zone !== ''
        ? {
            ...start,
            wall: instantToWallTime(start.instant + ms, start.zone),
            instant: start.instant + ms,
            where: written.where,
          }
        : { ...start, wall: utcMsToWallTime(wallTimeToUtcMs(start.wall) + ms), where: written.where };
  }
  // An end in another zone than the start is shown in the start's zone.
  let endWall = !end
    ? start.wall
    : end.zone === start.zone || end.instant === undefined || start.zone === ''
      ? end.wall
      : instantToWallTime(end.instant, start.zone);
  if (end && wallTimeToUtcMs(endWall) < wallTimeToUtcMs(start.wall)) {
    readPast(
      `${end.where}: expected the end at or after the start (${formatWallTime(start.wall)}), got ${formatWallTime(endWall)}`,
      start,
      context,
    );
    endWall = start.wall;
  }
  return {
    start_date: formatWallTime(start.wall),
    end_date: formatWallTime(endWall),
    ...(start.zone === '' ? {} : { timezone: start.zone }),
  };
}

/** Start and end as the API takes them, in one zone; all-day DTEND is exclusive. */
export function eventDates(vevent: ICAL.Component, context: DateContext): Record<string, unknown> {
  sayRepeated(vevent, context);
  const start = momentOf(vevent, 'dtstart', context);
  if (!start) return fail('no DTSTART: expected the date or date-time the event starts');
  const written = writtenEnd(vevent, start, context);
  return start.isDate ? allDayDates(start, written, context) : timedDates(start, written, context);
}
