// Watching a `cal serve` process from another one: is it alive, and waiting on a condition with a deadline.
import { readFile } from 'node:fs/promises';
import { errorCode } from '../../../typing/caught-error.js';
import { UsageError } from '../../errors.js';

/** True when a process with this pid runs (EPERM: it exists but belongs to another user). */
export async function isRunning(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return errorCode(error) === 'EPERM';
  }
  // A process that has exited but that no one has reaped yet (a container whose init does not) has stopped.
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  return stat === undefined || stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
}

/**
 * False when the process is known not to be a `cal serve` (its command line has no "serve" argument), as
 * when a stale pid file names a pid the system has since given to another program. Unknown (no /proc) is true.
 */
export async function isServe(pid: number): Promise<boolean> {
  const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => undefined);
  return cmdline === undefined || cmdline.split('\0').includes('serve');
}

/** The global --timeout in milliseconds (default 30 s): how long --detach and --stop wait. */
export function waitLimit(timeout: string | undefined): number {
  const seconds = timeout === undefined ? 30 : Number(timeout);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new UsageError(`--timeout: expected seconds, got "${timeout}"`);
  return seconds * 1000;
}

const CHECK_EVERY_MS = 25;

/**
 * Resolves with the first defined value `check` gives, or undefined once `limitMs` has passed. Another
 * process's state (a file it writes, its exit) has no event to wait on here, so it is checked often.
 */
export function waitFor<T>(check: () => Promise<T | undefined>, limitMs: number): Promise<T | undefined> {
  return new Promise((resolve, reject) => {
    let busy = false;
    const finish = (value: T | undefined) => {
      clearInterval(timer);
      clearTimeout(deadline);
      resolve(value);
    };
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      check().then(
        (value) => {
          busy = false;
          if (value !== undefined) finish(value);
        },
        (error: unknown) => {
          clearInterval(timer);
          clearTimeout(deadline);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }, CHECK_EVERY_MS);
    const deadline = setTimeout(() => finish(undefined), limitMs);
  });
}
