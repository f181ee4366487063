// The window recurring events are expanded in, and how many occurrences a series may give: kept apart from the
// expander so that the command line reads its defaults without loading ical.js.

/** Occurrences overlapping [from, until) are kept: milliseconds, floating times read as UTC. */
export interface Window {
  readonly from: number;
  readonly until: number;
}

export interface IcsReadOptions {
  /** Recurring events are expanded into the occurrences inside it. */
  readonly window: Window;
  /** Occurrences kept per series. */
  readonly maxOccurrences: number;
}

/** Occurrences kept per series unless --max-occurrences says otherwise. */
export const DEFAULT_MAX_OCCURRENCES = 1000;

/** One year back to two years ahead of `now` (TEC Pro creates occurrences 24 months ahead). */
export function defaultWindow(now: number): Window {
  const day = new Date(now);
  const shifted = (years: number) => Date.UTC(day.getUTCFullYear() + years, day.getUTCMonth(), day.getUTCDate());
  return { from: shifted(-1), until: shifted(2) };
}
