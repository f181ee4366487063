// What the server this run talks to can do (src/api/capabilities.ts), asked once and kept a few minutes per profile
// and API root in the cache the caller hands in, so that a script of many commands asks once. Commands ask this,
// never the server name.
import { capabilitiesOf, type Capabilities } from '../api/capabilities.js';
import type { Client } from '../client/client.js';
import { isRecord } from '../typing/is-record.js';

/** Long enough for a script's run of commands, short enough that an upgraded server is seen soon. */
export const CAPABILITIES_TTL_MS = 10 * 60_000;

/** Where capabilities are kept between runs, by key: every entry is read and written back whole. */
export interface CapabilitiesCache {
  /** The kept entries; none when missing or damaged (a cache is only a shortcut). */
  read(): Promise<Record<string, unknown>>;
  /** Keeps `entries`; a failure to keep them is no failure of the command. */
  write(entries: Record<string, unknown>): Promise<void>;
}

interface CacheEntry {
  readonly at: number;
  readonly capabilities: Capabilities;
}

function fresh(entry: unknown, now: number): CacheEntry | undefined {
  if (!isRecord(entry) || typeof entry.at !== 'number' || now - entry.at > CAPABILITIES_TTL_MS || now < entry.at)
    return undefined;
  return { at: entry.at, capabilities: capabilitiesOf({ capabilities: entry.capabilities }) };
}

/**
 * The server's declared capabilities, kept under `cache.key` (profile and API root); a run on the local file
 * in-process has none to keep. `ask` asks the server even when they are kept (a sign-in must reach it).
 */
export async function serverCapabilities(
  client: Client,
  options: { now: number; cache?: { store: CapabilitiesCache; key: string }; ask?: boolean },
): Promise<Capabilities> {
  const { cache } = options;
  const kept = cache === undefined ? {} : await cache.store.read();
  const cached = cache === undefined || options.ask ? undefined : fresh(kept[cache.key], options.now);
  if (cached) return cached.capabilities;
  const capabilities = capabilitiesOf((await client.call('meta.index')).body);
  if (cache !== undefined) {
    const entry: CacheEntry = { at: options.now, capabilities };
    await cache.store.write({ ...kept, [cache.key]: entry });
  }
  return capabilities;
}
