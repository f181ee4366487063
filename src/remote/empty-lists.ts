// Whether a list holds any item, asked once a run with a list of one: an import looks nothing up by slug or name
// among items of a kind the server holds none of.
import type { ResourceName } from '../api/resources.js';
import type { Client } from '../client/client.js';
import { isRecord } from '../typing/is-record.js';

type Args = Readonly<Record<string, unknown>>;

export class EmptyLists {
  /** Each question by resource and arguments, once: records in parallel share one. */
  private readonly answers = new Map<string, Promise<boolean>>();

  constructor(private readonly client: Client) {}

  /**
   * Whether `resource`'s list with `args` (a page of one: `per_page: 1`) holds no item. A refused or failed question
   * is no answer (false): the caller then looks its items up one by one, and those requests say what failed.
   */
  holdsNone(resource: ResourceName, args: Args): Promise<boolean> {
    const key = `${resource}\n${JSON.stringify(args)}`;
    let answer = this.answers.get(key);
    if (!answer) {
      answer = this.client.call(`${resource}.list`, { args }).then(
        (reply) => {
          const items = isRecord(reply.body) ? reply.body[resource] : undefined;
          return Array.isArray(items) && items.length === 0;
        },
        () => false,
      );
      this.answers.set(key, answer);
    }
    return answer;
  }
}
