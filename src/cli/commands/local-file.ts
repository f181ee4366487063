// The local calendar file for what the API does not reach (users, settings): opened directly, and only while
// no cal serve holds it, as the server would neither see the change nor keep it.
import { liveLock } from '../../store/lock.js';
import { openStore } from '../../store/open-store.js';
import type { Store } from '../../store/store.js';
import { apiRootOf } from '../config/load.js';
import { CommandError, UsageError } from '../errors.js';
import type { GlobalOptions, Session } from '../session.js';
import { storePath } from '../store-path.js';

/**
 * The file these commands work on. A run aimed at a server (--url, or a profile's url without --data) is
 * refused rather than quietly changing a local file the user does not mean: `what` names the command.
 */
export async function localFile(session: Session, globals: GlobalOptions, what: string): Promise<string> {
  const { profile } = await session.config();
  if (globals.url !== undefined || (globals.data === undefined && apiRootOf(profile) !== undefined)) {
    throw new UsageError(
      `${what} works on a local calendar file, and this run is aimed at a server (${globals.url ?? profile.url}); give --data FILE for a local one`,
    );
  }
  return storePath(globals.data ?? profile.data, session.context.env);
}

/** `purpose` completes "stop it to …" when the file is served. */
export async function withLocalFile<T>(
  session: Session,
  globals: GlobalOptions,
  what: string,
  purpose: string,
  change: (store: Store) => T | Promise<T>,
): Promise<T> {
  const file = await localFile(session, globals, what);
  const served = await liveLock(file);
  if (served) throw new CommandError(`${file} is served by cal serve (process ${served.pid}); stop it to ${purpose}`);
  const store = await openStore(file);
  try {
    return await change(store);
  } finally {
    await store.close();
  }
}
