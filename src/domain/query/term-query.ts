// Which categories or tags a list request returns, in WordPress' orderings.
import type { TermRecord } from '../../store/records/records.js';
import type { StoreReader } from '../../store/store.js';
import { inLanguage } from './filters.js';
import { page, type Page } from './paging.js';
import type { TermFilter, TermQuery } from './term-list-query.js';

export function queryTerms(store: StoreReader, query: TermQuery, count: (id: number) => number): Page<TermRecord> {
  const { filter } = query;
  const { taxonomy, language, include, exclude, search, parent, slug } = filter;
  const defaultLanguage = store.settings().default_language;
  const post = filter.event === undefined ? undefined : store.get('events', filter.event);

  const matches: TermRecord[] = [];
  for (const term of store.all(taxonomy)) {
    if (!inLanguage(term, language, defaultLanguage)) continue;
    if (include && !include.includes(term.id)) continue;
    if (exclude.includes(term.id)) continue;
    if (search !== undefined && !term.name.toLowerCase().includes(search) && !term.slug.includes(search)) continue;
    if (parent !== undefined && term.parent !== parent) continue;
    if (post && !post[taxonomy].includes(term.id)) continue;
    if (slug !== undefined && term.slug !== slug) continue;
    if (filter.hideEmpty && count(term.id) === 0) continue;
    matches.push(term);
  }
  matches.sort(comparator(filter, count));
  return page(matches, query);
}

function comparator(filter: TermFilter, count: (id: number) => number) {
  const { include } = filter;
  const direction = filter.descending ? -1 : 1;
  const key = (term: TermRecord): string | number => {
    switch (filter.orderBy) {
      case 'id':
      case 'term_group':
      case 'none':
        return term.id;
      case 'slug':
      case 'slug_in':
      case 'include_slugs':
        return term.slug;
      case 'count':
        return count(term.id);
      case 'description':
        return term.description.toLowerCase();
      case 'include':
        return include ? include.indexOf(term.id) : term.id;
      default:
        return term.name.toLowerCase();
    }
  };
  return (a: TermRecord, b: TermRecord): number => {
    const ka = key(a);
    const kb = key(b);
    const base = ka < kb ? -1 : ka > kb ? 1 : a.id - b.id;
    return base * direction;
  };
}
