// `cal serve --detach`: starts `cal serve` as a background process and returns once its API answers.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, open, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { StoreLockedError } from '../../../store/file/lock.js';
import type { CliContext } from '../../context.js';
import { CommandError, EXIT } from '../../errors.js';
import { checkStorePath, storePath } from '../../../config/store-path.js';
import { calendarAt } from '../../../store/calendar-at.js';
import { withoutPassword } from '../../../store/postgres/location.js';
import { waitFor, waitLimit } from './process.js';
import type { ServeOptions } from './run.js';

type Outcome =
  | { kind: 'ready'; apiRoot: string }
  | { kind: 'exited'; code: number | null; signal: NodeJS.Signals | null }
  | { kind: 'timeout' };

/** The same `cal serve` in the foreground, reporting through a ready file instead of stdout. */
function serveArgs(options: ServeOptions, dataFile: string, readyFile: string): string[] {
  const args = ['--data', dataFile, 'serve', '--port', options.port, '--host', options.host, '--ready-file', readyFile];
  if (options.timezone !== undefined) args.push('--timezone', options.timezone);
  if (options.siteUrl !== undefined) args.push('--site-url', options.siteUrl);
  if (options.cors !== undefined) args.push('--cors', options.cors);
  if (options.demo) args.push('--demo');
  if (options.pidFile !== undefined) args.push('--pid-file', resolve(options.pidFile));
  if (options.instanceName !== undefined) args.push('--instance-name', options.instanceName);
  if (options.trustedProxy !== undefined) args.push('--trusted-proxy', options.trustedProxy);
  if (options.dbTimeout !== undefined) args.push('--db-timeout', options.dbTimeout);
  return args;
}

/** Its own process group and no pipes back to us, so it outlives this command and the terminal it ran in. */
async function launch(
  args: readonly string[],
  logFile: string,
  ctx: CliContext,
  extraEnv: Record<string, string>,
): Promise<ChildProcess> {
  const log = await open(logFile, 'a', 0o600);
  try {
    // argv[1] is the script this command runs from (bin/cal.js): the server is the same cal, run again.
    const entry = process.argv[1] ?? '';
    const child = spawn(process.execPath, [...process.execArgv, entry, ...args], {
      detached: true,
      stdio: ['ignore', 'ignore', log.fd],
      cwd: ctx.cwd(),
      env: { ...ctx.env, ...extraEnv },
    });
    child.unref();
    return child;
  } finally {
    // The child has its own copy of the descriptor by now.
    await log.close();
  }
}

function waitForServer(child: ChildProcess, readyFile: string, limitMs: number): Promise<Outcome> {
  let exited: Extract<Outcome, { kind: 'exited' }> | undefined;
  let failed: Error | undefined;
  const onExit = (code: number | null, signal: NodeJS.Signals | null) => (exited = { kind: 'exited', code, signal });
  const onError = (error: Error) => (failed = error);
  child.once('exit', onExit);
  child.once('error', onError);
  const check = async (): Promise<Outcome | undefined> => {
    if (failed) throw new CommandError(`cannot start cal serve: ${failed.message}`);
    const text = await readFile(readyFile, 'utf8').catch(() => '');
    if (text.trim() !== '') return { kind: 'ready', apiRoot: text.trim() };
    return exited;
  };
  return waitFor(check, limitMs)
    .then((outcome) => outcome ?? { kind: 'timeout' as const })
    .finally(() => {
      child.off('exit', onExit);
      child.off('error', onError);
    });
}

/** What the server wrote to its log during this start (a --log-file may hold earlier runs). */
async function logSince(logFile: string, offset: number): Promise<string> {
  const text = await readFile(logFile).catch(() => Buffer.alloc(0));
  return text.subarray(offset).toString('utf8');
}

export async function detachServer(options: ServeOptions, ctx: CliContext): Promise<number> {
  const limitMs = waitLimit(options.timeout);
  const location = storePath(options.data, ctx.env);
  const calendar = calendarAt(location).resolvedFrom(ctx.cwd());
  const database = calendar.kind === 'database' ? withoutPassword(location) : undefined;
  // The server's command line is readable by every user of the machine: a database's password goes in its
  // environment instead (PGPASSWORD, which the PostgreSQL client reads).
  const dataFile = database ? database.url : calendar.given;
  // Checked here too: a bad path is told before a server is started on it.
  await checkStorePath(dataFile, ctx.env);
  const holder = await calendar.servingLock();
  if (holder) throw new StoreLockedError(dataFile, holder);
  const scratch = await mkdtemp(join(tmpdir(), 'cal-serve-'));
  try {
    const readyFile = resolve(ctx.cwd(), options.readyFile ?? join(scratch, 'ready'));
    const logFile = resolve(ctx.cwd(), options.logFile ?? join(scratch, 'log'));
    await rm(readyFile, { force: true });
    const logStart = await stat(logFile).then(
      (s) => s.size,
      () => 0,
    );
    const password: Record<string, string> = database?.password === undefined ? {} : { PGPASSWORD: database.password };
    const child = await launch(serveArgs(options, dataFile, readyFile), logFile, ctx, password);
    const outcome = await waitForServer(child, readyFile, limitMs);
    const log = await logSince(logFile, logStart);
    if (outcome.kind === 'ready') {
      // Start-up notices (such as a first administrator password) would be lost with a scratch log.
      if (options.logFile === undefined) ctx.io.stderr.write(log);
      ctx.io.stdout.write(`${outcome.apiRoot}\n`);
      return EXIT.ok;
    }
    ctx.io.stderr.write(log);
    if (outcome.kind === 'exited') {
      // Its own exit code says what went wrong (2 for bad flags); a signal is a failure.
      if (outcome.code !== null && outcome.code !== 0) return outcome.code;
      throw new CommandError(
        `cal serve stopped before its API answered${outcome.signal ? ` (${outcome.signal})` : ''}`,
      );
    }
    child.kill('SIGTERM');
    throw new CommandError(
      `cal serve did not answer within ${limitMs / 1000} s, so it was stopped${options.logFile ? `; see ${options.logFile}` : ''}`,
    );
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
