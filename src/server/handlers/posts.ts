// Finding the post a request names, and the per-object checks every single-post route shares.
import { ApiError } from '../../api/errors.js';
import type { PostResource } from '../../api/resources.js';
import { canModifyPost, type Principal } from '../../domain/permissions.js';
import type { Collection, CollectionRecords, PostRecord } from '../../store/records.js';
import type { WriteEnv } from '../../domain/write-env.js';
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
 * with the version the store gave it (the record a writer returns is its own copy, without it).
 */
export function writeRecord<C extends Collection>(
  ctx: HandlerContext,
  collection: C,
  change: (env: WriteEnv) => { readonly id: number },
): Promise<Readonly<CollectionRecords[C]>> {
  return write(ctx, (env) => {
    const { id } = change(env);
    const stored = env.tx.get(collection, id);
    if (!stored) throw new Error(`the write left no ${collection} record ${id}`);
    return stored;
  });
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
