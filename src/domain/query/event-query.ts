// Which events a list request returns, in which order, and the effective query echoed in its URLs.
import type { EventRecord } from '../../store/records.js';
import type { StoreReader } from '../../store/store.js';
import { addDays, formatWallTime, parseWallTime } from '../dates/wall-time.js';
import { instantToWallTime, wallTimeToInstant } from '../dates/zones.js';
import { canListAnyStatus } from '../permissions.js';
import { dateWindow, RELATIVE_BOUNDS, type DateWindow } from './event-dates-window.js';
import { lowerBound } from '../../store/start-index.js';
import { distanceKm, pointOf } from './geo.js';
import { page, type Page } from './paging.js';
import { ResultCache } from './result-cache.js';
import { inLanguage, matchesSearch, searchTerms, visibleStatuses, type ListScope } from './filters.js';

export interface EventQueryResult extends Page<EventRecord> {
  /** The effective query in upstream order, for `rest_url` and its neighbours. */
  echo: [string, string][];
}

type Args = Readonly<Record<string, unknown>>;

const cache = new ResultCache<EventRecord>();

const ids = (value: unknown): number[] | undefined => (Array.isArray(value) ? (value as number[]) : undefined);

export function queryEvents(store: StoreReader, args: Args, scope: ListScope): EventQueryResult {
  const { principal, now, language } = scope;
  const defaultLanguage = store.settings().default_language;
  const include = ids(args.include);
  const window: DateWindow = include ? {} : dateWindow(args, store.settings(), now);
  // Events are compared by their UTC instants, as TEC 6 does; the answer echoes the site-local bounds.
  const instants = utcWindow(window, store.settings().timezone);
  const statuses = visibleStatuses(args.status, canListAnyStatus(principal));
  const categories = expandCategories(store, ids(args.categories));
  const tags = ids(args.tags);
  const venues = ids(args.venue);
  const organizers = ids(args.organizer);
  const search = typeof args.search === 'string' ? args.search : undefined;
  const near = nearFilter(store, args);
  // Hidden events are listed only when asked for, and only to editors (the handler checks who asks).
  const hidden = args.hide_from_listings === true;

  // Everything that decides the matches (not the page): the key of the cached result.
  const key = JSON.stringify([
    window,
    [...statuses],
    categories && [...categories],
    tags,
    venues,
    organizers,
    args.featured,
    hidden,
    args.post_parent,
    search,
    search !== undefined && Boolean(principal.user),
    include,
    language,
    args.geoloc,
    args.geoloc_lat,
    args.geoloc_lng,
    args.geoloc_radius,
  ]);
  const terms = search === undefined ? undefined : searchTerms(search);
  const matches = cache.get(store, key, () => {
    const found: EventRecord[] = [];
    const candidates = include
      ? include
          .map((id) => store.get('events', id))
          .filter((e): e is EventRecord => e !== undefined)
          .sort(byPublication)
      : inStartRange(store.eventsByStart(), instants);
    for (let i = 0; i < candidates.length; i++) {
      const event = candidates[i] as EventRecord;
      if (!statuses.has(event.status) || event.hide_from_listings !== hidden) continue;
      if (!inLanguage(event, language, defaultLanguage)) continue;
      if (!inWindow(event, instants)) continue;
      if (categories && !event.categories.some((id) => categories.has(id))) continue;
      if (tags && !event.tags.some((id) => tags.includes(id))) continue;
      if (venues && !event.venues.some((id) => venues.includes(id))) continue;
      if (organizers && !event.organizers.some((id) => organizers.includes(id))) continue;
      if (typeof args.featured === 'boolean' && event.featured !== args.featured) continue;
      if (typeof args.post_parent === 'number' && event.post_parent !== args.post_parent) continue;
      if (near && !near(event)) continue;
      if (terms !== undefined && !matchesSearch(terms, [event.title, event.description, event.excerpt])) continue;
      // WordPress leaves password-protected posts out of searches by visitors who are not signed in.
      if (search !== undefined && event.password && !principal.user) continue;
      found.push(event);
    }
    return found;
  });
  const result = page(matches, args);
  return { ...result, echo: echo(args, window, statuses, canListAnyStatus(principal)) };
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
  for (const [name, bound] of Object.entries(window) as [keyof DateWindow, string][]) {
    const wall = parseWallTime(bound);
    if (wall) out[name] = formatWallTime(instantToWallTime(wallTimeToInstant(wall, zone), 'UTC'));
  }
  return out;
}

const shiftDays = (bound: string, days: number): string => {
  const wall = parseWallTime(bound);
  return wall ? formatWallTime(addDays(wall, days)) : bound;
};

/** `geoloc` (has coordinates or not) and the radius search around `geoloc_lat`/`geoloc_lng`. */
function nearFilter(store: StoreReader, args: Args): ((event: EventRecord) => boolean) | undefined {
  const center =
    typeof args.geoloc_lat === 'number' && typeof args.geoloc_lng === 'number'
      ? { lat: args.geoloc_lat, lng: args.geoloc_lng }
      : undefined;
  const radius = typeof args.geoloc_radius === 'number' ? args.geoloc_radius : 10;
  if (!center && typeof args.geoloc !== 'boolean') return undefined;
  return (event) => {
    const points = event.venues.map((id) => store.get('venues', id)).map((v) => (v ? pointOf(v) : undefined));
    if (center) return points.some((p) => p !== undefined && distanceKm(center, p) <= radius);
    return points.some((p) => p !== undefined) === args.geoloc;
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
function expandCategories(store: StoreReader, wanted: number[] | undefined): Set<number> | undefined {
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

function echo(args: Args, window: DateWindow, statuses: ReadonlySet<string>, privileged: boolean): [string, string][] {
  const out: [string, string][] = [
    ['page', typeof args.page === 'number' ? String(args.page) : '1'],
    ['per_page', String(args.per_page)],
  ];
  if (window.start_date) out.push(['start_date', window.start_date]);
  if (window.end_date) out.push(['end_date', window.end_date]);
  if (typeof args.search === 'string') out.push(['search', args.search]);
  const requested = Array.isArray(args.status) ? (args.status as string[]).join(',') : undefined;
  out.push(['status', requested ?? (privileged ? 'any' : [...statuses].join(','))]);
  const include = ids(args.include);
  if (include) out.push(['include', include.join(',')]);
  if (typeof args.post_parent === 'number') out.push(['post_parent', String(args.post_parent)]);
  for (const name of RELATIVE_BOUNDS) {
    const value = window[name];
    if (value) out.push([name, value]);
  }
  for (const name of ['venue', 'organizer'] as const) {
    const list = ids(args[name]);
    if (list) out.push([name, list.join(',')]);
  }
  if (args.featured === true) out.push(['featured', '1']);
  if (typeof args.hide_from_listings === 'boolean')
    out.push(['hide_from_listings', args.hide_from_listings ? '1' : '0']);
  return out;
}
