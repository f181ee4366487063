// What the server this run talks to can do (src/api/capabilities.ts), asked once and kept on disk a few minutes
// per profile and API root, so that a script of many commands asks once. Commands ask this, never the server name.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { capabilitiesOf, type Capabilities } from '../api/capabilities.js';
import type { Client } from '../client/client.js';
import { writeFileAtomic } from './config/fs.js';
import { cacheDirOf } from './config/paths.js';
import { isRecord } from '../typing/is-record.js';

/** Long enough for a script's run of commands, short enough that an upgraded server is seen soon. */
export const CAPABILITIES_TTL_MS = 10 * 60_000;

type Env = Readonly<Record<string, string | undefined>>;

export function capabilitiesCacheFile(env: Env): string {
  return join(cacheDirOf(env), 'capabilities.json');
}

interface CacheEntry {
  readonly at: number;
  readonly capabilities: Capabilities;
}

async function readCache(file: string): Promise<Record<string, unknown>> {
  try {
    const value: unknown = JSON.parse(await readFile(file, 'utf8'));
    return isRecord(value) ? value : {};
  } catch {
    // Missing or damaged: a cache is only a shortcut.
    return {};
  }
}

function fresh(entry: unknown, now: number): CacheEntry | undefined {
  if (!isRecord(entry) || typeof entry.at !== 'number' || now - entry.at > CAPABILITIES_TTL_MS || now < entry.at)
    return undefined;
  return { at: entry.at, capabilities: capabilitiesOf({ capabilities: entry.capabilities }) };
}

/**
 * The server's declared capabilities. `cacheKey` (profile and API root) keeps them on disk; a run on the local
 * file in-process has none to keep. `ask` asks the server even when they are kept (a sign-in must reach it).
 */
export async function serverCapabilities(
  client: Client,
  options: { env: Env; now: number; cacheKey?: string; ask?: boolean },
): Promise<Capabilities> {
  const file = capabilitiesCacheFile(options.env);
  const cache = options.cacheKey === undefined ? {} : await readCache(file);
  const cached =
    options.cacheKey === undefined || options.ask ? undefined : fresh(cache[options.cacheKey], options.now);
  if (cached) return cached.capabilities;
  const capabilities = capabilitiesOf((await client.call('meta.index')).body);
  if (options.cacheKey !== undefined) {
    const entry: CacheEntry = { at: options.now, capabilities };
    await writeFileAtomic(file, `${JSON.stringify({ ...cache, [options.cacheKey]: entry })}\n`, 0o600).catch(
      () => undefined,
    );
  }
  return capabilities;
}
