// The read an update makes of its item, on the server's terms: a trashed event (a restore) from the trash list, a
// password-protected one in the edit context (which TEC and cal serve answer whole to its editors).
import type { ResourceName } from '../../api/resources.js';
import { singular } from '../../api/resources.js';
import type { Client } from '../../client/client.js';
import { isRecord } from '../../typing/is-record.js';
import { RemoteError } from '../errors.js';
import { isProtectedRefusal, readUnlocked } from '../protected-events.js';
import { readTrashedEvent } from './trashed-read.js';
import type { AnsweredItem, ReadArgs } from './write-args.js';

/** The item as the server answers it, with the tag it gave, where it gave one. */
export async function readBeforeUpdate(
  client: Client,
  resource: ResourceName,
  id: number,
  reading: ReadArgs,
): Promise<{ item: AnsweredItem; etag: string | undefined }> {
  const read = (args: ReadArgs) => client.call(`${resource}.get` as const, { path: { id }, args });
  const reply = await (resource === 'events' ? readUnlocked(reading, read) : read(reading)).catch(
    async (error: unknown) => {
      if (isProtectedRefusal(error))
        throw new RemoteError(`the event ${id} is password-protected, and this account may not edit it: not updated`);
      // A trashed event (a restore): read from the trash list, else the refusal as it was.
      const trashed = resource === 'events' ? await readTrashedEvent(client, id, reading, error) : undefined;
      if (trashed === undefined) throw error;
      const headers: Record<string, string> = {};
      return { body: trashed, headers };
    },
  );
  if (!isRecord(reply.body))
    throw new RemoteError(`the ${singular(resource)} ${id} could not be read before updating it`);
  return { item: reply.body, etag: reply.headers.etag };
}
