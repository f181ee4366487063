// An event as it reads in the output zone (--tz, else the configured timezone): its local dates, their details,
// its zone and its abbreviation re-expressed together, so every format shows the same times under a label that
// matches them. The UTC dates stay as they are. All-day events keep their own dates: those name calendar days,
// which would otherwise shift to the day before or after.
import { dateDetails, formatWallTime, parseWallTime, wallTimeToUtcMs } from '../dates/wall-time.js';
import { instantToWallTime, timeZoneAbbr } from '../dates/zones.js';

type Item = Record<string, unknown>;

function utcMs(value: unknown): number | undefined {
  const wall = typeof value === 'string' ? parseWallTime(value) : undefined;
  return wall ? wallTimeToUtcMs(wall) : undefined;
}

export function eventInZone(item: Item, zone: string | undefined): Item {
  if (zone === undefined || item.all_day === true || typeof item.timezone !== 'string' || item.timezone === zone)
    return item;
  const start = utcMs(item.utc_start_date);
  const end = utcMs(item.utc_end_date);
  // Without both UTC dates there is no instant to convert from: the event's own times are shown.
  if (start === undefined || end === undefined) return item;
  const startDate = formatWallTime(instantToWallTime(start, zone));
  const endDate = formatWallTime(instantToWallTime(end, zone));
  const out: Item = {
    ...item,
    start_date: startDate,
    end_date: endDate,
    timezone: zone,
    timezone_abbr: timeZoneAbbr(zone, start),
  };
  if ('start_date_details' in item) out.start_date_details = dateDetails(startDate);
  if ('end_date_details' in item) out.end_date_details = dateDetails(endDate);
  return out;
}
