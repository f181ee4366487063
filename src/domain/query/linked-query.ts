// Which venues or organizers a list request returns: status, search, event links and upcoming events.
import { isTruthy } from '../../api/params.js';
import type { EventRecord, OrganizerRecord, VenueRecord } from '../../store/records.js';
import type { StoreReader } from '../../store/store.js';
import { metaFields, type LinkedKind } from '../linked/linked-fields.js';
import { canListAnyStatus } from '../permissions.js';
import { formatWallTime } from '../dates/wall-time.js';
import { instantToWallTime } from '../dates/zones.js';
import { inLanguage, likeFragments, visibleStatuses, type ListScope } from './filters.js';
import { page, pageRequestOf, type Page } from './paging.js';
import { ResultCache } from './result-cache.js';

const cache = new ResultCache<VenueRecord | OrganizerRecord>();

export interface LinkedQueryResult extends Page<VenueRecord | OrganizerRecord> {
  echo: [string, string][];
}

type Args = Readonly<Record<string, unknown>>;

/** Events that make an item "have events": everything but drafts, pending posts and the trash... */
const COUNTING = new Set(['publish', 'future', 'private', 'trash']);

export function queryLinked(store: StoreReader, kind: LinkedKind, args: Args, scope: ListScope): LinkedQueryResult {
  const { principal, now, language } = scope;
  const defaultLanguage = store.settings().default_language;
  const privileged = canListAnyStatus(principal);
  const statuses = visibleStatuses(statusList(args.status), privileged);
  const upcoming = isTruthy(args.only_with_upcoming);
  // Only these two filters need the events; the plain list never walks them.
  const linkedEvents =
    args.has_events !== undefined || upcoming ? linksByItem(store, kind) : new Map<number, EventRecord[]>();
  const nowUtc = formatWallTime(instantToWallTime(now, 'UTC'));
  const eventVisible = visibleStatuses(undefined, privileged);
  const search = typeof args.search === 'string' ? likeFragments(args.search) : undefined;
  const event = typeof args.event === 'number' ? store.get('events', args.event) : undefined;
  const key = [kind, [...statuses], language, args.event, args.has_events, upcoming && nowUtc.slice(0, 16), search];

  const matches = cache.get(store, key, () => {
    const found: (VenueRecord | OrganizerRecord)[] = [];
    for (const item of store.all(kind)) {
      if (!statuses.has(item.status) || !inLanguage(item, language, defaultLanguage)) continue;
      const events = linkedEvents.get(item.id) ?? [];
      if (event && !event[kind].includes(item.id)) continue;
      if (args.has_events !== undefined) {
        const has = events.some((e) => COUNTING.has(e.status));
        if (has !== isTruthy(args.has_events)) continue;
      }
      if (
        upcoming &&
        !events.some((e) => eventVisible.has(e.status) && !e.hide_from_listings && e.utc_start_date >= nowUtc)
      )
        continue;
      if (search && !matchesFragments(search, item, kind)) continue;
      found.push(item);
    }
    // WordPress' default order: newest publication first.
    return found.sort((a, b) => (a.date_utc < b.date_utc ? 1 : a.date_utc > b.date_utc ? -1 : b.id - a.id));
  });
  const result = page(matches, pageRequestOf(args));
  const echo: [string, string][] = [
    ['page', String(result.page)],
    ['per_page', String(result.perPage)],
  ];
  if (typeof args.search === 'string') echo.push(['search', args.search]);
  if (typeof args.event === 'number') echo.push(['event', String(args.event)]);
  if (typeof args.has_events === 'string') echo.push(['has_events', args.has_events]);
  if (upcoming) echo.push(['only_with_upcoming', 'true']);
  echo.push([
    'status',
    Array.isArray(args.status) ? (args.status as string[]).join(',') : privileged ? 'any' : 'publish',
  ]);
  return { ...result, echo };
}

function linksByItem(store: StoreReader, kind: LinkedKind): Map<number, EventRecord[]> {
  const map = new Map<number, EventRecord[]>();
  for (const event of store.all('events')) {
    for (const id of event[kind]) {
      const list = map.get(id);
      if (list) list.push(event);
      else map.set(id, [event]);
    }
  }
  return map;
}

/** One field must hold every fragment. */
function matchesFragments(wanted: readonly string[], item: VenueRecord | OrganizerRecord, kind: LinkedKind): boolean {
  const fields = item as unknown as Record<string, unknown>;
  const texts = [item.title, item.description, item.excerpt, ...metaFields(kind).map((f) => fields[f])];
  return texts.some((text) => typeof text === 'string' && wanted.every((f) => text.toLowerCase().includes(f)));
}

/** The statuses the `status-filter` check left, read from the loosely typed args of this list. */
function statusList(value: unknown): string[] | undefined {
  return Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : undefined;
}
