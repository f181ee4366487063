// `cal serve`: the API over HTTP on the local calendar file, until SIGINT/SIGTERM (or in the background, and --stop).
import type { Command } from 'commander';
import type { CliContext } from '../../context.js';
import { UsageError } from '../../errors.js';
import { examplesText } from '../../examples.js';
import type { ServeOptions } from './run.js';

export function registerServe(program: Command, ctx: CliContext, run: (task: Promise<number>) => void): void {
  program
    .command('serve')
    .description('Serve the calendar API over HTTP from the local calendar file')
    .option('--port <port>', 'port to listen on (0 picks a free one)', '8080')
    .option('--host <host>', 'address to bind; anything but loopback exposes the calendar', '127.0.0.1')
    .option('--timezone <zone>', 'site time zone (IANA name, e.g. Europe/Madrid), saved in the calendar')
    .option('--site-url <url>', 'public address of the site, used in every URL the API returns')
    .option('--demo', 'fill a new, empty calendar with sample venues, organizers and events')
    .option(
      '--cors <origins>',
      'allow browsers on these origins (comma-separated, e.g. https://example.org) to call the API',
    )
    .option(
      '--instance-name <name>',
      'name this server in its messages and in an X-Cal-Instance header on every answer (several behind a balancer)',
    )
    .option(
      '--trusted-proxy <addresses>',
      'believe X-Forwarded-For from these proxies (comma-separated IPs): sign-in limits count per client behind them',
    )
    .option(
      '--db-timeout <seconds>',
      'with a postgres:// calendar: the longest wait for the database before a write answers 503 (default 5, or $CAL_DB_TIMEOUT)',
    )
    .option('--pid-file <file>', 'write the process ID to FILE while serving; removed when the server stops')
    .option('--ready-file <file>', 'write the API root to FILE once the API answers; removed when the server stops')
    .option('--detach', 'run in the background: return once the API answers, printing its root')
    .option(
      '--log-file <file>',
      "with --detach: append the server's messages to FILE (default: shown only if it fails to start)",
    )
    .option(
      '--stop',
      'stop the server named by --pid-file, else the one serving the calendar file, and wait until it is gone',
    )
    .addHelpText(
      'after',
      examplesText([
        'cal serve --demo',
        'cal serve --port 0 --data ./calendar.json --timezone Europe/Madrid',
        'cal serve --host 0.0.0.0 --site-url https://calendar.example.org --cors https://example.org',
      ]),
    )
    .addHelpText(
      'after',
      '\nThe calendar file is --data FILE (a global option), else $CAL_DATA, else the per-user data folder.',
    )
    .addHelpText('after', SERVE_CI_HELP)
    // --data is the program's global option, so it is read from the merged options.
    .action((_options: ServeOptions, command: Command) => run(start(command.optsWithGlobals<ServeOptions>(), ctx)));
}

const SERVE_CI_HELP = `
In scripts and CI jobs, start the server in the background, use it, then stop it:
  cal --data ci.json serve --detach --port 0 --pid-file serve.pid   # prints the API root once it answers
  cal --data ci.json seed fixtures.yaml                             # commands on ci.json go through it
  cal serve --stop --pid-file serve.pid                             # waits until it is gone
--detach waits up to --timeout seconds (default 30). Without --pid-file, --stop stops the server holding
the calendar file (its FILE.lock records the process).`;

/** Only the module the mode needs is loaded: stopping or detaching never loads the server. */
async function start(options: ServeOptions, ctx: CliContext): Promise<number> {
  if (options.stop) {
    if (options.detach) throw new UsageError('--stop and --detach go separately');
    return (await import('./stop.js')).stopServer(options, ctx);
  }
  if (options.detach) return (await import('./detach.js')).detachServer(options, ctx);
  if (options.logFile !== undefined) throw new UsageError('--log-file goes with --detach');
  return (await import('./run.js')).serve(options, ctx);
}
