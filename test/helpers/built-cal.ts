// The built CLI (dist/bundle/cal.cjs, what bin/cal.js runs) called in this process: the same code, the same
// arguments, environment and input, without starting Node for each command. For suites whose subject is what cal
// sends and reads (the TEC replays), not the process: the launcher, exit statuses and signals are tested on
// bin/cal.js itself. Each run gets its own streams, environment and folder, as a process would.
import { createRequire } from 'node:module';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { fileURLToPath } from 'node:url';
import type { CliContext } from '../../src/cli/context.js';

const BUNDLE = fileURLToPath(new URL('../../dist/bundle/cal.cjs', import.meta.url));

interface Bundle {
  main(argv: readonly string[], context: CliContext): Promise<number>;
}

export interface BuiltRun {
  readonly exitCode: number;
  readonly stdout: string;
  readonly stderr: string;
}

let bundle: Bundle | undefined;

/** Loaded on the first run (after the project's global set-up has built it). */
function loadBundle(): Bundle {
  bundle ??= createRequire(import.meta.url)(BUNDLE) as Bundle;
  return bundle;
}

/** execa's reading of an output: its text without the final newline. */
const withoutFinalNewline = (output: string) => output.replace(/\r?\n$/, '');

export async function runBuilt(
  args: readonly string[],
  options: { env: Record<string, string>; cwd: string; input?: string },
): Promise<BuiltRun> {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out = text(stdout);
  const err = text(stderr);
  const stdin = Readable.from(options.input === undefined ? [] : [Buffer.from(options.input)]);
  const context: CliContext = {
    io: { stdout, stderr, stdin },
    // Over this process's environment, as execa runs a command.
    env: { ...process.env, ...options.env },
    now: Date.now,
    cwd: () => options.cwd,
    // A replayed command is never interrupted.
    stopSignal: () => new Promise(() => {}),
  };
  const exitCode = await loadBundle().main(args, context);
  stdout.end();
  stderr.end();
  return { exitCode, stdout: withoutFinalNewline(await out), stderr: withoutFinalNewline(await err) };
}
