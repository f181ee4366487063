// Where a request points (REST namespace, language segment, site page) and the URLs responses emit.

export const NAMESPACE = 'cal/events/v1';
/** The upstream namespace, answered by the same handlers so existing clients work unchanged. */
export const ALIAS_NAMESPACE = 'tribe/events/v1';
export const REST_PREFIX = 'wp-json';

export type Target =
  | { kind: 'rest'; namespace: string; language: string | undefined; subPath: string }
  | { kind: 'rest-index'; language: string | undefined }
  | { kind: 'rest-unknown' }
  | { kind: 'site'; path: string };

const REST_PATH = /^(?:\/([A-Za-z]{2,3}(?:[-_][A-Za-z]{2,4})?))?\/wp-json(\/.*)?$/;

/** `languages` are the site's; a segment that is not one of them is not a language at all. */
export function resolveTarget(pathname: string, languages: readonly string[]): Target {
  const match = REST_PATH.exec(pathname);
  if (!match) return { kind: 'site', path: pathname };
  const [, segment, rest = ''] = match;
  if (segment !== undefined && !languages.includes(segment)) return { kind: 'rest-unknown' };
  const trimmed = rest.replace(/\/+$/, '');
  if (trimmed === '') return { kind: 'rest-index', language: segment };
  for (const namespace of [NAMESPACE, ALIAS_NAMESPACE]) {
    const prefix = `/${namespace}`;
    if (trimmed === prefix || trimmed.startsWith(`${prefix}/`)) {
      return { kind: 'rest', namespace, language: segment, subPath: trimmed.slice(prefix.length) };
    }
  }
  return { kind: 'rest-unknown' };
}

/** Builds every URL a response carries from the site URL, keeping the request's namespace and language. */
export class Urls {
  /** The site URL without any language segment. */
  readonly base: string;
  readonly site: string;
  readonly apiRoot: string;

  constructor(
    siteUrl: string,
    readonly namespace: string,
    readonly languageSegment: string | undefined,
  ) {
    const base = siteUrl.replace(/\/+$/, '');
    this.base = base;
    this.site = languageSegment ? `${base}/${languageSegment}` : base;
    this.apiRoot = `${this.site}/${REST_PREFIX}/${namespace}/`;
  }

  /** The REST index of the whole site (`Link: rel="https://api.w.org/"`). */
  get restIndex(): string {
    return `${this.site}/${REST_PREFIX}/`;
  }

  rest(path: string): string {
    return this.apiRoot + path.replace(/^\//, '');
  }

  permalink(kind: 'event' | 'venue' | 'organizer', slug: string): string {
    return `${this.site}/${kind}/${encodeURIComponent(slug)}/`;
  }

  /** The URL WordPress gives posts without a usable slug (drafts, trash). */
  plainPermalink(postType: string, id: number): string {
    return `${this.site}/?post_type=${postType}&p=${id}`;
  }

  termLink(taxonomy: 'categories' | 'tags', slugPath: string): string {
    return taxonomy === 'categories' ? `${this.site}/events/category/${slugPath}/` : `${this.site}/tag/${slugPath}/`;
  }
}
