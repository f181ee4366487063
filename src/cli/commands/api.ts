// `cal api METHOD PATH`: a raw request below the API root for anything the other commands do not cover.
import type { Command } from 'commander';
import qs from 'qs';
import type { Method } from '../../api/field-spec.js';
import { toError } from '../../client/client.js';
import { isOneOf } from '../../typing/one-of.js';
import type { TransportResponse } from '../../client/transport.js';
import { parseFields, readsStdin } from '../api-fields.js';
import { allPages } from '../api-pages.js';
import { UsageError } from '../errors.js';
import { examplesText } from '../examples.js';
import { readInput, readJsonObject } from '../json-input.js';
import type { Session } from '../session.js';

export const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

interface ApiOptions {
  field?: string[];
  rawField?: string[];
  input?: string;
  paginate?: boolean;
  include?: boolean;
}

const collect = (value: string, all: string[] = []) => [...all, value];

export function registerApi(program: Command, session: Session, run: (task: Promise<number>) => void): void {
  program
    .command('api')
    .description('Send a raw request below the API root and print the JSON answer')
    .argument('<method>', `HTTP method: ${METHODS.join(', ')}`)
    .argument('<path>', 'path below the API root, e.g. events/12 or "events?featured=1"')
    .option(
      '-F, --field <key=value>',
      'a typed parameter: true, false, null, integers and JSON keep their type; @FILE reads the value from FILE ' +
        '(@- from stdin); in the query for GET/DELETE, the JSON body otherwise; repeatable',
      collect,
    )
    .option('-f, --raw-field <key=value>', 'a parameter sent as text, as written; repeatable', collect)
    .option('--input <file>', 'send the JSON object in FILE (- for stdin) as the body; fields then go to the query')
    .option('--paginate', 'GET every page of a list and print one JSON array of all its items')
    .option('--include', 'print the status line and headers before the body')
    .addHelpText(
      'after',
      examplesText([
        'cal api GET events --paginate -F per_page=50 -f search=jazz',
        "cal api GET events -F per_page=5 -F 'categories[]=music'",
        'cal api POST tags -f name=jazz -F description=@-     # the description read from stdin',
        'cal api PATCH events/12 --input changes.json',
        'cal api GET doc',
      ]),
    )
    .action((method: string, path: string, opts: ApiOptions) => run(api(session, method, path, opts)));
}

async function api(session: Session, rawMethod: string, rawPath: string, opts: ApiOptions): Promise<number> {
  const method = rawMethod.toUpperCase();
  if (!isOneOf(METHODS, method))
    throw new UsageError(`unknown method "${rawMethod}"; use one of ${METHODS.join(', ')}`);
  checkCombination(method, opts);
  const stdin = session.context.io.stdin;
  const body = opts.input === undefined ? undefined : await readJsonObject(stdin, '--input', opts.input);
  const fields = await parseFields({ raw: opts.rawField ?? [], typed: opts.field ?? [] }, (file) =>
    readInput(stdin, '--field', file),
  );
  // With --input the body is the file's, so fields go to the query, as gh does.
  const inQuery = body !== undefined || method === 'GET' || method === 'DELETE';
  let path = rawPath.replace(/^\/+/, '');
  if (inQuery && Object.keys(fields).length > 0) {
    path += `${path.includes('?') ? '&' : '?'}${qs.stringify(fields, { arrayFormat: 'brackets', encodeValuesOnly: true })}`;
  }
  const client = await session.client();
  const stdout = session.context.io.stdout;
  if (opts.paginate) {
    const outcome = await allPages(path, (pagePath) => client.transport.send({ method, path: pagePath }));
    if (!outcome.complete) return printFailure(session, outcome.failure);
    stdout.write(`${JSON.stringify(outcome.items, null, 2)}\n`);
    return 0;
  }
  const requestBody = body ?? (!inQuery && Object.keys(fields).length > 0 ? fields : undefined);
  const response = await client.transport.send({
    method,
    path,
    ...(requestBody === undefined ? {} : { body: requestBody }),
  });
  if (opts.include) {
    stdout.write(`${response.status}\n`);
    for (const [name, value] of Object.entries(response.headers)) stdout.write(`${name}: ${value}\n`);
    stdout.write('\n');
  }
  if (response.status >= 400) return printFailure(session, response);
  printBody(session, response);
  return 0;
}

/** Flags that cannot go together, refused before anything is read or sent. */
function checkCombination(method: Method, opts: ApiOptions): void {
  if (opts.paginate && method !== 'GET')
    throw new UsageError(`--paginate follows the pages of a GET list, not ${method}`);
  if (opts.paginate && opts.include) {
    throw new UsageError("--paginate prints one array of every page's items: it cannot show headers with --include");
  }
  if (opts.input !== undefined && method === 'GET') {
    throw new UsageError('--input sends a request body: use it with POST, PUT, PATCH or DELETE, not GET');
  }
  const stdinReaders = (opts.input === '-' ? 1 : 0) + (opts.field ?? []).filter(readsStdin).length;
  if (stdinReaders > 1) throw new UsageError('stdin can be read once: give - to only one of --input and --field @-');
}

function printBody(session: Session, response: TransportResponse): void {
  if (response.body === undefined) return;
  session.context.io.stdout.write(
    typeof response.body === 'string' ? `${response.body}\n` : `${JSON.stringify(response.body, null, 2)}\n`,
  );
}

/** The body is on stdout for scripts; the exit code and a one-line summary on stderr say it failed. */
function printFailure(session: Session, response: TransportResponse): never {
  printBody(session, response);
  throw toError(response);
}
