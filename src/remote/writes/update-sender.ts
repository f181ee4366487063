// Sending an update: with If-Match when a read gave a tag, and with the clears a server without partial updates
// needs made as it takes them (`null` as "", and what it refuses to clear learnt and left out).
import { catalog } from '../../api/catalog.js';
import type { Params } from '../../api/field-spec.js';
import type { ResourceName } from '../../api/resources.js';
import { ApiCallError, type Client } from '../../client/client.js';
import { onTheWire, type WriteArgs } from './write-args.js';

/** What an update attempt read of its item: the ID, the tag the server gave, and whether it went as If-Match. */
export interface ReadBasis {
  id: number | undefined;
  etag: string | undefined;
  sent?: boolean;
}

export class UpdateSender {
  /** Fields this server refused to clear ("" is invalid there, null too): left out of later writes. */
  private readonly unclearable = new Set<string>();

  constructor(
    private readonly client: Client,
    private readonly warn: (line: string) => void,
  ) {}

  /**
   * `null` is how a partial update clears a field; servers that type the field as text refuse it, so it becomes
   * "" (which clears, where the server allows that). Fields learnt to be unclearable are left out.
   */
  blankNulls(resource: ResourceName, args: WriteArgs): string[] {
    const params: Params = catalog[`${resource}.update` as const].params;
    // Every name the record holds: the writer's, and any other a file or a caller brought.
    const record: Record<string, unknown> = args;
    const blanked: string[] = [];
    for (const [name, value] of Object.entries(record)) {
      if (value !== null || params[name]?.type !== 'string') continue;
      if (this.unclearable.has(name)) delete record[name];
      else {
        record[name] = '';
        blanked.push(name);
      }
    }
    return blanked;
  }

  /** What was asked but the fields this server cannot clear: what the answer is held to. */
  clearable(asked: Readonly<WriteArgs>): WriteArgs {
    const record: Readonly<Record<string, unknown>> = asked;
    return Object.fromEntries(Object.entries(record).filter(([name]) => !this.unclearable.has(name)));
  }

  /** Sends the update; fields it blanked that the server refuses to clear are dropped, said once, and sent again. */
  async send(
    resource: ResourceName,
    id: number,
    args: WriteArgs,
    blanked: readonly string[],
    minimal: boolean,
    basis: ReadBasis,
  ): Promise<unknown> {
    const op = `${resource}.update` as const;
    const ifMatch = basis.etag === undefined ? {} : { ifMatch: basis.etag };
    basis.sent = basis.etag !== undefined;
    const record: Record<string, unknown> = args;
    try {
      return (await this.client.call(op, { path: { id }, args: onTheWire(args), minimal, ...ifMatch })).body;
    } catch (error) {
      const refused = error instanceof ApiCallError && error.status === 400 ? refusedParams(error) : [];
      if (refused.length === 0 || !refused.every((name) => blanked.includes(name))) throw error;
      for (const name of refused) {
        this.unclearable.add(name);
        delete record[name];
      }
      this.warn(`warning: this server cannot clear ${refused.join(', ')}; left as they were`);
      return (await this.client.call(op, { path: { id }, args: onTheWire(args), minimal, ...ifMatch })).body;
    }
  }
}

function refusedParams(error: ApiCallError): string[] {
  const params = error.params;
  if (error.code !== 'rest_invalid_param' || params === undefined) return [];
  return Array.isArray(params) ? params : Object.keys(params);
}
