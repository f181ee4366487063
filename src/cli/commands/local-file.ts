// The local calendar for what the API does not reach (users, settings): opened directly. A file only while no cal
// serve holds it, as the server would neither see the change nor keep it; a database at any time.
import { StoreLockedError } from '../../store/file/lock.js';
import { openStore } from '../../store/open-store.js';
import { calendarAt } from '../../store/calendar-at.js';
import type { Store } from '../../store/store.js';
import { apiRootOf } from '../../config/load.js';
import { CommandError, UsageError } from '../errors.js';
import { timeoutOf } from '../global-flags.js';
import type { GlobalOptions, Session } from '../session.js';
import { checkStorePath, makeOwnDataFolder, storePath } from '../../config/store-path.js';
import { dbTimeoutMs } from '../db-timeout.js';

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
  const file = storePath(globals.data ?? profile.data, session.context.env);
  await checkStorePath(file, session.context.env);
  return file;
}

/**
 * Runs `change` holding the calendar for writing (a file's lock, waiting up to `waitSeconds` while another command
 * writes it; a database needs none). A served file is refused: `whenServed` completes the message ("stop it to
 * manage users").
 */
export async function withCalendarHeld<T>(
  file: string,
  waitSeconds: number,
  whenServed: string,
  change: () => Promise<T>,
): Promise<T> {
  const hold = calendarAt(file).holdForWriting({ holder: 'command', waitMs: waitSeconds * 1000 });
  const lock = await hold.catch((error: unknown) => {
    if (error instanceof StoreLockedError)
      throw new CommandError(`${file} is served by cal serve (process ${error.holder.pid}); ${whenServed}`);
    throw error;
  });
  try {
    return await change();
  } finally {
    await lock?.release();
  }
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
  const use = async (store: Store) => {
    try {
      return await change(store);
    } finally {
      await store.close();
    }
  };
  // A database's writers, servers included, take turns on its write lock and apply each other's changes
  // (src/store/postgres/), each wait as long as these.
  const waits = { waitMs: timeoutOf(globals) * 1000, timeoutMs: dbTimeoutMs(undefined, session.context.env) };
  await makeOwnDataFolder(file, session.context.env);
  // Opened once the file's lock is held: what it reads includes every write committed before.
  return withCalendarHeld(file, timeoutOf(globals), `stop it to ${purpose}`, async () =>
    use(await openStore(file, {}, waits)),
  );
}
