// `cal export`: every page of the events list, written in the portable shape as JSON, NDJSON, CSV or iCalendar.
import { writeFile } from 'node:fs/promises';
import { CommandError } from '../../errors.js';
import type { FlagSet } from '../../flags.js';
import { listPages } from '../../list-pages.js';
import type { Session } from '../../session.js';
import type { Format } from './format.js';
import { toPortable, type PortableEvent } from './portable.js';
import { formatEvents } from './write.js';

export interface ExportOptions extends Record<string, unknown> {
  format?: Format;
  output?: string;
}

const PER_PAGE = 50;

/** The site's host, for iCalendar UIDs (`<slug>@<host>`). */
function hostOf(url: unknown): string {
  try {
    return typeof url === 'string' ? new URL(url).host : '';
  } catch {
    return '';
  }
}

export async function exportEvents(session: Session, filters: FlagSet, opts: ExportOptions): Promise<number> {
  const format = opts.format ?? 'json';
  const lang = (await session.config()).profile.lang;
  const args = filters.toArgs(opts);
  if (lang && args.site_language === undefined) args.site_language = lang;
  const client = await session.client();
  const events: PortableEvent[] = [];
  let host = '';
  for await (const { items } of listPages(client, 'events', { ...args, per_page: PER_PAGE, page: 1 })) {
    events.push(...items.map(toPortable));
    host ||= hostOf(items[0]?.url);
  }
  const text = formatEvents(events, format, { host: host || 'cal.invalid', now: session.context.now() });
  if (opts.output === undefined) session.context.io.stdout.write(text);
  else {
    await writeFile(opts.output, text).catch((error: NodeJS.ErrnoException) => {
      throw new CommandError(`--output: cannot write ${opts.output}: ${error.code ?? error.message}`);
    });
  }
  return 0;
}
