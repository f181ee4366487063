// An event as the calendar views need it, and the days it covers in the zone it is shown in.
import { compareNames } from '../compare-names.js';
import { dayKey, dayOfInstant, daysFrom, parseDayKey, type DayKey } from './days.js';

export interface ViewEvent {
  id: number;
  /** Plain text, never markup. */
  title: string;
  allDay: boolean;
  /** Epoch milliseconds of the start and end (from the UTC dates). */
  start: number;
  end: number;
  /** The event's own calendar days for all-day events ("YYYY-MM-DD" of start_date and end_date). */
  localStartDay: DayKey;
  localEndDay: DayKey;
  venue?: string;
  /** Category names, in the API's order. */
  categories: readonly string[];
  url?: string;
}

export interface DaySpan {
  first: DayKey;
  last: DayKey;
}

/**
 * The days an event covers when shown in `zone`. All-day events name calendar days, so they keep
 * their own dates in every zone; timed events cover each day their instants touch, except that an
 * end at exactly midnight does not spill into the next day.
 */
export function spanOf(event: ViewEvent, zone: string): DaySpan {
  if (event.allDay) {
    const last = event.localEndDay < event.localStartDay ? event.localStartDay : event.localEndDay;
    return { first: event.localStartDay, last };
  }
  const first = dayOfInstant(event.start, zone);
  const last = event.end > event.start ? dayOfInstant(event.end - 1, zone) : first;
  return { first, last: last < first ? first : last };
}

/** Longer than one day or all day: drawn as a bar rather than a timed line. */
export function isBarEvent(event: ViewEvent, span: DaySpan): boolean {
  return event.allDay || span.first !== span.last;
}

/** The span overlaps the days from `from` to `to`, both included. */
export function overlaps(span: DaySpan, from: DayKey, to: DayKey): boolean {
  return span.first <= to && span.last >= from;
}

/** Orders events as a day lists them: all-day first, then by start, then by title and ID. */
export function compareEvents(a: ViewEvent, b: ViewEvent): number {
  if (a.allDay !== b.allDay) return a.allDay ? -1 : 1;
  const byStart = a.allDay ? daysFrom(b.localStartDay, a.localStartDay) : a.start - b.start;
  if (byStart !== 0) return byStart;
  return compareNames(a.title, b.title) || a.id - b.id;
}

/** A day key read from an API date string ("2026-12-05 20:00:00"), or undefined. */
export function dayKeyOf(date: unknown): DayKey | undefined {
  if (typeof date !== 'string') return undefined;
  try {
    return dayKey(parseDayKey(date));
  } catch {
    return undefined;
  }
}
