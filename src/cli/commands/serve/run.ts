// Running `cal serve`: bind the port, open the store, apply start-up settings, optionally seed the demo, serve
// until a signal.
import { isIP } from 'node:net';
import { errorCode } from '../../../typing/caught-error.js';
import { isRecord } from '../../../typing/is-record.js';
import { isValidTimeZone } from '../../../dates/zones.js';
import { seedDemoCalendar } from '../../../demo/demo-calendar.js';
import type { RenderedAhead } from '../../../server/render-ahead.js';
import { createApp } from '../../../server/app.js';
import { NAMESPACE, REST_PREFIX } from '../../../server/addresses.js';
import { bind } from '../../../server/listen.js';
import { openingApp } from '../../../server/opening-app.js';
import type { HeldLock } from '../../../store/file/lock.js';
import { openStore } from '../../../store/open-store.js';
import { dbTimeoutMs } from '../../db-timeout.js';
import { ensureAdminAccess, localAdministrator } from './access.js';
import { newLocalSignIn } from '../../../server/auth.js';
import { ServeFiles } from './files.js';
import { waitLimit } from './process.js';
import type { Settings } from '../../../store/records/records.js';
import type { Store } from '../../../store/store.js';
import type { CliContext } from '../../context.js';
import { readCaches, switchReadCaches } from '../../../domain/query/read-caches.js';
import { fragmentCounts } from '../../../domain/render/fragments.js';
import { CommandError, UsageError } from '../../errors.js';
import { checkStorePath, makeOwnDataFolder, storePath } from '../../../config/store-path.js';
import { calendarAt } from '../../../store/calendar-at.js';

export interface ServeOptions {
  port: string;
  host: string;
  data?: string;
  timezone?: string;
  siteUrl?: string;
  demo?: boolean;
  cors?: string;
  pidFile?: string;
  instanceName?: string;
  trustedProxy?: string;
  readyFile?: string;
  logFile?: string;
  detach?: boolean;
  stop?: boolean;
  /** Seconds: the bound on each wait for a database's calendar (src/cli/db-timeout.ts). */
  dbTimeout?: string;
  /** The global --timeout: how long --detach and --stop wait. */
  timeout?: string;
}

function settingsFromFlags(options: ServeOptions): Partial<Settings> {
  const patch: Partial<Settings> = {};
  if (options.timezone !== undefined) {
    if (!isValidTimeZone(options.timezone)) throw new UsageError(`--timezone: unknown time zone "${options.timezone}"`);
    patch.timezone = options.timezone;
  }
  if (options.siteUrl !== undefined) {
    if (!URL.canParse(options.siteUrl) || !/^https?:$/.test(new URL(options.siteUrl).protocol)) {
      throw new UsageError(`--site-url: not an http(s) URL: "${options.siteUrl}"`);
    }
    patch.site_url = options.siteUrl.replace(/\/+$/, '');
  }
  return patch;
}

/** `CAL_CACHE=off` answers every read afresh, for measuring; `on` is the default, said aloud. */
function readCachesFrom(value: string | undefined): 'on' | 'off' | undefined {
  if (value === undefined || value === 'on' || value === 'off') return value;
  throw new UsageError(`CAL_CACHE: expected on or off, got "${value}"`);
}

/** `since`: the counts when the server began answering (seeding a --demo calendar renders too). */
function readCacheReport(caching: 'on' | 'off', renderedAhead: number, since: typeof fragmentCounts): string {
  const { answers, matches } = readCaches.hits;
  const rendered = fragmentCounts.rendered - since.rendered;
  const reused = fragmentCounts.reused - since.reused;
  const parts = `parts of answers: ${renderedAhead} rendered ahead, ${rendered - renderedAhead} while answering, ${reused} kept ones used`;
  return `read caches ${caching}: ${answers} answers from the response cache, ${matches} list matches from the list caches; ${parts}`;
}

const LOOPBACK = /^(127\.|::1$|localhost$)/;
/** What an instance name may hold: it is sent as a header value and written at the start of log lines. */
const INSTANCE_NAME = /^[\w.-]{1,64}$/;

