// The typed query of a category or tag list, built once from the validated input of its `list` operation.
import type { InputOf } from '../../api/catalog.js';
import type { Taxonomy } from '../terms/term-writer.js';
import { given } from './filters.js';

export type TermListInput = InputOf<'categories.list'> | InputOf<'tags.list'>;

/** Everything that decides which terms are listed and in which order, whatever the page. */
export interface TermFilter {
  readonly taxonomy: Taxonomy;
  readonly language: string;
  /** Only these term IDs; the `include` ordering follows this list. */
  readonly include?: readonly number[];
  readonly exclude: readonly number[];
  /** Lower-cased; the name (any case) or the slug must contain it. */
  readonly search?: string;
  /** Categories only: the children of this category (0 for top-level ones). */
  readonly parent?: number;
  /** Only the terms of this event. */
  readonly event?: number;
  readonly slug?: string;
  readonly hideEmpty: boolean;
  readonly descending: boolean;
  /** WordPress' `orderby`; by name when absent or unknown. */
  readonly orderBy?: string;
}

export interface TermQuery {
  readonly filter: TermFilter;
  readonly page: number;
  readonly perPage: number;
}

export function termQueryOf(taxonomy: Taxonomy, args: TermListInput, language: string): TermQuery {
  const order = given(args.order);
  // Read as a category list, a tag list has no `parent`: validation keeps only the parameters of the operation.
  const categoryArgs: InputOf<'categories.list'> = args;
  const filter: TermFilter = {
    taxonomy,
    language,
    include: given(args.include),
    exclude: given(args.exclude) ?? [],
    search: given(args.search)?.toLowerCase(),
    parent: given(categoryArgs.parent),
    // `event` is an alias of `post` and wins when both are sent.
    event: given(args.event) ?? given(args.post),
    slug: given(args.slug),
    hideEmpty: args.hide_empty !== false,
    descending: order !== undefined && order !== 'asc',
    orderBy: given(args.orderby),
  };
  return { filter, page: args.page, perPage: args.per_page };
}
