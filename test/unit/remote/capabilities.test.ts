// The servers' capabilities, asked once and kept a few minutes per profile and API root in the cache the session
// hands in (src/cli/capabilities-cache.ts: a file in the cache folder, readable by this user alone).
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Client } from '../../../src/client/client.js';
import type { Transport } from '../../../src/client/transport.js';
import { capabilitiesCacheFile, capabilitiesOnDisk } from '../../../src/cli/capabilities-cache.js';
import { CAPABILITIES_TTL_MS, serverCapabilities, type CapabilitiesCache } from '../../../src/remote/capabilities.js';

/** A server that declares `etag` alone, and counts how often it was asked. */
function declaringServer() {
  const asked: string[] = [];
  const transport: Transport = {
    target: 'http://calendar.test/wp-json/cal/events/v1/',
    send: async (request) => {
      asked.push(`${request.method} ${request.path}`);
      return { status: 200, headers: {}, body: { capabilities: { etag: true } } };
    },
    close: async () => {},
  };
  return { client: new Client(transport), asked };
}

function memoryCache(entries: Record<string, unknown> = {}) {
  let kept = entries;
  const cache: CapabilitiesCache = {
    read: async () => kept,
    write: async (next) => {
      kept = next;
    },
  };
  return { cache, kept: () => kept };
}

describe('capabilities kept in the cache handed in', () => {
  const now = 1_800_000_000_000;

  it('asks the server once, then answers from the cache until it is older than its time to live', async () => {
    const { client, asked } = declaringServer();
    const { cache } = memoryCache();
    const key = 'default\nhttp://calendar.test/wp-json/cal/events/v1/';
    const first = await serverCapabilities(client, { now, cache: { store: cache, key } });
    const again = await serverCapabilities(client, { now: now + CAPABILITIES_TTL_MS, cache: { store: cache, key } });
    expect(first.etag).toBe(true);
    expect(again).toEqual(first);
    expect(asked).toHaveLength(1);
    await serverCapabilities(client, { now: now + CAPABILITIES_TTL_MS + 1, cache: { store: cache, key } });
    expect(asked).toHaveLength(2);
  });

  it('asks again when told to (a sign-in must reach the server), and keeps the other keys', async () => {
    const { client, asked } = declaringServer();
    const { cache, kept } = memoryCache({ 'other\nhttp://elsewhere.test/': { at: now, capabilities: {} } });
    await serverCapabilities(client, { now, cache: { store: cache, key: 'a' } });
    await serverCapabilities(client, { now, cache: { store: cache, key: 'a' }, ask: true });
    expect(asked).toHaveLength(2);
    expect(Object.keys(kept()).sort()).toEqual(['a', 'other\nhttp://elsewhere.test/']);
  });

  it('keeps nothing without a cache (the local file, in process)', async () => {
    const { client, asked } = declaringServer();
    await serverCapabilities(client, { now });
    await serverCapabilities(client, { now });
    expect(asked).toHaveLength(2);
  });
});

describe('the cache on disk', () => {
  let home: string;
  let env: Record<string, string>;
  beforeEach(async () => {
    home = await mkdtemp(join(tmpdir(), 'cal-capabilities-'));
    env = { XDG_CACHE_HOME: join(home, 'cache'), HOME: home };
  });
  afterEach(() => rm(home, { recursive: true, force: true }));

  it('is one file readable by this user alone, read back as written', async () => {
    const store = capabilitiesOnDisk(env);
    await store.write({ key: { at: 1, capabilities: { etag: true } } });
    const file = capabilitiesCacheFile(env);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await store.read()).toEqual({ key: { at: 1, capabilities: { etag: true } } });
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ key: { at: 1, capabilities: { etag: true } } });
  });

  it('reads as empty when missing or damaged', async () => {
    const store = capabilitiesOnDisk(env);
    expect(await store.read()).toEqual({});
    await store.write({});
    await writeFile(capabilitiesCacheFile(env), '{"key": {"at"');
    expect(await store.read()).toEqual({});
  });
});
