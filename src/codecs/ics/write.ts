// Portable events → an RFC 5545 calendar: zoned times with their VTIMEZONE, all-day dates, and X-CAL- fields for the rest.
import { createHash } from 'node:crypto';
import ICAL from '../../lazy-libraries/ical.js';
import { tzlib_get_ical_block, tzlib_get_timezones } from '../../lazy-libraries/timezones-ical.js';
import { formatWallTime, parseWallTime, utcMsToWallTime, type WallTime } from '../../dates/wall-time.js';
import { isManualOffset, offsetString, wallTimeToInstant } from '../../dates/zones.js';
import { VERSION } from '../../version.js';
import { htmlToParagraphs } from '../../domain/content.js';
import { hasMarkup } from '../text.js';
import { cleanEvent } from './clean.js';
import { componentText } from './fold.js';
import { FLAGS, type PortableEvent, type PortableVenue } from '../portable.js';
import { occurrenceOf, recurrenceIdValue } from '../../domain/recurrence/occurrence-slug.js';

export interface IcsOptions {
  /** Host part of the UIDs of events given without one. */
  readonly host: string;
  /** DTSTAMP of every event: when the file was made. */
  readonly now: number;
}

let libraryZones: ReadonlySet<string> | undefined;

/** A manual offset's VTIMEZONE ("UTC+2"): one observance, the same offset since ever. */
function fixedOffsetVtimezone(zone: string): ICAL.Component {
  const offset = offsetString(zone, 0).replace(':', '');
  return ICAL.Component.fromString(
    [
      'BEGIN:VTIMEZONE',
      `TZID:${zone}`,
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${offset}`,
      `TZOFFSETTO:${offset}`,
      `TZNAME:${zone}`,
      'END:STANDARD',
      'END:VTIMEZONE',
    ].join('\r\n'),
  );
}

/**
 * The VTIMEZONE block of a zone: made for a manual offset, the library's for an IANA zone, undefined when the
 * library has none (times are then written in UTC; the library is not asked, as it prints to stderr then).
 */
export function vtimezone(zone: string): ICAL.Component | undefined {
  if (zone === '' || zone === 'UTC') return undefined;
  if (isManualOffset(zone)) return fixedOffsetVtimezone(zone);
  libraryZones ??= new Set(tzlib_get_timezones());
  if (!libraryZones.has(zone)) return undefined;
  try {
    const block = tzlib_get_ical_block(zone);
    const text = Array.isArray(block) ? block[0] : block;
    if (typeof text !== 'string' || !text.startsWith('BEGIN:VTIMEZONE')) return undefined;
    return ICAL.Component.fromString(text);
  } catch {
    return undefined;
  }
}

/** How a time is written: in its zone (TZID, with its VTIMEZONE), as its UTC instant, or floating (no zone). */
type Form = 'zoned' | 'utc' | 'floating';

function addDate(event: ICAL.Component, name: 'dtstart' | 'dtend', wall: WallTime, zone: string, form: Form): void {
  if (form === 'zoned') {
    const property = new ICAL.Property(name);
    property.setParameter('tzid', zone);
    property.setValue(ICAL.Time.fromDateTimeString(isoOf(wall)));
    event.addProperty(property);
    return;
  }
  if (form === 'floating') {
    event.addPropertyWithValue(name, ICAL.Time.fromDateTimeString(isoOf(wall)));
    return;
  }
  // A zone without VTIMEZONE data: the instant, in UTC.
  const utc = utcMsToWallTime(wallTimeToInstant(wall, zone || 'UTC'));
  event.addPropertyWithValue(name, ICAL.Time.fromDateTimeString(`${isoOf(utc)}Z`));
}

/**
 * An occurrence of a floating series (its stamp a wall time) is floating as its source was: the zone an import
 * gave it is only the site's, and its RECURRENCE-ID is floating too.
 */
export function isFloating(event: PortableEvent): boolean {
  const occurrence = occurrenceOf(event.slug);
  if (!occurrence || event.all_day) return false;
  const { isDate, utc } = recurrenceIdValue(occurrence.stamp);
  return !isDate && !utc;
}

const isoOf = (w: WallTime) => formatWallTime(w).replace(' ', 'T');
const dayOf = (w: WallTime) => formatWallTime(w).slice(0, 10);

function addAllDay(event: ICAL.Component, start: WallTime, end: WallTime): void {
  const first = ICAL.Time.fromDateString(dayOf(start));
  // DTEND of an all-day event is the day after the last one (exclusive).
  const after = ICAL.Time.fromDateString(dayOf(end));
  after.adjust(1, 0, 0, 0);
  event.addPropertyWithValue('dtstart', first);
  event.addPropertyWithValue('dtend', after);
}

function location(venue: PortableVenue): string {
  const parts = [
    venue.venue,
    venue.address,
    venue.city,
    venue.stateprovince ?? venue.state ?? venue.province,
    venue.zip,
    venue.country,
  ];
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join(', ');
}

/**
 * DESCRIPTION is plain text (RFC 5545); a description kept as HTML goes there as its text, and whole in
 * X-ALT-DESC (the HTML alternative Outlook and Thunderbird read), which cal import reads first.
 */
function describe(vevent: ICAL.Component, description: string): void {
  if (!hasMarkup(description)) {
    vevent.addPropertyWithValue('description', description);
    return;
  }
  vevent.addPropertyWithValue('description', htmlToParagraphs(description));
  addText(vevent, 'x-alt-desc', description).setParameter('fmttype', 'text/html');
}

/**
 * An X- property holding text. ical.js writes X- values as they are unless told they are TEXT: a line break
 * would end the line and the file would not parse; VALUE=TEXT escapes it (and , ; \\) and reads back the same.
 */
function addText(vevent: ICAL.Component, name: string, value: string): ICAL.Property {
  const property = new ICAL.Property(name);
  property.resetType('text');
  property.setValue(value);
  vevent.addProperty(property);
  return property;
}

/**
 * The UID of an event given without one (`cal export` gives each its own): its series' for an occurrence, its
 * slug's, else one made of all it holds, so that two events never share one (a reader takes events of one UID
 * for versions of one event, unless they have a RECURRENCE-ID).
 */
function uidOf(event: PortableEvent, host: string): string {
  if (event.uid) return event.uid;
  const occurrence = occurrenceOf(event.slug);
  if (occurrence) return `${occurrence.base}@${host}`;
  if (event.slug) return `${event.slug}@${host}`;
  return `event-${createHash('sha256').update(JSON.stringify(event)).digest('hex').slice(0, 16)}@${host}`;
}

/**
 * An occurrence of a series is written as a changed occurrence of it, without the master (no server keeps the
 * rule): RECURRENCE-ID is its original start, from its slug, as a UTC or floating time or a date.
 */
function addRecurrenceId(vevent: ICAL.Component, slug: string): void {
  const occurrence = occurrenceOf(slug);
  if (!occurrence) return;
  const { value, isDate, utc } = recurrenceIdValue(occurrence.stamp);
  const day = `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
  if (isDate) {
    vevent.addPropertyWithValue('recurrence-id', ICAL.Time.fromDateString(day));
    return;
  }
  const time = `${value.slice(9, 11)}:${value.slice(11, 13)}:${value.slice(13, 15)}`;
  vevent.addPropertyWithValue('recurrence-id', ICAL.Time.fromDateTimeString(`${day}T${time}${utc ? 'Z' : ''}`));
}

/** What a feed adds to an event: its page, and when it was made and last changed (its DTSTAMP, so it stays alike). */
export interface FeedFacts {
  readonly page?: string;
  readonly created?: number;
  readonly modified?: number;
}

const utcTime = (ms: number) => ICAL.Time.fromDateTimeString(`${isoOf(utcMsToWallTime(ms))}Z`);

export function toVevent(
  event: PortableEvent,
  options: IcsOptions,
  zones: ReadonlySet<string>,
  facts: FeedFacts = {},
): ICAL.Component {
  const vevent = new ICAL.Component('vevent');
  vevent.addPropertyWithValue('uid', uidOf(event, options.host));
  addRecurrenceId(vevent, event.slug);
  vevent.addPropertyWithValue('dtstamp', utcTime(facts.modified ?? options.now));
  if (facts.created !== undefined) vevent.addPropertyWithValue('created', utcTime(facts.created));
  if (facts.modified !== undefined) vevent.addPropertyWithValue('last-modified', utcTime(facts.modified));
  const start = parseWallTime(event.start_date);
  const end = parseWallTime(event.end_date) ?? start;
  if (start && end) {
    if (event.all_day) addAllDay(vevent, start, end);
    else {
      const form = isFloating(event) ? 'floating' : zones.has(event.timezone) ? 'zoned' : 'utc';
      addDate(vevent, 'dtstart', start, event.timezone, form);
      addDate(vevent, 'dtend', end, event.timezone, form);
    }
  }
  vevent.addPropertyWithValue('summary', event.title);
  if (event.description !== '') describe(vevent, event.description);
  if (event.venue) vevent.addPropertyWithValue('location', location(event.venue));
  if (event.venue?.geo_lat !== undefined && event.venue.geo_lng !== undefined)
    vevent.addPropertyWithValue('geo', [event.venue.geo_lat, event.venue.geo_lng]);
  for (const organizer of event.organizer) {
    if (!organizer.email) continue;
    const property = new ICAL.Property('organizer');
    property.setParameter('cn', organizer.organizer);
    property.setValue(`mailto:${organizer.email}`);
    vevent.addProperty(property);
  }
  if (event.categories.length > 0) {
    const property = new ICAL.Property('categories');
    property.setValues(event.categories);
    vevent.addProperty(property);
  }
  const url = event.website || facts.page;
  if (url) vevent.addPropertyWithValue('url', url);
  if (event.image) {
    // RFC 7986's IMAGE, which calendar programs show with the event.
    const property = new ICAL.Property('image');
    property.resetType('uri');
    property.setValue(event.image);
    vevent.addProperty(property);
  }
  vevent.addPropertyWithValue('status', event.status === 'publish' ? 'CONFIRMED' : 'TENTATIVE');
  if (event.status === 'private') vevent.addPropertyWithValue('class', 'PRIVATE');
  // What iCalendar has no property for, kept for cal import (other programs ignore X- properties).
  const extra: Record<string, string> = {
    'x-cal-slug': event.slug,
    'x-cal-status': event.status,
    'x-cal-timezone': event.timezone,
    'x-cal-excerpt': event.excerpt,
    'x-cal-cost': event.cost,
    'x-cal-tags': JSON.stringify(event.tags),
    'x-cal-flags': FLAGS.filter((flag) => event[flag]).join(','),
    'x-cal-venue': event.venue ? JSON.stringify(event.venue) : '',
    'x-cal-organizer': event.organizer.length > 0 ? JSON.stringify(event.organizer) : '',
    'x-cal-password': event.password ?? '',
    'x-cal-language': event.language ?? '',
    'x-cal-translation-of': event.translation_of ?? '',
    'x-cal-translation-of-language': event.translation_of_language ?? '',
  };
  for (const [name, value] of Object.entries(extra)) if (value !== '' && value !== '[]') addText(vevent, name, value);
  return vevent;
}

export function formatIcs(given: readonly PortableEvent[], options: IcsOptions): string {
  const events = given.map(cleanEvent);
  const calendar = new ICAL.Component('vcalendar');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', `-//cal//cal ${VERSION}//EN`);
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  const zones = new Set<string>();
  for (const zone of new Set(events.filter((e) => !e.all_day && !isFloating(e)).map((e) => e.timezone))) {
    const component = vtimezone(zone);
    if (!component) continue;
    calendar.addSubcomponent(component);
    zones.add(zone);
  }
  for (const event of events) calendar.addSubcomponent(toVevent(event, options, zones));
  return `${componentText(calendar)}\r\n`;
}