/** A host name as DNS spells one (letters, digits, hyphens, dots); addresses are checked by isIP. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.?$/i;

export async function serve(options: ServeOptions, ctx: CliContext): Promise<number> {
  const port = Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port: not a port number: "${options.port}"`);
  if (isIP(options.host) === 0 && !HOST_NAME.test(options.host))
    throw new UsageError(`--host: not an address or host name: "${options.host}"`);
  if (options.instanceName !== undefined && !INSTANCE_NAME.test(options.instanceName))
    throw new UsageError(
      `--instance-name: 1 to 64 letters, digits and . _ - (it goes in a header), got "${options.instanceName}"`,
    );
  const patch = settingsFromFlags(options);
  const cors = parseCors(options.cors);
  const trustedProxies = parseTrustedProxies(options.trustedProxy);
  const dbTimeout = dbTimeoutMs(options.dbTimeout, ctx.env);
  const caching = readCachesFrom(ctx.env.CAL_CACHE);
  const stopped = ctx.stopSignal();
  const file = storePath(options.data, ctx.env);
  await checkStorePath(file, ctx.env);
  const files = new ServeFiles(options);
  await files.check();
  // A command writing the file is waited for (a moment, as long as --timeout); another server refuses this one.
  // A database has no lock file (undefined): the store takes the database's own lock as it opens.
  await makeOwnDataFolder(file, ctx.env);
  const lock = await calendarAt(file).holdForWriting({ holder: 'server', waitMs: waitLimit(options.timeout) });
  // Written only once the file is ours: a second server refused by the lock leaves the first one's files alone.
  try {
    await files.writePid(process.pid);
    switchReadCaches(caching !== 'off');
    const run = { port, patch, cors, options, ctx, stopped, files, caching, trustedProxies, dbTimeout };
    return await serveLocked(file, lock, run);
  } finally {
    await files.remove();
    await lock?.release();
  }
}

interface Run {
  port: number;
  patch: Partial<Settings>;
  cors: readonly string[];
  options: ServeOptions;
  ctx: CliContext;
  stopped: Promise<string>;
  files: ServeFiles;
  /** CAL_CACHE, when set: the server reports what its caches answered and when its events were rendered. */
  caching: 'on' | 'off' | undefined;
  trustedProxies: ReadonlySet<string>;
  /** The bound on each wait for a database's calendar, in ms (undefined: the store's default). */
  dbTimeout: number | undefined;
}

/** --trusted-proxy: comma-separated IP addresses (a name could resolve to anyone). */
function parseTrustedProxies(list: string | undefined): ReadonlySet<string> {
  const addresses = (list ?? '').split(',').map((address) => address.trim());
  const given = addresses.filter((address) => address !== '');
  const bad = given.find((address) => isIP(address) === 0);
  if (bad !== undefined) throw new UsageError(`--trusted-proxy: not an IP address: "${bad}"`);
  return new Set(given);
}

async function serveLocked(file: string, lock: HeldLock | undefined, run: Run): Promise<number> {
  const { options, ctx } = run;
  // The port first: a port in use fails the start before the calendar is touched or a password is shown.
  const instance = options.instanceName === undefined ? {} : { instance: options.instanceName };
  const server = await bind({
    host: options.host,
    port: run.port,
    trustedProxies: run.trustedProxies,
    ...instance,
  }).catch((error: unknown) => {
    throw bindError(error, options.host, run.port);
  });
  // Until the calendar is open, every request is told so (503 with Retry-After) in the API's error shape.
  server.serve(openingApp());
  let store: Store | undefined;
  let ahead: Promise<RenderedAhead | undefined> | undefined;
  let countsAtStart = { ...fragmentCounts };
  // Whatever fails from here on, the socket is closed: a listening server would keep the process alive.
  try {
    // An instance's messages name it, so that the logs of several side by side can be told apart.
    const named = options.instanceName === undefined ? '' : `[${options.instanceName}] `;
    const opened = await openStore(file, run.patch, {
      role: 'cal serve',
      waitMs: waitLimit(run.options.timeout),
      timeoutMs: run.dbTimeout,
      log: (line) => ctx.io.stderr.write(`${named}${line}\n`),
    });
    store = opened;
    if (opened.tornTail)
      ctx.io.stderr.write(
        `${file}.journal: torn tail: ${opened.tornTail.bytes} bytes after record ${opened.tornTail.afterRecord}, dropped (a write cut short by a crash, never acknowledged)\n`,
      );
    const onError = (error: unknown) =>
      ctx.io.stderr.write(
        `${named}error: ${isRecord(error) && typeof error.stack === 'string' ? error.stack : String(error)}\n`,
      );
    await prepareCalendar(store, run, onError);
    if (!LOOPBACK.test(options.host)) {
      ctx.io.stderr.write(
        `Warning: listening on ${options.host}: other machines can reach this calendar; credentials travel unencrypted over plain HTTP.\n`,
      );
    }
    // Local commands sign in with a token of this run alone: in memory here and in the lock file, never in the
    // calendar, so a server killed without stopping leaves no valid password behind. A database has no lock file.
    const admin = lock === undefined ? undefined : await localAdministrator(store);
    const local = admin === undefined ? undefined : newLocalSignIn(admin);
    const app = createApp({
      store,
      siteUrl: server.url,
      onError,
      now: ctx.now,
      cors: run.cors,
      ...(local ? { localSignIn: local.signIn } : {}),
    });
    server.serve(app);
    countsAtStart = { ...fragmentCounts };
    let stopping = false;
    void run.stopped.then(() => (stopping = true));
    ahead = app
      .renderAhead(() => stopping)
      .then(
        (done) => {
          // Said only when measuring (CAL_CACHE set): a benchmark waits for it.
          if (run.caching !== undefined && !done.stopped)
            ctx.io.stderr.write(`rendered ${done.events} events ahead in ${Math.round(done.ms)} ms\n`);
          return done;
        },
        (error: unknown) => void onError(error),
      );
    await lock?.update({ url: server.url, ...(local && admin ? { user: admin, password: local.token } : {}) });
    const apiRoot = `${server.url}/${REST_PREFIX}/${NAMESPACE}/`;
    ctx.io.stdout.write(`${apiRoot}\n`);
    if (named !== '') ctx.io.stderr.write(`${named}answering at ${apiRoot}\n`);
    if (options.readyFile !== undefined) {
      await answers(apiRoot);
      await run.files.writeReady(apiRoot);
    }
    await run.stopped;
  } finally {
    await server.close();
    const done = await ahead;
    if (store) await store.close();
    // Said only when asked for by CAL_CACHE: a measurement with the caches off shows that none answered.
    if (run.caching !== undefined)
      ctx.io.stderr.write(`${readCacheReport(run.caching, done?.parts ?? 0, countsAtStart)}\n`);
  }
  return 0;
}

