// Handlers of the event routes: list, read, create, update and delete, by ID or by slug.
import { ApiError } from '../../api/errors.js';
import type { InputOf, PathOf } from '../../api/catalog.js';
import type { RenderedEvent } from '../../api/response-posts.js';
import { writeEvent } from '../../domain/events/event-writer.js';
import { blankProtected, isLocked } from '../../domain/events/protection.js';
import { inLanguageOf } from '../../domain/translations.js';
import { canListAnyStatus, canModifyPost, canReadPost } from '../../domain/permissions.js';
import { deletePost, trashPost } from '../../domain/posts/trash.js';
import { queryEvents } from '../../domain/query/event-query.js';
import { eventQueryOf } from '../../domain/query/event-list-query.js';
import { eventRawText, renderEvent } from '../../domain/render/event.js';
import { createRenderContext } from '../../domain/render/render-context.js';
import { versionOf, type EventRecord } from '../../store/records/records.js';
import { digestOf, jsonTag } from '../entity-tags.js';
import { eventParts } from '../../domain/render/event-json.js';
import { jsonText, type JsonText } from '../../domain/render/json-text.js';
import {
  itemJson,
  requireIfMatch,
  writtenMinimal,
  writtenTag,
  type Handler,
  type HandlerResult,
  type HandlerContext,
  type OperationHandler,
} from './context.js';
import { postList } from './envelope.js';
import { findBySlug, requireModifiable, write, writeRecord } from './posts.js';

/** What an event read says of how to show it: the password that unlocks it, and its context. */
interface ReadArgs {
  readonly password?: string | null;
  readonly context?: string | null;
}

/** Whether the request asks for the text as written (`context=edit`), which editors of an event get. */
const editing = (args: ReadArgs): boolean => args.context === 'edit';

/**
 * Our extension: a caller who may edit a protected event gets its `password` (as WordPress shows it to editors),
 * so an export can carry it; absent when the calendar's key cannot read it back.
 */
function passwordShown(ctx: HandlerContext, event: EventRecord): string | undefined {
  if (!event.password || !event.password_sealed || !canModifyPost(ctx.principal, event)) return undefined;
  return ctx.store.secrets.open(event.password_sealed);
}

/**
 * The members added at the end of an event for this caller: its `password`, and with `context=edit` its text as
 * written (`raw`, our extension, as WordPress' edit context gives `title.raw`), both only to those who may edit it.
 */
function editorMembers(
  ctx: HandlerContext,
  event: EventRecord,
  edit: boolean,
): Pick<RenderedEvent, 'password' | 'raw'> {
  const raw = edit && canModifyPost(ctx.principal, event) ? eventRawText(event) : undefined;
  return { password: passwordShown(ctx, event), raw };
}

/** `json` (an event's JSON) with the members editorMembers gives this caller, after its last field. */
function withEditorJson(ctx: HandlerContext, event: EventRecord, json: string, edit: boolean): string {
  const added = editorMembers(ctx, event, edit);
  if (added.password === undefined && added.raw === undefined) return json;
  // JSON.stringify leaves out the member that is undefined.
  return `${json.slice(0, -1)},${JSON.stringify(added).slice(1)}`;
}

/** Whether the event is locked for this request: TEC unlocks a protected event with `context=edit` for its editors. */
function lockedFor(ctx: HandlerContext, event: EventRecord, args: ReadArgs): boolean {
  return isLocked(event, args.password) && !(editing(args) && canModifyPost(ctx.principal, event));
}

/** The event as this caller sees it in lists and write answers, assembled from its kept parts. */
function listedJson(ctx: HandlerContext, event: EventRecord, edit = false): JsonText {
  const kept = eventParts(ctx.store).listed(ctx.urls, event);
  const json = withEditorJson(ctx, event, kept.text, edit);
  return json === kept.text ? kept : jsonText(json);
}

/** What a read of the event answers this caller in full, with its tag. */
function single(ctx: HandlerContext, event: EventRecord, edit = false): { json: string; tag: string } {
  const kept = eventParts(ctx.store).tagged(ctx.urls, event, digestOf);
  const json = withEditorJson(ctx, event, kept.json, edit);
  // A caller shown the password or the text as written gets a tag of their own.
  return { json, tag: jsonTag(versionOf(event), json === kept.json ? kept.digest : digestOf(json)) };
}

function tagOf(ctx: HandlerContext, event: EventRecord): string {
  return single(ctx, event).tag;
}

/** The event as committed now, for an If-Match test inside a write. */
function committedTag(ctx: HandlerContext, id: number): string | undefined {
  const current = ctx.store.get('events', id);
  return current ? tagOf(ctx, current) : undefined;
}

