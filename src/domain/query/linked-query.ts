// Which venues or organizers a list request returns: status, search, event links and upcoming events.
import type { CollectionRecords, EventRecord, OrganizerRecord, VenueRecord } from '../../store/records/records.js';
import type { StoreReader } from '../../store/store.js';
import { metaFields, type LinkedKind } from '../linked/linked-fields.js';
import { inLanguage } from './filters.js';
import { isReadableBy } from '../permissions.js';
import type { LinkedFilter, LinkedQuery } from './linked-list-query.js';
import { page, type Page } from './paging.js';
import { ResultCache } from './result-cache.js';

type Item<K extends LinkedKind> = Readonly<CollectionRecords[K]>;

/** One cache per kind, so that each answers items of its own type. */
const caches: { readonly [K in LinkedKind]: ResultCache<Item<K>> } = {
  venues: new ResultCache(),
  organizers: new ResultCache(),
};

export interface LinkedQueryResult<K extends LinkedKind = LinkedKind> extends Page<Item<K>> {
  echo: readonly [string, string][];
}

/** Events that make an item "have events": everything but drafts, pending posts and the trash... */
const COUNTING = new Set(['publish', 'future', 'private', 'trash']);

export function queryLinked<K extends LinkedKind>(store: StoreReader, query: LinkedQuery<K>): LinkedQueryResult<K> {
  const { filter } = query;
  const cache: ResultCache<Item<K>> = caches[filter.kind];
  const matches = cache.get(store, filter, () => matching(store, filter));
  return { ...page(matches, query), echo: query.echo };
}

function matching<K extends LinkedKind>(store: StoreReader, filter: LinkedFilter<K>): Item<K>[] {
  const { kind, language, hasEvents, upcomingFrom, search, unpublishedBy } = filter;
  const defaultLanguage = store.settings().default_language;
  const statuses = new Set(filter.statuses);
  const eventStatuses = new Set(filter.eventStatuses);
  // Only these two filters need the events; the plain list never walks them.
  const linkedEvents =
    hasEvents !== undefined || upcomingFrom !== undefined ? linksByItem(store, kind) : new Map<number, EventRecord[]>();
  const event = filter.event === undefined ? undefined : store.get('events', filter.event);
  const found: Item<K>[] = [];
  for (const item of store.all(kind)) {
    if (!statuses.has(item.status) || !inLanguage(item, language, defaultLanguage)) continue;
    if (!isReadableBy(unpublishedBy, item)) continue;
    const events = linkedEvents.get(item.id) ?? [];
    if (event && !event[kind].includes(item.id)) continue;
    if (hasEvents !== undefined && events.some((e) => COUNTING.has(e.status)) !== hasEvents) continue;
    if (
      upcomingFrom !== undefined &&
      !events.some(
        (e) =>
          eventStatuses.has(e.status) &&
          isReadableBy(unpublishedBy, e) &&
          !e.hide_from_listings &&
          e.utc_start_date >= upcomingFrom,
      )
    )
      continue;
    if (search && !matchesFragments(search, item, kind)) continue;
    found.push(item);
  }
  // WordPress' default order: newest publication first.
  return found.sort((a, b) => (a.date_utc < b.date_utc ? 1 : a.date_utc > b.date_utc ? -1 : b.id - a.id));
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
function matchesFragments(
  wanted: readonly string[],
  item: Readonly<VenueRecord | OrganizerRecord>,
  kind: LinkedKind,
): boolean {
  const meta = new Set<string>(metaFields(kind));
  const fields: unknown[] = Object.entries(item).flatMap(([name, value]: [string, unknown]) =>
    meta.has(name) ? [value] : [],
  );
  const texts = [item.title, item.description, item.excerpt, ...fields];
  return texts.some((text) => typeof text === 'string' && wanted.every((f) => text.toLowerCase().includes(f)));
}
