// What a real TEC site taught, kept as request/response pairs: a recording proxy in front of the site
// (`npm run record:tec`) and a strict replay server that answers only the requests it was given, in the default suite.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request `cal` sent and what the site answered. */
export interface Exchange {
  readonly method: string;
  /** Path and query below the site, as sent. */
  readonly path: string;
  /** The login of the Basic credentials sent, if any. */
  readonly user?: string;
  /** The JSON body sent, if any. */
  readonly body?: unknown;
  readonly status: number;
  /** The answer's headers a client reads (content type, list totals). */
  readonly headers: Readonly<Record<string, string>>;
  readonly answer: unknown;
}

/** A scenario's recording: test/fixtures/tec/<scenario>.json. */
export interface Recording {
  readonly scenario: string;
  /** What was recorded against, and when. */
  readonly site: string;
  /** The site's address then: requests name it (an image URL), so the replay sends it again. */
  readonly siteUrl: string;
  readonly recorded: string;
  /** The prefix of every name the scenario made, for its replay to make the same requests. */
  readonly prefix: string;
  /** The login of each role, which the replay signs in as (with any password). */
  readonly logins: Readonly<Record<string, string>>;
  readonly exchanges: readonly Exchange[];
}

const KEPT_HEADERS = ['content-type', 'x-wp-total', 'x-wp-totalpages', 'x-tec-total', 'x-tec-totalpages'];

export interface ExchangeServer {
  /** Base URL for `--url`. */
  readonly base: string;
  close(): Promise<void>;
}

function userOf(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Basic ')) return undefined;
  return Buffer.from(header.slice(6), 'base64').toString('utf8').split(':')[0];
}

async function bodyOf(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function listen(handler: (request: IncomingMessage, response: ServerResponse) => Promise<void>) {
  const server: Server = createServer((request, response) => {
    handler(request, response).catch((error: unknown) => {
      response.writeHead(599, { 'content-type': 'text/plain' }).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A discovery answer is the site's whole route table: only `namespace` (and `capabilities`, which TEC does not
 * have) is read by cal, so the rest is not kept.
 */
function kept(path: string, answer: unknown): unknown {
  if (!/\/wp-json\/[^/]+\/[^/]+\/v1\/?(\?|$)/.test(path) || typeof answer !== 'object' || answer === null)
    return answer;
  const { namespace, capabilities } = answer as { namespace?: unknown; capabilities?: unknown };
  return { namespace, ...(capabilities === undefined ? {} : { capabilities }) };
}

/** Forwards every request to `site` and keeps the exchange in `into`. */
export async function recordingProxy(site: string, into: Exchange[]): Promise<ExchangeServer> {
  return listen(async (request, response) => {
    const path = request.url ?? '/';
    const body = await bodyOf(request);
    const headers: Record<string, string> = {};
    for (const name of ['authorization', 'content-type', 'accept', 'prefer'])
      if (typeof request.headers[name] === 'string') headers[name] = request.headers[name];
    const reply = await fetch(new URL(path, site), {
      method: request.method ?? 'GET',
      headers,
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await reply.text();
    const answerHeaders: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = reply.headers.get(name);
      if (value !== null) answerHeaders[name] = value;
    }
    const user = userOf(request);
    into.push({
      method: request.method ?? 'GET',
      path,
      ...(user === undefined ? {} : { user }),
      ...(body === undefined ? {} : { body }),
      status: reply.status,
      headers: answerHeaders,
      answer: reply.ok ? kept(path, parse(text)) : parse(text),
    });
    response.writeHead(reply.status, answerHeaders).end(text);
  });
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface ReplayServer extends ExchangeServer {
  /** Requests that matched no recorded exchange, and recorded exchanges never asked for. */
  problems(): string[];
}

/**
 * Answers each request with the earliest unused recorded exchange of the same method, path, user and body; any
 * other request gets a 599 and is a problem, and so is an exchange never asked for.
 */
export async function replayServer(recording: Recording): Promise<ReplayServer> {
  const unused = [...recording.exchanges];
  const problems: string[] = [];
  const server = await listen(async (request, response) => {
    const path = request.url ?? '/';
    const body = await bodyOf(request);
    const user = userOf(request);
    const index = unused.findIndex(
      (exchange) =>
        exchange.method === request.method &&
        exchange.path === path &&
        exchange.user === user &&
        same(exchange.body, body),
    );
    const exchange = unused[index];
    if (index < 0 || exchange === undefined) {
      problems.push(
        `unexpected ${request.method} ${path} as ${user ?? 'nobody'}${body === undefined ? '' : ` ${JSON.stringify(body)}`}`,
      );
      response.writeHead(599, { 'content-type': 'application/json' }).end('{"code":"not_recorded"}');
      return;
    }
    unused.splice(index, 1);
    const text = typeof exchange.answer === 'string' ? exchange.answer : JSON.stringify(exchange.answer);
    response.writeHead(exchange.status, exchange.headers).end(text);
  });
  return {
    ...server,
    problems: () => [...problems, ...unused.map((exchange) => `never asked: ${exchange.method} ${exchange.path}`)],
  };
}
