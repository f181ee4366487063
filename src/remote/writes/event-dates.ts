// Dates given with an offset (`2027-06-04T19:00+02:00`) or as Unix timestamps, turned into wall times in the
// event's zone for servers that would otherwise keep the wall time and relabel it (TEC), moving the instant.
import { parseDate } from '../../dates/parse.js';
import { formatWallTime } from '../../dates/wall-time.js';
import type { WriteArgs } from './write-args.js';

const EVENT_DATES = ['start_date', 'end_date'] as const;
export type EventDate = (typeof EVENT_DATES)[number];

/** The event dates of `args` that name an instant of their own, rather than a wall time. */
export function instantDates(args: Readonly<WriteArgs>, now: number): EventDate[] {
  return EVENT_DATES.filter((name) => {
    const value = args[name];
    if (typeof value !== 'string' && typeof value !== 'number') return false;
    return parseDate(value, { zone: 'UTC', now })?.explicitZone === true;
  });
}

/** `args` with each such date as the wall time it is in `zone`. */
export function asWallTimes(
  args: Readonly<WriteArgs>,
  names: readonly EventDate[],
  zone: string,
  now: number,
): WriteArgs {
  const out = { ...args };
  for (const name of names) {
    const value = out[name];
    const parsed = typeof value === 'string' || typeof value === 'number' ? parseDate(value, { zone, now }) : undefined;
    if (parsed) out[name] = formatWallTime(parsed.wall);
  }
  return out;
}
