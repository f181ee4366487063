// One CLI run's collaborators, built on demand: configuration, the client and its transport, the prompter.
import type { Capabilities } from '../api/capabilities.js';
import type { OperationId } from '../api/catalog.js';
import { Client, type CallGuard } from '../client/client.js';
import { capabilityGuard } from './capability-checks.js';
import type { Writer } from './writes/writer.js';
import { originOf } from './config/credentials.js';
import { apiRootOf, givenApiRoot, loadConfig } from './config/load.js';
import { cacheDirOf } from './config/paths.js';
import { timeoutOf } from './global-flags.js';
import { DEFAULT_NAMESPACE, DEFAULT_REST_PREFIX } from './config/types.js';
import type { Credentials, ResolvedConfig } from './config/types.js';
import type { CliContext } from './context.js';
import { CommandError } from './errors.js';
import { servingLock, type LockInfo } from '../store/lock.js';
import type { Transport } from '../client/transport.js';
import { inquirerPrompter, type Prompter } from './prompts.js';
import { checkStorePath, inOwnDataFolder, storePath } from './store-path.js';
import { refusesConnections } from '../client/refused-connection.js';
import { isPostgresUrl } from '../store/postgres/location.js';
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

export interface Session {
  readonly context: CliContext;
  readonly prompter: Prompter;
  /** The words of this run's command line after `cal`, as typed: a command line to give back with answers added. */
  readonly words: readonly string[];
  /** Prompts are possible: stdin and stderr are terminals. */
  readonly interactive: boolean;
  config(): Promise<ResolvedConfig>;
  /** The profile named by --profile or CAL_PROFILE, which may not exist yet (config set creates it). */
  requestedProfile(): string | undefined;
  client(): Promise<Client>;
  /**
   * A client of this run's server (its URL) signed in as `credentials`, with capabilities asked for with them and
   * kept; undefined when the run has no server URL. For `cal login` to try credentials before keeping them.
   */
  trySignIn(credentials: Credentials): Promise<{ client: Client; capabilities: Capabilities } | undefined>;
  /**
   * Refuses (exit 2) a call the server cannot honour and warns of what it would drop, as every call is checked;
   * for a command to check up front what all its calls will carry (an import's language).
   */
  checkCall(id: OperationId, args: Readonly<Record<string, unknown>>): Promise<void>;
  /** What the server declares it can do (src/api/capabilities.ts), asked once a run and kept a while on disk. */
  capabilities(): Promise<Capabilities>;
  /**
   * Creates and updates, shaped for the server and checked against its answer (src/cli/writes/writer.ts). Its
   * warnings go to stderr, or to `warn` (a run drawing progress there); each `warn` gets a writer of its own, as
   * each `client` other than the run's (batchingClient's).
   */
  writer(warn?: (line: string) => void, client?: Client): Promise<Writer>;
  /**
   * A client for many writes at once (an import): one whose writes go together through WordPress' batch route when
   * the server takes them there (the `batch` capability) over HTTP; else the run's client.
   */
  batchingClient(): Promise<Client>;
  /** The site's time zone (src/client/site-zone.ts), asked once a run: dates typed without a zone are read in it. */
  siteZone(): Promise<string>;
  /** How long to wait for an answer (--timeout, else 30 s), in ms. */
  timeoutMs(): number;
  /** Colors on stdout: a terminal, no NO_COLOR, no --no-color (FORCE_COLOR forces them). */
  color(): boolean;
  close(): Promise<void>;
}

export interface SessionOverrides {
  prompter?: Prompter;
  /** Used instead of the configured server or local store. */
  transport?: Transport;
  /** Taken as the server's, instead of asking it (for a transport that stands in for one). */
  capabilities?: Capabilities;
}

