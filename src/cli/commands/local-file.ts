// The local calendar file for what the API does not reach (users, settings): opened directly, and only while
// no cal serve holds it, as the server would neither see the change nor keep it.
import { liveLock } from '../../store/lock.js';
import { openStore } from '../../store/open-store.js';
import type { Store } from '../../store/store.js';
import { CommandError } from '../errors.js';
import type { GlobalOptions, Session } from '../session.js';
import { storePath } from '../store-path.js';

/** `purpose` completes "stop it to …" when the file is served. */
export async function withLocalFile<T>(session: Session, globals: GlobalOptions, purpose: string, change: (store: Store) => Promise<T>): Promise<T> {
  const file = storePath(globals.data ?? (await session.config()).profile.data, session.context.env);
  const served = await liveLock(file);
  if (served) throw new CommandError(`${file} is served by cal serve (process ${served.pid}); stop it to ${purpose}`);
  const store = await openStore(file);
  try {
    return await change(store);
  } finally {
    await store.close();
  }
}
