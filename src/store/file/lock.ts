// One writer per calendar file at a time: `<file>.lock` (mode 0600) names it. `cal serve` holds it while it runs
// (with its URL and a local sign-in); a command writing the file holds it for a moment, and others wait for it.
import { errorCode } from '../../typing/caught-error.js';
import { isRecord } from '../../typing/is-record.js';
import { parseJson } from '../../typing/parse-json.js';
import { keysOf } from '../../typing/typed-keys.js';
import { newFileFailure } from './path-problems.js';
import { isDiskFull, StorageFullError } from './storage-full.js';
import { readFileSync, rmSync, statSync } from 'node:fs';
import { open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';

export interface LockInfo {
  pid: number;
  /** Site base URL of the server holding the file; empty while it starts, and for a command. */
  url: string;
  /** The token local commands sign in with while the server runs (valid for that run only, never stored). */
  user?: string;
  password?: string;
  /** `command` for a cal command writing the file; absent for `cal serve` (as locks have always been). */
  holder?: 'command';
}

export const isServer = (info: LockInfo) => info.holder !== 'command';

export class StoreLockedError extends Error {
  constructor(
    readonly path: string,
    readonly holder: LockInfo,
  ) {
    super(`${path} is already served by process ${holder.pid}${holder.url ? ` at ${holder.url}` : ''}`);
  }
}

/** Another command kept the file longer than this one would wait. */
export class LockTimeoutError extends Error {
  constructor(
    readonly path: string,
    readonly holder: LockInfo | undefined,
    waitedMs: number,
  ) {
    super(
      `${path} is being written by ${holder ? `process ${holder.pid} (another cal command)` : 'another cal command'}; ` +
        `gave up waiting after ${waitedMs / 1000} s (--timeout SECONDS waits longer)`,
    );
  }
}

export const lockPath = (storePath: string) => `${storePath}.lock`;

/** A lock file is made empty and then filled: one this young and still unreadable is being written. */
const FILLING_MS = 2000;
/** A process that started this long after the lock was last written cannot have written it (its pid was reused). */
const PID_REUSE_MARGIN_MS = 1000;

/** True when a process with this pid exists (EPERM means it exists but belongs to someone else). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
}

/** What the system says of a process (Linux /proc): its state letter, and when it started (ms since the epoch). */
function processStat(pid: number): { state: string; startedMs: number | undefined } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // From field 3, the state; the name in field 2 may hold blanks and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Field 22, start time in clock ticks after boot (USER_HZ, 100 on Linux).
    const ticks = Number(fields[19]);
    const uptimeSeconds = Number(readFileSync('/proc/uptime', 'utf8').split(' ')[0]);
    const known = Number.isFinite(ticks) && Number.isFinite(uptimeSeconds);
    return { state: fields[0] ?? '', startedMs: known ? Date.now() - uptimeSeconds * 1000 + ticks * 10 : undefined };
  } catch {
    return undefined;
  }
}

/** Whether the process that wrote a lock (at `writtenMs`) still runs: not when its pid now names a newer process. */
function holderRuns(pid: number, writtenMs: number): boolean {
  // This process holds no lock it has not taken: a lock with its pid was left by an earlier process (a container).
  if (pid === process.pid || !alive(pid)) return false;
  const stat = processStat(pid);
  // Exited but not reaped yet (a zombie, as a killed `cal serve --detach` stays while its init does not reap it).
  if (stat?.state === 'Z') return false;
  return stat?.startedMs === undefined || stat.startedMs <= writtenMs + PID_REUSE_MARGIN_MS;
}

type LockState =
  | { kind: 'free' }
  | { kind: 'held'; info: LockInfo }
  /** Being written by its taker (not readable yet): neither free nor known. */
  | { kind: 'filling' }
  /** Left by a process that is gone, or damaged: `ino` and `mtimeMs` tell it from a newer lock. */
  | { kind: 'stale'; ino: number; mtimeMs: number };

async function lockState(storePath: string): Promise<LockState> {
  const path = lockPath(storePath);
  let text: string;
  let written: { ino: number; mtimeMs: number };
  try {
    written = await stat(path);
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return { kind: 'free' };
    throw error;
  }
  const stale = { kind: 'stale' as const, ino: written.ino, mtimeMs: written.mtimeMs };
  let info: LockInfo | undefined;
  try {
    info = lockInfoOf(parseJson(text));
  } catch {
    // Cut short by a crash while being written, or being written right now.
  }
  if (!info) return Date.now() - written.mtimeMs < FILLING_MS ? { kind: 'filling' } : stale;
  return holderRuns(info.pid, written.mtimeMs) ? { kind: 'held', info } : stale;
}

/** What a lock file names, read field by field: a holder is known by its pid; the other fields may be missing. */
function lockInfoOf(value: unknown): LockInfo | undefined {
  if (!isRecord(value) || typeof value.pid !== 'number') return undefined;
  const { pid, url, user, password, holder } = value;
  return {
    pid,
    url: typeof url === 'string' ? url : '',
    ...(typeof user === 'string' ? { user } : {}),
    ...(typeof password === 'string' ? { password } : {}),
    ...(holder === 'command' ? { holder } : {}),
  };
}

