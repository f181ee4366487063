// The zone TEC reckons an event's instants in when the event (or the site) is set to a fixed offset: not the offset
// but a named zone TEC guesses from it (common/src/Tribe/Timezones.php, generate_timezone_string_from_utc_offset:
// PHP's timezone_name_from_abbr('', seconds, 0)). Its utc_start_date and its strict-time filters follow that zone,
// summer time included. Read from TEC 6.17.2 on PHP 8.2 (docs/api.md), for every offset WordPress offers.
import type { Capabilities } from '../api/capabilities.js';
import { isManualOffset } from '../dates/zones.js';

const GUESSED_ZONES: Readonly<Record<string, string>> = {
  'UTC-11': 'Pacific/Apia',
  'UTC-10.5': 'Pacific/Honolulu',
  'UTC-10': 'Pacific/Honolulu',
  'UTC-9': 'America/Anchorage',
  'UTC-8': 'America/Los_Angeles',
  'UTC-7': 'America/Denver',
  'UTC-6': 'America/Chicago',
  'UTC-5': 'America/New_York',
  'UTC-4.5': 'America/Caracas',
  'UTC-4': 'America/Halifax',
  'UTC-3.5': 'America/St_Johns',
  'UTC-3': 'America/Sao_Paulo',
  'UTC-1': 'Atlantic/Azores',
  'UTC+1': 'Europe/Paris',
  'UTC+1.5': 'Africa/Johannesburg',
  'UTC+2': 'Europe/Helsinki',
  'UTC+3': 'Europe/Moscow',
  'UTC+4': 'Asia/Dubai',
  'UTC+5': 'Asia/Karachi',
  'UTC+5.5': 'Asia/Kolkata',
  'UTC+5.75': 'Asia/Kathmandu',
  'UTC+7': 'Asia/Krasnoyarsk',
  'UTC+8': 'Asia/Shanghai',
  'UTC+8.5': 'Asia/Hong_Kong',
  'UTC+9': 'Asia/Tokyo',
  'UTC+9.5': 'Australia/Adelaide',
  'UTC+10': 'Australia/Melbourne',
  'UTC+11.5': 'Pacific/Auckland',
  'UTC+12': 'Pacific/Auckland',
};

/**
 * The zone a server reckons instants in for wall times of `zone`: the zone itself, unless it is a fixed offset on a
 * server that does not keep fixed offsets (TEC), whose guess is used (UTC where PHP finds none).
 */
export function instantZone(zone: string, capabilities: Pick<Capabilities, 'fixed_offsets'>): string {
  if (capabilities.fixed_offsets || !isManualOffset(zone)) return zone;
  return GUESSED_ZONES[zone] ?? 'UTC';
}
