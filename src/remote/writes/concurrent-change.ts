// Another writer's change between an update's read and its write, on a server without If-Match (TEC): the update
// writes back every field TEC would otherwise reset (reset-state.ts), so a change to one of those in between is
// lost. These tell such a change from the reads and the answer.
import { isDeepStrictEqual } from 'node:util';
import type { ResourceName } from '../../api/resources.js';
import { singular } from '../../api/resources.js';
import { isRecord } from '../../typing/is-record.js';
import { keysOf } from '../../typing/typed-keys.js';
import { RemoteError } from '../errors.js';
import { resetState } from './reset-state.js';
import type { AnsweredItem, WriteArgs } from './write-args.js';

type Item = AnsweredItem;

/** How many times an update finds its item changed by another writer, and applies itself again, before giving up. */
export const REAPPLY_LIMIT = 3;

/** Whether two reads of an item show the same state: the same last change, and every field an update writes back. */
function sameState(resource: ResourceName, before: Item, after: Item): boolean {
  return (
    before.modified === after.modified && isDeepStrictEqual(resetState(resource, before), resetState(resource, after))
  );
}

/**
 * The item read again right before the write (`read`): while it differs from the read before, another writer is at
 * work, and the update is merged into what the item has become, said once a time.
 */
export async function settledRead(
  resource: ResourceName,
  id: number,
  first: Item,
  read: () => Promise<Item>,
  warn: (line: string) => void,
): Promise<Item> {
  const item = `the ${singular(resource)} ${id}`;
  let current = first;
  for (let attempt = 1; ; attempt++) {
    const again = await read();
    if (sameState(resource, current, again)) return again;
    if (attempt > REAPPLY_LIMIT)
      throw new RemoteError(
        `${item} was changed by another writer each time it was read (${attempt} tries): not updated`,
      );
    warn(`note: ${item} was changed by another writer since cal read it; applying the update again`);
    current = again;
  }
}

/**
 * The warning for fields an update wrote back as it read them that its answer shows otherwise: another writer
 * changed them while the update was under way, and whichever change the server kept, one of the two is lost.
 * Undefined when there are none, or the answer is minimal (`{id}`) and shows nothing.
 */
export function changedMeanwhile(
  resource: ResourceName,
  id: number,
  sent: Readonly<WriteArgs>,
  read: Item,
  answer: unknown,
): string | undefined {
  if (!isRecord(answer) || answer.modified === undefined) return undefined;
  const before = resetState(resource, read);
  const after = resetState(resource, answer);
  const moved = keysOf(before).filter(
    (name) => isDeepStrictEqual(sent[name], before[name]) && !isDeepStrictEqual(after[name], before[name]),
  );
  if (moved.length === 0) return undefined;
  return (
    `warning: the ${singular(resource)} ${id} was changed by another writer while cal updated it ` +
    `(${moved.join(', ')}): one of the two changes may be lost; check it (cal ${resource} get ${id})`
  );
}
