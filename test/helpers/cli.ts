// Runs the built `bin/cal.js` with execa, and `cal serve` as a real child process.
import { fileURLToPath } from 'node:url';
import { execa, type ResultPromise } from 'execa';

export const BIN = fileURLToPath(new URL('../../bin/cal.js', import.meta.url));

export function cal(args: readonly string[], options: { env?: Record<string, string>; input?: string } = {}) {
  return execa('node', [BIN, ...args], { reject: false, env: { NO_COLOR: '1', ...options.env }, input: options.input });
}

export interface ServeProcess {
  /** The API root the server printed. */
  readonly api: string;
  readonly child: ResultPromise;
  /** What the server printed on stderr so far. */
  stderr(): string;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | undefined>;
}

/** Starts `cal serve` and resolves once it has printed its API root (it is ready then). */
/** The administrator password test servers start with unless a test sets CAL_ADMIN_PASSWORD itself. */
export const TEST_ADMIN_PASSWORD = 'e2e-admin-password';
export const TEST_ADMIN_AUTH = `Basic ${Buffer.from(`admin:${TEST_ADMIN_PASSWORD}`).toString('base64')}`;

export async function serve(args: readonly string[], env: Record<string, string> = {}): Promise<ServeProcess> {
  const child = execa('node', [BIN, 'serve', '--port', '0', ...args], {
    reject: false,
    env: { NO_COLOR: '1', CAL_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, ...env },
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
    child.then((result) => reject(new Error(`cal serve exited early (${result.exitCode}): ${String(result.stderr)}`)));
  });
  return {
    api,
    child,
    stderr: () => stderrText,
    async stop(signal = 'SIGTERM') {
      child.kill(signal);
      const result = await child;
      return result.exitCode;
    },
  };
}
