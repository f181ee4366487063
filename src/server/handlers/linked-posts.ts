// Handlers of the venue and organizer routes, one implementation for both kinds.
import type { InputOf, PathOf } from '../../api/catalog.js';
import { ApiError } from '../../api/errors.js';
import { singular as singularOf } from '../../api/resources.js';
import type { LinkedKind } from '../../domain/linked/linked-fields.js';
import { writeLinkedPost } from '../../domain/linked/linked-writer.js';
import { canReadPost } from '../../domain/permissions.js';
import { inLanguageOf } from '../../domain/translations.js';
import { deletePost, trashPost } from '../../domain/posts/trash.js';
import { linkedQueryOf, type LinkedListInput } from '../../domain/query/linked-list-query.js';
import { queryLinked } from '../../domain/query/linked-query.js';
import { eventParts, type EventParts } from '../../domain/render/event-json.js';
import { jsonText } from '../../domain/render/json-text.js';
import { renderOrganizer, renderVenue, type RenderOptions } from '../../domain/render/linked-posts.js';
import { createRenderContext, type RenderContext, type UrlBuilder } from '../../domain/render/render-context.js';
import { versionOf, type CollectionRecords } from '../../store/records/records.js';
import { digestOf, jsonTag } from '../entity-tags.js';
import { itemBody, itemRead, requireIfMatch, writtenTag, type Handler, type HandlerContext } from './context.js';
import { postList } from './envelope.js';
import { findBySlug, mustGet, requireModifiable, write, writeRecord } from './posts.js';

type Item<K extends LinkedKind> = Readonly<CollectionRecords[K]>;

const RENDERERS: {
  readonly [K in LinkedKind]: (
    context: RenderContext,
    item: Item<K>,
    options: RenderOptions,
  ) => Record<string, unknown>;
} = { venues: renderVenue, organizers: renderOrganizer };

function render<K extends LinkedKind>(ctx: HandlerContext, kind: K, item: Item<K>, options: RenderOptions = {}) {
  const renderItem: (context: RenderContext, item: Item<K>, options: RenderOptions) => Record<string, unknown> =
    RENDERERS[kind];
  return renderItem(createRenderContext(ctx.store, ctx.urls), item, options);
}

/** Venues and organizers are answered from the parts kept for the events that embed them (the same renderings). */
const KEPT: {
  readonly [K in LinkedKind]: (parts: EventParts, urls: UrlBuilder, item: Item<K>, single: boolean) => string;
} = {
  venues: (parts, urls, venue, single) => parts.venue(urls, venue, single),
  organizers: (parts, urls, organizer, single) => parts.organizer(urls, organizer, single),
};

/** `JSON.stringify(render(ctx, kind, item, { single }))`, rendered once per change of what it shows. */
function keptJson<K extends LinkedKind>(ctx: HandlerContext, kind: K, item: Item<K>, single: boolean): string {
  const kept: (parts: EventParts, urls: UrlBuilder, item: Item<K>, single: boolean) => string = KEPT[kind];
  return kept(eventParts(ctx.store), ctx.urls, item, single);
}

/** The tag of the item's single read, taken from its kept rendering (which that read answers). */
function tagOf<K extends LinkedKind>(ctx: HandlerContext, kind: K, item: Item<K>): string {
  return jsonTag(versionOf(item), digestOf(keptJson(ctx, kind, item, true)));
}

/** The item as committed now, for an If-Match test inside a write. */
function committedTag<K extends LinkedKind>(ctx: HandlerContext, kind: K, id: number): string | undefined {
  const current = ctx.store.get(kind, id);
  return current ? tagOf(ctx, kind, current) : undefined;
}

/**
 * A venue or organizer route names its item by ID or by slug; each handler serves both, and takes the input of
 * either kind's route (the table in index.ts gives each kind's routes its own handlers).
 */
type LinkedPath =
  PathOf<'venues.get'> | PathOf<'venues.getBySlug'> | PathOf<'organizers.get'> | PathOf<'organizers.getBySlug'>;
