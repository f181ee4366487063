// Calendar-view events for the layout tests: built from local wall times in a zone, like the API describes them.
import { parseWallTime } from '../../../src/dates/wall-time.js';
import { wallTimeToInstant } from '../../../src/dates/zones.js';
import type { ViewEvent } from '../../../src/domain/views/view-event.js';

let nextId = 1;

function instant(local: string, zone: string): number {
  const wall = parseWallTime(local);
  if (!wall) throw new Error(`bad date ${local}`);
  return wallTimeToInstant(wall, zone);
}

/** A timed event from `start` to `end`, wall times in `zone`. */
export function timed(
  title: string,
  start: string,
  end: string,
  zone = 'UTC',
  extra: Partial<ViewEvent> = {},
): ViewEvent {
  return {
    id: nextId++,
    title,
    allDay: false,
    start: instant(start, zone),
    end: instant(end, zone),
    localStartDay: start.slice(0, 10),
    localEndDay: end.slice(0, 10),
    categories: [],
    ...extra,
  };
}

/** An all-day event over the days from `first` to `last`. */
export function allDay(title: string, first: string, last: string, extra: Partial<ViewEvent> = {}): ViewEvent {
  return {
    id: nextId++,
    title,
    allDay: true,
    start: instant(`${first} 00:00:00`, 'UTC'),
    end: instant(`${last} 23:59:59`, 'UTC'),
    localStartDay: first,
    localEndDay: last,
    categories: [],
    ...extra,
  };
}
