// What category and tag tests share: the two taxonomies side by side and the term shapes they answer with.
import type { ApiServer } from '../helpers/api-server.js';

export interface Taxonomy {
  readonly kind: 'categories' | 'tags';
  readonly taxonomy: 'tribe_events_cat' | 'post_tag';
  /** Categories nest (`parent`); tags do not. */
  readonly hierarchical: boolean;
  /** Public archive link of a term, from its slug path. */
  url(site: string, slugPath: string): string;
}

export const CATEGORIES: Taxonomy = {
  kind: 'categories',
  taxonomy: 'tribe_events_cat',
  hierarchical: true,
  url: (site, slugPath) => `${site}/events/category/${slugPath}/`,
};

export const TAGS: Taxonomy = {
  kind: 'tags',
  taxonomy: 'post_tag',
  hierarchical: false,
  url: (site, slugPath) => `${site}/tag/${slugPath}/`,
};

export const TAXONOMIES: readonly Taxonomy[] = [CATEGORIES, TAGS];

export const table = <T extends { kind: string }>(items: readonly T[]) => items.map((t) => [t.kind, t] as const);

/** The endpoint shape of a term (TEC-REFERENCE §5.4 b), in upstream key order; `_links` only on single responses. */
export function termBody(
  api: ApiServer,
  t: Taxonomy,
  term: {
    id: number;
    name: string;
    slug: string;
    description?: string;
    count?: number;
    parent?: number;
    slugPath?: string;
  },
  options: { single?: boolean } = {},
): Record<string, unknown> {
  const self = `${api.api}${t.kind}/${term.id}`;
  const collection = `${api.api}${t.kind}`;
  const parent = term.parent ?? 0;
  const up = parent !== 0 ? `${api.api}${t.kind}/${parent}` : undefined;
  const body: Record<string, unknown> = {
    id: term.id,
    count: term.count ?? 0,
    description: term.description ?? '',
    name: term.name,
    slug: term.slug,
    taxonomy: t.taxonomy,
    ...(t.hierarchical ? { parent } : {}),
    meta: [],
    url: t.url(api.site, term.slugPath ?? term.slug),
    urls: up ? { self, collection, up } : { self, collection },
    // Ours (API.md, Languages).
    language: 'en',
    translations: {},
  };
  if (options.single) {
    body._links = up
      ? { self: [{ href: self }], collection: [{ href: collection }], up: [{ href: up }] }
      : { self: [{ href: self }], collection: [{ href: collection }] };
  }
  return body;
}
