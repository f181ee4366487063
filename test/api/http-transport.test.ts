// Tests the HTTP transport against strict real HTTP stubs: exact requests, retries, timeouts, keep-alive.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpTransport } from '../../src/client/http-transport.js';
import type { HttpTransportOptions } from '../../src/client/http-transport.js';
import { ConnectionError } from '../../src/client/transport.js';
import type { Transport } from '../../src/client/transport.js';
import { VERSION } from '../../src/version.js';

const ROOT_PATH = '/wp-json/cal/events/v1/';
const ADMIN_AUTH = 'Basic YWRtaW46c2VjcmV0'; // base64('admin:secret'), written out so the test does not mirror the code

interface Expected {
  method: string;
  path: string;
  /** Exact values of the headers this test cares about; undefined means the header must be absent. */
  headers?: Record<string, string | undefined>;
  /** Parsed JSON body; undefined means no body at all. */
  body?: unknown;
  /** Omitted: the stub never answers. */
  reply?: { status: number; headers?: Record<string, string>; body?: string };
}

interface Stub {
  root: string;
  port: number;
  connections: number;
  sockets: Set<Socket>;
  problems: string[];
  remaining: Expected[];
  server: Server;
}

const stubs: Stub[] = [];
const transports: Transport[] = [];

/** Serves `expected` in order; anything else, and anything left over, fails the test in afterEach. */
async function startStub(expected: Expected[]): Promise<Stub> {
  const server = createServer();
  const stub: Stub = {
    root: '',
    port: 0,
    connections: 0,
    sockets: new Set(),
    problems: [],
    remaining: [...expected],
    server,
  };
  server.on('connection', (socket: Socket) => {
    stub.connections++;
    stub.sockets.add(socket);
    socket.on('close', () => stub.sockets.delete(socket));
  });
  server.on('request', (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const want = stub.remaining.shift();
      const text = Buffer.concat(chunks).toString('utf8');
      const seen = `${req.method} ${req.url}`;
      if (want === undefined || seen !== `${want.method} ${ROOT_PATH}${want.path}`) {
        stub.problems.push(`unexpected request ${seen}`);
        res.writeHead(500).end();
        return;
      }
      for (const [name, value] of Object.entries(want.headers ?? {})) {
        if (req.headers[name] !== value)
          stub.problems.push(`${seen}: header ${name} is ${String(req.headers[name])}, expected ${value}`);
      }
      const body = text === '' ? undefined : (JSON.parse(text) as unknown);
      if (!isDeepStrictEqual(body, want.body)) stub.problems.push(`${seen}: body ${text}`);
      if (want.reply !== undefined) res.writeHead(want.reply.status, want.reply.headers).end(want.reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.port = (server.address() as AddressInfo).port;
  stub.root = `http://127.0.0.1:${stub.port}${ROOT_PATH}`;
  stubs.push(stub);
  return stub;
}

function transport(options: HttpTransportOptions): Transport {
  const created = createHttpTransport(options);
  transports.push(created);
  return created;
}

/** A sleep that records the backoff instead of waiting. */
function recordingSleep(): { waits: number[]; sleep: (ms: number) => Promise<void> } {
  const waits: number[] = [];
  return { waits, sleep: async (ms) => void waits.push(ms) };
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const json = (status: number, value: unknown) => ({
  status,
  headers: { 'Content-Type': 'application/json; charset=UTF-8' },
  body: JSON.stringify(value),
});

afterEach(async () => {
  await Promise.all(transports.splice(0).map((t) => t.close()));
  for (const stub of stubs.splice(0)) {
    stub.server.closeAllConnections();
    await new Promise((resolve) => stub.server.close(resolve));
    expect(stub.problems).toEqual([]);
    expect(
      stub.remaining.map((r) => `${r.method} ${r.path}`),
      'expected requests never made',
    ).toEqual([]);
  }
});

describe('createHttpTransport', () => {
  it('round-trips JSON for GET and POST with the standard headers and Basic auth', async () => {
    const stub = await startStub([
      {
        method: 'GET',
        path: 'events?page=2',
        headers: {
          accept: 'application/json',
          'user-agent': `cal/${VERSION}`,
          authorization: ADMIN_AUTH,
          'content-type': undefined,
        },
        reply: {
          ...json(200, { events: [{ id: 1 }] }),
          headers: { 'Content-Type': 'application/json', 'X-WP-Total': '1' },
        },
      },
      {
        method: 'POST',
        path: 'events',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'user-agent': `cal/${VERSION}`,
          authorization: ADMIN_AUTH,
        },
        body: { title: 'Party', all_day: true },
        reply: json(201, { id: 7, title: 'Party' }),
      },
    ]);
    const t = transport({ apiRoot: stub.root, user: 'admin', password: 'secret' });
    expect(t.target).toBe(stub.root);
    const got = await t.send({ method: 'GET', path: 'events?page=2' });
    expect(got.status).toBe(200);
    expect(got.body).toEqual({ events: [{ id: 1 }] });
    expect(got.headers['x-wp-total']).toBe('1');
    const created = await t.send({ method: 'POST', path: 'events', body: { title: 'Party', all_day: true } });
    expect(created).toMatchObject({ status: 201, body: { id: 7, title: 'Party' } });
  });

  it('returns non-JSON bodies as text, empty bodies as undefined, and sends no auth without credentials', async () => {
    const stub = await startStub([
      {
        method: 'GET',
        path: '',
        headers: { authorization: undefined },
        reply: { status: 200, headers: { 'Content-Type': 'text/html' }, body: '<p>hello</p>' },
      },
      { method: 'DELETE', path: 'venues/3', reply: { status: 204 } },
    ]);
    const t = transport({ apiRoot: stub.root.slice(0, -1) }); // the missing trailing slash is added
    expect(await t.send({ method: 'GET', path: '' })).toMatchObject({ status: 200, body: '<p>hello</p>' });
    expect((await t.send({ method: 'DELETE', path: 'venues/3' })).body).toBeUndefined();
  });

  it('returns 4xx answers instead of throwing', async () => {
    const stub = await startStub([
      { method: 'GET', path: 'events/99', reply: json(404, { code: 'rest_post_invalid_id' }) },
      { method: 'POST', path: 'events', body: {}, reply: json(400, { code: 'rest_missing_callback_param' }) },
    ]);
    const t = transport({ apiRoot: stub.root, sleep: recordingSleep().sleep });
    expect(await t.send({ method: 'GET', path: 'events/99' })).toMatchObject({
      status: 404,
      body: { code: 'rest_post_invalid_id' },
    });
    expect(await t.send({ method: 'POST', path: 'events', body: {} })).toMatchObject({ status: 400 });
  });

  it('retries GET on 503 with backoff through sleep and traces every attempt', async () => {
    const stub = await startStub([
      { method: 'GET', path: 'events?page=2', reply: { status: 503, body: 'busy' } },
      { method: 'GET', path: 'events?page=2', reply: json(200, []) },
    ]);
    const { waits, sleep } = recordingSleep();
    const lines: string[] = [];
    const t = transport({ apiRoot: stub.root, sleep, trace: (line) => lines.push(line) });
    expect(await t.send({ method: 'GET', path: 'events?page=2' })).toMatchObject({ status: 200, body: [] });
    expect(waits).toEqual([200]);
    const url = `${stub.root}events?page=2`;
    expect(lines.map((line) => line.replace(/\(\d+ ms\)$/, '(N ms)'))).toEqual([
      `→ GET ${url}`,
      `← 503 GET ${url} (N ms)`,
      'retrying in 200 ms (attempt 2 of 3)',
      `→ GET ${url}`,
      `← 200 GET ${url} (N ms)`,
    ]);
  });

  it('does not retry POST on 503, and returns the last 5xx once retries run out', async () => {
    const stub = await startStub([
      { method: 'POST', path: 'events', body: { title: 'x' }, reply: { status: 503 } },
      { method: 'PUT', path: 'events/1', body: { title: 'y' }, reply: { status: 502 } },
      { method: 'PUT', path: 'events/1', body: { title: 'y' }, reply: { status: 504 } },
    ]);
    const { waits, sleep } = recordingSleep();
    const t = transport({ apiRoot: stub.root, sleep, retries: 1 });
    expect((await t.send({ method: 'POST', path: 'events', body: { title: 'x' } })).status).toBe(503);
    expect(waits).toEqual([]);
    expect((await t.send({ method: 'PUT', path: 'events/1', body: { title: 'y' } })).status).toBe(504);
    expect(waits).toEqual([200]);
  });

  it('retries GET on connection refused, then throws ConnectionError', async () => {
    const port = await closedPort();
    const { waits, sleep } = recordingSleep();
    const lines: string[] = [];
    const t = transport({ apiRoot: `http://127.0.0.1:${port}${ROOT_PATH}`, sleep, trace: (line) => lines.push(line) });
    const failure = t.send({ method: 'GET', path: 'events' });
    await expect(failure).rejects.toBeInstanceOf(ConnectionError);
    await expect(failure).rejects.toThrow(`cannot reach http://127.0.0.1:${port}${ROOT_PATH}: connection refused`);
    expect(waits).toEqual([200, 400]);
    expect(lines.filter((line) => line.startsWith('→'))).toHaveLength(3);
    expect(lines).toContain('retrying in 400 ms (attempt 3 of 3)');
    expect(lines[1]).toMatch(
      /^← failed GET http:\/\/127\.0\.0\.1:\d+\/wp-json\/cal\/events\/v1\/events: connection refused \(\d+ ms\)$/,
    );
  });

  it('does not retry POST on connection refused', async () => {
    const port = await closedPort();
    const { waits, sleep } = recordingSleep();
    const t = transport({ apiRoot: `http://127.0.0.1:${port}/`, sleep });
    await expect(t.send({ method: 'POST', path: 'events', body: {} })).rejects.toThrow(/: connection refused$/);
    expect(waits).toEqual([]);
  });

  it('gives up on a server that never answers after timeoutMs, retrying idempotent requests', async () => {
    const stub = await startStub([
      { method: 'GET', path: 'events' },
      { method: 'GET', path: 'events' },
    ]);
    const { waits, sleep } = recordingSleep();
    const t = transport({ apiRoot: stub.root, timeoutMs: 200, retries: 1, sleep });
    const failure = t.send({ method: 'GET', path: 'events' });
    await expect(failure).rejects.toBeInstanceOf(ConnectionError);
    await expect(failure).rejects.toThrow(`cannot reach ${stub.root}: no answer within 200 ms`);
    expect(waits).toEqual([200]);
  });

  it('takes Basic credentials from the URL userinfo and never shows them', async () => {
    const stub = await startStub([
      { method: 'GET', path: 'me', headers: { authorization: 'Basic YWxpY2U6czNjciN0IHB3' }, reply: { status: 503 } },
      { method: 'GET', path: 'me', headers: { authorization: 'Basic YWxpY2U6czNjciN0IHB3' }, reply: json(200, {}) },
    ]);
    const lines: string[] = [];
    const apiRoot = `http://alice:s3cr%23t%20pw@127.0.0.1:${stub.port}${ROOT_PATH}`; // alice / "s3cr#t pw"
    const t = transport({ apiRoot, sleep: recordingSleep().sleep, trace: (line) => lines.push(line) });
    expect(t.target).toBe(stub.root);
    expect((await t.send({ method: 'GET', path: 'me' })).status).toBe(200);
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(line).not.toMatch(/alice|s3cr|Basic|YWxpY2/);
  });

  it('reuses one keep-alive socket for sequential requests', async () => {
    const stub = await startStub(['a', 'b', 'c'].map((path) => ({ method: 'GET', path, reply: json(200, { path }) })));
    const t = transport({ apiRoot: stub.root });
    for (const path of ['a', 'b', 'c']) expect((await t.send({ method: 'GET', path })).body).toEqual({ path });
    expect(stub.connections).toBe(1);
  });

  it('close() closes the pooled sockets and refuses further requests', async () => {
    const stub = await startStub([{ method: 'GET', path: 'events', reply: json(200, []) }]);
    const t = transport({ apiRoot: stub.root });
    await t.send({ method: 'GET', path: 'events' });
    expect(stub.sockets.size).toBe(1);
    const [socket] = stub.sockets;
    const socketClosed = new Promise((resolve) => socket?.once('close', resolve));
    await t.close();
    await socketClosed;
    expect(stub.sockets.size).toBe(0);
    await expect(t.send({ method: 'GET', path: 'events' })).rejects.toThrow('closed');
    await t.close(); // a second close is harmless
  });
});
