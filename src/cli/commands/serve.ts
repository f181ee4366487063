// `cal serve`: the API over HTTP on the local calendar file, until SIGINT/SIGTERM.
import type { Command } from 'commander';
import { isValidTimeZone } from '../../domain/dates/zones.js';
import { seedDemoCalendar } from '../../demo/demo-calendar.js';
import { createApp } from '../../server/app.js';
import { NAMESPACE, REST_PREFIX } from '../../server/addresses.js';
import { listen } from '../../server/listen.js';
import { openStore } from '../../store/open-store.js';
import type { Settings } from '../../store/records.js';
import type { CliContext } from '../context.js';
import { UsageError } from '../errors.js';
import { storePath } from '../store-path.js';

interface ServeOptions {
  port: string;
  host: string;
  data?: string;
  timezone?: string;
  siteUrl?: string;
  demo?: boolean;
}

export function registerServe(program: Command, ctx: CliContext, run: (task: Promise<number>) => void): void {
  program
    .command('serve')
    .description('Serve the calendar API over HTTP from the local calendar file')
    .option('--port <port>', 'port to listen on (0 picks a free one)', '8080')
    .option('--host <host>', 'address to bind; anything but loopback exposes the calendar', '127.0.0.1')
    .option('--data <file>', 'calendar file (default: $CAL_DATA, then the per-user data folder)')
    .option('--timezone <zone>', 'site time zone (IANA name, e.g. Europe/Madrid), saved in the calendar')
    .option('--site-url <url>', 'public address of the site, used in every URL the API returns')
    .option('--demo', 'fill a new, empty calendar with sample venues, organizers and events')
    .addHelpText('after', '\nExamples:\n  cal serve --demo\n  cal serve --port 0 --data ./calendar.json --timezone Europe/Madrid\n')
    .action((options: ServeOptions) => run(serve(options, ctx)));
}

function settingsFromFlags(options: ServeOptions): Partial<Settings> {
  const patch: Partial<Settings> = {};
  if (options.timezone !== undefined) {
    if (!isValidTimeZone(options.timezone)) throw new UsageError(`--timezone: unknown time zone "${options.timezone}"`);
    patch.timezone = options.timezone;
  }
  if (options.siteUrl !== undefined) {
    if (!URL.canParse(options.siteUrl) || !/^https?:$/.test(new URL(options.siteUrl).protocol)) {
      throw new UsageError(`--site-url: not an http(s) URL: "${options.siteUrl}"`);
    }
    patch.site_url = options.siteUrl.replace(/\/+$/, '');
  }
  return patch;
}

async function serve(options: ServeOptions, ctx: CliContext): Promise<number> {
  const port = Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port: not a port number: "${options.port}"`);
  const patch = settingsFromFlags(options);
  const stopped = ctx.stopSignal();
  const store = await openStore(storePath(options.data, ctx.env), patch);
  if (Object.keys(patch).length > 0) await store.write((tx) => tx.updateSettings(patch));
  const onError = (error: unknown) => ctx.io.stderr.write(`error: ${(error as Error).stack ?? String(error)}\n`);

  if (options.demo) {
    if (store.count('events') > 0) ctx.io.stderr.write('The calendar already has events; --demo added nothing.\n');
    else {
      const demoApp = createApp({ store, siteUrl: 'http://localhost', embedded: true, onError, now: ctx.now });
      const count = await seedDemoCalendar(demoApp);
      ctx.io.stderr.write(`Added a demo calendar with ${count} events.\n`);
    }
  }

  const server = await listen({ host: options.host, port }, (siteUrl) => createApp({ store, siteUrl, onError, now: ctx.now }));
  ctx.io.stdout.write(`${server.url}/${REST_PREFIX}/${NAMESPACE}/\n`);
  await stopped;
  await server.close();
  await store.close();
  return 0;
}
