// Handlers of the category and tag routes; deletion is always permanent, as upstream.
import type { InputOf, PathOf } from '../../api/catalog.js';
import { ApiError } from '../../api/errors.js';
import { termQueryOf, type TermListInput } from '../../domain/query/term-list-query.js';
import { given } from '../../domain/query/filters.js';
import { queryTerms } from '../../domain/query/term-query.js';
import { inLanguageOf } from '../../domain/translations.js';
import { createRenderContext } from '../../domain/render/render-context.js';
import { jsonText } from '../../domain/render/json-text.js';
import { termParts } from '../../domain/render/term-json.js';
import { renderTerm } from '../../domain/render/terms.js';
import { createTerm, deleteTerm, updateTerm, type Taxonomy, type TermInput } from '../../domain/terms/term-writer.js';
import { versionOf, type TermRecord } from '../../store/records/records.js';
import { digestOf, jsonTag } from '../entity-tags.js';
import { itemRead, requireIfMatch, writtenItem, type Handler, type HandlerContext } from './context.js';
import { termList } from './envelope.js';
import { mustGet, write, writeRecord } from './posts.js';

/** A term route names its term by ID, for both taxonomies. */
type TermPath = PathOf<'categories.get'> | PathOf<'tags.get'>;

export interface TermHandlers {
  readonly list: Handler<TermListInput, PathOf<'categories.list'>>;
  readonly create: Handler<InputOf<'categories.create'> | InputOf<'tags.create'>, PathOf<'categories.create'>>;
  readonly get: Handler<InputOf<'categories.get'> | InputOf<'tags.get'>, TermPath>;
  readonly update: Handler<InputOf<'categories.update'> | InputOf<'tags.update'>, TermPath>;
  readonly remove: Handler<InputOf<'categories.delete'> | InputOf<'tags.delete'>, TermPath>;
}

/**
 * What a create or update of either taxonomy may send: a category update's fields (a tag's lack `parent`) and a
 * create's `translation_of`.
 */
type TermWriteArgs = InputOf<'categories.update'> & Partial<Pick<InputOf<'categories.create'>, 'translation_of'>>;

/** What a create or update sets; a JSON null clears the description and leaves the other fields alone. */
function termInput(args: TermWriteArgs): TermInput {
  const input: TermInput = {};
  const name = given(args.name);
  if (name !== undefined) input.name = name;
  if (args.description !== undefined) input.description = args.description ?? '';
  const slug = given(args.slug);
  if (slug !== undefined) input.slug = slug;
  const parent = given(args.parent);
  if (parent !== undefined) input.parent = parent;
  const translationOf = given(args.translation_of);
  if (translationOf !== undefined) input.translation_of = translationOf;
  return input;
}

/** Tags are flat: WordPress refuses a parent rather than ignoring it. */
function refuseParent(taxonomy: Taxonomy, raw: Readonly<Record<string, unknown>>): void {
  if (taxonomy === 'tags' && raw.parent !== undefined) throw new ApiError('rest_taxonomy_not_hierarchical');
}

/** The term as read alone, from its kept rendering (reads, write answers and tags use the same). */
function singleJson(ctx: HandlerContext, taxonomy: Taxonomy, term: TermRecord): string {
  return termParts(ctx.store).json(ctx.urls, taxonomy, term, true);
}

function tagOf(ctx: HandlerContext, taxonomy: Taxonomy, term: TermRecord): string {
  return jsonTag(versionOf(term), digestOf(singleJson(ctx, taxonomy, term)));
}

/** The term as committed now, for an If-Match test inside a write. */
function committedTag(ctx: HandlerContext, taxonomy: Taxonomy, id: number): string | undefined {
  const current = ctx.store.get(taxonomy, id);
  return current ? tagOf(ctx, taxonomy, current) : undefined;
}

export function termHandlers(taxonomy: Taxonomy): TermHandlers {
  return {
    list: (input, ctx) => {
      const result = queryTerms(ctx.store, termQueryOf(taxonomy, input.args, ctx.language), (id) =>
        ctx.store.publishedEventCount(id),
      );
      const kept = termParts(ctx.store);
      const items = result.items.map((term) => jsonText(kept.json(ctx.urls, taxonomy, term, false)));
      return termList(taxonomy, ctx.urls.rest(`${taxonomy}/`), result, items);
    },
    create: async (input, ctx) => {
      refuseParent(taxonomy, input.raw);
      const term = await writeRecord(ctx, taxonomy, (env) =>
        createTerm(taxonomy, { ...termInput(input.args), name: input.args.name }, env),
      );
      const answer = writtenItem(ctx, term, versionOf(term), () => singleJson(ctx, taxonomy, term));
      return {
        ...answer,
        status: 201,
        headers: { location: ctx.urls.rest(`${taxonomy}/${term.id}`), ...answer.headers },
      };
    },
    get: (input, ctx) => {
      const term = inLanguageOf(ctx.store, taxonomy, mustGet(ctx, taxonomy, input.path.id), ctx.language);
      return itemRead(ctx, term.id, versionOf(term), singleJson(ctx, taxonomy, term));
    },
    update: async (input, ctx) => {
      const existing = mustGet(ctx, taxonomy, input.path.id);
      refuseParent(taxonomy, input.raw);
      const term = await writeRecord(ctx, taxonomy, (env) => {
        requireIfMatch(ctx, () => committedTag(ctx, taxonomy, existing.id));
        return updateTerm(taxonomy, existing, termInput(input.args), env);
      });
      return writtenItem(ctx, term, versionOf(term), () => singleJson(ctx, taxonomy, term));
    },
    remove: async (input, ctx) => {
      const term = mustGet(ctx, taxonomy, input.path.id);
      const before = renderTerm(createRenderContext(ctx.store, ctx.urls), taxonomy, term);
      await write(ctx, (env) => {
        requireIfMatch(ctx, () => committedTag(ctx, taxonomy, term.id));
        deleteTerm(taxonomy, term, env);
      });
      return { body: before };
    },
  };
}
