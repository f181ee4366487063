// Venues and organizers given by slug or name where the API takes an ID (`--venue "Sala Apolo"`), as categories are
// given: each is looked up, its slug first, then its name (any case, as shown). In a list filter, a name nothing
// has is refused, naming it; in a write, it is sent as a new venue or organizer of that name, which the server makes
// (or reuses, when one just like it exists: TEC's rule for linked posts, which `cal serve` shares).
import type { ResourceName } from '../api/resources.js';
import type { Client } from '../client/client.js';
import { plainText } from '../codecs/text.js';
import { slugify } from '../domain/slugs.js';
import { isRecord } from '../typing/is-record.js';
import { RemoteError } from './errors.js';
import { findPostBySlug } from './find-by-slug.js';

type Args = Record<string, unknown>;
type Linked = 'venues' | 'organizers';

/** The event fields that name linked posts, with the kind each names and its title field. */
const LINKS = [
  { field: 'venue', kind: 'venues', title: 'venue' },
  { field: 'organizer', kind: 'organizers', title: 'organizer' },
] as const;

/** A found venue or organizer: its ID and its name as shown. */
export interface FoundLinked {
  readonly id: number;
  readonly name: string;
}

/** The venue or organizer with the slug `text` makes, else one whose name is `text` (any case); undefined if none. */
export async function findLinked(
  client: Client,
  kind: Linked,
  text: string,
  language: string | undefined,
): Promise<FoundLinked | undefined> {
  const title = kind === 'venues' ? 'venue' : 'organizer';
  const inLanguage = language ? { site_language: language } : {};
  const nameOf = (item: Record<string, unknown>) => (typeof item[title] === 'string' ? plainText(item[title]) : text);
  const slug = slugify(text);
  const bySlug = slug === '' ? undefined : await findPostBySlug(client, kind, slug, inLanguage);
  if (bySlug && typeof bySlug.id === 'number') return { id: bySlug.id, name: nameOf(bySlug) };
  const reply = await client.call(`${kind}.list`, { args: { search: text, per_page: 50, ...inLanguage } });
  const listed: unknown[] = isRecord(reply.body) && Array.isArray(reply.body[kind]) ? reply.body[kind] : [];
  for (const item of listed)
    if (isRecord(item) && typeof item.id === 'number' && nameOf(item).toLowerCase() === text.toLowerCase())
      return { id: item.id, name: nameOf(item) };
  return undefined;
}

/**
 * `args` of an event list (`filter`) or write with each venue and organizer given as text replaced by its ID; IDs and
 * inline objects stay as they are. A filter naming nothing is refused; a write names a new one instead.
 */
export async function withLinkedIds<T extends Readonly<Args>>(
  client: Client,
  resource: ResourceName,
  args: T,
  use: 'filter' | 'write',
): Promise<T> {
  if (resource !== 'events') return args;
  const language = typeof args.site_language === 'string' ? args.site_language : undefined;
  const out: Args = { ...args };
  for (const { field, kind, title } of LINKS) {
    const value = args[field];
    if (value === undefined) continue;
    const resolve = async (item: unknown): Promise<unknown> => {
      if (typeof item !== 'string') return item;
      const found = await findLinked(client, kind, item, language);
      if (found) return found.id;
      if (use === 'filter') throw new RemoteError(`--${field}: no ${title} has the slug or name "${item}"`);
      return { [title]: item };
    };
    out[field] = Array.isArray(value) ? await Promise.all(value.map(resolve)) : await resolve(value);
  }
  return { ...args, ...out };
}
