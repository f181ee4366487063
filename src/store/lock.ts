// One writer per calendar file: `cal serve` holds `<file>.lock` (its pid, URL and a local sign-in, mode 0600).
import { mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface LockInfo {
  pid: number;
  /** Site base URL of the server holding the file; empty while it starts. */
  url: string;
  /** An application password the server made for local CLI commands; revoked when it stops. */
  user?: string;
  password?: string;
}

export class StoreLockedError extends Error {
  constructor(
    readonly path: string,
    readonly holder: LockInfo,
  ) {
    super(`${path} is already served by process ${holder.pid}${holder.url ? ` at ${holder.url}` : ''}`);
  }
}

export const lockPath = (storePath: string) => `${storePath}.lock`;

/** True when a process with this pid exists (EPERM means it exists but belongs to someone else). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readLock(storePath: string): Promise<LockInfo | undefined> {
  let text: string;
  try {
    text = await readFile(lockPath(storePath), 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const info = JSON.parse(text) as LockInfo;
    return typeof info.pid === 'number' ? info : undefined;
  } catch {
    // A lock cut short by a crash while being written: nobody can hold it.
    return undefined;
  }
}

/** The lock of a running server, if any; a lock left by a dead process counts as none. */
export async function liveLock(storePath: string): Promise<LockInfo | undefined> {
  const info = await readLock(storePath);
  return info && alive(info.pid) ? info : undefined;
}

export interface HeldLock {
  update(info: Omit<LockInfo, 'pid'>): Promise<void>;
  release(): Promise<void>;
}

/** Takes the lock or throws StoreLockedError; a stale lock (dead pid, or unreadable) is replaced. */
export async function acquireLock(storePath: string): Promise<HeldLock> {
  const path = lockPath(storePath);
  const info: LockInfo = { pid: process.pid, url: '' };
  // A first run's calendar folder (the per-user data folder) may not exist yet: the store would make it next.
  await mkdir(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(path, 'wx', 0o600);
      await handle.writeFile(JSON.stringify(info));
      await handle.close();
      return {
        async update(next) {
          await writeFile(path, JSON.stringify({ pid: process.pid, ...next }), { mode: 0o600 });
        },
        async release() {
          await rm(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = await liveLock(storePath);
      if (holder && holder.pid !== process.pid) throw new StoreLockedError(storePath, holder);
      await rm(path, { force: true });
    }
  }
  throw new Error(`could not take the lock ${path}`);
}