type LinkedAction = 'get' | 'delete';
type LinkedInput<A extends LinkedAction> = InputOf<`venues.${A}`> | InputOf<`organizers.${A}`>;

/** Creates and updates take their own kind's args, which only the kind's writer reads. */
export interface LinkedHandlers<K extends LinkedKind> {
  readonly list: Handler<LinkedListInput, PathOf<'venues.list'>>;
  readonly create: Handler<InputOf<`${K}.create`>, PathOf<'venues.create'>>;
  readonly get: Handler<LinkedInput<'get'>, LinkedPath>;
  readonly update: Handler<InputOf<`${K}.update`>, LinkedPath>;
  readonly remove: Handler<LinkedInput<'delete'>, LinkedPath>;
}

function itemOf<K extends LinkedKind>(kind: K, path: LinkedPath, ctx: HandlerContext): Item<K> {
  if ('slug' in path) {
    const found = findBySlug(ctx, kind, path.slug);
    if (!found)
      throw new ApiError('rest_invalid_param', { args: ['slug'], data: { params: { slug: 'Invalid parameter.' } } });
    return found;
  }
  return mustGet(ctx, kind, path.id);
}

export function linkedHandlers<K extends LinkedKind>(kind: K): LinkedHandlers<K> {
  const singular = singularOf(kind);
  return {
    list: (input, ctx) => {
      const result = queryLinked(ctx.store, linkedQueryOf(kind, input.args, ctx, input.raw));
      if (result.items.length === 0 && result.page > 1) throw new ApiError(`${singular}-archive-page-not-found`);
      const items = result.items.map((item) => jsonText(keptJson(ctx, kind, item, false)));
      return postList(kind, ctx.urls.rest(`${kind}/`), result, items, result.echo);
    },
    // An identical existing item is answered with 201 too, as upstream does.
    create: async (input, ctx) => {
      const created: Item<K> = await writeRecord(ctx, kind, (env) => writeLinkedPost(kind, input.args, undefined, env));
      return {
        status: 201,
        body: itemBody(ctx, created, () => render(ctx, kind, created)),
        headers: writtenTag(ctx, () => tagOf(ctx, kind, created)),
      };
    },
    get: (input, ctx) => {
      const found = itemOf(kind, input.path, ctx);
      const item = 'id' in input.path ? inLanguageOf(ctx.store, kind, found, ctx.language) : found;
      if (!canReadPost(ctx.principal, item)) throw new ApiError(`${singular}-not-accessible`);
      const json = keptJson(ctx, kind, item, true);
      return itemRead(ctx, item.id, versionOf(item), json);
    },
    update: async (input, ctx) => {
      const item = itemOf(kind, input.path, ctx);
      requireModifiable(ctx.principal, item);
      const saved: Item<K> = await writeRecord(ctx, kind, (env) => {
        requireIfMatch(ctx, () => committedTag(ctx, kind, item.id));
        return writeLinkedPost(kind, input.args, item, env);
      });
      return {
        body: itemBody(ctx, saved, () => render(ctx, kind, saved)),
        headers: writtenTag(ctx, () => tagOf(ctx, kind, saved)),
      };
    },
    remove: async (input, ctx) => {
      const item = itemOf(kind, input.path, ctx);
      requireModifiable(ctx.principal, item);
      if (input.args.force === true) {
        const before = render(ctx, kind, item);
        await write(ctx, (env) => {
          requireIfMatch(ctx, () => committedTag(ctx, kind, item.id));
          deletePost(kind, item, env);
        });
        return { body: before };
      }
      if (item.status === 'trash') throw new ApiError(`${singular}-is-in-trash`);
      const trashed = await write(ctx, (env) => {
        requireIfMatch(ctx, () => committedTag(ctx, kind, item.id));
        return trashPost(kind, item, env);
      });
      return { body: render(ctx, kind, trashed) };
    },
  };
}
