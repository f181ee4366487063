// Where a request points (REST namespace, language segment, site page) and the URLs responses emit.
import type { PostResource, Singular, TermResource } from '../api/resources.js';

export const NAMESPACE = 'cal/events/v1';
/** The upstream namespace, answered by the same handlers so existing clients work unchanged. */
export const ALIAS_NAMESPACE = 'tribe/events/v1';
export const REST_PREFIX = 'wp-json';

export type Target =
  | { kind: 'rest'; namespace: string; language: string | undefined; subPath: string }
  | { kind: 'rest-index'; language: string | undefined }
  | { kind: 'rest-me' }
  | { kind: 'rest-batch'; language: string | undefined }
  | { kind: 'rest-unknown' }
  | { kind: 'site'; path: string };

const REST_PATH = /^(?:\/([A-Za-z]{2,3}(?:[-_][A-Za-z]{2,4})?))?\/wp-json(\/.*)?$/;
const NAMESPACE_PREFIXES = [NAMESPACE, ALIAS_NAMESPACE].map((namespace) => [namespace, `/${namespace}`] as const);

function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === 0x2f) end--;
  return end === path.length ? path : path.slice(0, end);
}

/** `languages` are the site's; a segment that is not one of them is not a language at all. */
export function resolveTarget(pathname: string, languages: readonly string[]): Target {
  const match = REST_PATH.exec(pathname);
  if (!match) return { kind: 'site', path: pathname };
  const [, segment, rest = ''] = match;
  if (segment !== undefined && !languages.includes(segment)) return { kind: 'rest-unknown' };
  const trimmed = withoutTrailingSlashes(rest);
  if (trimmed === '') return { kind: 'rest-index', language: segment };
  // WordPress' "who am I", for clients asking a WordPress site and this server alike.
  if (trimmed === '/wp/v2/users/me') return { kind: 'rest-me' };
  // WordPress' batch route (src/server/batch.ts).
  if (trimmed === '/batch/v1') return { kind: 'rest-batch', language: segment };
  for (const [namespace, prefix] of NAMESPACE_PREFIXES) {
    if (trimmed.startsWith(prefix) && (trimmed.length === prefix.length || trimmed[prefix.length] === '/')) {
      // `…/v1//events` is `…/v1/events`, as WordPress routes it: /doc's server URL ends in `/`, paths start with one.
      const subPath = trimmed.slice(prefix.length).replace(/\/{2,}/g, '/');
      return { kind: 'rest', namespace, language: segment, subPath };
    }
  }
  return { kind: 'rest-unknown' };
}

export interface UrlLanguage {
  /** `/{lang}` came in the path: REST URLs keep it. */
  segment?: string;
  /** `site_language` came as a parameter: REST URLs carry it too. */
  param?: string;
  /** Content in this language has no language prefix in its permalinks. */
  defaultLanguage: string;
}

/**
 * Each URL form's key, once: kept answers note the key they were made for, and Urls are made anew for a form not
 * asked lately (Urls.of keeps a few) and by rendering ahead, whose keys then compare by identity.
 */
const KEYS = new Map<string, string>();
const KEY_LIMIT = 64;

function interned(key: string): string {
  const known = KEYS.get(key);
  if (known !== undefined) return known;
  // A server answers a handful of URL forms; a caller inventing more must not grow this without end.
  if (KEYS.size >= KEY_LIMIT) KEYS.clear();
  KEYS.set(key, key);
  return key;
}

/** URL forms made lately, for Urls.of: a server answers a handful. */
const RECENT_FORMS: Urls[] = [];
const RECENT_LIMIT = 8;

/**
 * Builds every URL a response carries from the site URL: REST URLs keep the request's namespace and
 * language form; permalinks carry the item's language (`{site}/es/event/...`) unless it is the default.
 */
export class Urls {
  /** The site URL without any language segment. */
  readonly base: string;
  readonly site: string;
  readonly apiRoot: string;
  readonly key: string;

  /** The URLs of this URL form: one made for it lately when there is (every request asks for one). */
  static of(siteUrl: string, namespace: string, language: UrlLanguage): Urls {
    for (const urls of RECENT_FORMS) if (urls.isFor(siteUrl, namespace, language)) return urls;
    const urls = new Urls(siteUrl, namespace, language);
    if (RECENT_FORMS.length >= RECENT_LIMIT) RECENT_FORMS.shift();
    RECENT_FORMS.push(urls);
    return urls;
  }

  constructor(
    private readonly siteUrl: string,
    readonly namespace: string,
    private readonly language: UrlLanguage,
  ) {
    const base = siteUrl.replace(/\/+$/, '');
    this.base = base;
    this.site = language.segment ? `${base}/${language.segment}` : base;
    this.apiRoot = `${this.site}/${REST_PREFIX}/${namespace}/`;
    this.key = interned([base, this.apiRoot, language.param ?? '', language.defaultLanguage].join('\n'));
  }

  private isFor(siteUrl: string, namespace: string, language: UrlLanguage): boolean {
    const own = this.language;
    return (
      this.siteUrl === siteUrl &&
      this.namespace === namespace &&
      own.segment === language.segment &&
      own.param === language.param &&
      own.defaultLanguage === language.defaultLanguage
    );
  }

  /** The REST index of the whole site (`Link: rel="https://api.w.org/"`). */
  get restIndex(): string {
    return `${this.site}/${REST_PREFIX}/`;
  }

  rest(path: string): string {
    const url = this.apiRoot + path.replace(/^\//, '');
    if (!this.language.param) return url;
    return `${url}${url.includes('?') ? '&' : '?'}site_language=${encodeURIComponent(this.language.param)}`;
  }

  private home(language: string | undefined): string {
    return language && language !== this.language.defaultLanguage ? `${this.base}/${language}` : this.base;
  }

  permalink(kind: Singular<PostResource>, slug: string, language?: string): string {
    return `${this.home(language)}/${kind}/${encodeURIComponent(slug)}/`;
  }

  /** The URL WordPress gives posts without a usable slug (drafts, trash). */
  plainPermalink(postType: string, id: number, language?: string): string {
    return `${this.home(language)}/?post_type=${postType}&p=${id}`;
  }

  termLink(taxonomy: TermResource, slugPath: string, language?: string): string {
    const home = this.home(language);
    return taxonomy === 'categories' ? `${home}/events/category/${slugPath}/` : `${home}/tag/${slugPath}/`;
  }
}
