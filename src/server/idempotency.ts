// Creates made with an Idempotency-Key (as payment APIs take one; IETF draft-ietf-httpapi-idempotency-key-header): the
// key is kept in the create's own transaction with the item it made, in the calendar, so that every instance serving
// it sees it. The same request sent again with the key by the same user, within a day, answers that item (marked
// `Idempotent-Replayed: true`) instead of making a second one; the key sent with another request is refused (422).
// A create that failed keeps nothing: sent again, it is made then.
import { hash } from 'node:crypto';
import { ApiError } from '../api/errors.js';
import type { OperationId } from '../api/catalog.js';
import type { IdempotencyKeyRecord } from '../store/records/records.js';
import type { StoreReader, Transaction } from '../store/store.js';

/** How long a key is kept: a client retrying a create does so within minutes. */
export const KEPT_MS = 24 * 60 * 60 * 1000;
/** Visible ASCII, as a header field holds it; the draft's quoted form ("…") is read without its quotes. */
const KEY = /^[\x21-\x7e]{1,255}$/;
/** Expired keys removed by one create at most: keeps each write's cost bounded. */
const PRUNED_PER_WRITE = 16;

/** A create sent with a key: the key, a digest of the request, and whether it was answered from a kept create. */
export interface IdempotentCreate {
  readonly key: string;
  readonly request: string;
  readonly user: number;
  replayed: boolean;
}

type KeptCollection = IdempotencyKeyRecord['collection'];

/**
 * The create's key from its header, with the digest of what it asks (its operation and arguments, in a canonical
 * order); undefined without a header. A key that is not a header's visible text is refused (400).
 */
export function idempotentCreate(
  header: string | undefined,
  operation: OperationId,
  args: Readonly<Record<string, unknown>>,
  user: number,
): IdempotentCreate | undefined {
  if (header === undefined) return undefined;
  const quoted = /^"(.*)"$/.exec(header.trim());
  const key = quoted?.[1] ?? header.trim();
  if (!KEY.test(key)) throw new ApiError('idempotency_key_invalid');
  const request = hash('sha256', `${operation}\n${canonicalJson(args)}`, 'base64url');
  return { key, request, user, replayed: false };
}

/**
 * The ID of the item a kept create made with this key, or undefined when none is kept (or it expired). Refuses the
 * key sent with another request (422), and a kept create whose item was deleted since (410).
 */
export function keptItem(
  reader: StoreReader,
  create: IdempotentCreate,
  collection: KeptCollection,
  now: number,
): number | undefined {
  const kept = reader.findIdempotencyKey(create.user, create.key);
  if (!kept || kept.at <= now - KEPT_MS) return undefined;
  if (kept.request !== create.request || kept.collection !== collection) throw new ApiError('idempotency_key_reused');
  if (!reader.get(collection, kept.item)) throw new ApiError('idempotency_item_gone', { args: [kept.item] });
  create.replayed = true;
  return kept.item;
}

/** Keeps the key with the item its create made, in that create's transaction, and drops a few expired ones. */
export function keepKey(
  tx: Transaction,
  create: IdempotentCreate,
  collection: KeptCollection,
  item: number,
  now: number,
): void {
  const expired = tx.findIdempotencyKey(create.user, create.key);
  if (expired) tx.remove('idempotency_keys', expired.id);
  let pruned = 0;
  // Kept in the order they were made: the oldest come first.
  for (const old of tx.all('idempotency_keys')) {
    if (old.at > now - KEPT_MS || pruned >= PRUNED_PER_WRITE) break;
    tx.remove('idempotency_keys', old.id);
    pruned += 1;
  }
  tx.put('idempotency_keys', {
    id: tx.nextId('key'),
    user: create.user,
    key: create.key,
    request: create.request,
    collection,
    item,
    at: now,
  });
}

/** Keys written as JSON, kept: a create's arguments are named from a short list. */
const quotedKeys = new Map<string, string>();
const QUOTED_KEYS_LIMIT = 1000;

function quotedKey(key: string): string {
  let quoted = quotedKeys.get(key);
  if (quoted === undefined) {
    quoted = JSON.stringify(key);
    if (quotedKeys.size < QUOTED_KEYS_LIMIT) quotedKeys.set(key, quoted);
  }
  return quoted;
}

/**
 * JSON with every object's keys sorted: the same arguments sent in another order are the same request. The text is
 * built by appending (no array per object or value), with the keys' JSON kept, as this runs for every create sent
 * with a key.
 */
function canonicalJson(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let text = '[';
    for (let i = 0; i < value.length; i++) text += `${i > 0 ? ',' : ''}${canonicalJson(value[i])}`;
    return `${text}]`;
  }
  const keys = Object.keys(value).sort();
  let text = '{';
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] ?? '';
    text += `${i > 0 ? ',' : ''}${quotedKey(key)}:${canonicalJson(Reflect.get(value, key))}`;
  }
  return `${text}}`;
}