/** The lock of a running server or command, if any; a lock left by a dead process counts as none. */
export async function liveLock(storePath: string): Promise<LockInfo | undefined> {
  const state = await lockState(storePath);
  return state.kind === 'held' ? state.info : undefined;
}

/** The lock of a running `cal serve`, if any: commands then go through it. */
export async function servingLock(storePath: string): Promise<LockInfo | undefined> {
  const info = await liveLock(storePath);
  return info && isServer(info) ? info : undefined;
}

export interface HeldLock {
  update(info: Omit<LockInfo, 'pid'>): Promise<void>;
  release(): Promise<void>;
}

export interface LockOptions {
  /** A server keeps the file while it runs; a command for the moment it writes. */
  holder: 'server' | 'command';
  /** How long to wait while a command holds the file; a server holding it is never waited for. */
  waitMs: number;
}

/**
 * Takes the lock, waiting up to `waitMs` while another command holds it (then LockTimeoutError); throws
 * StoreLockedError at once when a server holds it. A stale lock (its process gone, or damaged) is taken over.
 * A command's lock is also removed if the process exits or is stopped by a signal before releasing it.
 */
export async function acquireLock(storePath: string, options: LockOptions): Promise<HeldLock> {
  const path = lockPath(storePath);
  const mine: LockInfo = { pid: process.pid, url: '', ...(options.holder === 'command' ? { holder: 'command' } : {}) };
  const started = Date.now();
  // Its folder is never made here: a missing one is a mistyped path (its maker, if any, makes it first).
  for (;;) {
    if (await create(storePath, mine)) return heldLock(path, options.holder === 'command');
    const state = await lockState(storePath);
    if (state.kind === 'free' || (state.kind === 'stale' && (await breakStale(path, state)))) continue;
    if (state.kind === 'held' && isServer(state.info)) throw new StoreLockedError(storePath, state.info);
    const waited = Date.now() - started;
    if (waited >= options.waitMs)
      throw new LockTimeoutError(storePath, state.kind === 'held' ? state.info : undefined, options.waitMs);
    // Jittered, so that waiting commands do not all try again at the same instant.
    await sleep(Math.min(options.waitMs - waited, 20 + Math.random() * 40));
  }
}

/** True when the lock of `storePath` was made here; false when it exists already. */
async function create(storePath: string, info: LockInfo): Promise<boolean> {
  const path = lockPath(storePath);
  try {
    const handle = await open(path, 'wx', 0o600);
    try {
      await handle.writeFile(JSON.stringify(info));
    } catch (error) {
      // A lock it could not fill (a full disk) is nobody's: others would wait on it for nothing.
      await rm(path, { force: true });
      throw isDiskFull(error) ? new StorageFullError(path) : error;
    } finally {
      await handle.close();
    }
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw isDiskFull(error) ? new StorageFullError(path) : await newFileFailure(storePath, error);
  }
}

const SIGNAL_NUMBERS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 } as const;

/**
 * With `removeOnExit`, the lock goes also when the process ends before releasing it: an exit, an uncaught error,
 * or a stop signal (which then ends the process as the signal would have, exit code 128 + its number).
 */
function heldLock(path: string, removeOnExit: boolean): HeldLock {
  const removeNow = () => rmSync(path, { force: true });
  const stop = (signal: keyof typeof SIGNAL_NUMBERS) => process.exit(128 + SIGNAL_NUMBERS[signal]);
  const signals = keysOf(SIGNAL_NUMBERS);
  if (removeOnExit) {
    process.once('exit', removeNow);
    for (const signal of signals) process.once(signal, stop);
  }
  return {
    async update(next) {
      // Renamed into place: a reader never sees it half written.
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, JSON.stringify({ pid: process.pid, ...next }), { mode: 0o600 });
      await rename(temporary, path);
    },
    async release() {
      process.off('exit', removeNow);
      for (const signal of signals) process.off(signal, stop);
      await rm(path, { force: true });
    },
  };
}

/** Removes a stale lock unless another taker is at it or got there first; true when it is gone. */
async function breakStale(path: string, seen: { ino: number; mtimeMs: number }): Promise<boolean> {
  const breaker = `${path}.break`;
  try {
    await (await open(breaker, 'wx', 0o600)).close();
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    // A breaker left by a crash in that instant is dropped after a while.
    const left = await stat(breaker).catch(() => undefined);
    if (left && Date.now() - left.mtimeMs > 10 * FILLING_MS) await rm(breaker, { force: true });
    return false;
  }
  try {
    // Only the file judged stale: a lock taken meanwhile is another file.
    const now = statSync(path, { throwIfNoEntry: false });
    if (now && now.ino === seen.ino && now.mtimeMs === seen.mtimeMs) rmSync(path, { force: true });
    return true;
  } finally {
    await rm(breaker, { force: true });
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
