// The one shape of a write that every server reads: TEC refuses a venue sent as a list (`[15]`, `[{"id":15}]`) and
// an image ID sent as a number, which `cal serve` also takes in the forms TEC accepts.
import type { ResourceName } from '../../api/resources.js';
import { isRecord } from '../../typing/is-record.js';
import { RefusedRequestError } from '../errors.js';
import type { WriteArgs } from './write-args.js';

/** `{"id": 15}` is the item 15; anything else is as it is. */
function unwrapId(item: unknown): unknown {
  return isRecord(item) && Object.keys(item).length === 1 && typeof item.id === 'number' ? item.id : item;
}

/** An event's venue: one ID or one venue's fields; an empty list stays a request to remove it. */
function oneVenue(value: unknown): unknown {
  if (!Array.isArray(value)) return unwrapId(value);
  if (value.length > 1) throw new RefusedRequestError(`an event has one venue; ${value.length} were given`);
  return value.length === 0 ? value : unwrapId(value[0]);
}

/** `args` of a create or update of `resource`, in the wire shape; the caller's object is left as it was. */
export function wireArgs(resource: ResourceName, args: Readonly<WriteArgs>): WriteArgs {
  const out = { ...args };
  if (typeof out.image === 'number') out.image = String(out.image);
  if (resource !== 'events') return out;
  if ('venue' in out) out.venue = oneVenue(out.venue);
  if (Array.isArray(out.organizer)) out.organizer = out.organizer.map(unwrapId);
  return out;
}
