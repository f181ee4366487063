// `cal export` and `cal <venues|organizers|categories|tags> export`: every page of a list, written in the shape
// the matching import reads (events: JSON, NDJSON, CSV or iCalendar; the others: JSON, NDJSON or CSV).
import { writeFile } from 'node:fs/promises';
import { isTerm } from '../../../api/resources.js';
import { errorCode, errorMessage } from '../../../typing/caught-error.js';
import { CommandError, UsageError } from '../../errors.js';
import type { CsvSafety } from '../../../codecs/spreadsheet-cells.js';
import type { FlagSet } from '../../flags.js';
import { withParentId } from '../../../remote/category-refs.js';
import { capabilitiesFor, listPages } from '../../../remote/list-pages.js';
import type { Session } from '../../session.js';
import { listBoundsInZone } from '../../typed-dates.js';
import type { Format } from '../../../codecs/format.js';
import { toPortable } from '../../../codecs/portable.js';
import { eventUid, uidHost } from '../../../codecs/ics/site-uid.js';
import { withListedStatuses } from '../../../remote/listed-statuses.js';
import { gatherEvents } from '../../../remote/export/export-gather.js';
import { toFlatRecord } from '../../../codecs/flat-portable.js';
import { exportLanguages, originalId, translationFields } from '../../../remote/export/translation-links.js';
import { dependenciesFirst } from '../../../codecs/record-order.js';
import type { FlatKind } from '../../../codecs/kinds.js';
import { formatEvents, formatFlat, type CsvColumnSet } from '../../../codecs/write.js';
import { inSiteLanguage } from '../../../remote/site-language.js';

export interface ExportOptions extends Record<string, unknown> {
  format?: Format;
  output?: string;
  keepFormulas?: boolean;
  bom?: boolean;
  columns?: CsvColumnSet;
}

/**
 * A workbook is binary: written to a terminal it would only garble it, so it needs --output or a redirected stdout.
 * Checked before anything is fetched.
 */
function checkBinaryOutput(session: Session, format: Format, opts: ExportOptions): void {
  if (format === 'xlsx' && opts.output === undefined && session.context.io.stdout.isTTY === true)
    throw new UsageError('--format xlsx writes a binary workbook: give --output FILE (or redirect stdout)');
}

/** How CSV cells are written; the CSV options are refused with another format rather than ignored. */
function csvSafety(format: Format, opts: ExportOptions): CsvSafety {
  const given = opts.keepFormulas ? '--keep-formulas' : opts.bom ? '--bom' : undefined;
  if (given !== undefined && format !== 'csv') throw new UsageError(`${given} goes with --format csv`);
  return { escapeFormulas: opts.keepFormulas !== true, bom: opts.bom === true };
}

const PER_PAGE = 50;

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sortKey = (item: Record<string, unknown>) =>
  `${typeof item.language === 'string' ? item.language : ''}\n${String(item.slug)}`;
const startOf = (event: Record<string, unknown>) =>
  typeof event.utc_start_date === 'string' ? event.utc_start_date : '';
/** Events of several languages in one order: by start, then by language as the site lists them. */
const byStart = (a: Record<string, unknown>, b: Record<string, unknown>) => compareText(startOf(a), startOf(b));

/** The list arguments of the filter flags given, in the profile's language unless --lang says. */
async function listArgs(session: Session, filters: FlagSet, opts: ExportOptions): Promise<Record<string, unknown>> {
  const { lang, timezone } = (await session.config()).profile;
  const args = withListedStatuses(
    await listBoundsInZone(filters.toArgs(opts), timezone, session.context.now(), session),
  );
  if (lang && args.site_language === undefined) args.site_language = lang;
  return args;
}

async function write(session: Session, opts: ExportOptions, content: string | Uint8Array): Promise<void> {
  if (opts.output === undefined) session.context.io.stdout.write(content);
  else {
    await writeFile(opts.output, content).catch((error: unknown) => {
      throw new CommandError(`--output: cannot write ${opts.output}: ${errorCode(error) ?? errorMessage(error)}`);
    });
  }
}

