// Category and tag objects: the endpoint shape and the shape embedded in events (they differ upstream), each
// built in the order its declaration (src/api/response-terms.ts) gives.
import type {
  EmbeddedTermFields,
  RenderedEmbeddedTerm,
  RenderedTerm,
  TermFields,
  TermUrls,
} from '../../api/response-terms.js';
import type { TermRecord } from '../../store/records/records.js';
import type { RenderContext } from './render-context.js';
import { termName } from './texturize.js';
import { compareNames } from '../compare-names.js';
import { translationMap } from '../translations.js';

export type Taxonomy = 'categories' | 'tags';

const TAXONOMY_NAMES = {
  categories: 'tribe_events_cat',
  tags: 'post_tag',
} as const satisfies Record<Taxonomy, RenderedTerm['taxonomy']>;

function termUrls(ctx: RenderContext, taxonomy: Taxonomy, term: TermRecord): TermUrls {
  return {
    self: ctx.urls.rest(`${taxonomy}/${term.id}`),
    collection: ctx.urls.rest(taxonomy),
    up: term.parent !== 0 ? ctx.urls.rest(`${taxonomy}/${term.parent}`) : undefined,
  };
}

/** The links of a single term, from its URLs. */
function termLinks(urls: TermUrls): Record<string, { href: string }[]> {
  const links: Record<string, { href: string }[]> = {
    self: [{ href: urls.self }],
    collection: [{ href: urls.collection }],
  };
  if (urls.up) links.up = [{ href: urls.up }];
  return links;
}

/** Category archive links nest the ancestors' slugs: `/events/category/music/festivals/`. */
function slugPath(ctx: RenderContext, taxonomy: Taxonomy, term: TermRecord): string {
  const parts = [term.slug];
  const seen = new Set([term.id]);
  let parent = term.parent;
  while (taxonomy === 'categories' && parent !== 0 && !seen.has(parent)) {
    const up = ctx.store.get('categories', parent);
    if (!up) break;
    parts.unshift(up.slug);
    seen.add(up.id);
    parent = up.parent;
  }
  return parts.map(encodeURIComponent).join('/');
}

export function renderTerm(
  ctx: RenderContext,
  taxonomy: Taxonomy,
  term: TermRecord,
  options: { single?: boolean } = {},
): RenderedTerm {
  const urls = termUrls(ctx, taxonomy, term);
  const body: TermFields = {
    id: term.id,
    count: ctx.store.publishedEventCount(term.id),
    description: term.description,
    name: termName(term.name),
    slug: term.slug,
    taxonomy: TAXONOMY_NAMES[taxonomy],
    parent: taxonomy === 'categories' ? term.parent : undefined,
    meta: [],
    url: ctx.urls.termLink(taxonomy, slugPath(ctx, taxonomy, term), term.language),
    urls,
    language: term.language ?? ctx.settings.default_language,
    translations: translationMap(ctx.store, taxonomy, term),
    _links: options.single ? termLinks(urls) : undefined,
  };
  return body;
}

export function renderEmbeddedTerm(ctx: RenderContext, taxonomy: Taxonomy, term: TermRecord): RenderedEmbeddedTerm {
  const body: EmbeddedTermFields = {
    name: termName(term.name),
    slug: term.slug,
    term_group: 0,
    term_taxonomy_id: term.id,
    taxonomy: TAXONOMY_NAMES[taxonomy],
    description: term.description,
    parent: term.parent,
    count: ctx.store.publishedEventCount(term.id),
    filter: 'raw',
    id: term.id,
    urls: termUrls(ctx, taxonomy, term),
  };
  return body;
}

/** The terms of an event, sorted by name as upstream returns them; dangling IDs are skipped. */
export function eventTerms(ctx: RenderContext, taxonomy: Taxonomy, ids: readonly number[]): TermRecord[] {
  return ids
    .map((id) => ctx.store.get(taxonomy, id))
    .filter((term): term is TermRecord => term !== undefined)
    .sort((a, b) => compareNames(a.name, b.name));
}

export function renderEventTerms(
  ctx: RenderContext,
  taxonomy: Taxonomy,
  ids: readonly number[],
): RenderedEmbeddedTerm[] {
  return eventTerms(ctx, taxonomy, ids).map((term) => renderEmbeddedTerm(ctx, taxonomy, term));
}
