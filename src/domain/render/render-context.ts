// What rendering needs besides the record: the store for linked items, the URL builder and term counts.
import type { Settings } from '../../store/records.js';
import type { StoreReader } from '../../store/store.js';

export interface UrlBuilder {
  /** The site without a language segment: global IDs do not change with the language. */
  readonly base: string;
  readonly site: string;
  readonly apiRoot: string;
  rest(path: string): string;
  permalink(kind: 'event' | 'venue' | 'organizer', slug: string, language?: string): string;
  plainPermalink(postType: string, id: number, language?: string): string;
  termLink(taxonomy: 'categories' | 'tags', slugPath: string, language?: string): string;
}

export interface RenderContext {
  readonly store: StoreReader;
  readonly urls: UrlBuilder;
  readonly settings: Readonly<Settings>;
  /** Published events per term ID, computed once per request when a term is rendered. */
  termCount(id: number): number;
}

const countCache = new WeakMap<StoreReader, { revision: number; counts: Map<number, number> }>();

/** Counting needs a pass over every event; it is done once per store revision, not once per request. */
function termCounts(store: StoreReader): Map<number, number> {
  const revision = store.revision();
  const cached = countCache.get(store);
  if (cached && cached.revision === revision && revision >= 0) return cached.counts;
  const counts = countTerms(store);
  countCache.set(store, { revision, counts });
  return counts;
}

export function createRenderContext(store: StoreReader, urls: UrlBuilder): RenderContext {
  let counts: Map<number, number> | undefined;
  return {
    store,
    urls,
    settings: store.settings(),
    termCount(id) {
      counts ??= termCounts(store);
      return counts.get(id) ?? 0;
    },
  };
}

function countTerms(store: StoreReader): Map<number, number> {
  const counts = new Map<number, number>();
  for (const event of store.all('events')) {
    if (event.status !== 'publish') continue;
    for (const id of event.categories) counts.set(id, (counts.get(id) ?? 0) + 1);
    for (const id of event.tags) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}

/** `example.org?id=12`: the upstream global ID is the site's host and path, without scheme or port. */
export function globalId(site: string, id: number): string {
  const url = new URL(site);
  const path = url.pathname.replace(/\/$/, '');
  return `${url.hostname}${path}?id=${id}`;
}
