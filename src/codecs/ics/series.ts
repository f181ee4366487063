// A recurring VEVENT and the VEVENTs that change some of its occurrences (RECURRENCE-ID) → one import record per
// occurrence inside the window. Each occurrence keeps its identity in its slug (the series' slug, a dash, the stamp
// of its original start), since servers keep no RECURRENCE-ID: a re-import finds every occurrence again.
import type ICAL from '../../lazy-libraries/ical.js';
import { componentText } from './fold.js';
import { formatWallTime, utcMsToWallTime, wallTimeToUtcMs, type WallTime, wallTextMs } from '../../dates/wall-time.js';
import { instantToWallTime } from '../../dates/zones.js';
import type { DateContext } from './dates.js';
import { expandSeries, type ExpandLimits, type Occurrence } from './expand.js';
import { occurrenceText } from './occurrence-source.js';
import { occurrenceSlug } from '../../domain/recurrence/occurrence-slug.js';
import { futureChanges, shifted } from './series-future.js';
import { seriesClock, type SeriesClock } from './series-clock.js';

export interface SeriesOccurrence {
  /** Its record, unless the VEVENT that changes it cannot be read (`problem`). */
  readonly value?: Record<string, unknown>;
  readonly problem?: string;
  /** The line of the VEVENT it comes from (the series', or the one that changes it). */
  readonly line: number;
  readonly source: { toString(): string };
}

export interface SeriesResult {
  readonly occurrences: SeriesOccurrence[];
  /** Its occurrences' slugs start with this and a dash. */
  readonly base: string;
  /** Where `max` cut it: the start of the first occurrence left out. */
  readonly cut?: number;
}

/** The instant of a record's start (its wall time in its zone, or as UTC), for the window and the order. */
export function recordStart(record: Record<string, unknown>, instant?: number): number {
  return instant ?? wallTextMs(record.start_date) ?? 0;
}

/** A record's dates moved to start at `start` (a wall time in its zone), its length kept. */
function movedTo(record: Record<string, unknown>, start: WallTime, lengthMs: number): Record<string, unknown> {
  const ms = wallTimeToUtcMs(start);
  return { ...record, start_date: formatWallTime(start), end_date: formatWallTime(utcMsToWallTime(ms + lengthMs)) };
}

/** The start of a generated occurrence in the record's zone. */
function startIn(record: Record<string, unknown>, occurrence: Occurrence): WallTime {
  const zone = record.timezone;
  return occurrence.instant !== undefined && typeof zone === 'string' && zone !== '' && record.all_day !== true
    ? instantToWallTime(occurrence.instant, zone)
    : occurrence.local;
}

export interface Change {
  readonly vevent: ICAL.Component;
  readonly line: number;
  /** The occurrence's record, or why it cannot be read. */
  readonly read: { readonly record: Record<string, unknown> } | { readonly problem: string };
}

export function expandRecords(
  master: ICAL.Component,
  record: Record<string, unknown>,
  changes: readonly Change[],
  limits: ExpandLimits,
  context: DateContext,
  base: string,
): SeriesResult | undefined {
  const dtstart = master.getFirstProperty('dtstart');
  const clock = dtstart ? seriesClock(dtstart, context) : undefined;
  const start = wallTextMs(record.start_date);
  const end = wallTextMs(record.end_date);
  if (!clock || start === undefined || end === undefined) return undefined;
  const lengthMs = end - start;
  // An all-day event ends at 23:59:59 of its last day: it overlaps the window until the next midnight.
  const spanMs = lengthMs + (record.all_day === true ? 1000 : 0);
  const { occurrences, cut } = expandSeries(master, clock, spanMs, limits, context);
  const byStamp = changesByStamp(changes, clock);
  const futures = futureChanges(
    changes.map((change) => ({
      vevent: change.vevent,
      ...('record' in change.read ? { record: change.read.record } : {}),
    })),
    clock,
  );
  const out: (SeriesOccurrence & { at: number })[] = [];
  for (const occurrence of occurrences) {
    if (byStamp.has(occurrence.stamp)) continue;
    const at = occurrence.instant ?? wallTimeToUtcMs(occurrence.local);
    const future = futures.findLast((change) => change.at <= at);
    const own = future?.record ?? record;
    const value = {
      ...movedTo(own, shifted(startIn(own, occurrence), future), future?.lengthMs ?? lengthMs),
      slug: occurrenceSlug(base, occurrence.stamp),
    };
    out.push({
      value,
      line: context.origins.get(master.jCal)?.line ?? 1,
      source: { toString: () => occurrenceText(master, value, occurrence.stamp) },
      at,
    });
  }
  // A changed occurrence is where it was moved to: kept when that is inside the window.
  for (const [stamp, change] of byStamp) {
    const source = { toString: () => componentText(change.vevent) };
    if ('problem' in change.read) {
      out.push({ problem: change.read.problem, line: change.line, source, at: -Infinity });
      continue;
    }
    const { record: changed } = change.read;
    const from = wallTextMs(changed.start_date) ?? 0;
    const to = (wallTextMs(changed.end_date) ?? from) + (changed.all_day === true ? 1000 : 0);
    if (!(from < limits.window.until && (to > limits.window.from || (to === from && from >= limits.window.from))))
      continue;
    const value = { ...changed, slug: occurrenceSlug(base, stamp) };
    out.push({ value, line: change.line, source, at: from });
  }
  out.sort((a, b) => a.at - b.at);
  // Changed occurrences count towards the limit too.
  const past = out[limits.max];
  const firstLeft = past === undefined ? cut : Math.min(past.at, cut ?? Infinity);
  return {
    occurrences: out.slice(0, limits.max).map(({ at: _at, ...occurrence }) => occurrence),
    base,
    ...(firstLeft === undefined ? {} : { cut: firstLeft }),
  };
}

const sequenceOf = (vevent: ICAL.Component) => {
  const value: unknown = vevent.getFirstPropertyValue('sequence');
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
};

/** The changed occurrences by the stamp of the one each changes; of two for one, the higher SEQUENCE, then the later. */
function changesByStamp(changes: readonly Change[], clock: SeriesClock): Map<string, Change> {
  const byStamp = new Map<string, Change>();
  for (const change of changes) {
    const property = change.vevent.getFirstProperty('recurrence-id');
    const [value] = property ? clock.valuesOf(property) : [];
    if (!value) continue;
    const stamp = value.stamp.replace(/^day:/, '');
    const before = byStamp.get(stamp);
    if (!before || sequenceOf(change.vevent) >= sequenceOf(before.vevent)) byStamp.set(stamp, change);
  }
  return byStamp;
}
