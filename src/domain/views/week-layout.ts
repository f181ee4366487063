// One week row of a calendar grid: multi-day and all-day events as bars in lanes, timed events per day.
import type { DayKey } from './days.js';
import { compareEvents, isBarEvent, spanOf, type DaySpan, type ViewEvent } from './view-event.js';

/** The part of a bar inside one week: columns 0–6, and whether it goes on before or after the week. */
export interface BarSegment {
  event: ViewEvent;
  startCol: number;
  endCol: number;
  continuesBefore: boolean;
  continuesAfter: boolean;
}

export interface WeekLayout {
  days: readonly DayKey[];
  /** Each lane is one line of bars that never overlap; a bar keeps its lane across its days. */
  lanes: BarSegment[][];
  /** Per column, the timed events that start and end that day, by start time. */
  timed: ViewEvent[][];
}

function segmentOf(event: ViewEvent, span: DaySpan, days: readonly DayKey[]): BarSegment | undefined {
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined || span.first > last || span.last < first) return undefined;
  const startCol = span.first < first ? 0 : days.indexOf(span.first);
  const endCol = span.last > last ? days.length - 1 : days.indexOf(span.last);
  return { event, startCol, endCol, continuesBefore: span.first < first, continuesAfter: span.last > last };
}

/** Earlier bars first, longer before shorter, so long events sit in the top lanes. */
function compareSegments(a: BarSegment, b: BarSegment): number {
  return a.startCol - b.startCol || b.endCol - a.endCol || compareEvents(a.event, b.event);
}

/** Greedy lane assignment: each bar takes the first lane free over all its columns. */
function assignLanes(segments: readonly BarSegment[]): BarSegment[][] {
  const lanes: BarSegment[][] = [];
  for (const segment of [...segments].sort(compareSegments)) {
    const lane = lanes.find((l) => l.every((s) => s.endCol < segment.startCol || s.startCol > segment.endCol));
    if (lane) lane.push(segment);
    else lanes.push([segment]);
  }
  return lanes;
}

export function layoutWeek(events: readonly ViewEvent[], days: readonly DayKey[], zone: string): WeekLayout {
  const segments: BarSegment[] = [];
  const timed: ViewEvent[][] = days.map(() => []);
  for (const event of events) {
    const span = spanOf(event, zone);
    if (isBarEvent(event, span)) {
      const segment = segmentOf(event, span, days);
      if (segment) segments.push(segment);
      continue;
    }
    const col = days.indexOf(span.first);
    if (col >= 0) timed[col]?.push(event);
  }
  for (const list of timed) list.sort(compareEvents);
  return { days, lanes: assignLanes(segments), timed };
}
