// The way to a run's calendar: the server its profile names (found out by namespace when need be), the `cal serve`
// holding its file, or the file itself, in process.
import { originOf } from '../config/credentials.js';
import { apiRootOf, givenApiRoot } from '../config/load.js';
import { timeoutOf } from './global-flags.js';
import { DEFAULT_NAMESPACE, DEFAULT_REST_PREFIX } from '../config/types.js';
import type { Credentials, ResolvedConfig } from '../config/types.js';
import type { CliContext } from './context.js';
import { CommandError } from './errors.js';
import type { LockInfo } from '../store/file/lock.js';
import type { Transport } from '../client/transport.js';
import { checkStorePath, inOwnDataFolder, storePath } from '../config/store-path.js';
import { refusesConnections } from '../client/refused-connection.js';
import { calendarAt } from '../store/calendar-at.js';
import { dbTimeoutMs } from './db-timeout.js';

/** Options every command understands, set on the root program. */
export interface GlobalOptions {
  profile?: string;
  data?: string;
  url?: string;
  timeout?: string;
  verbose?: boolean;
  debug?: boolean;
  color?: boolean;
}

/** What finding the way needs of a run's session. */
export interface TransportSource {
  readonly context: CliContext;
  config(): Promise<ResolvedConfig>;
}

/** The server holding the calendar file, signed in with the local credentials its lock gives. */
async function servedTransport(
  dataFile: string,
  lock: LockInfo,
  globals: GlobalOptions,
  source: TransportSource,
): Promise<Transport> {
  if (!lock.url)
    throw new CommandError(`${dataFile} is being opened by cal serve (process ${lock.pid}); try again in a moment`);
  if (!lock.user || !lock.password)
    throw new CommandError(`${dataFile} is served at ${lock.url} without local credentials; use --url and cal login`);
  return httpTransport(source, globals, `${lock.url}/wp-json/cal/events/v1/`, {
    user: lock.user,
    password: lock.password,
  });
}

/**
 * Credentials go only to the origin they were made for (as gh keys them by host): stored ones carry it,
 * CAL_USER/CAL_PASSWORD go to this invocation's URL.
 */
function credentialsFor(credentials: Credentials | undefined, apiRoot: string): Credentials | undefined {
  if (!credentials || credentials.origin === undefined) return credentials;
  return credentials.origin === originOf(apiRoot) ? credentials : undefined;
}

/** --verbose traces each request; --debug its headers and bodies too. */
function traceOptions(globals: GlobalOptions, stderr: CliContext['io']['stderr']) {
  const line = (text: string) => void stderr.write(`${text}\n`);
  return {
    ...(globals.verbose || globals.debug ? { trace: line } : {}),
    ...(globals.debug ? { debug: line } : {}),
  };
}

/** The profile with --url over its URL. */
export function profileOf(config: ResolvedConfig, globals: GlobalOptions): ResolvedConfig['profile'] {
  return globals.url ? { ...config.profile, url: globals.url.replace(/\/+$/, '') } : config.profile;
}

async function httpTransport(
  source: TransportSource,
  globals: GlobalOptions,
  apiRoot: string,
  credentials: Credentials | undefined,
): Promise<Transport> {
  const timeout = timeoutOf(globals);
  const stderr = source.context.io.stderr;
  const { createHttpTransport } = await import('../client/http-transport.js');
  return createHttpTransport({
    apiRoot,
    ...(credentials ? { user: credentials.user, password: credentials.password } : {}),
    timeoutMs: timeout * 1000,
    ...traceOptions(globals, stderr),
  });
}

/** The way to this run's calendar: its server, the server holding its file, or the file itself. */
export async function transportOf(source: TransportSource, globals: GlobalOptions): Promise<Transport> {
  const config = await source.config();
  const profile = profileOf(config, globals);
  const apiRoot = apiRootOf(profile);
  if (!apiRoot) {
    const { env } = source.context;
    const dataFile = storePath(globals.data ?? config.profile.data, env);
    await checkStorePath(dataFile, env);
    // A served file is never written behind the server's back: commands go through it instead. A database's
    // calendar has no lock file: processes write it side by side, one transaction at a time (src/store/postgres/).
    const served = await calendarAt(dataFile)
      .servingLock()
      .catch((error: NodeJS.ErrnoException) => {
        throw new CommandError(
          `${dataFile} is served by cal serve, but its lock cannot be read (${error.code ?? error.message})`,
        );
      });
    // A server refusing connections is gone or stopping: reads take the file as committed (as beside any writer);
    // a write still meets its lock, and goes to that server.
    const gone = served !== undefined && served.url !== '' && (await refusesConnections(served.url));
    if (served && !gone) return servedTransport(dataFile, served, globals, source);
    // Loaded on demand: a run needs either the server code or the HTTP client, never both.
    const { createEmbeddedTransport } = await import('../client/embedded-transport.js');
    return createEmbeddedTransport({
      dataFile,
      now: source.context.now,
      lockWaitMs: timeoutOf(globals) * 1000,
      dbTimeoutMs: dbTimeoutMs(undefined, env),
      makesFolder: inOwnDataFolder(dataFile, env),
      // A server holding the file (started while this run only read it, or not answering): writes go to it.
      throughServer: (lock) => servedTransport(dataFile, lock, globals, source),
    });
  }
  return serverTransport(source, globals, config, apiRoot, credentialsFor(config.credentials, apiRoot));
}

/**
 * A server's transport signed in with `credentials`. The namespace neither set nor part of the URL, a site serving
 * another one is found out on its first 404 (src/remote/namespace-discovery.ts): for `cal login` as for every command.
 */
export async function serverTransport(
  source: TransportSource,
  globals: GlobalOptions,
  config: ResolvedConfig,
  apiRoot: string,
  credentials: Credentials | undefined,
): Promise<Transport> {
  const profile = profileOf(config, globals);
  const transport = await httpTransport(source, globals, apiRoot, credentials);
  const prefix = (profile.rest_prefix ?? DEFAULT_REST_PREFIX).replace(/^\/+|\/+$/g, '');
  if (config.sources.namespace !== undefined || givenApiRoot(profile.url ?? '', prefix)) return transport;
  const { discoverNamespace } = await import('../remote/namespace-discovery.js');
  return discoverNamespace(transport, {
    namespace: profile.namespace ?? DEFAULT_NAMESPACE,
    retarget: (namespace) =>
      httpTransport(source, globals, apiRootOf({ ...profile, namespace }) ?? apiRoot, credentials),
    note: (line) => void source.context.io.stderr.write(`${line}\n`),
  });
}
