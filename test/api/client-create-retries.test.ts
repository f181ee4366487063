// The client's creates over HTTP: each carries an Idempotency-Key of its own, the same in every sending of it; a
// create that got a 503 or no answer is sent again with it only to a server that keeps keys (its
// `idempotency_keys` capability), waiting the Retry-After it asked for, never to one that does not (TEC), where a
// second sending could make a second event. Against a strict HTTP double on loopback, and against `cal serve`'s app.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Client } from '../../src/client/client.js';
import { createHttpTransport } from '../../src/client/http-transport.js';
import { useApi } from '../helpers/setup.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** Answers requests with `replies` in order (undefined: never answers), recording each request. */
async function double(replies: ({ status: number; headers?: Record<string, string>; body: unknown } | undefined)[]) {
  const seen: Seen[] = [];
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
      const reply = replies.shift();
      if (!reply) return;
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  servers.push(server);
  return { seen, root: `http://127.0.0.1:${port}/wp-json/cal/events/v1/`, left: () => replies.length };
}

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const created = { status: 201, body: { id: 7, slug: 'gig', status: 'publish' } };
const unavailable = {
  status: 503,
  headers: { 'retry-after': '2' },
  body: { code: 'calendar_unavailable', message: '' },
};

describe('creates over HTTP', () => {
  it('sends one key again, after a 503 (waiting its Retry-After) and after no answer, to a server that keeps keys', async () => {
    const server = await double([unavailable, undefined, created]);
    const waits: number[] = [];
    const transport = createHttpTransport({
      apiRoot: server.root,
      timeoutMs: 300,
      sleep: async (ms) => void waits.push(ms),
    });
    const client = new Client(transport, undefined, { serverKeepsKeys: async () => true });
    const answer = await client.call('events.create', { args: { title: 'Gig' } });
    await transport.close();
    expect(answer.body).toEqual(created.body);
    expect(server.seen.map((request) => request.method)).toEqual(['POST', 'POST', 'POST']);
    const keys = server.seen.map((request) => request.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    // The 503's Retry-After (2 s) rather than the first backoff (0.2 s); then the second backoff.
    expect(waits).toEqual([2000, 400]);
    // The next create has a key of its own.
    const next = await double([created]);
    const other = new Client(createHttpTransport({ apiRoot: next.root }), undefined, {
      serverKeepsKeys: async () => true,
    });
    await other.call('tags.create', { args: { name: 'x' } });
    await other.transport.close();
    expect(next.seen[0]?.headers['idempotency-key']).not.toBe(keys[0]);
  });

  it('never sends a create again to a server that does not keep keys, and reads are retried as before', async () => {
    const server = await double([unavailable]);
    const waits: number[] = [];
    const transport = createHttpTransport({ apiRoot: server.root, sleep: async (ms) => void waits.push(ms) });
    const client = new Client(transport, undefined, { serverKeepsKeys: async () => false });
    await expect(client.call('events.create', { args: { title: 'Gig' } })).rejects.toMatchObject({ status: 503 });
    await transport.close();
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(waits).toEqual([]);
  });

  it('sends no key with updates and deletes', async () => {
    const server = await double([
      { status: 200, body: { id: 7 } },
      { status: 200, body: { id: 7 } },
    ]);
    const client = new Client(createHttpTransport({ apiRoot: server.root }), undefined, {
      serverKeepsKeys: async () => true,
    });
    await client.call('events.update', { path: { id: 7 }, args: { title: 'New' } });
    await client.call('events.delete', { path: { id: 7 } });
    await client.transport.close();
    expect(server.seen.map((request) => request.headers['idempotency-key'])).toEqual([undefined, undefined]);
  });
});

describe('creates sent again to cal serve', () => {
  const api = useApi();

  it('make one event however often the same create is sent', async () => {
    const transport = createHttpTransport({ apiRoot: api.api, user: 'admin', password: 'admin-test-password' });
    const client = new Client(transport, undefined, { serverKeepsKeys: async () => true });
    const capabilities = await client.call('meta.index');
    expect(capabilities.body).toMatchObject({ capabilities: { idempotency_keys: true } });
    const key = 'client-test-key';
    const send = () =>
      client.request(
        'POST',
        'events',
        { title: 'Sent thrice', start_date: '2027-01-01 10:00', end_date: '2027-01-01 11:00' },
        { 'idempotency-key': key },
      );
    const answers = [await send(), await send(), await send()];
    await transport.close();
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    const listed = await api.request('GET', 'events?search=Sent%20thrice');
    expect(listed.json.events).toHaveLength(1);
  });
});