export function createSession(
  context: CliContext,
  globals: () => GlobalOptions,
  overrides: SessionOverrides = {},
  words: readonly string[] = [],
): Session {
  let config: Promise<ResolvedConfig> | undefined;
  let client: Promise<Client> | undefined;
  let capabilities: Promise<Capabilities> | undefined;
  let writer: Promise<Writer> | undefined;
  let siteZone: Promise<string> | undefined;
  const { io, env } = context;
  // Built once the session exists: the guard asks it for the server's capabilities.
  let guard: CallGuard = async () => {};

  const clientOver = (transport: Transport) =>
    new Client(transport, guard, { serverKeepsKeys: async () => (await session.capabilities()).idempotency_keys });
  const session: Session = {
    context,
    prompter: overrides.prompter ?? inquirerPrompter(io),
    words,
    interactive: Boolean(io.stdin.isTTY && io.stderr.isTTY),
    config: () => (config ??= loadConfig({ cwd: context.cwd(), env }, globals().profile)),
    requestedProfile: () => globals().profile ?? (env.CAL_PROFILE || undefined),
    client: () =>
      (client ??= (overrides.transport ? Promise.resolve(overrides.transport) : transportOf(session, globals())).then(
        clientOver,
      )),
    batchingClient: async () => {
      const plain = await session.client();
      if (plain.transport.inProcess || !(await session.capabilities()).batch) return plain;
      const { batchingTransport } = await import('../client/batching-transport.js');
      return clientOver(batchingTransport(plain.transport));
    },
    checkCall: (id, args) => guard(id, args),
    capabilities: () =>
      (capabilities ??= overrides.capabilities
        ? Promise.resolve(overrides.capabilities)
        : (async () => {
            const [resolved, config] = await Promise.all([session.client(), session.config()]);
            const { serverCapabilities } = await import('./server-capabilities.js');
            const { transport } = resolved;
            return serverCapabilities(resolved, {
              env,
              now: context.now(),
              // The local file answers in-process: nothing worth keeping.
              ...(transport.inProcess ? {} : { cacheKey: `${config.profileName}\n${transport.target}` }),
            });
          })()),
    writer: (warn, own) => {
      const make = async () => {
        const [{ Writer }, { updateLocks }] = await Promise.all([
          import('./writes/writer.js'),
          import('./writes/update-lock.js'),
        ]);
        return new Writer({
          client: own ?? (await session.client()),
          capabilities: await session.capabilities(),
          siteZone: () => session.siteZone(),
          updateLock: updateLocks(cacheDirOf(env)),
          now: context.now,
          warn: warn ?? ((line) => void io.stderr.write(`${line}\n`)),
        });
      };
      return warn || own ? make() : (writer ??= make());
    },
    siteZone: () =>
      (siteZone ??= Promise.all([import('../client/site-zone.js'), session.client()]).then(([zone, client]) =>
        zone.readSiteZone(client),
      )),
    timeoutMs: () => timeoutOf(globals()) * 1000,
    async trySignIn(credentials) {
      const config = await session.config();
      const apiRoot = apiRootOf(profileOf(config, globals()));
      if (!apiRoot) return undefined;
      const signedIn = new Client(await serverTransport(session, globals(), config, apiRoot, credentials));
      const { serverCapabilities } = await import('./server-capabilities.js');
      const capabilities = await serverCapabilities(signedIn, {
        env,
        now: context.now(),
        cacheKey: `${config.profileName}\n${signedIn.transport.target}`,
        ask: true,
      });
      return { client: signedIn, capabilities };
    },
    color() {
      if (globals().color === false || (env.NO_COLOR !== undefined && env.NO_COLOR !== '')) return false;
      if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '0') return true;
      return Boolean(io.stdout.isTTY);
    },
    async close() {
      if (client) await (await client).transport.close();
    },
  };
  guard = capabilityGuard(session);
  return session;
}

