// The servers' declared capabilities kept on disk (src/remote/capabilities.ts), in the cache folder, readable by
// this user alone.
import { join } from 'node:path';
import type { CapabilitiesCache } from '../remote/capabilities.js';
import { readJsonObject, writeFileAtomic } from '../config/fs.js';
import { cacheDirOf } from '../config/paths.js';

type Env = Readonly<Record<string, string | undefined>>;

export function capabilitiesCacheFile(env: Env): string {
  return join(cacheDirOf(env), 'capabilities.json');
}

export function capabilitiesOnDisk(env: Env): CapabilitiesCache {
  const file = capabilitiesCacheFile(env);
  return {
    // Missing or damaged, it holds nothing: a cache is only a shortcut.
    read: async () => (await readJsonObject(file).catch(() => undefined)) ?? {},
    write: (entries) => writeFileAtomic(file, `${JSON.stringify(entries)}\n`, 0o600).catch(() => undefined),
  };
}