/** Start-up settings, the administrator's first password (shown once) and the --demo calendar. */
async function prepareCalendar(store: Store, run: Run, onError: (error: unknown) => void): Promise<void> {
  const { options, ctx } = run;
  if (Object.keys(run.patch).length > 0) await store.write((tx) => tx.updateSettings(run.patch));
  const firstPassword = await ensureAdminAccess(store, ctx.env, ctx.now());
  if (firstPassword) {
    ctx.io.stderr.write(`Created an application password for admin (shown once; keep it safe):\n  ${firstPassword}\n`);
  }
  if (!options.demo) return;
  if (store.count('events') > 0) ctx.io.stderr.write('The calendar already has events; --demo added nothing.\n');
  else {
    const demoApp = createApp({ store, siteUrl: 'http://localhost', embedded: true, onError, now: ctx.now });
    const count = await seedDemoCalendar(demoApp);
    ctx.io.stderr.write(`Added a demo calendar with ${count} events.\n`);
  }
}

/** Why the address could not be bound, in one line with what to do about it. */
function bindError(error: unknown, host: string, port: number): unknown {
  const code = errorCode(error);
  const where = `${host.includes(':') ? `[${host}]` : host}:${port}`;
  if (code === 'EADDRINUSE')
    return new CommandError(
      `cannot listen on ${where}: the port is in use (EADDRINUSE); choose another --port, or --port 0 for a free one`,
    );
  if (code === 'EACCES')
    return new CommandError(
      `cannot listen on ${where}: permission denied (EACCES); ports below 1024 need privileges, choose another --port`,
    );
  if (code === 'EADDRNOTAVAIL')
    return new CommandError(`cannot listen on ${where}: --host is not an address of this machine (EADDRNOTAVAIL)`);
  if (code === 'ENOTFOUND') return new CommandError(`--host: no address found for "${host}" (ENOTFOUND)`);
  return error;
}

/** Asks the API for its index once, so a ready file means what it says: the API answers. */
async function answers(apiRoot: string): Promise<void> {
  const response = await fetch(apiRoot, { signal: AbortSignal.timeout(10_000) });
  await response.arrayBuffer();
  if (!response.ok) throw new CommandError(`the API at ${apiRoot} answered ${response.status} to its start-up check`);
}

function parseCors(value: string | undefined): string[] {
  if (value === undefined) return [];
  const origins = value
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '');
  for (const origin of origins) {
    if (origin !== '*' && !/^https?:\/\/[^/]+$/.test(origin))
      throw new UsageError(`--cors: not an origin: "${origin}" (e.g. https://example.org)`);
  }
  return origins;
}