export const list: OperationHandler<'events.list'> = (input, ctx) => {
  if (input.args.hide_from_listings === true && !canListAnyStatus(ctx.principal))
    throw new ApiError('rest_forbidden_hidden', { status: ctx.principal.user ? 403 : 401 });
  const result = queryEvents(ctx.store, eventQueryOf(input.args, ctx.store.settings(), ctx));
  if (result.items.length === 0 && result.page > 1) throw new ApiError('event-archive-page-not-found');
  const edit = editing(input.args);
  const items = result.items.map((e) => {
    if (!lockedFor(ctx, e, input.args)) return listedJson(ctx, e, edit);
    // Locked: its password to those who may edit it, no text as written (its description would undo the blanking).
    const render = createRenderContext(ctx.store, ctx.urls);
    return jsonText(JSON.stringify(blankProtected({ ...renderEvent(render, e), ...editorMembers(ctx, e, false) })));
  });
  return postList('events', ctx.urls.rest('events/'), result, items, result.echo);
};

/** A write's answer: the event as lists show it (its parts rendered now, at write time), or its ID alone. */
function written(ctx: HandlerContext, event: EventRecord, status?: number): HandlerResult {
  const headers = writtenTag(ctx, () => tagOf(ctx, event));
  return ctx.minimal
    ? { status, body: writtenMinimal(event), headers }
    : { status, json: listedJson(ctx, event).text, headers };
}

export const create: Handler = async (input, ctx) => {
  const event = await writeRecord(ctx, 'events', (env) => writeEvent(input.args, undefined, env));
  return written(ctx, event, 201);
};

/** An event route names its event by ID or by slug; each handler serves both. */
type EventPath = PathOf<'events.get'> | PathOf<'events.getBySlug'>;
type EventItemHandler<Id extends 'events.get' | 'events.update' | 'events.delete'> = Handler<InputOf<Id>, EventPath>;

/** The event a path names: 404 when no post has the ID, 400 when the post is not an event. */
function eventOf(path: EventPath, ctx: HandlerContext): EventRecord {
  if ('slug' in path) {
    const bySlug = findBySlug(ctx, 'events', path.slug);
    if (!bySlug)
      throw new ApiError('rest_invalid_param', { args: ['slug'], data: { params: { slug: 'Invalid parameter.' } } });
    return bySlug;
  }
  const event = ctx.store.get('events', path.id);
  if (event) return event;
  if (ctx.store.postCollection(path.id) === undefined) throw new ApiError('rest-event-not-found', { args: [path.id] });
  throw new ApiError('rest-invalid-event-id');
}

export const get: EventItemHandler<'events.get'> = (input, ctx) => {
  // By ID, a reader gets the translation in the language asked for, when the event has one.
  const event =
    'id' in input.path
      ? inLanguageOf(ctx.store, 'events', eventOf(input.path, ctx), ctx.language)
      : eventOf(input.path, ctx);
  if (event.status === 'trash') throw new ApiError('event-no-longer-available');
  if (!canReadPost(ctx.principal, event)) throw new ApiError('event-not-accessible');
  // Even administrators need the password (or context=edit) to read a protected event here, as upstream.
  if (lockedFor(ctx, event, input.args)) throw new ApiError('event-password-protected');
  const { json, tag } = single(ctx, event, editing(input.args));
  return itemJson(ctx, event.id, tag, json);
};

export const update: EventItemHandler<'events.update'> = async (input, ctx) => {
  const event = eventOf(input.path, ctx);
  requireModifiable(ctx.principal, event);
  const saved = await writeRecord(ctx, 'events', (env) => {
    requireIfMatch(ctx, () => committedTag(ctx, event.id));
    return writeEvent(input.args, event, env);
  });
  return written(ctx, saved);
};

/** Trash by default (410 when already there); `force` deletes for good and answers with the event as it was. */
export const remove: EventItemHandler<'events.delete'> = async (input, ctx) => {
  const event = eventOf(input.path, ctx);
  requireModifiable(ctx.principal, event);
  if (input.args.force) {
    const before = renderEvent(createRenderContext(ctx.store, ctx.urls), event);
    await write(ctx, (env) => {
      requireIfMatch(ctx, () => committedTag(ctx, event.id));
      deletePost('events', event, env);
    });
    return { body: before };
  }
  if (event.status === 'trash') throw new ApiError('event-is-in-trash');
  const trashed = await write(ctx, (env) => {
    requireIfMatch(ctx, () => committedTag(ctx, event.id));
    return trashPost('events', event, env);
  });
  return { body: renderEvent(createRenderContext(ctx.store, ctx.urls), trashed) };
};
