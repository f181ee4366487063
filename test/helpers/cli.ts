// Runs the built `bin/cal.js` with execa, and `cal serve` as a real child process.
import { fileURLToPath } from 'node:url';
import { execa, type ResultPromise } from 'execa';

export const BIN = fileURLToPath(new URL('../../bin/cal.js', import.meta.url));

/**
 * Under every run's own environment: no colors, and no extra CA bundle (every request here stays on loopback, and
 * loading one adds some 40 ms to each start).
 */
const QUIET_ENV = { NO_COLOR: '1', NODE_EXTRA_CA_CERTS: '' };

export function cal(
  args: readonly string[],
  options: { env?: Record<string, string>; input?: string; cwd?: string } = {},
) {
  return execa('node', [BIN, ...args], {
    reject: false,
    env: { ...QUIET_ENV, ...options.env },
    input: options.input,
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
  });
}

/** `Authorization` header value for Basic credentials. */
export const basic = (login: string, password: string) =>
  `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;

/** The administrator password test servers start with unless a test sets CAL_ADMIN_PASSWORD itself. */
export const ADMIN_PASSWORD = 'e2e-admin-password';
export const ADMIN_AUTH = basic('admin', ADMIN_PASSWORD);

const API_PATH = /\/wp-json\/cal\/events\/v1\/$/;

export interface ServeProcess {
  /** The API root the server printed. */
  readonly api: string;
  /** The site's base URL (the API root without its path), for CAL_URL, --url and `cal config set url`. */
  readonly base: string;
  readonly child: ResultPromise;
  /** What the server printed on stderr so far. */
  stderr(): string;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | undefined>;
  /** Ends it at once if it still runs (SIGKILL), as a test's clean-up does. */
  kill(): Promise<void>;
}

/** Starts `cal serve` and resolves once it has printed its API root (it is ready then). */
export async function serve(args: readonly string[], env: Record<string, string> = {}): Promise<ServeProcess> {
  const child = execa('node', [BIN, 'serve', '--port', '0', ...args], {
    reject: false,
    env: { ...QUIET_ENV, CAL_ADMIN_PASSWORD: ADMIN_PASSWORD, ...env },
  });
  let stderrText = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderrText += chunk.toString()));
  const api = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n') && line) resolve(line.trim());
    });
    void child.then((result) =>
      reject(new Error(`cal serve exited early (${result.exitCode}): ${String(result.stderr)}`)),
    );
  });
  return {
    api,
    base: api.replace(API_PATH, ''),
    child,
    stderr: () => stderrText,
    async stop(signal = 'SIGTERM') {
      child.kill(signal);
      const result = await child;
      return result.exitCode;
    },
    async kill() {
      child.kill('SIGKILL');
      await child;
    },
  };
}
