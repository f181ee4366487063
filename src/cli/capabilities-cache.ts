// The servers' declared capabilities kept on disk (src/remote/capabilities.ts), in the cache folder, readable by
// this user alone.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CapabilitiesCache } from '../remote/capabilities.js';
import { isRecord } from '../typing/is-record.js';
import { writeFileAtomic } from './config/fs.js';
import { cacheDirOf } from './config/paths.js';

type Env = Readonly<Record<string, string | undefined>>;

export function capabilitiesCacheFile(env: Env): string {
  return join(cacheDirOf(env), 'capabilities.json');
}

export function capabilitiesOnDisk(env: Env): CapabilitiesCache {
  const file = capabilitiesCacheFile(env);
  return {
    async read() {
      try {
        const value: unknown = JSON.parse(await readFile(file, 'utf8'));
        return isRecord(value) ? value : {};
      } catch {
        // Missing or damaged: a cache is only a shortcut.
        return {};
      }
    },
    write: (entries) => writeFileAtomic(file, `${JSON.stringify(entries)}\n`, 0o600).catch(() => undefined),
  };
}
