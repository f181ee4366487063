// Walks the pages of a list route, one reply at a time, as export, the views and `list --all` need.
import type { ResourceName } from '../api/resources.js';
import type { Capabilities } from '../api/capabilities.js';
import type { Client } from '../client/client.js';
import { isRecord } from '../typing/is-record.js';
import { RemoteError } from './errors.js';
import type { ListPage } from './list-page.js';
import { workaroundFor, workaroundPages } from './list-workarounds.js';

export type { ListPage } from './list-page.js';

/**
 * Pages from `args.page` (default 1) to the last one, or until the caller stops asking. With the server's
 * capabilities, a list it would answer wrongly is built from what it answers right (src/remote/list-workarounds.ts).
 */
export async function* listPages(
  client: Client,
  resource: ResourceName,
  args: Readonly<Record<string, unknown>>,
  capabilities?: Capabilities,
): AsyncGenerator<ListPage> {
  const workaround = capabilities === undefined ? undefined : workaroundFor(resource, args);
  if (workaround !== undefined && capabilities !== undefined && !capabilities[workaround]) {
    yield* workaroundPages(serverPages, client, resource, args, workaround);
    return;
  }
  yield* serverPages(client, resource, args);
}

/** The capabilities a list's args call for knowing (asked only then, since asking is a request). */
export async function capabilitiesFor(
  session: { capabilities(): Promise<Capabilities> },
  resource: ResourceName,
  args: Readonly<Record<string, unknown>>,
): Promise<Capabilities | undefined> {
  return workaroundFor(resource, args) === undefined ? undefined : session.capabilities();
}

/** The server's pages as it answers them. */
async function* serverPages(
  client: Client,
  resource: ResourceName,
  args: Readonly<Record<string, unknown>>,
): AsyncGenerator<ListPage> {
  for (let page = typeof args.page === 'number' ? args.page : 1; ; page++) {
    const reply = await client.call(`${resource}.list`, { args: { ...args, page } });
    const body = reply.body;
    // An HTML page or an empty answer is no list, not an empty one.
    if (!isRecord(body))
      throw new RemoteError(`the server answered page ${page} of the ${resource} list without a JSON object`);
    const listed = body[resource];
    const items = Array.isArray(listed) ? listed.filter(isRecord) : [];
    const pages = typeof body.total_pages === 'number' ? body.total_pages : page;
    yield {
      page,
      items,
      pages,
      ...(typeof body.total === 'number' ? { total: body.total } : {}),
      ...(typeof body.rest_url === 'string' ? { restUrl: body.rest_url } : {}),
    };
    if (isLastPage(page, pages, items.length)) return;
  }
}

/** No page follows this one: the reply says it is the last, or it came back empty. */
export function isLastPage(page: number, pages: number, items: number): boolean {
  return page >= pages || items === 0;
}
