// The date bounds of an event list: defaults, inclusive day-rounding or strict times, in the site's zone.
import { addMonths } from 'date-fns';
import type { Settings } from '../../store/records/records.js';
import { endOfDay, formatWallTime, startOfDay, type WallTime } from '../../dates/wall-time.js';
import { instantToWallTime } from '../../dates/zones.js';
import { parseCutoff } from '../events/event-dates.js';

export const RELATIVE_BOUNDS = ['starts_before', 'starts_after', 'ends_before', 'ends_after'] as const;
export const BOUND_NAMES = ['start_date', 'end_date', ...RELATIVE_BOUNDS] as const;
export type BoundName = (typeof BOUND_NAMES)[number];

export type DateWindow = Partial<Record<BoundName, string>>;

/** The bounds a list asks for, read by its `list-date` checks (site-local), and whether they are exact. */
export interface RequestedWindow {
  readonly strict: boolean;
  readonly bounds: Partial<Record<BoundName, WallTime>>;
}

const TRUTHY_STRICT = new Set(['true', '1', 'yes', 'on']);

export function isStrict(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  return typeof value === 'string' && TRUTHY_STRICT.has(value.trim().toLowerCase());
}

/**
 * Bounds as site-local `YYYY-MM-DD HH:MM:SS`. Inclusive mode rounds `start_date` to the start of its
 * day and every other bound to the end of its day; strict mode keeps the times the bounds were read with
 * (from UTC unless they carry an offset, by the `list-date` check). Without relative bounds a missing start/end falls back to yesterday … two years ahead.
 */
export function dateWindow(requested: RequestedWindow, settings: Readonly<Settings>, now: number): DateWindow {
  const { strict, bounds } = requested;
  const cutoff = parseCutoff(settings.multi_day_cutoff);
  const zone = settings.timezone;
  const window: DateWindow = {};
  const round = (name: BoundName, wall: WallTime): string =>
    formatWallTime(strict ? wall : name === 'start_date' ? startOfDay(wall, cutoff) : endOfDay(wall, cutoff));

  for (const name of BOUND_NAMES) {
    const wall = bounds[name];
    if (wall !== undefined) window[name] = round(name, wall);
  }

  if (RELATIVE_BOUNDS.some((name) => window[name] !== undefined)) return window;
  if (window.start_date === undefined) {
    // Upstream's default is "23:59 UTC yesterday" in the site zone, rounded to that local day.
    const today = new Date(now);
    const lastMinuteOfYesterday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - 60_000;
    window.start_date = round('start_date', instantToWallTime(lastMinuteOfYesterday, zone));
  }
  if (window.end_date === undefined) {
    window.end_date = round('end_date', instantToWallTime(addMonths(new Date(now), 24).getTime(), zone));
  }
  return window;
}
