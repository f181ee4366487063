// Printing what commands answer: one item, the records of several, or a dry run's requests.
import { singular, type ResourceName } from '../../../api/resources.js';
import type { TransportRequest } from '../../../client/transport.js';
import { isRecord } from '../../../typing/is-record.js';
import type { OutputFlags } from '../../output-options.js';
import { rendererFor } from '../../../output/renderer.js';
import type { OutputOptions } from '../../../output/types.js';
import type { Session } from '../../session.js';
import { CommandError } from '../../errors.js';

/**
 * The answers: the record of one item named as before, a list when several were named (one JSON value for --json,
 * an array whatever number of them succeeded).
 */
export async function printRecords(
  session: Session,
  output: OutputOptions,
  bodies: readonly unknown[],
  several: boolean,
): Promise<void> {
  const [only] = bodies;
  if (!several) return only === undefined ? undefined : print(session, output, only);
  const items = bodies.filter(isRecord);
  session.context.io.stdout.write((await rendererFor(output)).list(items, items.length));
}

/** A request as `cal api` takes it: method and path below the API root, then its JSON body. */
export function requestText(request: TransportRequest): string {
  const body = request.body === undefined ? '' : `${JSON.stringify(request.body, null, 2)}\n`;
  return `${request.method} ${request.path}\n${body}`;
}

/** A request as JSON: `{method, path, body}`. */
export function requestJson(request: TransportRequest): Record<string, unknown> {
  return { method: request.method, path: request.path, ...(request.body === undefined ? {} : { body: request.body }) };
}

/**
 * The requests a dry run held back: as text (`METHOD path`, then the JSON body), or as JSON for --json and
 * --format json (one object, or an array for several items) and --format ndjson (one a line). A write of another
 * kind (a new tag an event names) comes before the item's own, which would carry what it answers: said on stderr.
 */
export function printHeld(
  session: Session,
  resource: ResourceName,
  opts: OutputFlags,
  held: readonly (TransportRequest | undefined)[],
  several: boolean,
): void {
  const { stdout, stderr } = session.context.io;
  const requests = held.filter((request) => request !== undefined);
  const format = opts.json === true ? 'json' : opts.format;
  const [only] = requests;
  if (format === 'ndjson') for (const request of requests) stdout.write(`${JSON.stringify(requestJson(request))}\n`);
  else if (format === 'json')
    stdout.write(`${JSON.stringify(only && !several ? requestJson(only) : requests.map(requestJson), null, 2)}\n`);
  else for (const request of requests) stdout.write(requestText(request));
  for (const request of requests)
    if (!request.path.startsWith(resource))
      stderr.write(
        `dry run: ${request.method} ${request.path} comes first; the ${singular(resource)} itself would be sent after it, with the ID it answers\n`,
      );
  if (requests.length > 0) stderr.write('dry run: nothing was sent\n');
}

/** One item as the output options say (a table, JSON, the fields asked); an answer that is no item is refused. */
export async function print(session: Session, output: OutputOptions, body: unknown): Promise<void> {
  if (!isRecord(body)) throw new CommandError('the server answered with no item to print (expected a JSON object)');
  session.context.io.stdout.write((await rendererFor(output)).item(body));
}
