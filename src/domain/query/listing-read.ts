// Reading an event list from start-ordered lists kept in bands (banded-list.ts): a page of one list by position, or
// the matches of several merged.
import type { Banded } from '../../store/indexes/banded-list.js';
import type { EventRecord } from '../../store/records/records.js';
import { mergeByStart, positionOfStart, startsBefore } from '../../store/indexes/start-index.js';
import { SEARCH_FIELD_BREAK } from '../../store/indexes/event-filing.js';
import type { StartOrdered } from '../../store/indexes/start-list.js';
import type { DateWindow } from './event-dates-window.js';
import { checksBeyondWindow, inWindow, passesChecks, type EventChecks } from './event-match.js';
import { windowRanges } from './listing-window.js';
import type { Page, PageRequest } from './paging.js';

/**
 * The events of one band in a UTC window: a low and a high edge, listed (only they are read one by one), around
 * a core known by its count.
 */
interface WindowRuns {
  readonly low: readonly EventRecord[];
  readonly core: number;
  readonly high: readonly EventRecord[];
  /** The core's items after its first `skip`, at most `take`. */
  coreItems(skip: number, take: number): EventRecord[];
  /** How many of the core's items come before `event` (of another band) in start order. */
  coreBefore(event: EventRecord): number;
}

function listRuns(band: StartOrdered, window: DateWindow): WindowRuns {
  const { events } = band;
  const { from, coreFrom, coreTo, to } = windowRanges(band, window);
  return {
    low: inWindowOf(band, from, coreFrom, window),
    core: coreTo - coreFrom,
    high: inWindowOf(band, coreTo, to, window),
    coreItems: (skip, take) => events.slice(coreFrom + skip, coreFrom + skip + take),
    coreBefore: (event) => events.firstNotBefore(startsBefore(event), coreFrom, coreTo) - coreFrom,
  };
}

/** listRuns of the events whose search text holds `term` (without a field break): the core's are counted. */
function searchRuns(band: StartOrdered, window: DateWindow, term: string): WindowRuns {
  const { events } = band;
  const { from, coreFrom, coreTo, to } = windowRanges(band, window);
  const holding = band.holding(term);
  const inWindowAt = (positions: readonly number[]): EventRecord[] => {
    const out: EventRecord[] = [];
    for (const i of positions) {
      const event = events.at(i);
      if (event && inWindow(event, window)) out.push(event);
    }
    return out;
  };
  return {
    low: inWindowAt(holding.positions(from, coreFrom)),
    core: holding.count(coreFrom, coreTo),
    high: inWindowAt(holding.positions(coreTo, to)),
    coreItems: (skip, take) => {
      const out: EventRecord[] = [];
      for (const i of holding.pick(coreFrom, coreTo, skip, take)) {
        const event = events.at(i);
        if (event) out.push(event);
      }
      return out;
    },
    coreBefore: (event) => holding.count(coreFrom, events.firstNotBefore(startsBefore(event), coreFrom, coreTo)),
  };
}

/** A page of the events of one list in a UTC window: the count and the page of each band's core are positions. */
export function pageOfList(list: Banded, window: DateWindow, request: PageRequest): Page<EventRecord> {
  return pageOfBands(list, (band) => listRuns(band, window), request);
}

/**
 * A page of the events of one list in a UTC window whose search text holds `term` (without a field break): each
 * band's core matches are counted, and only the page's are listed.
 */
export function pageOfSearch(list: Banded, window: DateWindow, term: string, request: PageRequest): Page<EventRecord> {
  return pageOfBands(list, (band) => searchRuns(band, window, term), request);
}

const holdsEvents = (band: StartOrdered): boolean => band.events.length > 0;

/**
 * The page of the list's events in its bands' runs (`runsOf`), merged in start order. The first band holds nearly
 * every event and is read by position; the few of the others are listed, each placed by counting the first band's
 * events before it.
 */
