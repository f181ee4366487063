// The site's time zone, from WordPress' REST index (`GET /wp-json/`): `timezone_string`, else `gmt_offset` as
// WordPress names a manual offset ("UTC+2", "UTC-3.5"), else UTC. Dates typed without a zone for a server are read
// in it.
import { isValidTimeZone } from '../dates/zones.js';
import { isRecord } from '../typing/is-record.js';
import type { Client } from './client.js';

export async function readSiteZone(client: Client): Promise<string> {
  // The whole index lists every route of the site (about 400 kB on WordPress with TEC): two fields are enough.
  const { status, body } = await client.transport.send({
    method: 'GET',
    path: '?_fields=timezone_string,gmt_offset',
    scope: 'rest-index',
  });
  if (status >= 400 || !isRecord(body)) return 'UTC';
  if (typeof body.timezone_string === 'string' && body.timezone_string !== '') return body.timezone_string;
  return manualOffsetZone(body.gmt_offset);
}

/**
 * WordPress' `gmt_offset` (hours; a number, or a numeric string as the option is stored: "2", "-3.5", "5.75") as
 * the zone name WordPress shows for it, which TEC gives its events: "UTC+2", "UTC-3.5". UTC for anything else.
 */
export function manualOffsetZone(offset: unknown): string {
  const hours =
    typeof offset === 'number' ? offset : typeof offset === 'string' && offset.trim() !== '' ? Number(offset) : NaN;
  if (!Number.isFinite(hours) || hours === 0) return 'UTC';
  const zone = `UTC${hours > 0 ? '+' : '-'}${Math.abs(hours)}`;
  return isValidTimeZone(zone) ? zone : 'UTC';
}
