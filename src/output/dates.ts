// Event start/end dates as cells: short with a zone abbreviation in tables (the output zone's: in-zone.ts).
import { formatWallTime, parseWallTime, wallTimeToUtcMs } from '../dates/wall-time.js';
import { isValidTimeZone, timeZoneAbbr } from '../dates/zones.js';
import type { CellTarget } from './types.js';

type EventDateField = 'start_date' | 'end_date';

const UTC_FIELD: Record<EventDateField, string> = { start_date: 'utc_start_date', end_date: 'utc_end_date' };

/** `start_date`/`end_date` of an event, recognised by its UTC dates or zone (no other resource has those). */
export function isEventDateField(item: Record<string, unknown>, path: string): path is EventDateField {
  return (path === 'start_date' || path === 'end_date') && ('utc_start_date' in item || 'timezone' in item);
}

function stringField(item: Record<string, unknown>, key: string): string | undefined {
  const value = item[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Epoch ms of the field's UTC twin, when the API gave a parseable one. */
function utcInstant(item: Record<string, unknown>, field: EventDateField): number | undefined {
  const utc = parseWallTime(stringField(item, UTC_FIELD[field]) ?? '');
  return utc ? wallTimeToUtcMs(utc) : undefined;
}

function computedAbbr(item: Record<string, unknown>, field: EventDateField): string | undefined {
  const zone = stringField(item, 'timezone');
  const ms = utcInstant(item, field);
  return zone !== undefined && ms !== undefined && isValidTimeZone(zone) ? timeZoneAbbr(zone, ms) : undefined;
}

/**
 * The event's abbreviation for this date. The API's single `timezone_abbr` is the one in force at
 * the start, so the end of an event that crosses a DST change gets its own, computed at the end.
 */
function ownAbbr(item: Record<string, unknown>, field: EventDateField): string | undefined {
  const given = stringField(item, 'timezone_abbr');
  if (field === 'start_date') return given ?? computedAbbr(item, field);
  return computedAbbr(item, field) ?? given;
}

function withAbbr(short: string, abbr: string | undefined): string {
  return abbr === undefined ? short : `${short} ${abbr}`;
}

/**
 * Cell text of an event's start_date/end_date. Tables get `YYYY-MM-DD HH:MM ABBR` (just the date for all-day
 * events); delimited output keeps the API's string.
 */
export function eventDateText(item: Record<string, unknown>, field: EventDateField, target: CellTarget): string {
  const raw = item[field];
  if (typeof raw !== 'string') return '';
  const wall = parseWallTime(raw);
  // Anything the API did not format as a wall time is shown as given rather than guessed at.
  if (!wall || target === 'delimited') return raw;
  if (item['all_day'] === true) return formatWallTime(wall).slice(0, 10);
  return withAbbr(formatWallTime(wall).slice(0, 16), ownAbbr(item, field));
}
