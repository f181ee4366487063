// A category's `parent` (in a write, or as a list filter) given as a slug or name, turned into the category's ID:
// servers take only IDs there.
import type { ResourceName } from '../api/resources.js';
import type { Client } from '../client/client.js';
import { RemoteError } from './errors.js';
import { findTermId } from './writes/term-refs.js';

type Args = Record<string, unknown>;

/** `args` with a text `parent` replaced by the ID of the category with that slug or name; IDs stay as they are. */
export async function withParentId<T extends Readonly<Args>>(
  client: Client,
  resource: ResourceName,
  args: T,
): Promise<T> {
  const parent = args.parent;
  if (resource !== 'categories' || typeof parent !== 'string') return args;
  if (/^\d+$/.test(parent.trim())) return { ...args, parent: Number(parent) };
  const language = typeof args.site_language === 'string' ? args.site_language : undefined;
  const id = await findTermId(client, 'categories', parent, language);
  if (id === null) throw new RemoteError(`parent: no category has the slug or name "${parent}"`);
  return { ...args, parent: id };
}
