// /doc under fuzzing: requests made from the served document alone (test/helpers/doc-requests.ts), for every
// operation, with valid values, values at the edges and refused ones, as nobody and as the administrator. Each
// answer, the listener's included, is held to the document (test/helpers/openapi-contract.ts): its status is one
// the operation documents, with the headers, content type and body documented for it; and no answer is a 5xx.
// Seeded and bounded: the same requests on every run; CAL_FUZZ_SEED=N runs another seed.
import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { bind, SERVER_LIMITS } from '../../src/server/listen.js';
import { openingApp } from '../../src/server/opening-app.js';
import type { Exchange } from '../helpers/exchanges.js';
import {
  operationsOf,
  RequestMaker,
  seedOf,
  type DocOperation,
  type DocRequest,
  type Json,
} from '../helpers/doc-requests.js';
import { contractCheck } from '../helpers/openapi-contract.js';
import { useApi } from '../helpers/setup.js';

const SEED = Number(process.env.CAL_FUZZ_SEED ?? 20_261_121);
/** Requests of each kind per operation and caller. */
const COUNT = { valid: 3, boundary: 2, invalid: 4 } as const;
const ROOT = '/wp-json/cal/events/v1';

const api = useApi();
const check = contractCheck();
/** Keeps connections open between requests; the listener closes those it refuses (431). */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
let operations: DocOperation[];
let document: Json;
let known: { ids: Record<string, number[]>; slugs: Record<string, string[]> };

