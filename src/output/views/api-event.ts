// API event objects turned into the plain-text events the calendar views draw, and back into JSON for --json.
import { parseWallTime, wallTimeToUtcMs } from '../../dates/wall-time.js';
import { isoIn } from '../../dates/zones.js';
import { isRecord } from '../../typing/is-record.js';
import { dayOfInstant } from '../../domain/views/days.js';
import { dayKeyOf, type ViewEvent } from '../../domain/views/view-event.js';
import type { AgendaEntry } from '../../domain/views/agenda.js';
import { entryTime } from './labels.js';
import { plainText, singleLine } from '../../codecs/text.js';

type Item = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === 'string' ? singleLine(plainText(value)) : '';
}

function utcMs(value: unknown): number | undefined {
  const wall = typeof value === 'string' ? parseWallTime(value) : undefined;
  return wall ? wallTimeToUtcMs(wall) : undefined;
}

/** The API gives one venue as an object, none as [], several as a list; the views name the first. */
function venueName(value: unknown): string | undefined {
  const venue: unknown = Array.isArray(value) ? value[0] : value;
  if (!isRecord(venue)) return undefined;
  const name = text(venue.venue);
  return name === '' ? undefined : name;
}

function categoryNames(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((term: unknown) => (isRecord(term) ? text(term.name) : '')).filter((name) => name !== '');
}

/** undefined for an object without an ID or usable UTC dates (nothing to place on a calendar). */
export function toViewEvent(item: Item): ViewEvent | undefined {
  const start = utcMs(item.utc_start_date);
  const end = utcMs(item.utc_end_date) ?? start;
  if (typeof item.id !== 'number' || start === undefined || end === undefined) return undefined;
  const venue = venueName(item.venue);
  return {
    id: item.id,
    title: text(item.title),
    allDay: item.all_day === true,
    start,
    end: Math.max(end, start),
    localStartDay: dayKeyOf(item.start_date) ?? dayOfInstant(start, 'UTC'),
    localEndDay: dayKeyOf(item.end_date) ?? dayOfInstant(end, 'UTC'),
    ...(venue ? { venue } : {}),
    categories: categoryNames(item.categories),
    ...(typeof item.url === 'string' ? { url: item.url } : {}),
  };
}

/** One agenda entry for --json: all-day events by their days, timed ones by instants in the zone. */
export function entryJson(entry: AgendaEntry, zone: string): Item {
  const { event } = entry;
  return {
    id: event.id,
    title: event.title,
    all_day: event.allDay,
    start: event.allDay ? event.localStartDay : isoIn(event.start, zone),
    end: event.allDay ? event.localEndDay : isoIn(event.end, zone),
    time: entryTime(entry, zone),
    day: entry.dayNumber,
    days: entry.dayCount,
    venue: event.venue ?? null,
    categories: event.categories,
    url: event.url ?? null,
  };
}
