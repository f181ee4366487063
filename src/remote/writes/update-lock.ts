// One cal update of an item at a time on this machine, on a server without If-Match (TEC): such an update reads the
// item, merges the change in and writes every field back, so two at once would each write back, unchanged, the
// field the other changed. A lock file per server and item (in the cache folder) makes them take turns.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { acquireLock, LockTimeoutError } from '../../store/file/lock.js';
import { makeFolder } from '../../store/file/make-folder.js';
import { RemoteError } from '../errors.js';

/** Takes the item's lock (waiting while another cal command holds it) and gives back its release. */
export type UpdateLock = (item: UpdatedItem) => Promise<() => Promise<void>>;

export interface UpdatedItem {
  /** The server, as its transport names it. */
  readonly server: string;
  readonly kind: string;
  readonly id: number;
}

/** An update of another cal command takes a few seconds at most; one that holds the item longer is stuck. */
const WAIT_MS = 60_000;

export function updateLocks(cacheDir: string): UpdateLock {
  return async ({ server, kind, id }) => {
    const key = createHash('sha256').update(`${server}\n${kind}\n${id}`).digest('hex').slice(0, 32);
    try {
      const folder = join(cacheDir, 'updates');
      await makeFolder(folder);
      const held = await acquireLock(join(folder, key), { holder: 'command', waitMs: WAIT_MS });
      return () => held.release();
    } catch (error) {
      if (!(error instanceof LockTimeoutError)) throw error;
      const holder = error.holder ? ` (process ${error.holder.pid})` : '';
      throw new RemoteError(
        `the ${kind} ${id} is being updated by another cal command${holder}; gave up waiting after ${WAIT_MS / 1000} s`,
      );
    }
  };
}
