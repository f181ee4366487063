// The CLI entry: builds the command tree and is the one place that maps errors to exit codes.
import { Command, CommanderError } from 'commander';
import { StoreFileError } from './store/json-file-store.js';
import { registerServe } from './cli/commands/serve.js';
import type { CliContext } from './cli/context.js';
import { CommandError, EXIT, UsageError } from './cli/errors.js';
import { VERSION } from './version.js';

export async function main(argv: readonly string[], ctx: CliContext): Promise<number> {
  let task: Promise<number> | undefined;
  const program = new Command('cal')
    .description('Administer an event calendar: events, venues, organizers, categories and tags')
    .version(VERSION, '-V, --version')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => ctx.io.stdout.write(s),
      writeErr: (s) => ctx.io.stderr.write(s),
    });
  registerServe(program, ctx, (t) => (task = t));
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return task ? await task : EXIT.ok;
  } catch (error) {
    return report(error, ctx);
  }
}

function report(error: unknown, ctx: CliContext): number {
  if (error instanceof CommanderError) {
    if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.exitCode === 0) return EXIT.ok;
    return EXIT.usage;
  }
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof UsageError) {
    ctx.io.stderr.write(`cal: ${message}\n`);
    return EXIT.usage;
  }
  if (error instanceof CommandError || error instanceof StoreFileError) {
    ctx.io.stderr.write(`cal: ${message}\n`);
    return EXIT.failed;
  }
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'ENOENT' || code === 'EISDIR') {
    ctx.io.stderr.write(`cal: ${message}\n`);
    return EXIT.failed;
  }
  ctx.io.stderr.write(`cal: unexpected error: ${error instanceof Error ? (error.stack ?? message) : message}\n`);
  return EXIT.failed;
}
