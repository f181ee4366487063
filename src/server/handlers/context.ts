// What every handler receives: the store, the caller, the URL builder and the request's clock and language.
import { ApiError } from '../../api/errors.js';
import type { InputOf, OperationId, PathOf } from '../../api/catalog.js';
import type { OperationSpec } from '../../api/field-spec.js';
import type { ValidatedInput } from '../../api/validate.js';
import type { Principal } from '../../domain/permissions.js';
import type { Store } from '../../store/store.js';
import type { Urls } from '../addresses.js';
import { digestOf, ifMatchHolds, jsonTag } from '../entity-tags.js';
import type { IdempotentCreate } from '../idempotency.js';

export interface HandlerContext {
  readonly store: Store;
  readonly principal: Principal;
  readonly urls: Urls;
  /** Request time, epoch ms: relative dates and timestamps use it. */
  readonly now: number;
  readonly language: string;
  readonly operation: OperationSpec;
  readonly operationId: OperationId;
  /** The caller sent `Prefer: return=minimal` (RFC 7240): writes and reads by slug answer `{ id }` only. */
  readonly minimal?: boolean;
  /** The caller's If-Match header: updates and deletes happen only while the item still has one of its tags. */
  readonly ifMatch?: string;
  /** A create's Idempotency-Key (src/server/idempotency.ts). */
  readonly idempotency?: IdempotentCreate;
}

export interface HandlerResult {
  status?: number;
  /** The answer, or (without it) `json`: the answer already serialized, e.g. assembled from kept fragments. */
  body?: unknown;
  json?: string;
  /** The length of `json` in UTF-8 bytes, when known without measuring it. */
  jsonBytes?: number;
  headers?: Record<string, string>;
}

/**
 * A single read's answer: the item's JSON, or its ID alone when the caller prefers minimal, with the tag of that
 * JSON at this version.
 */
export function itemRead(ctx: HandlerContext, id: number, version: number, json: string): HandlerResult {
  return itemJson(ctx, id, jsonTag(version, digestOf(json)), json);
}

/**
 * A write's minimal answer: the item's ID and the slug it got, which a writer that asked for a slug compares (another
 * writer may have taken it meanwhile, and the item got "slug-2"), and a post's status, which tells a writer that
 * asked to publish whether it was (a contributor's publish is kept pending).
 */
export const writtenMinimal = (item: { readonly id: number; readonly slug: string; readonly status?: string }) => ({
  id: item.id,
  slug: item.slug,
  ...(typeof item.status === 'string' ? { status: item.status } : {}),
});

/**
 * A write's answer from the item's JSON: that JSON with its tag, or writtenMinimal, without a tag, when the caller
 * prefers minimal (see writtenTag).
 */
export function writtenItem(
  ctx: HandlerContext,
  item: { readonly id: number; readonly slug: string },
  version: number,
  json: () => string,
): HandlerResult {
  if (ctx.minimal) return { body: writtenMinimal(item) };
  const full = json();
  return { json: full, headers: { etag: jsonTag(version, digestOf(full)) } };
}

/** itemRead with the tag already known. */
export function itemJson(ctx: HandlerContext, id: number, tag: string, json: string): HandlerResult {
  return ctx.minimal ? { body: { id }, headers: { etag: tag } } : { json, headers: { etag: tag } };
}

/**
 * The `ETag` of a write's answer: none for a minimal one (`{ "id": N }`), whose tag would cost a full rendering
 * of the item that bulk imports, which ask for minimal answers, never read.
 */
export function writtenTag(ctx: HandlerContext, tag: () => string): Record<string, string> {
  return ctx.minimal ? {} : { etag: tag() };
}

/** A write's full rendering, or writtenMinimal when the caller prefers a minimal answer (bulk imports do). */
export function itemBody(
  ctx: HandlerContext,
  record: { readonly id: number; readonly slug: string },
  render: () => unknown,
): unknown {
  return ctx.minimal ? writtenMinimal(record) : render();
}

export type Handler<Args = Record<string, unknown>, Path = Record<string, unknown>> = (
  input: ValidatedInput<Args, Path>,
  context: HandlerContext,
) => HandlerResult | Promise<HandlerResult>;

/** The handler of one operation, given that operation's input typed by its catalog entry. */
export type OperationHandler<Id extends OperationId> = Handler<InputOf<Id>, PathOf<Id>>;

/**
 * Refuses a write with 412 when the caller's If-Match names none of the item's current tags. Called inside the
 * store's transaction, so no other write comes between the test and the change; `current` is the item as committed
 * (undefined when it is gone).
 */
export function requireIfMatch(ctx: HandlerContext, current: () => string | undefined): void {
  if (ctx.ifMatch === undefined) return;
  const tag = current();
  if (tag === undefined || !ifMatchHolds(ctx.ifMatch, tag)) throw new ApiError('rest_precondition_failed');
}
