// A private temp folder for a test file: calendar files, config and data folders, and the `cal serve` processes
// started in it, all gone when the sandbox is removed.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_PASSWORD, serve, type ServeProcess } from './cli.js';

export type Env = Record<string, string>;

/** `cal serve` on a calendar file of the sandbox. */
export interface Served extends ServeProcess {
  readonly file: string;
}

export interface Sandbox {
  readonly dir: string;
  /** XDG folders inside `dir`, and every CAL_* variable blanked (an empty one reads as unset). */
  readonly env: Env;
  path(name: string): string;
  /** Writes a file of the sandbox and returns its path. */
  write(name: string, text: string): Promise<string>;
  read(name: string): Promise<string>;
  /** A calendar file of the sandbox, `calendar.json` (made by whoever opens it first). */
  readonly file: string;
  /** `env` with that file as CAL_DATA. */
  readonly fileEnv: Env;
  /** The sandbox's environment with the calendar file `<name>.json` as CAL_DATA. */
  calendarEnv(name: string): Env;
  /** `cal serve ARGS` with the sandbox's environment (and `env` over it); killed, if still running, on removal. */
  serve(args?: readonly string[], env?: Env): Promise<ServeProcess>;
  /** `cal serve` on `file`. */
  startServer(file: string, env?: Env): Promise<Served>;
  remove(): Promise<void>;
}

export async function sandbox(): Promise<Sandbox> {
  const dir = await mkdtemp(join(tmpdir(), 'cal-test-'));
  const path = (name: string) => join(dir, name);
  const env: Env = {
    // cal and the shells it is run from see an empty home of their own.
    HOME: dir,
    XDG_CONFIG_HOME: path('config'),
    XDG_DATA_HOME: path('data'),
    XDG_CACHE_HOME: path('cache'),
    NO_COLOR: '1',
    CAL_URL: '',
    CAL_DATA: '',
    CAL_PROFILE: '',
    CAL_LANG: '',
    CAL_TZ: '',
    CAL_FORMAT: '',
    CAL_NAMESPACE: '',
    // Used only against a server (CAL_URL / --url); the local file needs no credentials.
    CAL_USER: 'admin',
    CAL_PASSWORD: ADMIN_PASSWORD,
    // Every request here stays on loopback; loading an extra CA bundle would only add start-up time to each run.
    NODE_EXTRA_CA_CERTS: '',
  };
  const started: ServeProcess[] = [];
  const startServe = async (args: readonly string[] = [], extra: Env = {}) => {
    const server = await serve(args, { ...env, ...extra });
    started.push(server);
    return server;
  };
  return {
    dir,
    env,
    path,
    async write(name, text) {
      await writeFile(path(name), text);
      return path(name);
    },
    read: (name) => readFile(path(name), 'utf8'),
    file: path('calendar.json'),
    fileEnv: { ...env, CAL_DATA: path('calendar.json') },
    calendarEnv: (name) => ({ ...env, CAL_DATA: path(`${name}.json`) }),
    serve: startServe,
    async startServer(file, extra = {}) {
      return { ...(await startServe([], { ...extra, CAL_DATA: file })), file };
    },
    async remove() {
      // Servers of a failed test may still run: stop them before removing their folder.
      await Promise.all(started.map((server) => server.kill()));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
