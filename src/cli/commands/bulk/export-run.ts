// `cal export` and `cal <venues|organizers|categories|tags> export`: every page of a list, written in the shape
// the matching import reads (events: JSON, NDJSON, CSV or iCalendar; the others: JSON, NDJSON or CSV).
import { writeFile } from 'node:fs/promises';
import { CommandError, UsageError } from '../../errors.js';
import type { CsvSafety } from '../../output/spreadsheet-cells.js';
import type { FlagSet } from '../../flags.js';
import { withParentId } from '../../category-refs.js';
import { capabilitiesFor, listPages } from '../../list-pages.js';
import type { Session } from '../../session.js';
import { listBoundsInZone } from '../../typed-dates.js';
import type { Format } from './format.js';
import { toPortable, type PortableEvent } from './portable.js';
import { parentsFirst, toFlatRecord } from './flat-portable.js';
import type { FlatKind } from './kind-records.js';
import { formatEvents, formatFlat } from './write.js';

export interface ExportOptions extends Record<string, unknown> {
  format?: Format;
  output?: string;
  keepFormulas?: boolean;
  bom?: boolean;
}

/** How CSV cells are written; the CSV options are refused with another format rather than ignored. */
function csvSafety(format: Format, opts: ExportOptions): CsvSafety {
  const given = opts.keepFormulas ? '--keep-formulas' : opts.bom ? '--bom' : undefined;
  if (given !== undefined && format !== 'csv') throw new UsageError(`${given} goes with --format csv`);
  return { escapeFormulas: opts.keepFormulas !== true, bom: opts.bom === true };
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

/** The list arguments of the filter flags given, in the profile's language unless --lang says. */
async function listArgs(session: Session, filters: FlagSet, opts: ExportOptions): Promise<Record<string, unknown>> {
  const { lang, timezone } = (await session.config()).profile;
  const args = listBoundsInZone(filters.toArgs(opts), timezone, session.context.now());
  if (lang && args.site_language === undefined) args.site_language = lang;
  return args;
}

async function write(session: Session, opts: ExportOptions, text: string): Promise<void> {
  if (opts.output === undefined) session.context.io.stdout.write(text);
  else {
    await writeFile(opts.output, text).catch((error: NodeJS.ErrnoException) => {
      throw new CommandError(`--output: cannot write ${opts.output}: ${error.code ?? error.message}`);
    });
  }
}

export async function exportEvents(session: Session, filters: FlagSet, opts: ExportOptions): Promise<number> {
  const format = opts.format ?? 'json';
  const csv = csvSafety(format, opts);
  const args = await listArgs(session, filters, opts);
  const client = await session.client();
  const events: PortableEvent[] = [];
  let host = '';
  const paging = { ...args, per_page: PER_PAGE, page: 1 };
  for await (const { items } of listPages(client, 'events', paging, await capabilitiesFor(session, 'events', paging))) {
    events.push(...items.map(toPortable));
    host ||= hostOf(items[0]?.url);
  }
  await write(
    session,
    opts,
    formatEvents(events, format, { host: host || 'cal.invalid', now: session.context.now() }, csv),
  );
  return 0;
}

export async function exportItems(
  session: Session,
  kind: FlatKind,
  filters: FlagSet,
  opts: ExportOptions,
): Promise<number> {
  const format = opts.format ?? 'json';
  if (format === 'ics') throw new CommandError('--format ics carries events only');
  const csv = csvSafety(format, opts);
  const args = await listArgs(session, filters, opts);
  // An export is of every term, used or not, unless --hide-empty asks otherwise.
  if ((kind === 'categories' || kind === 'tags') && args.hide_empty === undefined) args.hide_empty = false;
  const client = await session.client();
  const items: Record<string, unknown>[] = [];
  const paging = { ...(await withParentId(client, kind, args)), per_page: PER_PAGE, page: 1 };
  for await (const page of listPages(client, kind, paging, await capabilitiesFor(session, kind, paging)))
    items.push(...page.items);
  const slugOfId = new Map(items.map((item) => [Number(item.id), String(item.slug)]));
  // Slug order makes two exports of the same items the same file, however they were made.
  const bySlug = items.sort((a, b) => (String(a.slug) < String(b.slug) ? -1 : String(a.slug) > String(b.slug) ? 1 : 0));
  const ordered = kind === 'categories' ? parentsFirst(bySlug) : bySlug;
  await write(
    session,
    opts,
    formatFlat(
      kind,
      ordered.map((item) => toFlatRecord(kind, item, slugOfId)),
      format,
      csv,
    ),
  );
  return 0;
}
