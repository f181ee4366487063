// Reading an event list from start-ordered lists: a page of one list by position, or the matches of several merged.
import type { EventRecord } from '../../store/records.js';
import { mergeByStart } from '../../store/start-index.js';
import { SEARCH_FIELD_BREAK, type StartOrdered } from '../../store/start-list.js';
import type { DateWindow } from './event-dates-window.js';
import { checksBeyondWindow, inWindow, passesChecks, type EventChecks } from './event-match.js';
import { windowRanges } from './listing-window.js';
import type { Page, PageRequest } from './paging.js';

/**
 * A page of the events of one list in a UTC window: only the window's edges are read one by one, the count and
 * the page of its core are positions.
 */
export function pageOfList(list: StartOrdered, window: DateWindow, request: PageRequest): Page<EventRecord> {
  const { events } = list;
  const { from, coreFrom, coreTo, to } = windowRanges(list, window);
  const low = inWindowOf(list, from, coreFrom, window);
  const high = inWindowOf(list, coreTo, to, window);
  return pageOfThree(low, coreTo - coreFrom, high, request, (skip, take) =>
    events.slice(coreFrom + skip, coreFrom + skip + take),
  );
}

/**
 * A page of the events of one list in a UTC window whose search text holds `term` (without a field break): the
 * matches of the window's core are counted, and only the page's are listed (the window's edges are checked one by
 * one).
 */
export function pageOfSearch(
  list: StartOrdered,
  window: DateWindow,
  term: string,
  request: PageRequest,
): Page<EventRecord> {
  const { events } = list;
  const { from, coreFrom, coreTo, to } = windowRanges(list, window);
  const inWindowAt = (positions: readonly number[]): EventRecord[] => {
    const out: EventRecord[] = [];
    for (const i of positions) {
      const event = events[i];
      if (event && inWindow(event, window)) out.push(event);
    }
    return out;
  };
  const low = inWindowAt(list.positionsHolding(term, from, coreFrom));
  const high = inWindowAt(list.positionsHolding(term, coreTo, to));
  const core = list.countHolding(term, coreFrom, coreTo);
  return pageOfThree(low, core, high, request, (skip, take) => {
    const out: EventRecord[] = [];
    for (const i of list.pickHolding(term, coreFrom, coreTo, skip, take)) {
      const event = events[i];
      if (event) out.push(event);
    }
    return out;
  });
}

/**
 * The page of [low edge][core][high edge], where only the core's count is known: `coreItems(skip, take)` lists the
 * core's items after its first `skip`, at most `take`.
 */
function pageOfThree(
  low: readonly EventRecord[],
  core: number,
  high: readonly EventRecord[],
  request: PageRequest,
  coreItems: (skip: number, take: number) => EventRecord[],
): Page<EventRecord> {
  const total = low.length + core + high.length;
  const { page, perPage } = request;
  const start = (page - 1) * perPage;
  const end = start + perPage;
  // Positions in each of the three, cut to the page.
  const cut = (offset: number, length: number): [number, number] => [
    Math.min(Math.max(start - offset, 0), length),
    Math.min(Math.max(end - offset, 0), length),
  ];
  const [lowFrom, lowTo] = cut(0, low.length);
  const [coreStart, coreEnd] = cut(low.length, core);
  const [highFrom, highTo] = cut(low.length + core, high.length);
  const items = [
    ...low.slice(lowFrom, lowTo),
    ...(coreEnd > coreStart ? coreItems(coreStart, coreEnd - coreStart) : []),
    ...high.slice(highFrom, highTo),
  ];
  return { items, total, totalPages: Math.ceil(total / perPage), page, perPage };
}

/** The checks as they apply to `list`: without protected events in it, no event's record is read to skip them. */
function checksFor(list: StartOrdered, asked: EventChecks): EventChecks {
  return asked.skipProtected && list.protectedCount === 0 ? { ...asked, skipProtected: false } : asked;
}

/** Whether the list's search index answers `term` (one held across fields is looked for in each text). */
const foundByPosition = (term: string): boolean => !term.includes(SEARCH_FIELD_BREAK);

/** The search term that is all `asked` checks in `list` beyond the window, when its positions answer it alone. */
export function soleSearchTerm(list: StartOrdered, asked: EventChecks): string | undefined {
  const checks = checksFor(list, asked);
  const [term, ...more] = checks.terms ?? [];
  if (term === undefined || more.length > 0 || !foundByPosition(term)) return undefined;
  return checksBeyondWindow({ ...checks, terms: undefined }) ? undefined : term;
}

/** Every event of the lists in the window that passes the checks, in start order, each once. */
export function matchesOfLists(lists: readonly StartOrdered[], asked: EventChecks): EventRecord[] {
  let runs = lists.map((list) => {
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
    for (const i of list.positionsHolding(term, from, to)) {
      const event = events[i];
      if (!event || (atEdge && !inWindow(event, checks.window))) continue;
      if (!others || passesChecks(left, event, texts?.[i])) out.push(event);
    }
    return out;
  }
  for (let i = from; i < to; i++) {
    const event = events[i];
    if (!event || (atEdge && !inWindow(event, checks.window))) continue;
    if (passesChecks(checks, event, texts?.[i])) out.push(event);
  }
  return out;
}

/** The events from `from` to before `to` in the window. */
function inWindowOf(list: StartOrdered, from: number, to: number, window: DateWindow): EventRecord[] {
  const out: EventRecord[] = [];
  for (let i = from; i < to; i++) {
    const event = list.events[i];
    if (event && inWindow(event, window)) out.push(event);
  }
  return out;
}
