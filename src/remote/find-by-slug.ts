// Finds an item's ID by slug through the API: posts by their by-slug route, terms by the list filtered on slug.
import type { ResourceName } from '../api/resources.js';
import { isTerm, singular, type LinkedResource } from '../api/resources.js';
import { ApiCallError, type Client } from '../client/client.js';
import type { TransportResponse } from '../client/transport.js';
import { isRecord } from '../typing/is-record.js';
import { RemoteError } from './errors.js';

export const idOf = (body: unknown): number | undefined => {
  const id = isRecord(body) ? body.id : undefined;
  return typeof id === 'number' && Number.isInteger(id) ? id : undefined;
};

/** Whether a slug a server answered is `asked`: WordPress answers non-Latin letters percent-encoded. */
export function sameSlug(answered: string, asked: string): boolean {
  if (answered === asked) return true;
  try {
    return decodeURIComponent(answered) === asked;
  } catch {
    return false;
  }
}

/** The by-slug routes answer 400 on `slug` for a slug nothing has (other servers of the API may say 404). */
const isUnknownSlug = (error: unknown) =>
  error instanceof ApiCallError &&
  ((error.status === 400 && error.code === 'rest_invalid_param') || error.status === 404);

/** An item found by slug: its ID, and the entity tag the server gave with it (by-slug reads of posts only). */
export interface FoundItem {
  readonly id: number;
  readonly etag?: string;
}

/** `args` go with the request (site_language, an event's password). Undefined when nothing has the slug. */
export async function findIdBySlug(
  client: Client,
  resource: ResourceName,
  slug: string,
  args: Record<string, unknown> = {},
): Promise<number | undefined> {
  return (await findItemBySlug(client, resource, slug, args))?.id;
}

/** As findIdBySlug, with the item's entity tag when the server sent one. */
export async function findItemBySlug(
  client: Client,
  resource: ResourceName,
  slug: string,
  args: Record<string, unknown> = {},
): Promise<FoundItem | undefined> {
  if (isTerm(resource)) {
    // Terms on no event are hidden from lists unless asked for.
    const reply = await client.call(`${resource}.list`, { args: { ...args, slug, hide_empty: false, per_page: 1 } });
    const items = isRecord(reply.body) ? reply.body[resource] : undefined;
    return Array.isArray(items) && items.length > 0 ? { id: required(items[0], resource, slug) } : undefined;
  }
  let reply: TransportResponse;
  try {
    reply = await client.call(`${resource}.getBySlug`, { path: { slug }, args, minimal: true });
  } catch (error) {
    if (isUnknownSlug(error)) return undefined;
    throw error;
  }
  const id = required(reply.body, resource, slug);
  const etag = reply.headers.etag;
  return etag === undefined ? { id } : { id, etag };
}

/** The venue or organizer with this slug, whole, as the server answers it; undefined when nothing has the slug. */
export async function findPostBySlug(
  client: Client,
  resource: LinkedResource,
  slug: string,
  args: Record<string, unknown> = {},
): Promise<Record<string, unknown> | undefined> {
  try {
    const { body } = await client.call(`${resource}.getBySlug`, { path: { slug }, args });
    return isRecord(body) ? { ...body } : undefined;
  } catch (error) {
    if (isUnknownSlug(error)) return undefined;
    throw error;
  }
}

/** As findIdBySlug, failing when nothing has the slug. */
export async function requireIdBySlug(
  client: Client,
  resource: ResourceName,
  slug: string,
  args: Record<string, unknown> = {},
): Promise<number> {
  return (await requireItemBySlug(client, resource, slug, args)).id;
}

/** As findItemBySlug, failing when nothing has the slug. */
export async function requireItemBySlug(
  client: Client,
  resource: ResourceName,
  slug: string,
  args: Record<string, unknown> = {},
): Promise<FoundItem> {
  const found = await findItemBySlug(client, resource, slug, args);
  if (found === undefined) throw new RemoteError(`no ${singular(resource)} has the slug ${slug}`);
  return found;
}

/** A found item without an ID would be created again on every run: better to stop. */
function required(item: unknown, resource: ResourceName, slug: string): number {
  const id = idOf(item);
  if (id === undefined) throw new RemoteError(`the ${resource} item with slug ${slug} came back without an ID`);
  return id;
}
