// A trashed event, read before an update (a restore: `update ID --status publish`) on a server that refuses to read
// it (TEC answers `event-no-longer-available`) and resets what an update does not send: its state comes from the
// trash list, which TEC gives editors, found by the title WordPress' own posts route gives them.
import { ApiCallError, type Client } from '../../client/client.js';
import { isRecord } from '../../typing/is-record.js';
import type { AnsweredItem, ReadArgs } from './write-args.js';

/** The title as written of post `id`, if WordPress says it is in the trash and this caller may edit it. */
async function trashedTitle(client: Client, id: number): Promise<string | undefined> {
  const reply = await client.transport.send({
    method: 'GET',
    path: `wp/v2/tribe_events/${id}?context=edit&_fields=id,status,title.raw`,
    scope: 'rest-index',
  });
  const body = reply.body;
  if (reply.status >= 400 || !isRecord(body) || body.status !== 'trash' || !isRecord(body.title)) return undefined;
  return typeof body.title.raw === 'string' ? body.title.raw : undefined;
}

/**
 * The trashed event `id` as the API answers it, or undefined when it cannot be found so; `refused` is the read's
 * own error, whose code says the event is trashed.
 */
export async function readTrashedEvent(
  client: Client,
  id: number,
  reading: ReadArgs,
  refused: unknown,
): Promise<AnsweredItem | undefined> {
  if (!(refused instanceof ApiCallError) || refused.code !== 'event-no-longer-available') return undefined;
  const title = await trashedTitle(client, id);
  if (title === undefined) return undefined;
  const args = { ...reading, status: 'trash', search: title, start_date: '1900-01-01', per_page: 50 };
  for (let page = 1; page <= 20; page++) {
    const reply = await client.call('events.list', { args: { ...args, page } });
    const events: unknown[] = isRecord(reply.body) && Array.isArray(reply.body.events) ? reply.body.events : [];
    const found = events.find((event) => isRecord(event) && event.id === id);
    if (isRecord(found)) return found;
    if (events.length < 50) return undefined;
  }
  return undefined;
}
