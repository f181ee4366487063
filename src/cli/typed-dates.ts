// The one time-zone rule for event dates typed on the command line: a date without an offset is read in
// --timezone, else the configured timezone, else the site's; the configured timezone is also the zone of a new
// event that names none. Servers read an event's wall times in its own zone and list bounds in the site's, so
// an update typed without --timezone and list bounds typed with a configured zone become instants here.
import { parseDate } from '../dates/parse.js';
import { endOfDay, startOfDay } from '../dates/wall-time.js';
import type { Capabilities } from '../api/capabilities.js';
import { instantZone } from '../client/tec-offset-zones.js';
import { isManualOffset, isoIn, wallTimeToInstant } from '../dates/zones.js';

type Args = Record<string, unknown>;

const EVENT_DATES = ['start_date', 'end_date'] as const;

export function createInZone(args: Readonly<Args>, configured: string | undefined): Args {
  return configured !== undefined && (args.timezone === undefined || args.timezone === '')
    ? { ...args, timezone: configured }
    : { ...args };
}

/**
 * An update's dates as instants in the configured zone, unless --timezone names the zone they are in. A date
 * alone (no time of day) names a day of the event's own calendar and is left as it is.
 */
export function updateInZone(args: Readonly<Args>, configured: string | undefined, now: number): Args {
  const out = { ...args };
  if (configured === undefined || (typeof args.timezone === 'string' && args.timezone !== '')) return out;
  for (const name of EVENT_DATES) {
    const value = out[name];
    if (typeof value !== 'string') continue;
    const parsed = parseDate(value, { zone: configured, now });
    if (parsed && !parsed.explicitZone && parsed.hasTime) out[name] = isoIn(parsed.instant, configured);
  }
  return out;
}

const LIST_BOUNDS = ['start_date', 'end_date', 'starts_before', 'starts_after', 'ends_before', 'ends_after'] as const;

/** What the list bounds ask of the server: its zone, and whether it keeps fixed offsets as they are. */
export interface ListServer {
  siteZone(): Promise<string>;
  capabilities(): Promise<Pick<Capabilities, 'fixed_offsets'>>;
}

/**
 * List bounds typed without an offset, read in the configured zone: each becomes an instant, rounded as servers
 * round them (a start to the start of its day, every other bound to the end of its day) unless --strict-dates,
 * and the list asks for strict dates so that servers take the instants as they are. Without a configured zone,
 * servers read whole-day bounds in the site's zone but strict times as UTC (TEC does): strict times are then read
 * in the site's zone (asked only for them) and sent with its offset. A fixed offset becomes the zone the server
 * reckons events' instants in (src/client/tec-offset-zones.ts), so that bounds meet the events' wall times.
 */
export async function listBoundsInZone(
  args: Readonly<Args>,
  configured: string | undefined,
  now: number,
  server: ListServer,
): Promise<Args> {
  if (configured !== undefined) return boundsInZone(args, configured, await reckoned(configured, server), now);
  if (args.strict_dates !== true || !LIST_BOUNDS.some((name) => typeof args[name] === 'string')) return { ...args };
  const zone = await server.siteZone();
  return zone === 'UTC' ? { ...args } : boundsInZone(args, zone, await reckoned(zone, server), now);
}

async function reckoned(zone: string, server: ListServer): Promise<string> {
  return isManualOffset(zone) ? instantZone(zone, await server.capabilities()) : zone;
}

/** Bounds typed in `zone` as instants of `reckon` (the same zone, or a server's stand-in for a fixed offset). */
function boundsInZone(args: Readonly<Args>, zone: string, reckon: string, now: number): Args {
  const out = { ...args };
  const strict = args.strict_dates === true;
  let converted = false;
  for (const name of LIST_BOUNDS) {
    const value = out[name];
    if (typeof value !== 'string') continue;
    const parsed = parseDate(value, { zone, now });
    if (!parsed || parsed.explicitZone) continue;
    const wall = strict ? parsed.wall : name === 'start_date' ? startOfDay(parsed.wall) : endOfDay(parsed.wall);
    out[name] = isoIn(wallTimeToInstant(wall, reckon), reckon);
    converted = true;
  }
  if (converted) out.strict_dates = true;
  return out;
}
