// An iCalendar file (ours or another program's) → import records: zones, UTC and floating times, all-day dates.
import { createHash } from 'node:crypto';
import ICAL from '../../../vendor/ical.js';
import {
  formatWallTime,
  parseWallTime,
  utcMsToWallTime,
  wallTimeToUtcMs,
  type WallTime,
} from '../../../domain/dates/wall-time.js';
import { instantToWallTime, isValidTimeZone, wallTimeToInstant } from '../../../domain/dates/zones.js';
import { CommandError } from '../../errors.js';
import { FLAGS, TRANSLATION_KEYS } from './portable.js';
import type { Entry, Input } from './read.js';
import { isRecord } from '../../../domain/is-record.js';

const DAY_MS = 86_400_000;

/** A date-time property as read: its wall time and the zone that wall time is in ("" = floating, the site's). */
interface Moment {
  readonly wall: WallTime;
  readonly zone: string;
  readonly isDate: boolean;
  /** The instant, when the zone is known. */
  readonly instant?: number;
}

const wallOf = (t: ICAL.Time): WallTime => ({
  year: t.year,
  month: t.month,
  day: t.day,
  hour: t.hour,
  minute: t.minute,
  second: t.second,
});

function momentOf(component: ICAL.Component, name: string): Moment | undefined {
  const property = component.getFirstProperty(name);
  const value = property?.getFirstValue();
  if (!property || !(value instanceof ICAL.Time)) return undefined;
  const wall = wallOf(value);
  if (value.isDate) return { wall, zone: '', isDate: true };
  if (value.zone === ICAL.Timezone.utcTimezone)
    return { wall, zone: 'UTC', isDate: false, instant: wallTimeToUtcMs(wall) };
  const tzid = property.getParameter('tzid');
  if (typeof tzid === 'string' && tzid !== '') {
    if (isValidTimeZone(tzid)) return { wall, zone: tzid, isDate: false, instant: wallTimeToInstant(wall, tzid) };
    // A zone known only from the file's VTIMEZONE (Outlook's "W. Europe Standard Time"): the instant, in UTC.
    if (value.zone && value.zone !== ICAL.Timezone.localTimezone) {
      const instant = value.toUnixTime() * 1000;
      return { wall: utcMsToWallTime(instant), zone: 'UTC', isDate: false, instant };
    }
  }
  return { wall, zone: '', isDate: false };
}

const text = (component: ICAL.Component, name: string): string | undefined => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' && value !== '' ? value : undefined;
};