async function servedTransport(
  dataFile: string,
  lock: LockInfo,
  globals: GlobalOptions,
  session: Session,
): Promise<Transport> {
  if (!lock.url)
    throw new CommandError(`${dataFile} is being opened by cal serve (process ${lock.pid}); try again in a moment`);
  if (!lock.user || !lock.password)
    throw new CommandError(`${dataFile} is served at ${lock.url} without local credentials; use --url and cal login`);
  const { createHttpTransport } = await import('../client/http-transport.js');
  const stderr = session.context.io.stderr;
  return createHttpTransport({
    apiRoot: `${lock.url}/wp-json/cal/events/v1/`,
    user: lock.user,
    password: lock.password,
    timeoutMs: timeoutOf(globals) * 1000,
    ...traceOptions(globals, stderr),
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
function profileOf(config: ResolvedConfig, globals: GlobalOptions): ResolvedConfig['profile'] {
  return globals.url ? { ...config.profile, url: globals.url.replace(/\/+$/, '') } : config.profile;
}

async function httpTransport(
  session: Session,
  globals: GlobalOptions,
  apiRoot: string,
  credentials: Credentials | undefined,
): Promise<Transport> {
  const timeout = timeoutOf(globals);
  const stderr = session.context.io.stderr;
  const { createHttpTransport } = await import('../client/http-transport.js');
  return createHttpTransport({
    apiRoot,
    ...(credentials ? { user: credentials.user, password: credentials.password } : {}),
    timeoutMs: timeout * 1000,
    ...traceOptions(globals, stderr),
  });
}

/** The way to this run's calendar: its server, the server holding its file, or the file itself. */
async function transportOf(session: Session, globals: GlobalOptions): Promise<Transport> {
  const config = await session.config();
  const profile = profileOf(config, globals);
  const apiRoot = apiRootOf(profile);
  if (!apiRoot) {
    const { env } = session.context;
    const dataFile = storePath(globals.data ?? config.profile.data, env);
    await checkStorePath(dataFile, env);
    // A served file is never written behind the server's back: commands go through it instead. A database's
    // calendar has no lock file: processes write it side by side, one transaction at a time (src/store/postgres/).
    const served = isPostgresUrl(dataFile)
      ? undefined
      : await servingLock(dataFile).catch((error: NodeJS.ErrnoException) => {
          throw new CommandError(
            `${dataFile} is served by cal serve, but its lock cannot be read (${error.code ?? error.message})`,
          );
        });
    // A server refusing connections is gone or stopping: reads take the file as committed (as beside any writer);
    // a write still meets its lock, and goes to that server.
    const gone = served !== undefined && served.url !== '' && (await refusesConnections(served.url));
    if (served && !gone) return servedTransport(dataFile, served, globals, session);
    // Loaded on demand: a run needs either the server code or the HTTP client, never both.
    const { createEmbeddedTransport } = await import('../client/embedded-transport.js');
    return createEmbeddedTransport({
      dataFile,
      now: session.context.now,
      lockWaitMs: timeoutOf(globals) * 1000,
      dbTimeoutMs: dbTimeoutMs(undefined, env),
      makesFolder: inOwnDataFolder(dataFile, env),
      // A server holding the file (started while this run only read it, or not answering): writes go to it.
      throughServer: (lock) => servedTransport(dataFile, lock, globals, session),
    });
  }
  return serverTransport(session, globals, config, apiRoot, credentialsFor(config.credentials, apiRoot));
}

/**
 * A server's transport signed in with `credentials`. The namespace neither set nor part of the URL, a site serving
 * another one is found out on its first 404 (src/cli/namespace-discovery.ts): for `cal login` as for every command.
 */
async function serverTransport(
  session: Session,
  globals: GlobalOptions,
  config: ResolvedConfig,
  apiRoot: string,
  credentials: Credentials | undefined,
): Promise<Transport> {
  const profile = profileOf(config, globals);
  const transport = await httpTransport(session, globals, apiRoot, credentials);
  const prefix = (profile.rest_prefix ?? DEFAULT_REST_PREFIX).replace(/^\/+|\/+$/g, '');
  if (config.sources.namespace !== undefined || givenApiRoot(profile.url ?? '', prefix)) return transport;
  const { discoverNamespace } = await import('./namespace-discovery.js');
  return discoverNamespace(transport, {
    namespace: profile.namespace ?? DEFAULT_NAMESPACE,
    retarget: (namespace) =>
      httpTransport(session, globals, apiRootOf({ ...profile, namespace }) ?? apiRoot, credentials),
    note: (line) => void session.context.io.stderr.write(`${line}\n`),
  });
}
