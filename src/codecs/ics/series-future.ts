// RECURRENCE-ID;RANGE=THISANDFUTURE (RFC 5545 §3.2.13): a change to one occurrence that holds for the ones after it
// too: their fields become the change's, their start moves as the changed one moved, their length is its length.
import type ICAL from '../../lazy-libraries/ical.js';
import { utcMsToWallTime, wallTextMs, wallTimeToUtcMs, type WallTime } from '../../dates/wall-time.js';
import { instantToWallTime } from '../../dates/zones.js';
import type { SeriesClock } from './series-clock.js';

export interface FutureChange {
  /** Where it starts to hold: its RECURRENCE-ID, as an instant or a wall time read as UTC. */
  readonly at: number;
  readonly record: Record<string, unknown>;
  /** How far the changed occurrence moved from its original start. */
  readonly offsetMs: number;
  readonly lengthMs: number;
}

/** The changes that hold for the occurrences after them, in order. */
export function futureChanges(
  changes: readonly { readonly vevent: ICAL.Component; readonly record?: Record<string, unknown> }[],
  clock: SeriesClock,
): FutureChange[] {
  const found: FutureChange[] = [];
  for (const { vevent, record } of changes) {
    const property = vevent.getFirstProperty('recurrence-id');
    if (!record || String(property?.getParameter('range') ?? '').toUpperCase() !== 'THISANDFUTURE') continue;
    const [value] = property ? clock.valuesOf(property) : [];
    const start = wallTextMs(record.start_date);
    const end = wallTextMs(record.end_date);
    if (!value || start === undefined || end === undefined) continue;
    const zone = record.timezone;
    const original: WallTime =
      value.instant !== undefined && typeof zone === 'string' && zone !== '' && record.all_day !== true
        ? instantToWallTime(value.instant, zone)
        : value.local;
    found.push({
      at: value.instant ?? wallTimeToUtcMs(value.local),
      record,
      offsetMs: start - wallTimeToUtcMs(original),
      lengthMs: end - start,
    });
  }
  return found.sort((a, b) => a.at - b.at);
}

/** `start` moved as the change moved its occurrence. */
export const shifted = (start: WallTime, change: FutureChange | undefined): WallTime =>
  change ? utcMsToWallTime(wallTimeToUtcMs(start) + change.offsetMs) : start;
