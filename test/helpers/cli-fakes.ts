// Strict test doubles for CLI runs: a transport that expects exact requests, a scripted prompter, captured io.
import { PassThrough } from 'node:stream';
import { expect } from 'vitest';
import { SERVER_CAPABILITIES, type Capabilities } from '../../src/api/capabilities.js';
import type { Transport, TransportRequest, TransportResponse } from '../../src/client/transport.js';
import type { CliContext } from '../../src/cli/context.js';
import type { Choice, Prompter, TextQuestion } from '../../src/cli/prompts.js';
import { main } from '../../src/main.js';

export interface Expectation {
  method: TransportRequest['method'];
  path: string;
  body?: Record<string, unknown>;
  /** When given, the request's extra headers exactly (`{}`: none). */
  headers?: Record<string, string>;
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
      if (next.headers !== undefined) expect(request.headers ?? {}).toEqual(next.headers);
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

/**
 * A scripted answer: text typed at an input ('' takes the default) or a search (then Enter on the first match),
 * yes or no, the names ticked in a checkbox, or a function picking from the choices (of a search: for no text;
 * of an input: none), which may also throw as Ctrl-C does.
 */
export type Answer = string | boolean | string[] | ((choices: readonly Choice<unknown>[]) => unknown);

/** One question as it was put: its default, the choices it offered, and why an answer was refused. */
export interface Asked {
  message: string;
  default?: string;
  editable?: boolean;
  choices?: string[];
  answer?: unknown;
  /** How the accepted answer was shown. */
  shown?: string;
  /** The validation message of a refused answer: the question is then asked again, as a terminal does. */
  error?: string;
}

/**
 * Answers questions in order; a question whose message does not match the script fails the test. Answers are
 * checked as a terminal checks them: a refused one is logged with its message and the same question asked again.
 */
export function scriptedPrompter(
  script: [message: RegExp, answer: Answer][],
): Prompter & { verify(): void; readonly log: Asked[] } {
  const queue = [...script];
  const log: Asked[] = [];
  const next = (message: string) => {
    const step = queue.shift();
    if (!step) throw new Error(`unexpected question: ${message}`);
    expect(message).toMatch(step[0]);
    return step[1];
  };
  const names = (choices: readonly Choice<unknown>[]) => choices.map((choice) => choice.name);
  return {
    log,
    async input(q: TextQuestion) {
      for (;;) {
        const answer = next(q.message);
        const typed = String(typeof answer === 'function' ? answer([]) : answer);
        const value = typed === '' && q.default !== undefined ? q.default : typed;
        const verdict = q.validate ? q.validate(value) : true;
        const asked: Asked = {
          message: q.message,
          ...(q.default !== undefined ? { default: q.default } : {}),
          ...(q.editable ? { editable: true } : {}),
          answer: value,
        };
        if (verdict !== true) {
          log.push({ ...asked, error: verdict });
          continue;
        }
        log.push({ ...asked, ...(q.shown ? { shown: q.shown(value) } : {}) });
        return value;
      }
    },
    async secret(q) {
      return String(next(q.message));
    },
    async confirm(q) {
      const answer = next(q.message) === true;
      log.push({ message: q.message, answer });
      return answer;
    },
    async select<T>(q: { message: string; choices: readonly Choice<T>[] }) {
      const answer = next(q.message);
      log.push({ message: q.message, choices: names(q.choices) });
      return (typeof answer === 'function' ? answer(q.choices) : answer) as T;
    },
    async search<T>(q: { message: string; source: (term: string) => Promise<readonly Choice<T>[]> }) {
      for (;;) {
        const answer = next(q.message);
        const term = typeof answer === 'string' ? answer : '';
        const choices = await q.source(term);
        const asked: Asked = { message: q.message, answer: term, choices: names(choices) };
        const first = choices[0];
        if (typeof answer === 'function' || first) {
          log.push(asked);
          return typeof answer === 'function' ? (answer(choices) as T) : (first as Choice<T>).value;
        }
        // Enter on an empty list does nothing: the question stays, and the next answer is typed in its place.
        log.push({ ...asked, error: 'no match' });
      }
    },
    async checkbox<T>(q: { message: string; choices: readonly Choice<T>[] }) {
      const answer = next(q.message);
      log.push({ message: q.message, choices: names(q.choices), answer });
      if (typeof answer === 'function') return answer(q.choices) as T[];
      const ticked = Array.isArray(answer) ? answer : [];
      return ticked.map((name) => {
        const choice = q.choices.find((c) => c.name === name);
        if (!choice) throw new Error(`no choice "${name}" in ${q.message}: ${names(q.choices).join(', ')}`);
        return choice.value;
      });
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
  /** What the stub transport's server declares; by default `cal serve`'s but batches (STUB_CAPABILITIES). */
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

/**
 * What a stub transport's server declares by default: `cal serve`'s capabilities but batches, so that each write
 * is a request of its own to expect (batches: test/unit/batching-transport.test.ts, and over HTTP).
 */
const STUB_CAPABILITIES: Capabilities = { ...SERVER_CAPABILITIES, batch: false };

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
      ? { transport: options.transport, capabilities: options.capabilities ?? STUB_CAPABILITIES }
      : {}),
    ...(options.prompter ? { prompter: options.prompter } : {}),
  });
  return { code, stdout: out, stderr: err };
}
