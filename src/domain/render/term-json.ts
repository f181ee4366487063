// Categories and tags as their own routes answer them, rendered once per change of what they show (the term, the
// count of its published events, the settings) and kept beside the store's records, as event parts are.
import type { TermRecord } from '../../store/records/records.js';
import type { StoreReader } from '../../store/store.js';
import { FragmentTable } from './fragments.js';
import type { RenderContext, UrlBuilder } from './render-context.js';
import { renderTerm, type Taxonomy } from './terms.js';

type Form = 'listed' | 'single';

type Renderer = (ctx: RenderContext, term: TermRecord) => string;

/** The renderers of one taxonomy's two forms, made once: a read makes no functions. */
const renderers = (taxonomy: Taxonomy): Record<Form, Renderer> => ({
  listed: (ctx, term) => JSON.stringify(renderTerm(ctx, taxonomy, term)),
  single: (ctx, term) => JSON.stringify(renderTerm(ctx, taxonomy, term, { single: true })),
});
const RENDERERS: Record<Taxonomy, Record<Form, Renderer>> = {
  categories: renderers('categories'),
  tags: renderers('tags'),
};

export class TermParts {
  private readonly tables: Record<Taxonomy, Record<Form, FragmentTable<string>>>;

  constructor(store: StoreReader) {
    const table = (taxonomy: Taxonomy) => new FragmentTable<string>(store, taxonomy);
    this.tables = {
      categories: { listed: table('categories'), single: table('categories') },
      tags: { listed: table('tags'), single: table('tags') },
    };
  }

  /** `JSON.stringify(renderTerm(ctx, taxonomy, term, { single }))`, kept while what it shows is unchanged. */
  json(urls: UrlBuilder, taxonomy: Taxonomy, term: TermRecord, single: boolean): string {
    const form = single ? 'single' : 'listed';
    return this.tables[taxonomy][form].get(urls, term, RENDERERS[taxonomy][form]);
  }
}

const perStore = new WeakMap<StoreReader, TermParts>();

/** The kept term renderings of `store`, made on first use. */
export function termParts(store: StoreReader): TermParts {
  let parts = perStore.get(store);
  if (!parts) perStore.set(store, (parts = new TermParts(store)));
  return parts;
}
