// The HTTP server's limits, with short timeouts for the test: a client that sends its headers slowly is cut, and a
// normal request is answered while 200 such clients hold connections open.
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.js';
import { listen, SERVER_LIMITS, type RunningServer } from '../../src/server/listen.js';
import { openStore } from '../../src/store/open-store.js';
import type { Store } from '../../src/store/store.js';

let dir: string;
let store: Store;
let server: RunningServer;
let port: number;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cal-limits-'));
  store = await openStore(join(dir, 'calendar.json'));
  server = await listen(
    {
      host: '127.0.0.1',
      port: 0,
      limits: { headersTimeoutMs: 400, requestTimeoutMs: 800, checkIntervalMs: 100, maxHeadersCount: 20 },
    },
    (siteUrl) => createApp({ store, siteUrl }),
  );
  port = Number(new URL(server.url).port);
});

afterAll(async () => {
  await server.close();
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

/** A connection that starts a request and never finishes its headers; resolves with what the server sent. */
function slowClient(): { socket: Socket; ended: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  socket.setEncoding('utf8');
  socket.write('GET /wp-json/cal/events/v1/events HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
  let received = '';
  const ended = new Promise<string>((resolve) => {
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('close', () => resolve(received));
    socket.on('error', () => undefined);
  });
  return { socket, ended };
}

describe('the limits cal serve runs with', () => {
  it('are set explicitly', () => {
    expect(SERVER_LIMITS).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      checkIntervalMs: 1_000,
      maxHeadersCount: 100,
      maxHeaderBytes: 16 * 1024,
      maxBodyBytes: 1024 * 1024,
    });
  });
});

describe('slow clients', () => {
  it('a client that never finishes its headers is answered 408 and cut', async () => {
    const { ended } = slowClient();
    expect(await ended).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('a normal request is answered while 200 slow clients hold connections', async () => {
    const slow = Array.from({ length: 200 }, slowClient);
    const reply = await fetch(`${server.url}/wp-json/cal/events/v1/events`);
    expect(reply.status).toBe(200);
    expect(await reply.json()).toMatchObject({ events: [] });
    await Promise.all(slow.map((client) => client.ended));
  });

  it('headers past the size limit get 431', async () => {
    const reply = await fetch(`${server.url}/wp-json/cal/events/v1/events`, {
      headers: { 'x-padding': 'x'.repeat(SERVER_LIMITS.maxHeaderBytes) },
    });
    expect(reply.status).toBe(431);
  });
});
