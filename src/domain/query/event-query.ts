// Which events a list request returns, in which order, and the effective query echoed in its URLs.
import type { EventRecord } from '../../store/records.js';
import type { StoreReader } from '../../store/store.js';
import { addDays, formatWallTime, parseWallTime } from '../../dates/wall-time.js';
import { instantToWallTime, wallTimeToInstant } from '../../dates/zones.js';
import { BOUND_NAMES, type DateWindow } from './event-dates-window.js';
import type { EventFilter, EventQuery } from './event-list-query.js';
import { lowerBound } from '../../store/start-index.js';
import { distanceKm, pointOf } from './geo.js';
import { page, type Page } from './paging.js';
import { ResultCache } from './result-cache.js';
import { inLanguage, matchesSearch, searchTerms } from './filters.js';

export interface EventQueryResult extends Page<EventRecord> {
  /** The effective query in upstream order, for `rest_url` and its neighbours. */
  echo: readonly [string, string][];
}

const cache = new ResultCache<EventRecord>();

export function queryEvents(store: StoreReader, query: EventQuery): EventQueryResult {
  const { filter } = query;
  const defaultLanguage = store.settings().default_language;
  // Events are compared by their UTC instants, as TEC 6 does; the answer echoes the site-local bounds.
  const instants = utcWindow(filter.window, store.settings().timezone);
  const statuses = new Set(filter.statuses);
  const categories = expandCategories(store, filter.categories);
  const { include, tags, venues, organizers, featured, postParent, search } = filter;
  // Split once per query, not once per candidate event.
  const terms = search === undefined ? undefined : searchTerms(search);
  const near = nearFilter(store, filter);

  const matches = cache.get(store, filter, () => {
    const found: EventRecord[] = [];
    const candidates = include
      ? include
          .map((id) => store.get('events', id))
          .filter((e): e is EventRecord => e !== undefined)
          .sort(byPublication)
      : inStartRange(store.eventsByStart(), instants);
    for (const event of candidates) {
      if (!statuses.has(event.status) || event.hide_from_listings !== filter.hidden) continue;
      if (!inLanguage(event, filter.language, defaultLanguage)) continue;
      if (!inWindow(event, instants)) continue;
      if (categories && !event.categories.some((id) => categories.has(id))) continue;
      if (tags && !event.tags.some((id) => tags.includes(id))) continue;
      if (venues && !event.venues.some((id) => venues.includes(id))) continue;
      if (organizers && !event.organizers.some((id) => organizers.includes(id))) continue;
      if (featured !== undefined && event.featured !== featured) continue;
      if (postParent !== undefined && event.post_parent !== postParent) continue;
      if (near && !near(event)) continue;
      if (terms !== undefined && !matchesSearch(terms, [event.title, event.description, event.excerpt])) continue;
      if (filter.searchSkipsProtected && event.password) continue;
      found.push(event);
    }
    return found;
  });
  return { ...page(matches, query), echo: query.echo };
}

/**
 * The stretch of the events (in local start order) that a UTC window's start bounds allow; the rest is never
 * visited. A local start is within a day of the UTC one (zones run from UTC-12 to UTC+14).
 */
function inStartRange(ordered: readonly EventRecord[], w: DateWindow): readonly EventRecord[] {
  const utcLower = w.start_date ?? w.starts_after;
  const lower = utcLower === undefined ? undefined : shiftDays(utcLower, -1);
  const from = lower === undefined ? 0 : lowerBound(ordered, (e) => e.start_date < lower);
  // An event ends after it starts, so "ends by end_date" also bounds its start.
  const utcUpper = [w.starts_before, w.end_date, w.ends_before].filter((b): b is string => b !== undefined).sort()[0];
  const upper = utcUpper === undefined ? undefined : shiftDays(utcUpper, 1);
  const to = upper === undefined ? ordered.length : lowerBound(ordered, (e) => e.start_date <= upper);
  return from === 0 && to === ordered.length ? ordered : ordered.slice(from, to);
}

/** A window of site-local bounds as UTC wall times. */
function utcWindow(window: DateWindow, zone: string): DateWindow {
  const out: DateWindow = {};
  for (const name of BOUND_NAMES) {
    const bound = window[name];
    const wall = bound === undefined ? undefined : parseWallTime(bound);
    if (wall) out[name] = formatWallTime(instantToWallTime(wallTimeToInstant(wall, zone), 'UTC'));
  }
  return out;
}

const shiftDays = (bound: string, days: number): string => {
  const wall = parseWallTime(bound);
  return wall ? formatWallTime(addDays(wall, days)) : bound;
};

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

/** `w` holds UTC wall times: the event's UTC start and end are compared with them. */
function inWindow(event: EventRecord, w: DateWindow): boolean {
  const start = event.utc_start_date;
  const end = event.utc_end_date;
  if (w.start_date !== undefined && start < w.start_date) return false;
  if (w.end_date !== undefined && end > w.end_date) return false;
  if (w.starts_before !== undefined && !(start < w.starts_before)) return false;
  if (w.starts_after !== undefined && !(start > w.starts_after)) return false;
  if (w.ends_before !== undefined && !(end < w.ends_before)) return false;
  if (w.ends_after !== undefined && !(end > w.ends_after)) return false;
  return true;
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
