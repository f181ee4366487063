// An update of the built `cal` racing another writer on `cal serve`: sent with If-Match, refused with 412 when the
// item changed since cal read it, then read again and re-applied, or given up on after 3 re-applications. The race
// is made, not waited for: a proxy between cal and the server lets the other writer in just before cal's write.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD } from '../helpers/cli.js';
import type { Served } from '../helpers/sandbox.js';
import { useSandbox } from '../helpers/setup.js';
import { readCalendar, run, send, YEAR, type Json } from './cli-support.js';

const box = useSandbox();
let server: Served;

beforeAll(async () => {
  server = await box.startServer(box.path('served.json'));
});

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'host']);

function bodyOf(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/**
 * Forwards everything to the server; before forwarding each of the first `races` writes that carry If-Match, it
 * changes the event's cost as another writer would. Records the If-Match of every write it forwards.
 */
async function racingProxy(
  eventId: number,
  races: number,
): Promise<{ base: string; ifMatch: string[]; close(): Promise<void> }> {
  const ifMatch: string[] = [];
  let raced = 0;
  const proxy: Server = createServer((request, response) => {
    void (async () => {
      const body = await bodyOf(request);
      const tag = request.headers['if-match'];
      if (request.method !== 'GET' && typeof tag === 'string') {
        ifMatch.push(tag);
        if (raced < races) {
          raced += 1;
          await send(server.api, 'POST', `events/${eventId}`, { cost: String(raced) });
        }
      }
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          (entry): entry is [string, string] => !HOP_BY_HOP.has(entry[0]) && typeof entry[1] === 'string',
        ),
      );
      const forwarded = await fetch(`${server.base}${request.url ?? '/'}`, {
        method: request.method ?? 'GET',
        headers,
        ...(body.length > 0 ? { body } : {}),
      });
      const answer = Buffer.from(await forwarded.arrayBuffer());
      const answerHeaders = Object.fromEntries(
        [...forwarded.headers].filter(([name]) => !HOP_BY_HOP.has(name) && name !== 'content-encoding'),
      );
      response.writeHead(forwarded.status, answerHeaders).end(answer);
    })().catch((error: unknown) => response.writeHead(502).end(String(error)));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    ifMatch,
    close: () => new Promise((resolve) => proxy.close(() => resolve())),
  };
}

async function gig(slug: string): Promise<number> {
  const made = await send(server.api, 'POST', 'events', {
    title: 'Gig',
    slug,
    start_date: `${YEAR}-05-02 20:00`,
    end_date: `${YEAR}-05-02 23:00`,
  });
  return made.id as number;
}

const stored = async (id: number): Promise<Json | undefined> =>
  ((await readCalendar(server.file)).events as Json[]).find((event) => event.id === id);

describe('an update racing another writer on cal serve', () => {
  let proxies: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(proxies.map((proxy) => proxy.close()));
    proxies = [];
  });

  it("is refused for the changed item, read again and re-applied, keeping the other writer's change", async () => {
    const id = await gig('race-once');
    const proxy = await racingProxy(id, 1);
    proxies.push(proxy);
    const env = { ...box.env, CAL_URL: proxy.base, CAL_USER: 'admin', CAL_PASSWORD: ADMIN_PASSWORD };

    const result = await run(
      ['events', 'update', '--slug', 'race-once', '--set-slug', 'race-once-live', '--json'],
      env,
    );

    expect(result.stderr).toBe(
      `note: the event ${id} was changed by another writer since cal read it; applying the update again`,
    );
    expect(result.exitCode).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({ id, slug: 'race-once-live', cost: '$1' });
    expect(await stored(id)).toMatchObject({ slug: 'race-once-live', cost: '1' });
    // Each try carried the tag of its own read: the second one's is the item after the other writer.
    expect(proxy.ifMatch).toHaveLength(2);
    expect(proxy.ifMatch[0]).not.toBe(proxy.ifMatch[1]);
  });

  it('gives up after re-applying the change 3 times, exits 1 naming the conflict, and changes nothing', async () => {
    const id = await gig('race-always');
    const proxy = await racingProxy(id, Number.POSITIVE_INFINITY);
    proxies.push(proxy);
    const env = { ...box.env, CAL_URL: proxy.base, CAL_USER: 'admin', CAL_PASSWORD: ADMIN_PASSWORD };

    const result = await run(['events', 'update', '--slug', 'race-always', '--set-slug', 'lost'], env);

    expect(result.exitCode).toBe(1);
    expect(result.stderr.split('\n').at(-1)).toBe(
      `cal: the event ${id} was changed by another writer each time it was read (4 tries): not updated`,
    );
    expect(proxy.ifMatch).toHaveLength(4);
    expect(await stored(id)).toMatchObject({ slug: 'race-always', cost: '4' });
  });
});
