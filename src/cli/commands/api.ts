// `cal api METHOD PATH`: a raw request below the API root for anything the other commands do not cover.
import type { Command } from 'commander';
import qs from 'qs';
import type { Method } from '../../api/field-spec.js';
import { toError } from '../../client/client.js';
import { UsageError } from '../errors.js';
import { parseListItem } from '../flags.js';
import type { Session } from '../session.js';

export const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** `k=v` pairs: numbers, true/false/null and JSON stay typed; `k[]=v` and repeated keys build lists. */
export function parseFields(pairs: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new UsageError(`--field: expected key=value, got "${pair}"`);
    const rawKey = pair.slice(0, eq);
    const list = rawKey.endsWith('[]');
    const key = list ? rawKey.slice(0, -2) : rawKey;
    const text = pair.slice(eq + 1);
    const value =
      text === 'true' ? true : text === 'false' ? false : text === 'null' ? null : parseListItem('field', text);
    const previous = out[key];
    const earlier: readonly unknown[] = Array.isArray(previous) ? previous : previous === undefined ? [] : [previous];
    if (list || previous !== undefined) out[key] = [...earlier, value];
    else out[key] = value;
  }
  return out;
}

export function registerApi(program: Command, session: Session, run: (task: Promise<number>) => void): void {
  program
    .command('api')
    .description('Send a raw request below the API root and print the JSON answer')
    .argument('<method>', `HTTP method: ${METHODS.join(', ')}`)
    .argument('<path>', 'path below the API root, e.g. events/12 or "events?featured=1"')
    .option(
      '-f, --field <key=value>',
      'a parameter (query for GET/DELETE, JSON body otherwise); repeatable',
      (v: string, all: string[] = []) => [...all, v],
    )
    .option('--include', 'print the status line and headers before the body')
    .addHelpText(
      'after',
      '\nExamples:\n  cal api GET events --field per_page=5 --field categories[]=music\n  cal api POST tags --field name=jazz\n  cal api GET doc\n',
    )
    .action((method: string, path: string, opts: { field?: string[]; include?: boolean }) =>
      run(api(session, method, path, opts)),
    );
}

async function api(
  session: Session,
  rawMethod: string,
  rawPath: string,
  opts: { field?: string[]; include?: boolean },
): Promise<number> {
  const method = rawMethod.toUpperCase() as Method;
  if (!METHODS.includes(method))
    throw new UsageError(`unknown method "${rawMethod}"; use one of ${METHODS.join(', ')}`);
  const fields = parseFields(opts.field ?? []);
  const inQuery = method === 'GET' || method === 'DELETE';
  let path = rawPath.replace(/^\/+/, '');
  if (inQuery && Object.keys(fields).length > 0) {
    path += `${path.includes('?') ? '&' : '?'}${qs.stringify(fields, { arrayFormat: 'brackets', encodeValuesOnly: true })}`;
  }
  const client = await session.client();
  const stdout = session.context.io.stdout;
  const response = await client.transport.send({
    method,
    path,
    ...(!inQuery && Object.keys(fields).length > 0 ? { body: fields } : {}),
  });
  if (opts.include) {
    stdout.write(`${response.status}\n`);
    for (const [name, value] of Object.entries(response.headers)) stdout.write(`${name}: ${value}\n`);
    stdout.write('\n');
  }
  if (response.body !== undefined) {
    stdout.write(
      typeof response.body === 'string' ? `${response.body}\n` : `${JSON.stringify(response.body, null, 2)}\n`,
    );
  }
  // The body is on stdout for scripts; the exit code and a one-line summary on stderr say it failed.
  if (response.status >= 400) throw toError(response);
  return 0;
}
