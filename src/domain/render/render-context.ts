// What rendering needs besides the record: the store (linked items, term counts) and the URL builder.
import type { PostResource, Singular } from '../../api/resources.js';
import type { Settings } from '../../store/records/records.js';
import type { StoreReader } from '../../store/store.js';

export interface UrlBuilder {
  /** Everything the URLs depend on (site, namespace, language form): equal keys build equal URLs. */
  readonly key: string;
  /** The site without a language segment: global IDs do not change with the language. */
  readonly base: string;
  readonly site: string;
  readonly apiRoot: string;
  rest(path: string): string;
  permalink(kind: Singular<PostResource>, slug: string, language?: string): string;
  plainPermalink(postType: string, id: number, language?: string): string;
  termLink(taxonomy: 'categories' | 'tags', slugPath: string, language?: string): string;
}

/** What rendering may read of the store: fragments are checked still current by repeating these reads alone. */
export type RenderReader = Pick<StoreReader, 'settings' | 'get' | 'translationsOf' | 'publishedEventCount'>;

export interface RenderContext {
  readonly store: RenderReader;
  readonly urls: UrlBuilder;
  readonly settings: Readonly<Settings>;
}

export function createRenderContext(store: RenderReader, urls: UrlBuilder): RenderContext {
  return {
    store,
    urls,
    settings: store.settings(),
  };
}

/** The site's host and path of the last site asked for: a server has one, and parsing its URL cost 2 µs a render. */
let lastSite: { readonly site: string; readonly prefix: string } | undefined;

/** `example.org?id=12`: the upstream global ID is the site's host and path, without scheme or port. */
export function globalId(site: string, id: number): string {
  if (lastSite?.site !== site) {
    const url = new URL(site);
    lastSite = { site, prefix: `${url.hostname}${url.pathname.replace(/\/$/, '')}` };
  }
  return `${lastSite.prefix}?id=${id}`;
}
