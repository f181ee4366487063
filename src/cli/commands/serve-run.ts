// Running `cal serve`: open the store, apply start-up settings, optionally seed the demo, listen until a signal.
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

export interface ServeOptions {
  port: string;
  host: string;
  data?: string;
  timezone?: string;
  siteUrl?: string;
  demo?: boolean;
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

export async function serve(options: ServeOptions, ctx: CliContext): Promise<number> {
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
