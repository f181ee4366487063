// One VEVENT (ours or another program's) → an import record: title, dates, description, venue, organizers, terms.
import type ICAL from '../../lazy-libraries/ical.js';
import { formatWallTime, parseWallTime, wallTimeToUtcMs } from '../../dates/wall-time.js';
import { instantToWallTime, isValidTimeZone } from '../../dates/zones.js';
import { isRecord } from '../../typing/is-record.js';
import { parseJson } from '../../typing/parse-json.js';
import { eventDates, type DateContext } from './dates.js';
import { FLAGS, TRANSLATION_KEYS } from '../portable.js';
import { slugForUid } from '../../domain/recurrence/occurrence-slug.js';

const text = (component: ICAL.Component, name: string): string | undefined => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' && value !== '' ? value : undefined;
};

function json(component: ICAL.Component, name: string): unknown {
  const raw = text(component, name);
  if (raw === undefined) return undefined;
  try {
    return parseJson(raw);
  } catch {
    return undefined;
  }
}

/**
 * Times written in UTC for want of zone data go back to the event's own zone, which X-CAL-TIMEZONE names; days
 * (all-day events) carry no zone, so it is theirs as it is.
 */
function inOwnZone(record: Record<string, unknown>, zone: string | undefined): void {
  if (!zone || !isValidTimeZone(zone)) return;
  // Days, and floating times (cal's export writes a floating series' occurrences so), are in the event's zone.
  if (record.timezone === undefined) record.timezone = zone;
  if (zone === 'UTC' || record.timezone !== 'UTC') return;
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
    .flatMap((property): unknown[] => property.getValues())
    .map((value) => String(value).trim())
    .filter((value) => value !== '');
}

/**
 * The HTML alternative of DESCRIPTION (X-ALT-DESC;FMTTYPE=text/html), which keeps the description's markup, as
 * written (an export carries it so). Outlook writes a whole document there: only its body is the description.
 */
function htmlDescription(vevent: ICAL.Component): string | undefined {
  const property = vevent
    .getAllProperties('x-alt-desc')
    .find((candidate) => String(candidate.getParameter('fmttype') ?? '').toLowerCase() === 'text/html');
  const value: unknown = property?.getFirstValue();
  if (typeof value !== 'string') return undefined;
  const body = /<body[^>]*>([\s\S]*?)<\/body>/i.exec(value)?.[1]?.trim() ?? value;
  return body.trim() === '' ? undefined : body;
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
export { slugForUid };

/** The title events without SUMMARY get (SUMMARY is optional), as calendar programs show them. */
export const NO_TITLE = '(no title)';

/** The record of one VEVENT; a value that cannot be read throws a Problem naming it. */
export function toRecord(vevent: ICAL.Component, context: DateContext): Record<string, unknown> {
  const summary = text(vevent, 'summary');
  const record: Record<string, unknown> = { title: summary ?? NO_TITLE, ...eventDates(vevent, context) };
  inOwnZone(record, text(vevent, 'x-cal-timezone'));
  const uid = text(vevent, 'uid');
  // Without a UID, an untitled event is told apart from the others by its content.
  const slug =
    text(vevent, 'x-cal-slug') ??
    (uid ? slugForUid(uid) : summary === undefined ? slugForUid(vevent.toString()) : undefined);
  if (slug) record.slug = slug;
  if (uid) record.uid = uid;
  const description = htmlDescription(vevent) ?? text(vevent, 'description');
  if (description?.trim()) record.description = description;
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
