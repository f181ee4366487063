// How many of each record a generated calendar has when only the number of events is given.
import type { GenerateCounts } from './types.js';

/** Counts not given follow the number of events: about one venue per ten events, one organizer per twenty. */
export function defaultCounts(events: number, given: Partial<GenerateCounts> = {}): GenerateCounts {
  const some = (n: number) => (events === 0 ? 0 : n);
  return {
    events,
    venues: given.venues ?? some(Math.min(200, Math.max(3, Math.ceil(events / 10)))),
    organizers: given.organizers ?? some(Math.min(100, Math.max(2, Math.ceil(events / 20)))),
    categories: given.categories ?? some(12),
    tags: given.tags ?? some(15),
  };
}
