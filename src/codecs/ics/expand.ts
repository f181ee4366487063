// A recurring event's occurrences inside a window: DTSTART (always the first, RFC 5545 §3.8.5.3), each RRULE and
// RDATE, less EXDATE, counted in the series' own time (series-clock.ts) with ical.js' rule iterator.
import ICAL from '../../lazy-libraries/ical.js';
import { wallTimeToUtcMs, type WallTime } from '../../dates/wall-time.js';
import type { DateContext } from './dates.js';
import { lineList } from './lines.js';
import { wallOfTime } from './vtimezone.js';
import { dayStamp, type SeriesClock } from './series-clock.js';

import type { Window } from './window.js';

export type { Window } from './window.js';

export interface ExpandLimits {
  readonly window: Window;
  /** Occurrences kept per series. */
  readonly max: number;
}

export interface Occurrence {
  /** Its RECURRENCE-ID's stamp (series-clock.ts). */
  readonly stamp: string;
  /** Its start as the series counts, and its instant when known. */
  readonly local: WallTime;
  readonly instant?: number;
}

export interface Expansion {
  /** In start order, at most `max`. */
  readonly occurrences: Occurrence[];
  /** When `max` cut the series: the start of the first occurrence left out. */
  readonly cut?: number;
}

/** Past this many steps of one rule before its window ends, a rule (FREQ=SECONDLY from 1970) is cut short. */
const MAX_STEPS = 2_000_000;

const at = (occurrence: Occurrence) => occurrence.instant ?? wallTimeToUtcMs(occurrence.local);

/** UNTIL as a test on a start: a day (inclusive), a UTC instant, or a wall time of the series. */
function untilTest(until: ICAL.Time, clock: SeriesClock): (local: WallTime, instant?: number) => boolean {
  const wall = wallOfTime(until);
  if (until.isDate) {
    const last = wallTimeToUtcMs({ ...wall, hour: 23, minute: 59, second: 59 });
    return (local) => wallTimeToUtcMs(local) <= last;
  }
  const utc = until.toString().endsWith('Z');
  const bound = wallTimeToUtcMs(wall);
  return (local, instant) =>
    utc && !clock.isDate && instant !== undefined ? instant <= bound : wallTimeToUtcMs(local) <= bound;
}

/** One RRULE's starts up to the window's end, at most `max` inside it. */
function ruleStarts(
  recur: ICAL.Recur,
  clock: SeriesClock,
  limits: ExpandLimits,
  durationMs: number,
  flaw: (message: string) => void,
  where: string,
  excluded: (occurrence: Occurrence) => boolean,
): Occurrence[] {
  const rule = recur.clone();
  const within = rule.until ? untilTest(rule.until, clock) : () => true;
  rule.until = null;
  const iterator = rule.iterator(ICAL.Time.fromData({ ...clock.first, isDate: clock.isDate }));
  const found: Occurrence[] = [];
  let last = -Infinity;
  for (let steps = 0, next = iterator.next(); next; next = iterator.next(), steps++) {
    const local = wallOfTime(next);
    const wallMs = wallTimeToUtcMs(local);
    // ical.js answers some impossible rules (February 30) with a repeated or earlier date: the rule ends there.
    if (wallMs <= last) break;
    last = wallMs;
    const instant = clock.instant(local);
    if (!within(local, instant)) break;
    const start = instant ?? wallMs;
    if (start >= limits.window.until || found.length > limits.max) break;
    if (steps > MAX_STEPS) {
      flaw(`${where}: more than ${MAX_STEPS} steps before the window: counted no further`);
      break;
    }
    const occurrence = { stamp: clock.stamp(local), local, ...(instant === undefined ? {} : { instant }) };
    if ((start + durationMs > limits.window.from || start >= limits.window.from) && !excluded(occurrence))
      found.push(occurrence);
  }
  return found;
}

export function expandSeries(
  vevent: ICAL.Component,
  clock: SeriesClock,
  durationMs: number,
  limits: ExpandLimits,
  context: DateContext,
): Expansion {
  const line = (property: ICAL.Property) => context.origins.get(property.jCal)?.line ?? '?';
  const excluded = new Set(vevent.getAllProperties('exdate').flatMap((property) => clock.valuesOf(property)));
  const stamps = new Set([...excluded].map((value) => value.stamp));
  const isExcluded = (occurrence: Occurrence) =>
    stamps.has(occurrence.stamp) || stamps.has(`day:${dayStamp(occurrence.local)}`);
  const firstInstant = clock.instant(clock.first);
  const candidates: Occurrence[] = [
    {
      stamp: clock.stamp(clock.first),
      local: clock.first,
      ...(firstInstant === undefined ? {} : { instant: firstInstant }),
    },
  ];
  const rules = vevent.getAllProperties('rrule');
  for (const property of rules) {
    const recur: unknown = property.getFirstValue();
    const where = `RRULE on line ${line(property)}`;
    if (!(recur instanceof ICAL.Recur) || !recur.freq) {
      context.flaw(`${where}: expected a rule such as FREQ=WEEKLY;BYDAY=MO: read past`);
      continue;
    }
    try {
      candidates.push(...ruleStarts(recur, clock, limits, durationMs, context.flaw, where, isExcluded));
    } catch (error) {
      context.flaw(`${where}: ${error instanceof Error ? error.message : String(error)}: read past`);
    }
  }
  for (const property of vevent.getAllProperties('rdate')) candidates.push(...clock.valuesOf(property));
  if (rules.length > 1)
    context.flaw(`RRULE on lines ${lineList(rules.map(line))}: several rules, their occurrences together`);
  const seen = new Set<string>();
  const kept = candidates
    .filter((occurrence) => {
      const start = at(occurrence);
      if (seen.has(occurrence.stamp) || isExcluded(occurrence)) return false;
      seen.add(occurrence.stamp);
      const end = start + durationMs;
      return (
        start < limits.window.until && (end > limits.window.from || (end === start && start >= limits.window.from))
      );
    })
    .sort((a, b) => at(a) - at(b));
  const cutAt = kept[limits.max];
  return { occurrences: kept.slice(0, limits.max), ...(cutAt === undefined ? {} : { cut: at(cutAt) }) };
}