interface Answer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** Sends a request exactly as made (node:http leaves its path as it is; fetch would normalise `%2E%2E`). */
function send(
  made: Pick<DocRequest, 'method' | 'target' | 'headers' | 'body'>,
  auth: string | undefined,
  site = api.site,
) {
  const { hostname, port } = new URL(site);
  const headers: Record<string, string> = { ...made.headers, ...(auth === undefined ? {} : { authorization: auth }) };
  if (made.body !== undefined) headers['content-length'] = String(Buffer.byteLength(made.body));
  return new Promise<Answer>((resolve, reject) => {
    const sent = request({ hostname, port, method: made.method, path: ROOT + made.target, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: singleValued(res.headers),
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    sent.on('error', reject);
    sent.end(made.body);
  });
}

function singleValued(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

/** What is wrong with an answer to a generated request, or undefined: a server error is, documented or not. */
function problemOf(made: DocRequest, answer: Answer): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}: ${answer.body.slice(0, 300)}`;
  return contractProblem(made, answer);
}

/** Where an answer to a request made for `made.operationId` departs from /doc, or undefined. */
function contractProblem(made: DocRequest, answer: Answer): string | undefined {
  const exchange: Exchange = {
    method: made.method,
    methodOverride: undefined,
    url: ROOT + made.target,
    languages: api.store.settings().languages,
    embedded: false,
    status: answer.status,
    contentType: answer.headers['content-type'],
    headers: answer.headers,
    body: answer.body,
  };
  const verdict = check.check(exchange);
  if (verdict.kind === 'problem') return verdict.message;
  // An empty path parameter makes another path (`/events/by-slug/` is `/events/by-slug`): any operation's, or none.
  if (made.emptyPathParam) return undefined;
  if (verdict.kind === 'outside') return `${answer.status}: outside the document (${verdict.why})`;
  if (verdict.operationId !== made.operationId) return `answered as ${verdict.operationId}`;
  return undefined;
}

function describeRequest(made: DocRequest, caller: string): string {
  const body = made.body === undefined ? '' : ` ${made.headers['content-type']}: ${made.body.slice(0, 200)}`;
  return `[${caller}, ${made.kind}] ${made.method} ${made.target.slice(0, 300)}${body}`;
}

/** Sends every operation's requests as `caller`; each problem found, with the request that met it. */
async function fuzz(caller: string, auth: string | undefined): Promise<string[]> {
  const problems: string[] = [];
  for (const operation of operations) {
    const maker = new RequestMaker(seedOf(SEED, `${caller} ${operation.operationId}`), document, known);
    for (const made of maker.requests(operation, COUNT)) {
      const problem = problemOf(made, await send(made, auth));
      if (problem !== undefined) problems.push(`${describeRequest(made, caller)}\n    → ${problem}`);
    }
  }
  return problems;
}

function report(problems: readonly string[]): string {
  return `seed ${SEED} (CAL_FUZZ_SEED=${SEED} makes the same requests): ${problems.length} answers break /doc\n${problems.slice(0, 25).join('\n')}`;
}

beforeAll(async () => {
  document = (await api.request('GET', 'doc')).json;
  operations = operationsOf(document);
  // A few items of each resource, so that half of the path parameters name one that exists.
  const made = {
    venues: await api.request('POST', 'venues', { body: { venue: 'Harbour Hall', city: 'Cork' } }),
    organizers: await api.request('POST', 'organizers', { body: { organizer: 'Quay Arts' } }),
    categories: await api.request('POST', 'categories', { body: { name: 'Jazz' } }),
    tags: await api.request('POST', 'tags', { body: { name: 'Live' } }),
  };
  const event = await api.request('POST', 'events', {
    body: {
      title: 'Harbour Jazz',
      start_date: '2026-12-05 20:00:00',
      end_date: '2026-12-05 23:00:00',
      venue: made.venues.json.id,
      organizer: [made.organizers.json.id],
      categories: [made.categories.json.id],
      tags: [made.tags.json.id],
    },
  });
  const locked = await api.request('POST', 'events', {
    body: { title: 'Locked', start_date: '2026-12-06 20:00', end_date: '2026-12-06 21:00', password: 'swing' },
  });
  const draft = await api.request('POST', 'events', {
    body: { title: 'Draft', start_date: '2026-12-07 20:00', end_date: '2026-12-07 21:00', status: 'draft' },
  });
  const replies = { ...made, event, locked, draft };
  for (const reply of Object.values(replies)) expect(reply.status).toBe(201);
  known = {
    ids: {
      events: [event.json.id, locked.json.id, draft.json.id],
      venues: [made.venues.json.id],
      organizers: [made.organizers.json.id],
      categories: [made.categories.json.id],
      tags: [made.tags.json.id],
    },
    slugs: {
      events: [event.json.slug, locked.json.slug],
      venues: [made.venues.json.slug],
      organizers: [made.organizers.json.slug],
    },
  };
});

describe('requests made from /doc are answered as /doc says', () => {
  it('covers every operation of the document', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(new Set(operations.map((operation) => operation.operationId)).size).toBe(operations.length);
  });

  it('as nobody', async () => {
    const problems = await fuzz('anonymous', undefined);
    expect(problems.length, report(problems)).toBe(0);
  });

  it('as the administrator', async () => {
    const problems = await fuzz('administrator', api.adminAuth);
    expect(problems.length, report(problems)).toBe(0);
  });
});

describe('answers any operation may get before it is reached: the listener’s, a server still opening, a body too large', () => {
  it('a request line and headers past the limit: 431', async () => {
    const shared = (document.components as { responses: Record<string, { description: string }> }).responses;
    expect(shared.HeadersTooLarge?.description).toContain(`${SERVER_LIMITS.maxHeaderBytes / 1024} KiB`);
    const problems: string[] = [];
    for (const operation of operations) {
      const made = new RequestMaker(seedOf(SEED, `431 ${operation.operationId}`), document, known).requests(operation, {
        valid: 1,
        boundary: 0,
        invalid: 0,
      })[0];
      if (!made) continue;
      const padded = { ...made, headers: { ...made.headers, 'x-padding': 'x'.repeat(SERVER_LIMITS.maxHeaderBytes) } };
      const answer = await send(padded, undefined);
      if (answer.status !== 431) problems.push(`${operation.operationId}: ${answer.status}, not 431`);
      const problem = problemOf(made, answer);
      if (problem !== undefined) problems.push(`${describeRequest(made, 'anonymous')}\n    → ${problem}`);
    }
    expect(problems.length, report(problems)).toBe(0);
  });

  it('a request whose headers never end: 408', async () => {
    const server = await bind({ host: '127.0.0.1', port: 0, limits: { headersTimeoutMs: 200, checkIntervalMs: 50 } });
    try {
      server.serve(openingApp());
      const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
      socket.setEncoding('utf8');
      socket.write(`GET ${ROOT}/events/1 HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: `);
      let received = '';
      socket.on('data', (chunk: string) => (received += chunk));
      await new Promise((resolve) => socket.on('close', resolve));
      const [head = '', body = ''] = received.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(head)?.[1]);
      const contentType = /^content-type: *(.*)$/im.exec(head)?.[1];
      expect(status).toBe(408);
      const verdict = check.check({
        method: 'GET',
        methodOverride: undefined,
        url: `${ROOT}/events/1`,
        languages: [],
        embedded: false,
        status,
        contentType,
        body,
      });
      expect(verdict).toMatchObject({ kind: 'documented', operationId: 'events.get', status: 408 });
    } finally {
      await server.close();
    }
  });

  it('a server still opening its calendar: 503 calendar_opening, with Retry-After', async () => {
    const server = await bind({ host: '127.0.0.1', port: 0 });
    const problems: string[] = [];
    try {
      server.serve(openingApp());
      for (const operation of operations) {
        const made = new RequestMaker(seedOf(SEED, `503 ${operation.operationId}`), document, known).requests(
          operation,
          { valid: 1, boundary: 0, invalid: 0 },
        )[0];
        if (!made) continue;
        const answer = await send(made, undefined, server.url);
        if (answer.status !== 503 || !answer.body.includes('"calendar_opening"'))
          problems.push(`${operation.operationId}: ${answer.status} ${answer.body}`);
        const problem = contractProblem(made, answer);
        if (problem !== undefined) problems.push(`${describeRequest(made, 'anonymous')}\n    → ${problem}`);
      }
    } finally {
      await server.close();
    }
    expect(problems.length, report(problems)).toBe(0);
  });

  it('a body past the limit, whatever the method: 413', async () => {
    const problems: string[] = [];
    const methods = new Set<string>();
    for (const operation of operations) {
      if (methods.has(operation.method)) continue;
      methods.add(operation.method);
      const made = new RequestMaker(seedOf(SEED, `413 ${operation.operationId}`), document, known).requests(operation, {
        valid: 1,
        boundary: 0,
        invalid: 0,
      })[0];
      if (!made) continue;
      const large = {
        ...made,
        headers: { ...made.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'x'.repeat(SERVER_LIMITS.maxBodyBytes) }),
      };
      const answer = await send(large, api.adminAuth);
      if (answer.status !== 413) problems.push(`${operation.operationId}: ${answer.status}, not 413`);
      const problem = problemOf(large, answer);
      if (problem !== undefined) problems.push(`${describeRequest(large, 'administrator')}\n    → ${problem}`);
    }
    expect(problems.length, report(problems)).toBe(0);
  });
});
