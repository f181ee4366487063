// Which categories or tags a list request returns, in WordPress' orderings.
import type { TermRecord } from '../../store/records.js';
import type { StoreReader } from '../../store/store.js';
import { inLanguage } from './filters.js';
import { page, pageRequestOf, type Page } from './paging.js';

type Args = Readonly<Record<string, unknown>>;
type Taxonomy = 'categories' | 'tags';

export function queryTerms(
  store: StoreReader,
  taxonomy: Taxonomy,
  args: Args,
  scope: { language: string; count: (id: number) => number },
): Page<TermRecord> {
  const { count, language } = scope;
  const defaultLanguage = store.settings().default_language;
  const include = Array.isArray(args.include) ? (args.include as number[]) : undefined;
  const exclude = Array.isArray(args.exclude) ? (args.exclude as number[]) : [];
  const search = typeof args.search === 'string' ? args.search.toLowerCase() : undefined;
  // `event` is an alias of `post` and wins when both are sent.
  const postId = typeof args.event === 'number' ? args.event : typeof args.post === 'number' ? args.post : undefined;
  const post = postId === undefined ? undefined : store.get('events', postId);
  const hideEmpty = args.hide_empty !== false;

  const matches: TermRecord[] = [];
  for (const term of store.all(taxonomy)) {
    if (!inLanguage(term, language, defaultLanguage)) continue;
    if (include && !include.includes(term.id)) continue;
    if (exclude.includes(term.id)) continue;
    if (search !== undefined && !term.name.toLowerCase().includes(search) && !term.slug.includes(search)) continue;
    if (typeof args.parent === 'number' && term.parent !== args.parent) continue;
    if (post && !post[taxonomy].includes(term.id)) continue;
    if (typeof args.slug === 'string' && term.slug !== args.slug) continue;
    if (hideEmpty && count(term.id) === 0) continue;
    matches.push(term);
  }
  matches.sort(comparator(args, include, count));
  return page(matches, pageRequestOf(args));
}

function comparator(args: Args, include: number[] | undefined, count: (id: number) => number) {
  const direction = args.order === undefined || args.order === 'asc' ? 1 : -1;
  const key = (term: TermRecord): string | number => {
    switch (args.orderby) {
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
