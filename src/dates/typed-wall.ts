// A date typed on the command line as the wall time it names in a zone: one written with its own offset (or a
// timestamp) converted to that zone, one without read in it.
import { parseDate } from './parse.js';
import type { WallTime } from './wall-time.js';
import { instantToWallTime } from './zones.js';

export function typedWallTime(value: unknown, zone: string, now: number): WallTime | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const parsed = parseDate(value, { zone, now });
  if (!parsed) return undefined;
  return parsed.explicitZone ? instantToWallTime(parsed.instant, zone) : parsed.wall;
}
