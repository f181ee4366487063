// The API event → portable event mapping of `cal export` (the shape itself is in src/domain/portable-event.ts).
import { portableText, plainText } from './text.js';
import {
  ORGANIZER_FIELDS,
  VENUE_COORDINATES,
  VENUE_FIELDS,
  type PortableEvent,
  type PortableOrganizer,
  type PortableVenue,
} from '../domain/portable-event.js';
import type { RawEventText } from '../api/response-posts.js';
import { isRecord } from '../typing/is-record.js';
import { writtenCost } from './written-cost.js';

export {
  EVENT_KEYS,
  FLAGS,
  LIST_REFERENCES,
  ORGANIZER_FIELDS,
  TRANSLATION_KEYS,
  VENUE_COORDINATES,
  VENUE_FIELDS,
} from '../domain/portable-event.js';
export type { Flag, PortableEvent, PortableOrganizer, PortableVenue } from '../domain/portable-event.js';

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The non-empty string fields of `source` among `keys`, in that order. */
function pick<K extends string>(source: unknown, keys: readonly K[]): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  if (!isRecord(source)) return out;
  for (const key of keys) {
    const value = source[key];
    if (typeof value === 'string' && value !== '') out[key] = value;
  }
  return out;
}

/** Both coordinates of a venue that is on the map, else none (the API takes them together). */
export function coordinatesOf(source: unknown): Partial<Record<(typeof VENUE_COORDINATES)[number], number>> {
  if (!isRecord(source)) return {};
  const [lat, lng] = VENUE_COORDINATES.map((key) => source[key]);
  return typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng)
    ? { geo_lat: lat, geo_lng: lng }
    : {};
}

/** Events have one venue (an object), none (`[]`) or, from imported data, several: the first is kept. */
function venueOf(value: unknown): PortableVenue | undefined {
  const source: unknown = Array.isArray(value) ? value[0] : value;
  const fields = pick(source, VENUE_FIELDS);
  return fields.venue === undefined ? undefined : { ...fields, venue: fields.venue, ...coordinatesOf(source) };
}

function organizersOf(value: unknown): PortableOrganizer[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const fields = pick(item, ORGANIZER_FIELDS);
    return fields.organizer === undefined ? [] : [{ ...fields, organizer: fields.organizer }];
  });
}

const termNames = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
        .filter(isRecord)
        .map((term) => text(term.name))
        .filter((name) => name !== '')
    : [];

/** An event answer's text as written (its `raw`: `cal serve`'s `context=edit`, or WordPress' posts route), if given. */
export function rawTextOf(event: Record<string, unknown>): RawEventText | undefined {
  const raw = event.raw;
  if (!isRecord(raw)) return undefined;
  const { title, description, excerpt } = raw;
  return typeof title === 'string' && typeof description === 'string' && typeof excerpt === 'string'
    ? { title, description, excerpt }
    : undefined;
}

/** The event's title, description and excerpt as written where the server gave them, else made plain from the HTML. */
function textOf(event: Record<string, unknown>): Pick<PortableEvent, 'title' | 'description' | 'excerpt'> {
  return (
    rawTextOf(event) ?? {
      title: plainText(text(event.title)),
      description: portableText(text(event.description)),
      excerpt: portableText(text(event.excerpt)),
    }
  );
}

/**
 * An event as the API returns it → its portable shape: its text as written where the server gave it, else made
 * plain from the HTML shown; linked items by value.
 */
export function toPortable(event: Record<string, unknown>): PortableEvent {
  const website = text(event.website);
  const image = isRecord(event.image) ? text(event.image.url) : '';
  const venue = venueOf(event.venue);
  const portable: PortableEvent = {
    ...textOf(event),
    slug: text(event.slug),
    ...(text(event.ical_uid) === '' ? {} : { uid: text(event.ical_uid) }),
    status: text(event.status),
    start_date: text(event.start_date),
    end_date: text(event.end_date),
    timezone: text(event.timezone),
    all_day: event.all_day === true,
    // As written, in the event's own currency: the answer's `cost` is formatted in the site's.
    cost: writtenCost(event) ?? text(event.cost),
    // The API shows the permalink when no website is set.
    ...(website !== '' && website !== event.url ? { website } : {}),
    ...(image === '' ? {} : { image }),
    featured: event.featured === true,
    sticky: event.sticky === true,
    hide_from_listings: event.hide_from_listings === true,
    show_map: event.show_map === true,
    show_map_link: event.show_map_link === true,
    categories: termNames(event.categories),
    tags: termNames(event.tags),
    ...(venue ? { venue } : {}),
    organizer: organizersOf(event.organizer),
    // Given to editors of a protected event (src/remote/export/export-gather.ts), so an import keeps it protected.
    ...(text(event.password) === '' ? {} : { password: text(event.password) }),
  };
  return portable;
}