export async function exportEvents(session: Session, filters: FlagSet, opts: ExportOptions): Promise<number> {
  const format = opts.format ?? 'json';
  const csv = csvSafety(format, opts);
  if (opts.columns !== undefined && format !== 'csv' && format !== 'xlsx')
    throw new UsageError('--columns goes with --format csv or xlsx');
  checkBinaryOutput(session, format, opts);
  const args = await listArgs(session, filters, opts);
  const client = await session.client();
  const capabilities = await session.capabilities();
  const plan = await exportLanguages(client, args.site_language, capabilities);
  const gathered: Record<string, unknown>[] = [];
  const notes = new Set<string>();
  for (const language of plan.languages) {
    const found = await gatherEvents(client, inSiteLanguage(args, language), capabilities);
    gathered.push(...found.events);
    for (const note of found.notes) notes.add(note);
  }
  const events = dependenciesFirst(plan.languages.length > 1 ? gathered.sort(byStart) : gathered, originalId);
  const links = await translationFields(client, 'events', events, plan);
  for (const note of links.notes) notes.add(note);
  const host = uidHost(events.find((event) => typeof event.url === 'string')?.url);
  // In iCalendar each event has a UID: the one it came with, else its series' for an occurrence (its slug names
  // it: TEC sites drop ical_uid), else one of its own from its ID and site.
  const uidOf = (event: Record<string, unknown>) => {
    if (format !== 'ics' || typeof event.id !== 'number') return {};
    return { uid: eventUid(typeof event.slug === 'string' ? event.slug : '', event.id, host) };
  };
  const portable = events.map((event) => ({ ...uidOf(event), ...toPortable(event), ...links.fields.get(event) }));
  const ics = { host, now: session.context.now() };
  await write(
    session,
    opts,
    format === 'xlsx'
      ? await import('../../../codecs/xlsx/write.js').then((xlsx) =>
          xlsx.eventsWorkbook(portable, opts.columns ?? 'cal'),
        )
      : formatEvents(portable, format, ics, csv, opts.columns),
  );
  for (const note of notes) session.context.io.stderr.write(`warning: ${note}\n`);
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
  checkBinaryOutput(session, format, opts);
  const args = await listArgs(session, filters, opts);
  // An export is of every term, used or not, unless --hide-empty asks otherwise.
  if (isTerm(kind) && args.hide_empty === undefined) args.hide_empty = false;
  const client = await session.client();
  const plan = await exportLanguages(client, args.site_language, await session.capabilities());
  const items: Record<string, unknown>[] = [];
  const withParent = await withParentId(client, kind, args);
  for (const language of plan.languages) {
    const paging = { ...inSiteLanguage(withParent, language), per_page: PER_PAGE, page: 1 };
    for await (const page of listPages(client, kind, paging, await capabilitiesFor(session, kind, paging)))
      items.push(...page.items);
  }
  const slugOfId = new Map(items.map((item) => [Number(item.id), String(item.slug)]));
  // Language then slug order makes two exports of the same items the same file, however they were made; parents
  // and originals go before the items that name them.
  const sorted = items.sort((a, b) => compareText(sortKey(a), sortKey(b)));
  const ordered = dependenciesFirst(sorted, (item) => [
    ...(kind === 'categories' ? [Number(item.parent)] : []),
    ...originalId(item),
  ]);
  const links = await translationFields(client, kind, ordered, plan);
  const records = ordered.map((item) => ({ ...toFlatRecord(kind, item, slugOfId), ...links.fields.get(item) }));
  await write(
    session,
    opts,
    format === 'xlsx'
      ? await import('../../../codecs/xlsx/write.js').then((xlsx) => xlsx.flatWorkbook(kind, records))
      : formatFlat(kind, records, format, csv),
  );
  for (const note of links.notes) session.context.io.stderr.write(`warning: ${note}\n`);
  return 0;
}
