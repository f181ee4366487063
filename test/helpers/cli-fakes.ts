// Strict test doubles for CLI runs: a transport that expects exact requests, a scripted prompter, captured io.
import { PassThrough } from 'node:stream';
import { expect } from 'vitest';
import { SERVER_CAPABILITIES, type Capabilities } from '../../src/api/capabilities.js';
import type { Transport, TransportRequest, TransportResponse } from '../../src/client/transport.js';
import type { CliContext } from '../../src/cli/context.js';
import type { Choice, Prompter } from '../../src/cli/prompts.js';
import { main } from '../../src/main.js';

export interface Expectation {
  method: TransportRequest['method'];
  path: string;
  body?: Record<string, unknown>;
  reply: { status?: number; body?: unknown; headers?: Record<string, string> };
}

/** Fails on any request not expected next; `verify()` fails on expected requests never made. */
export function strictTransport(expectations: Expectation[]): Transport & { verify(): void } {
  const queue = [...expectations];
  return {
    target: 'stub',
    async send(request) {
      const next = queue.shift();
      if (!next) throw new Error(`unexpected request ${request.method} ${request.path}`);
      expect({ method: request.method, path: request.path, body: request.body }).toEqual({
        method: next.method,
        path: next.path,
        body: next.body,
      });
      const response: TransportResponse = {
        status: next.reply.status ?? 200,
        headers: next.reply.headers ?? {},
        body: next.reply.body,
      };
      return response;
    },
    async close() {},
    verify() {
      expect(
        queue.map((e) => `${e.method} ${e.path}`),
        'expected requests never made',
      ).toEqual([]);
    },
  };
}

export type Answer = string | boolean | ((choices: readonly Choice<unknown>[]) => unknown);

/** Answers questions in order; a question whose message does not match the script fails the test. */
export function scriptedPrompter(script: [message: RegExp, answer: Answer][]): Prompter & { verify(): void } {
  const queue = [...script];
  const next = (message: string) => {
    const step = queue.shift();
    if (!step) throw new Error(`unexpected question: ${message}`);
    expect(message).toMatch(step[0]);
    return step[1];
  };
  return {
    async input(q) {
      return String(next(q.message));
    },
    async secret(q) {
      return String(next(q.message));
    },
    async confirm(q) {
      return next(q.message) === true;
    },
    async select<T>(q: { message: string; choices: readonly Choice<T>[] }) {
      const answer = next(q.message);
      return (typeof answer === 'function' ? answer(q.choices) : answer) as T;
    },
    verify() {
      expect(
        queue.map(([m]) => String(m)),
        'questions never asked',
      ).toEqual([]);
    },
  };
}

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  transport?: Transport;
  /** What the stub transport's server declares; by default `cal serve`'s (a stub stands in for it). */
  capabilities?: Capabilities;
  prompter?: Prompter;
  tty?: boolean;
  env?: Record<string, string>;
  stdin?: string;
  cwd?: string;
  /** Already asked to stop: a command that runs until SIGINT/SIGTERM (`cal serve`) ends at once. */
  stopped?: boolean;
}

/** The lines `cal __complete -- WORDS` prints; the run must succeed silently. */
export async function completionCandidates(words: string[], env: Record<string, string> = {}): Promise<string[]> {
  const result = await runCli(['__complete', '--', ...words], { env });
  expect(result).toMatchObject({ code: 0, stderr: '' });
  return result.stdout.split('\n').filter((line) => line !== '');
}

/** The values of completion candidates, without their descriptions. */
export const completionValues = (lines: string[]) => lines.map((line) => line.split('\t')[0]);

/** Runs `main` in-process with captured streams; `tty` makes stdin, stdout and stderr terminals. */
export async function runCli(argv: string[], options: RunOptions = {}): Promise<RunResult> {
  const stdout = Object.assign(new PassThrough(), { isTTY: options.tty ?? false, columns: 100 });
  const stderr = Object.assign(new PassThrough(), { isTTY: options.tty ?? false });
  const stdin = Object.assign(new PassThrough(), { isTTY: options.tty ?? false });
  stdin.end(options.stdin ?? '');
  let out = '';
  let err = '';
  stdout.on('data', (c: Buffer) => (out += c.toString()));
  stderr.on('data', (c: Buffer) => (err += c.toString()));
  const context: CliContext = {
    io: { stdout, stderr, stdin },
    env: {
      NO_COLOR: '1',
      XDG_CONFIG_HOME: '/nonexistent-cal-config',
      XDG_CACHE_HOME: '/nonexistent-cal-cache',
      ...options.env,
    },
    now: () => Date.UTC(2026, 10, 21, 12, 0, 0),
    cwd: () => options.cwd ?? '/',
    stopSignal: () => (options.stopped ? Promise.resolve('SIGTERM') : new Promise(() => {})),
  };
  const code = await main(argv, context, {
    ...(options.transport
      ? { transport: options.transport, capabilities: options.capabilities ?? SERVER_CAPABILITIES }
      : {}),
    ...(options.prompter ? { prompter: options.prompter } : {}),
  });
  return { code, stdout: out, stderr: err };
}
