// One CLI run's collaborators, built on demand: configuration, the client and its transport, the prompter.
import type { Capabilities } from '../api/capabilities.js';
import type { OperationId } from '../api/catalog.js';
import { Client, type CallGuard } from '../client/client.js';
import { capabilityGuard } from '../remote/capability-checks.js';
import type { Writer } from '../remote/writes/writer.js';
import { apiRootOf, loadConfig } from '../config/load.js';
import { cacheDirOf } from '../config/paths.js';
import { timeoutOf } from './global-flags.js';
import type { Credentials, ResolvedConfig } from '../config/types.js';
import type { CliContext } from './context.js';
import type { Transport } from '../client/transport.js';
import { batchLimitsOf } from '../api/batch-limits.js';
import { inquirerPrompter, type Prompter } from './prompts.js';
import { profileOf, serverTransport, transportOf, type GlobalOptions } from './run-transports.js';

export type { GlobalOptions } from './run-transports.js';

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
   * Creates and updates, shaped for the server and checked against its answer (src/remote/writes/writer.ts). Its
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

  // Kept per profile and API root.
  const capabilitiesCache = async (config: ResolvedConfig, target: string) => ({
    store: (await import('./capabilities-cache.js')).capabilitiesOnDisk(env),
    key: `${config.profileName}\n${target}`,
  });
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
      // The local file answers in process: nothing to batch, and no capabilities to ask for.
      if (plain.transport.inProcess) return plain;
      const declared = await session.capabilities();
      if (!declared.batch) return plain;
      const { batchingTransport } = await import('../client/batching-transport.js');
      return clientOver(batchingTransport(plain.transport, batchLimitsOf(declared)));
    },
    checkCall: (id, args) => guard(id, args),
    capabilities: () =>
      (capabilities ??= overrides.capabilities
        ? Promise.resolve(overrides.capabilities)
        : (async () => {
            const [resolved, config] = await Promise.all([session.client(), session.config()]);
            const { serverCapabilities } = await import('../remote/capabilities.js');
            const { transport } = resolved;
            return serverCapabilities(resolved, {
              now: context.now(),
              // The local file answers in-process: nothing worth keeping.
              ...(transport.inProcess ? {} : { cache: await capabilitiesCache(config, transport.target) }),
            });
          })()),
    writer: (warn, own) => {
      const make = async () => {
        const [{ Writer }, { updateLocks }] = await Promise.all([
          import('../remote/writes/writer.js'),
          import('../remote/writes/update-lock.js'),
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
      const { serverCapabilities } = await import('../remote/capabilities.js');
      const capabilities = await serverCapabilities(signedIn, {
        now: context.now(),
        cache: await capabilitiesCache(config, signedIn.transport.target),
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
