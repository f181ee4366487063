// Which events a list request returns, in which order, and the effective query echoed in its URLs.
import type { EventRecord } from '../../store/records/records.js';
import type { StoreReader } from '../../store/store.js';
import { formatWallTime, utcMsToWallTime } from '../../dates/wall-time.js';
import { wallMs } from '../../dates/wall-ms.js';
import { wallMsToInstant } from '../../dates/zones.js';
import { BOUND_NAMES, type DateWindow } from './event-dates-window.js';
import type { EventFilter, EventQuery } from './event-list-query.js';
import type { Facet } from '../../store/indexes/listing-index.js';
import { checksBeyondWindow, inWindow, passesChecks, type EventChecks } from './event-match.js';
import { matchesOfLists, pageOfList, pageOfSearch, soleSearchTerm } from './listing-read.js';
import { planListings } from './listing-plan.js';
import { distanceKm, pointOf } from './geo.js';
import { page, type Page } from './paging.js';
import { ResultCache } from './result-cache.js';
import { searchTerms } from './filters.js';

export interface EventQueryResult extends Page<EventRecord> {
  /** The effective query in upstream order, for `rest_url` and its neighbours. */
  echo: readonly [string, string][];
}

const cache = new ResultCache<EventRecord>();

export function queryEvents(store: StoreReader, query: EventQuery): EventQueryResult {
  const { filter, echo } = query;
  const { default_language: defaultLanguage, timezone } = store.settings();
  const listings = store.eventsByStart();
  const categories = expandCategories(store, filter.categories);
  const { include, tags, venues, organizers, featured, postParent, unpublishedBy, search } = filter;
  const checks: EventChecks = {
    // Events are compared by their UTC instants, as TEC 6 does; the answer echoes the site-local bounds.
    window: utcWindow(filter.window, timezone),
    categories,
    tags,
    venues,
    organizers,
    featured,
    postParent,
    unpublishedBy,
    near: nearFilter(store, filter),
    // Split once per query, not once per candidate event.
    terms: search === undefined ? undefined : searchTerms(search),
    skipProtected: filter.searchSkipsProtected,
  };
  if (include) {
    const { statuses, hidden, language } = filter;
    const part = { statuses: new Set(statuses), hidden, language, defaultLanguage };
    const withPart: EventChecks = { ...checks, part };
    const matches = cache.get(store, filter, () =>
      byIds(store, include).filter((event) => inWindow(event, checks.window) && passesChecks(withPart, event)),
    );
    return { ...page(matches, query), echo };
  }
  const plan = planListings(listings, filter, categories, defaultLanguage);
  const left = withoutFacet(checks, plan.facet);
  const [only, ...others] = plan.lists;
  if (others.length === 0 && !checksBeyondWindow(left)) {
    // One list answers every filter but the window: no walk, and nothing for a cache to keep.
    return { ...(only ? pageOfList(only, left.window, query) : page([], query)), echo };
  }
  const term = only && others.length === 0 ? soleSearchTerm(only, left) : undefined;
  if (only && term !== undefined) {
    // One list and one search term: the matches are counted, only the page is read.
    return { ...pageOfSearch(only, left.window, term, query), echo };
  }
  const matches = cache.get(store, filter, () => matchesOfLists(plan.lists, left));
  return { ...page(matches, query), echo };
}

/** The checks but the one the plan's lists answer. */
function withoutFacet(checks: EventChecks, facet: Facet | undefined): EventChecks {
  switch (facet) {
    case 'venue':
      return { ...checks, venues: undefined };
    case 'organizer':
      return { ...checks, organizers: undefined };
    case 'category':
      return { ...checks, categories: undefined };
    case 'tag':
      return { ...checks, tags: undefined };
    case 'featured':
      return { ...checks, featured: undefined };
    case undefined:
      return checks;
  }
}

function byIds(store: StoreReader, ids: readonly number[]): EventRecord[] {
  return ids
    .map((id) => store.get('events', id))
    .filter((e): e is EventRecord => e !== undefined)
    .sort(byPublication);
}

/** A window of site-local bounds as UTC wall times. */
function utcWindow(window: DateWindow, zone: string): DateWindow {
  const out: DateWindow = {};
  for (const name of BOUND_NAMES) {
    const bound = window[name];
    const local = bound === undefined ? Number.NaN : wallMs(bound);
    if (!Number.isNaN(local)) out[name] = formatWallTime(utcMsToWallTime(wallMsToInstant(local, zone)));
  }
  return out;
}

/** `geoloc` (has coordinates or not) and the radius search around `geoloc_lat`/`geoloc_lng`. */
function nearFilter(store: StoreReader, filter: EventFilter): ((event: EventRecord) => boolean) | undefined {
  const { near, hasVenuePoint } = filter;
  if (!near && hasVenuePoint === undefined) return undefined;
  return (event) => {
    const points = event.venues.map((id) => store.get('venues', id)).map((v) => (v ? pointOf(v) : undefined));
    if (near) return points.some((p) => p !== undefined && distanceKm(near, p) <= near.radiusKm);
    return points.some((p) => p !== undefined) === hasVenuePoint;
  };
}

/** A category matches its subcategories' events too, as WordPress taxonomy queries do. */
function expandCategories(store: StoreReader, wanted: readonly number[] | undefined): Set<number> | undefined {
  if (!wanted) return undefined;
  const set = new Set(wanted);
  let grew = true;
  while (grew) {
    grew = false;
    for (const term of store.all('categories')) {
      if (set.has(term.parent) && !set.has(term.id)) {
        set.add(term.id);
        grew = true;
      }
    }
  }
  return set;
}

function byPublication(a: EventRecord, b: EventRecord): number {
  return a.date_utc < b.date_utc ? -1 : a.date_utc > b.date_utc ? 1 : a.id - b.id;
}