function json(component: ICAL.Component, name: string): unknown {
  const raw = text(component, name);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/** Start and end as the API takes them, in one zone; all-day DTEND is exclusive. */
function dates(vevent: ICAL.Component): Record<string, unknown> {
  const start = momentOf(vevent, 'dtstart');
  if (!start) return {};
  let end = momentOf(vevent, 'dtend');
  const duration = vevent.getFirstPropertyValue('duration');
  if (start.isDate) {
    const first = wallTimeToUtcMs(start.wall);
    let last = first;
    if (end?.isDate) last = Math.max(first, wallTimeToUtcMs(end.wall) - DAY_MS);
    else if (duration instanceof ICAL.Duration) last = Math.max(first, first + duration.toSeconds() * 1000 - DAY_MS);
    const day = (ms: number) => formatWallTime(utcMsToWallTime(ms)).slice(0, 10);
    return { start_date: `${day(first)} 00:00:00`, end_date: `${day(last)} 23:59:59`, all_day: true };
  }
  if (!end && duration instanceof ICAL.Duration && start.instant !== undefined) {
    const instant = start.instant + duration.toSeconds() * 1000;
    end = {
      wall:
        start.zone === ''
          ? utcMsToWallTime(wallTimeToUtcMs(start.wall) + duration.toSeconds() * 1000)
          : instantToWallTime(instant, start.zone),
      zone: start.zone,
      isDate: false,
      instant,
    };
  } else if (!end && duration instanceof ICAL.Duration) {
    end = { wall: utcMsToWallTime(wallTimeToUtcMs(start.wall) + duration.toSeconds() * 1000), zone: '', isDate: false };
  }
  // An end in another zone than the start is shown in the start's zone.
  const endWall = !end
    ? start.wall
    : end.zone === start.zone || end.instant === undefined || start.zone === ''
      ? end.wall
      : instantToWallTime(end.instant, start.zone);
  return {
    start_date: formatWallTime(start.wall),
    end_date: formatWallTime(endWall),
    ...(start.zone === '' ? {} : { timezone: start.zone }),
  };
}

/** Times written in UTC for want of zone data go back to the event's own zone, which X-CAL-TIMEZONE names. */
function inOwnZone(record: Record<string, unknown>, zone: string | undefined): void {
  if (!zone || zone === 'UTC' || record.timezone !== 'UTC' || !isValidTimeZone(zone)) return;
  for (const name of ['start_date', 'end_date']) {
    const wall = parseWallTime(String(record[name]));
    if (wall) record[name] = formatWallTime(instantToWallTime(wallTimeToUtcMs(wall), zone));
  }
  record.timezone = zone;
}

/** LOCATION "Name, street, city" → a venue named by its first part, the rest as its address. */
function venueFromLocation(location: string): Record<string, string> {
  const [name = location, ...rest] = location.split(',').map((part) => part.trim());
  return rest.length > 0 ? { venue: name, address: rest.join(', ') } : { venue: name };
}

/** GEO (latitude;longitude) as the venue's map position. */
function coordinatesOf(vevent: ICAL.Component): { geo_lat?: number; geo_lng?: number } {
  const geo = vevent.getFirstPropertyValue('geo');
  if (!Array.isArray(geo)) return {};
  const [lat, lng] = geo.map(Number);
  return Number.isFinite(lat) && Number.isFinite(lng) ? { geo_lat: lat, geo_lng: lng } : {};
}

/** RFC 7986's IMAGE, else an ATTACH of an image: its http(s) URL. */
function imageOf(vevent: ICAL.Component): string | undefined {
  const candidates = [
    ...vevent.getAllProperties('image'),
    ...vevent.getAllProperties('attach').filter((property) =>
      String(property.getParameter('fmttype') ?? '')
        .toLowerCase()
        .startsWith('image/'),
    ),
  ];
  return candidates
    .map((property) => property.getFirstValue())
    .find((value): value is string => typeof value === 'string' && /^https?:\/\//i.test(value));
}

function organizers(vevent: ICAL.Component): Record<string, string>[] {
  return vevent.getAllProperties('organizer').flatMap((property) => {
    const address = String(property.getFirstValue() ?? '');
    const email = address.replace(/^mailto:/i, '');
    const cn = property.getParameter('cn');
    const name = typeof cn === 'string' && cn !== '' ? cn : email;
    if (name === '') return [];
    return [{ organizer: name, ...(email.includes('@') ? { email } : {}) }];
  });
}

function categories(vevent: ICAL.Component): string[] {
  return vevent
    .getAllProperties('categories')
    .flatMap((property) => property.getValues() as unknown[])
    .map((value) => String(value).trim())
    .filter((value) => value !== '');
}

/**
 * The HTML alternative of DESCRIPTION (X-ALT-DESC;FMTTYPE=text/html), which keeps the description's markup.
 * Outlook writes a whole document there: only its body is the description.
 */
function htmlDescription(vevent: ICAL.Component): string | undefined {
  const property = vevent
    .getAllProperties('x-alt-desc')
    .find((candidate) => String(candidate.getParameter('fmttype') ?? '').toLowerCase() === 'text/html');
  const value: unknown = property?.getFirstValue();
  if (typeof value !== 'string') return undefined;
  const body = /<body[^>]*>([\s\S]*?)<\/body>/i.exec(value)?.[1] ?? value;
  return body.trim() === '' ? undefined : body.trim();
}

function statusOf(vevent: ICAL.Component): string {
  const own = text(vevent, 'x-cal-status');
  if (own) return own;
  if (text(vevent, 'class')?.toUpperCase() === 'PRIVATE') return 'private';
  return text(vevent, 'status')?.toUpperCase() === 'CANCELLED' ? 'draft' : 'publish';
}

/**
 * Events from other programs are matched on their UID, which their slug carries (hashed: UIDs are long and
 * opaque); the UID itself is kept on the event too, and written back on export.
 */
export function slugForUid(uid: string): string {
  return `ical-${createHash('sha256').update(uid).digest('hex').slice(0, 12)}`;
}

export function toRecord(vevent: ICAL.Component): Record<string, unknown> {
  const record: Record<string, unknown> = { title: text(vevent, 'summary') ?? '', ...dates(vevent) };
  inOwnZone(record, text(vevent, 'x-cal-timezone'));
  const uid = text(vevent, 'uid');
  const slug = text(vevent, 'x-cal-slug') ?? (uid ? slugForUid(uid) : undefined);
  if (slug) record.slug = slug;
  if (uid) record.uid = uid;
  const description = htmlDescription(vevent) ?? text(vevent, 'description');
  if (description) record.description = description;
  const excerpt = text(vevent, 'x-cal-excerpt');
  if (excerpt) record.excerpt = excerpt;
  const url = text(vevent, 'url');
  if (url && /^https?:\/\//i.test(url)) record.website = url;
  const image = imageOf(vevent);
  if (image) record.image = image;
  const cost = text(vevent, 'x-cal-cost');
  if (cost) record.cost = cost;
  record.status = statusOf(vevent);
  const flags = (text(vevent, 'x-cal-flags') ?? '').split(',');
  for (const flag of FLAGS) if (flags.includes(flag)) record[flag] = true;
  const names = categories(vevent);
  if (names.length > 0) record.categories = names;
  const tags = json(vevent, 'x-cal-tags');
  if (Array.isArray(tags)) record.tags = tags;
  const venue = json(vevent, 'x-cal-venue');
  const location = text(vevent, 'location');
  if (isRecord(venue)) record.venue = venue;
  else if (location) record.venue = { ...venueFromLocation(location), ...coordinatesOf(vevent) };
  const organizer = json(vevent, 'x-cal-organizer');
  const found = Array.isArray(organizer) ? organizer : organizers(vevent);
  if (found.length > 0) record.organizer = found;
  const password = text(vevent, 'x-cal-password');
  if (password) record.password = password;
  for (const key of TRANSLATION_KEYS) {
    const value = text(vevent, `x-cal-${key.replace(/_/g, '-')}`);
    if (value) record[key] = value;
  }
  return record;
}

/** The line of each `BEGIN:VEVENT`, in order. */
function veventLines(text: string): number[] {
  const lines: number[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (/^BEGIN:VEVENT\s*$/i.test(line)) lines.push(i + 1);
  });
  return lines;
}

export function parseIcs(text: string, name: string): Input & { warnings: string[] } {
  let calendars: ICAL.Component[];
  try {
    const parsed = ICAL.parse(text.replace(/^\uFEFF/, '')) as unknown[];
    const list = (Array.isArray(parsed[0]) ? parsed : [parsed]) as unknown[][];
    calendars = list.map((data) => new ICAL.Component(data));
  } catch (error) {
    throw new CommandError(`${name} is not valid iCalendar (${(error as Error).message})`);
  }
  const zones = calendars.flatMap((calendar) => calendar.getAllSubcomponents('vtimezone'));
  for (const zone of zones) ICAL.TimezoneService.register(zone);
  const lines = veventLines(text);
  const entries: Entry[] = [];
  let overrides = 0;
  let recurring = 0;
  calendars
    .flatMap((calendar) => calendar.getAllSubcomponents('vevent'))
    .forEach((vevent, i) => {
      const line = lines[i] ?? 1;
      // A changed occurrence of a recurring event: the calendar has no recurrences, so it is left out.
      if (vevent.hasProperty('recurrence-id')) {
        overrides++;
        return;
      }
      if (vevent.hasProperty('rrule') || vevent.hasProperty('rdate')) recurring++;
      entries.push({ index: entries.length + 1, line, value: toRecord(vevent), source: vevent.toString() });
    });
  const warnings: string[] = [];
  if (recurring > 0)
    warnings.push(
      `${name}: ${recurring} recurring event${recurring > 1 ? 's' : ''}: only the first occurrence is imported`,
    );
  if (overrides > 0)
    warnings.push(`${name}: ${overrides} changed occurrence${overrides > 1 ? 's' : ''} of recurring events left out`);
  return { entries, header: zones.map((zone) => zone.toString()), warnings };
}
