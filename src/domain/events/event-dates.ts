// An event's time fields: wall times in its zone, their UTC equivalents, all-day rounding, end ≥ start.
import type { EventRecord } from '../../store/records/records.js';
import { parseDate } from '../../dates/parse.js';
import {
  compareWallTime,
  endOfDay,
  formatWallTime,
  parseWallTime,
  startOfDay,
  type WallTime,
} from '../../dates/wall-time.js';
import { instantToWallTime, wallTimeToInstant } from '../../dates/zones.js';
import type { WriteEnv } from '../write-env.js';

export interface EventDateInput {
  start_date?: string;
  end_date?: string;
  timezone?: string;
  all_day?: boolean;
}

/** The zone an event's inputs are read in: the one sent, else the event's own, else the site's. */
export function eventZone(input: EventDateInput, existing: EventRecord | undefined, env: WriteEnv): string {
  if (input.timezone !== undefined) return input.timezone === '' ? env.settings.timezone : input.timezone;
  return existing?.timezone || env.settings.timezone;
}

export function parseCutoff(cutoff: string): { hour: number; minute: number } {
  const [, h = '0', m = '0'] = /^(\d{1,2}):(\d{2})$/.exec(cutoff) ?? [];
  return { hour: Number(h), minute: Number(m) };
}

/**
 * Sets start/end (local and UTC), zone and all-day flag. Without new dates the stored wall times
 * are kept and re-expressed in the (possibly new) zone.
 */
export function applyEventDates(event: EventRecord, input: EventDateInput, env: WriteEnv, zone: string): void {
  let start = wall(input.start_date, event.start_date, zone, env);
  let end = wall(input.end_date, event.end_date, zone, env);
  if (input.all_day !== undefined) event.all_day = input.all_day;
  if (event.all_day) {
    const cutoff = parseCutoff(env.settings.multi_day_cutoff);
    start = startOfDay(start, cutoff);
    end = endOfDay(end, cutoff);
  }
  // Upstream's sanity rule: an end before the start becomes the start.
  if (compareWallTime(end, start) < 0) end = start;
  event.timezone = zone;
  event.start_date = formatWallTime(start);
  event.end_date = formatWallTime(end);
  event.utc_start_date = formatWallTime(instantToWallTime(wallTimeToInstant(start, zone), 'UTC'));
  event.utc_end_date = formatWallTime(instantToWallTime(wallTimeToInstant(end, zone), 'UTC'));
}

function wall(input: string | undefined, stored: string, zone: string, env: WriteEnv): WallTime {
  if (input !== undefined) {
    const parsed = parseDate(input, { zone, now: env.now });
    if (parsed) return parsed.wall;
  }
  const kept = parseWallTime(stored);
  if (kept) return kept;
  return instantToWallTime(env.now, zone);
}
