// `cal serve --stop`: signals the server named by a pid file (or holding the calendar file) and waits until it is gone.
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { CliContext } from '../../context.js';
import { CommandError, EXIT, UsageError } from '../../errors.js';
import { storePath } from '../../../config/store-path.js';
import { calendarAt } from '../../../store/calendar-at.js';
import { readPidFile } from './files.js';
import { isRunning, isServe, waitFor, waitLimit } from './process.js';
import type { ServeOptions } from './run.js';

/** Files a server that did not stop cleanly (killed, crashed) leaves behind. */
async function removeLeftovers(options: ServeOptions, cwd: string): Promise<void> {
  for (const path of [options.readyFile, options.pidFile])
    if (path !== undefined) await rm(resolve(cwd, path), { force: true });
}

export async function stopServer(options: ServeOptions, ctx: CliContext): Promise<number> {
  const limitMs = waitLimit(options.timeout);
  const cwd = ctx.cwd();
  const location = storePath(options.data, ctx.env);
  const calendar = calendarAt(location).resolvedFrom(cwd);
  // A database has no lock file naming its server: the server is named by the pid file it wrote.
  if (calendar.kind === 'database' && options.pidFile === undefined)
    throw new UsageError(
      `--stop: ${calendar.shown} is a database, with no lock file naming its server; give the --pid-file it was started with`,
    );
  // Named in messages as shown: a database's URL without its password.
  const dataFile = calendar.shown;
  const pidFile = options.pidFile === undefined ? undefined : resolve(cwd, options.pidFile);
  const pid = pidFile ? await readPidFile(pidFile) : (await calendar.servingLock())?.pid;
  if (pid === undefined || !(await isRunning(pid))) {
    await removeLeftovers(options, cwd);
    if (!pidFile) throw new CommandError(`no cal serve is running on ${dataFile}`);
    throw new CommandError(
      pid === undefined
        ? `no cal serve is running: ${pidFile} does not exist`
        : `no cal serve is running: process ${pid} of ${pidFile} has exited (the file is removed)`,
    );
  }
  if (!(await isServe(pid))) {
    await removeLeftovers(options, cwd);
    throw new CommandError(
      `process ${pid} of ${pidFile ?? dataFile} is not cal serve: the file is stale and was removed`,
    );
  }
  // SIGTERM is the server's clean stop: in-flight requests are answered, the calendar closed, its files removed.
  process.kill(pid, 'SIGTERM');
  const gone = await waitFor(async () => ((await isRunning(pid)) ? undefined : true), limitMs);
  if (!gone) throw new CommandError(`process ${pid} is still running ${limitMs / 1000} s after it was asked to stop`);
  await removeLeftovers(options, cwd);
  ctx.io.stderr.write(`stopped cal serve (process ${pid})\n`);
  return EXIT.ok;
}
