// `cal serve`: the API over HTTP on the local calendar file, until SIGINT/SIGTERM.
import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import type { ServeOptions } from './serve-run.js';

export function registerServe(program: Command, ctx: CliContext, run: (task: Promise<number>) => void): void {
  program
    .command('serve')
    .description('Serve the calendar API over HTTP from the local calendar file')
    .option('--port <port>', 'port to listen on (0 picks a free one)', '8080')
    .option('--host <host>', 'address to bind; anything but loopback exposes the calendar', '127.0.0.1')
    .option('--timezone <zone>', 'site time zone (IANA name, e.g. Europe/Madrid), saved in the calendar')
    .option('--site-url <url>', 'public address of the site, used in every URL the API returns')
    .option('--demo', 'fill a new, empty calendar with sample venues, organizers and events')
    .option('--cors <origins>', 'allow browsers on these origins (comma-separated, e.g. https://example.org) to call the API')
    .addHelpText('after', '\nExamples:\n  cal serve --demo\n  cal serve --port 0 --data ./calendar.json --timezone Europe/Madrid\n')
    .addHelpText('after', '\nThe calendar file is --data FILE (a global option), else $CAL_DATA, else the per-user data folder.')
    // --data is the program's global option, so it is read from the merged options.
    .action((_options: ServeOptions, command: Command) => run(import('./serve-run.js').then(({ serve }) => serve(command.optsWithGlobals<ServeOptions>(), ctx))));
}