function pageOfBands(
  list: Banded,
  runsOf: (band: StartOrdered) => WindowRuns,
  request: PageRequest,
): Page<EventRecord> {
  const [first, ...others] = list.bands;
  const main = first ? runsOf(first) : { low: [], core: 0, high: [], coreItems: () => [], coreBefore: () => 0 };
  let few: EventRecord[] = [];
  for (const band of others) {
    if (!holdsEvents(band)) continue;
    const runs = runsOf(band);
    few = mergeByStart(few, [...runs.low, ...runs.coreItems(0, runs.core), ...runs.high]);
  }
  const total = main.low.length + main.core + main.high.length + few.length;
  const { page, perPage } = request;
  const start = (page - 1) * perPage;
  const end = start + perPage;
  // few[j] comes at j plus the main band's events before it, which rises with j: the first at or after a place is
  // found by binary search.
  const mainBefore = (event: EventRecord): number =>
    positionOfStart(main.low, event) + main.coreBefore(event) + positionOfStart(main.high, event);
  const firstAt = (place: number): number => {
    let lo = 0;
    let hi = few.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const event = few[mid];
      if (event && mainBefore(event) + mid < place) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const fewFrom = few.length === 0 ? 0 : firstAt(start);
  const fewTo = few.length === 0 ? 0 : firstAt(end);
  const mainItems = itemsOfRuns(main, start - fewFrom, end - fewTo);
  const items = fewTo > fewFrom ? mergeByStart(mainItems, few.slice(fewFrom, fewTo)) : mainItems;
  return { items, total, totalPages: Math.ceil(total / perPage), page, perPage };
}

/** The runs' items from position `from` to before `to` of [low edge][core][high edge]. */
function itemsOfRuns(runs: WindowRuns, from: number, to: number): EventRecord[] {
  const { low, core, high } = runs;
  // Positions in each of the three, cut to the range.
  const cut = (offset: number, length: number): [number, number] => [
    Math.min(Math.max(from - offset, 0), length),
    Math.min(Math.max(to - offset, 0), length),
  ];
  const [lowFrom, lowTo] = cut(0, low.length);
  const [coreStart, coreEnd] = cut(low.length, core);
  const [highFrom, highTo] = cut(low.length + core, high.length);
  return [
    ...low.slice(lowFrom, lowTo),
    ...(coreEnd > coreStart ? runs.coreItems(coreStart, coreEnd - coreStart) : []),
    ...high.slice(highFrom, highTo),
  ];
}

/** The checks as they apply to `list`: without protected events in it, no event's record is read to skip them. */
function checksFor(list: { readonly protectedCount: number }, asked: EventChecks): EventChecks {
  return asked.skipProtected && list.protectedCount === 0 ? { ...asked, skipProtected: false } : asked;
}

/** Whether the list's search index answers `term` (one held across fields is looked for in each text). */
const foundByPosition = (term: string): boolean => !term.includes(SEARCH_FIELD_BREAK);

/** The search term that is all `asked` checks in `list` beyond the window, when its positions answer it alone. */
export function soleSearchTerm(list: Banded, asked: EventChecks): string | undefined {
  const checks = checksFor(list, asked);
  const [term, ...more] = checks.terms ?? [];
  if (term === undefined || more.length > 0 || !foundByPosition(term)) return undefined;
  return checksBeyondWindow({ ...checks, terms: undefined }) ? undefined : term;
}

/** Every event of the lists in the window that passes the checks, in start order, each once. */
export function matchesOfLists(lists: readonly Banded[], asked: EventChecks): EventRecord[] {
  const bands = lists.flatMap((list) => list.bands.filter(holdsEvents));
  let runs = bands.map((list) => {
    const { from, coreFrom, coreTo, to } = windowRanges(list, asked.window);
    const checks = checksFor(list, asked);
    // The core is surely in the window: only the other checks are left there.
    const run = matchingChecks(list, from, coreFrom, checks, true, []);
    matchingChecks(list, coreFrom, coreTo, checks, false, run);
    return matchingChecks(list, coreTo, to, checks, true, run);
  });
  // Merged two by two: the lists are in the same order, and an event filed under two of them is kept once.
  while (runs.length > 1) {
    const merged: EventRecord[][] = [];
    for (let i = 0; i < runs.length; i += 2) merged.push(mergeByStart(runs[i] ?? [], runs[i + 1] ?? []));
    runs = merged;
  }
  return runs[0] ?? [];
}

/** Adds to `out` the events from `from` to before `to` that pass the checks, and the window when at an edge. */
function matchingChecks(
  list: StartOrdered,
  from: number,
  to: number,
  checks: EventChecks,
  atEdge: boolean,
  out: EventRecord[],
): EventRecord[] {
  const { events } = list;
  const texts = checks.terms ? list.searchTexts() : undefined;
  const [term] = checks.terms ?? [];
  // A search word is looked for in the joined texts first: only the events holding it are read.
  if (term !== undefined && foundByPosition(term)) {
    // The word found, the rest of the checks are left (most often none: the event's own text is not read again).
    const rest = checks.terms?.slice(1) ?? [];
    const left: EventChecks = { ...checks, terms: rest.length > 0 ? rest : undefined };
    const others = checksBeyondWindow(left);
    for (const i of list.holding(term).positions(from, to)) {
      const event = events.at(i);
      if (!event || (atEdge && !inWindow(event, checks.window))) continue;
      if (!others || passesChecks(left, event, texts?.at(i))) out.push(event);
    }
    return out;
  }
  // A run read in one piece: the lists are chunked, and a read by position looks its chunk up.
  const run = events.slice(from, to);
  const runTexts = texts?.slice(from, to);
  for (let i = 0; i < run.length; i++) {
    const event = run[i];
    if (!event || (atEdge && !inWindow(event, checks.window))) continue;
    if (passesChecks(checks, event, runTexts?.[i])) out.push(event);
  }
  return out;
}

/** The events from `from` to before `to` in the window. */
function inWindowOf(list: StartOrdered, from: number, to: number, window: DateWindow): EventRecord[] {
  return list.events.slice(from, to).filter((event) => inWindow(event, window));
}
