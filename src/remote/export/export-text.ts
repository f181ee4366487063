// The text of exported events as it was written, where a server gives it: `cal serve` answers it with
// `context=edit` (declared as `edit_context`), TEC through WordPress' own posts route, whose edit context has
// `title.raw`, `content.raw` and `excerpt.raw` under the same post IDs. Both give it only for the events the caller
// may edit; the others are exported as the server shows them (quotes and dashes texturized), and said.
import type { Capabilities } from '../../api/capabilities.js';
import type { RawEventText } from '../../api/response-posts.js';
import type { Client } from '../../client/client.js';
import { rawTextOf } from '../../codecs/portable.js';
import { isRecord } from '../../typing/is-record.js';

type Item = Record<string, unknown>;

/** WordPress answers at most 100 posts a page. */
const BATCH = 100;

/** The list arguments that ask a server for the text as written: a server that declares it, a caller signed in. */
export function editContextArgs(client: Client, capabilities: Capabilities): Item {
  return capabilities.edit_context && client.transport.signedIn !== false ? { context: 'edit' } : {};
}

/** `field.raw` of a WordPress post answer. */
const rawOf = (post: Item, field: string): string | undefined => {
  const value = post[field];
  return isRecord(value) && typeof value.raw === 'string' ? value.raw : undefined;
};

/** The text as written of the posts WordPress answers, by ID: those of `ids` the caller may edit. */
async function wordPressBatch(
  client: Client,
  ids: readonly number[],
  statuses: readonly string[],
): Promise<Map<number, RawEventText>> {
  const query = [
    'context=edit',
    `include=${ids.join(',')}`,
    `per_page=${BATCH}`,
    `status=${statuses.map(encodeURIComponent).join(',')}`,
    '_fields=id,title.raw,content.raw,excerpt.raw',
  ].join('&');
  const reply = await client.transport.send({
    method: 'GET',
    path: `wp/v2/tribe_events?${query}`,
    scope: 'rest-index',
  });
  const found = new Map<number, RawEventText>();
  // A refusal (a subscriber), a site without the route: the text as shown, then.
  if (reply.status >= 400 || !Array.isArray(reply.body)) return found;
  for (const post of reply.body.filter(isRecord)) {
    const [title, description, excerpt] = ['title', 'content', 'excerpt'].map((field) => rawOf(post, field));
    if (typeof post.id === 'number' && title !== undefined && description !== undefined && excerpt !== undefined)
      found.set(post.id, { title, description, excerpt });
  }
  return found;
}

/**
 * `events` with the text as written that WordPress' posts route gives this caller, for a server that does not
 * answer it itself (TEC); a server that does, or a caller signed in as nobody, is not asked.
 */
export async function withWordPressText(
  client: Client,
  events: readonly Item[],
  capabilities: Capabilities,
): Promise<Item[]> {
  if (capabilities.edit_context || client.transport.signedIn === false) return [...events];
  const wanted = events.filter((event) => rawTextOf(event) === undefined && typeof event.id === 'number');
  const found = new Map<number, RawEventText>();
  for (let start = 0; start < wanted.length; start += BATCH) {
    const batch = wanted.slice(start, start + BATCH);
    const ids = batch.map((event) => Number(event.id));
    // WordPress lists published posts alone unless asked for the others' statuses.
    const statuses = [...new Set(batch.map((event) => String(event.status)))].sort();
    for (const [id, raw] of await wordPressBatch(client, ids, statuses)) found.set(id, raw);
  }
  return events.map((event) => {
    const raw = found.get(Number(event.id));
    return raw === undefined ? event : { ...event, raw };
  });
}

/**
 * What an export says when it carries events as shown rather than as written; without a count, so that the note of
 * each language an export reads is the same one.
 */
export function shownTextNote(events: readonly Item[], client: Client): string | undefined {
  if (events.every((event) => rawTextOf(event) !== undefined)) return undefined;
  const shown =
    'carry their title, description and excerpt as the server shows them, not as written (quotes, dashes and paragraphs may differ)';
  return client.transport.signedIn === false
    ? `the events ${shown}: a server gives the text as written only to those who may edit an event`
    : `some events ${shown}: this account may not edit them, or the server does not give their text as written`;
}
