// The site's time zone, from WordPress' REST index (`GET /wp-json/`): `timezone_string`, else a whole-hour
// `gmt_offset`, else UTC. Dates typed without a zone for a server are read in it.
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
  const offset = body.gmt_offset;
  return typeof offset === 'number' && Number.isInteger(offset) && offset !== 0
    ? `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`
    : 'UTC';
}
