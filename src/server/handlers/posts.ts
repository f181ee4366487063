// Finding the post a request names, and the per-object checks every single-post route shares.
import { ApiError } from '../../api/errors.js';
import type { PostResource } from '../../api/resources.js';
import { canModifyPost, type Principal } from '../../domain/permissions.js';
import type { Collection, CollectionRecords, PostRecord } from '../../store/records/records.js';
import type { WriteEnv } from '../../domain/write-env.js';
import type { StoreReader } from '../../store/store.js';
import { isOneOf } from '../../typing/one-of.js';
import { keepKey, keptItem } from '../idempotency.js';
import type { HandlerContext } from './context.js';

/** A slug is looked up in the request's language first, then in any. */
export function findBySlug<C extends PostResource>(
  ctx: HandlerContext,
  collection: C,
  slug: string,
): Readonly<CollectionRecords[C]> | undefined {
  const found = ctx.store.findBySlug(collection, slug);
  return found.find((r) => r.language === ctx.language) ?? found[0];
}

export function requireModifiable(principal: Principal, post: Pick<PostRecord, 'author' | 'status'>): void {
  if (!canModifyPost(principal, post)) throw new ApiError('rest_forbidden', { status: principal.user ? 403 : 401 });
}

/** Runs a domain write in one store transaction, with the request's caller, clock and language. */
export function write<T>(ctx: HandlerContext, change: (env: WriteEnv) => T): Promise<T> {
  return ctx.store.write((tx) =>
    change({
      tx,
      principal: ctx.principal,
      now: ctx.now,
      settings: tx.settings(),
      language: ctx.language,
      secrets: ctx.store.secrets,
    }),
  );
}

/**
 * As write, for a change that creates or updates one record: answers that record as the transaction stored it,
 * with the version the store gave it (the record a writer returns is its own copy, without it). A create sent with
 * an Idempotency-Key answers the item a kept create with that key made, if any, and keeps its own key otherwise:
 * asked inside the write, where no other write comes between and a create still being saved is not taken for made.
 */
export function writeRecord<C extends Collection>(
  ctx: HandlerContext,
  collection: C,
  change: (env: WriteEnv) => { readonly id: number },
): Promise<Readonly<CollectionRecords[C]>> {
  const create = ctx.idempotency && isOneOf(KEYED, collection) ? ctx.idempotency : undefined;
  return write(ctx, (env) => {
    const kept = create && keptItem(env.tx, create, keyedCollection(collection), ctx.now);
    if (kept !== undefined) return storedRecord(env.tx, collection, kept);
    const { id } = change(env);
    const stored = storedRecord(env.tx, collection, id);
    if (create) keepKey(env.tx, create, keyedCollection(collection), id, ctx.now);
    return stored;
  });
}

/** The collections whose creates take an Idempotency-Key. */
const KEYED = ['events', 'venues', 'organizers', 'categories', 'tags'] as const;

function keyedCollection(collection: Collection): (typeof KEYED)[number] {
  if (!isOneOf(KEYED, collection)) throw new Error(`no Idempotency-Key is kept for ${collection}`);
  return collection;
}

function storedRecord<C extends Collection>(
  reader: StoreReader,
  collection: C,
  id: number,
): Readonly<CollectionRecords[C]> {
  const stored = reader.get(collection, id);
  if (!stored) throw new Error(`the write left no ${collection} record ${id}`);
  return stored;
}

export function mustGet<C extends Collection>(
  ctx: HandlerContext,
  collection: C,
  id: number,
): Readonly<CollectionRecords[C]> {
  const record = ctx.store.get(collection, id);
  if (!record)
    throw new ApiError('rest_invalid_param', { args: ['id'], data: { params: { id: 'Invalid parameter.' } } });
  return record;
}
