// Lists a server answers wrongly, made right here (TEC 6.17.2, checked on the real site): `include` keeps its
// default two-year window, several `tags` filter by the first alone, `only_with_upcoming` looks at the first ten
// upcoming events. Where the server does not declare it gets them right, the list is built from what it does right.
import type { Capabilities } from '../api/capabilities.js';
import type { ResourceName } from '../api/resources.js';
import { isLinked } from '../api/resources.js';
import { ApiCallError, type Client } from '../client/client.js';
import { isRecord } from '../typing/is-record.js';
import { RefusedRequestError } from './errors.js';
import type { ListPage } from './list-page.js';

type Args = Readonly<Record<string, unknown>>;
type Item = Record<string, unknown>;
type Walk = (client: Client, resource: ResourceName, args: Args) => AsyncGenerator<ListPage>;

/** Args that only shape the answer, not which items it holds. */
const NOT_FILTERS = new Set(['page', 'per_page', 'site_language', 'password']);

/** As WordPress reads a switch given as text ("true", "yes", "1", "on"). */
const truthy = (value: unknown) =>
  value === true ||
  value === 1 ||
  (typeof value === 'string' && ['true', 'yes', '1', 'on'].includes(value.toLowerCase()));

/** The workaround a list needs on a server with these capabilities, if any (known before asking the server). */
export function workaroundFor(resource: ResourceName, args: Args): keyof Capabilities | undefined {
  if (resource === 'events' && Array.isArray(args.include) && args.include.length > 0) return 'include_any_date';
  if (resource === 'events' && Array.isArray(args.tags) && args.tags.length > 1) return 'tags_any';
  if (isLinked(resource) && truthy(args.only_with_upcoming)) return 'only_with_upcoming';
  return undefined;
}

/** The items, paged here as the server would have: from `args.page`, `args.per_page` (default 10) at a time. */
function* paged(items: Item[], args: Args): Generator<ListPage> {
  const perPage = typeof args.per_page === 'number' ? args.per_page : 10;
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  for (let page = typeof args.page === 'number' ? args.page : 1; page <= pages; page++)
    yield { page, pages, total: items.length, items: items.slice((page - 1) * perPage, page * perPage) };
}

async function all(walk: Walk, client: Client, resource: ResourceName, args: Args): Promise<Item[]> {
  const items: Item[] = [];
  for await (const page of walk(client, resource, { ...args, page: 1, per_page: 50 })) items.push(...page.items);
  return items;
}

/** Events in list order: by start, then ID. */
function byStart(a: Item, b: Item): number {
  const start = (event: Item) =>
    typeof event.utc_start_date === 'string'
      ? event.utc_start_date
      : typeof event.start_date === 'string'
        ? event.start_date
        : '';
  const [x, y] = [start(a), start(b)];
  return x < y ? -1 : x > y ? 1 : Number(a.id) - Number(b.id);
}

/** Each listed ID read by itself, whatever its dates; an ID nothing has is left out, as a list would. */
async function* includedEvents(client: Client, args: Args): AsyncGenerator<ListPage> {
  const others = Object.keys(args).filter((name) => name !== 'include' && !NOT_FILTERS.has(name));
  if (others.length > 0)
    throw new RefusedRequestError(
      `this server keeps its default dates with --include: give --include without other filters (${others.join(', ')})`,
    );
  const include: unknown[] = Array.isArray(args.include) ? args.include : [];
  const ids = include.map(Number);
  const read = async (id: number) => {
    try {
      const reply = await client.call('events.get', { path: { id } });
      return isRecord(reply.body) ? [reply.body] : [];
    } catch (error) {
      if (error instanceof ApiCallError && (error.status === 404 || error.status === 400)) return [];
      throw error;
    }
  };
  yield* paged((await Promise.all(ids.map(read))).flat().sort(byStart), args);
}

/** One list per tag, merged: events with any of the tags. */
async function* anyTag(walk: Walk, client: Client, args: Args): AsyncGenerator<ListPage> {
  const merged = new Map<unknown, Item>();
  const tags: unknown[] = Array.isArray(args.tags) ? args.tags : [];
  for (const tag of tags)
    for (const event of await all(walk, client, 'events', { ...args, tags: [tag] })) merged.set(event.id, event);
  yield* paged([...merged.values()].sort(byStart), args);
}

/** The venues (or organizers) of every upcoming event, from the events themselves. */
async function* withUpcoming(walk: Walk, client: Client, resource: ResourceName, args: Args): AsyncGenerator<ListPage> {
  const upcoming = await all(walk, client, 'events', { start_date: 'now', end_date: '2099-12-31 23:59:59' });
  const linked = new Set<unknown>();
  for (const event of upcoming) {
    const items: unknown[] =
      resource === 'venues' ? [event.venue] : Array.isArray(event.organizer) ? event.organizer : [];
    for (const item of items) if (isRecord(item)) linked.add(item.id);
  }
  const { only_with_upcoming: _only, ...rest } = args;
  const items = (await all(walk, client, resource, rest)).filter((item) => linked.has(item.id));
  yield* paged(items, args);
}

/** The pages of a list the server cannot answer right, built from what it can. */
export function workaroundPages(
  walk: Walk,
  client: Client,
  resource: ResourceName,
  args: Args,
  workaround: keyof Capabilities,
): AsyncGenerator<ListPage> {
  if (workaround === 'include_any_date') return includedEvents(client, args);
  if (workaround === 'tags_any') return anyTag(walk, client, args);
  return withUpcoming(walk, client, resource, args);
}
