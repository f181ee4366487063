// `cal import` and `cal <kind> import`: reads a file or stdin, runs the import, writes `--errors`, sets the exit code.
import { readFile, writeFile } from 'node:fs/promises';
import { cacheDirOf } from '../../../config/paths.js';
import {
  importedValidators,
  isHttpUrl,
  keepValidators,
  readUrl,
  requireICalendar,
  shownUrl,
  type UrlInput,
  type UrlOptions,
} from './url-input.js';
import { errorCode, errorMessage } from '../../../typing/caught-error.js';
import { CommandError, EXIT, UsageError } from '../../errors.js';
import { checkWritable } from '../../file-checks.js';
import { readStreamBytes } from '../../read-stream.js';
import type { Session } from '../../session.js';
import { formatOfFile, TABLE_FORMATS, type Format } from '../../../codecs/format.js';
import type { ResourceName } from '../../../api/resources.js';
import { concurrencyOf, runImport, type RecordOutcome } from './import-engine.js';
import { parseInput, type CsvReadOptions, type Entry, type Input } from '../../../codecs/read.js';
import { isDateOrder, type DateOrder } from '../../../codecs/cell-dates.js';
import { CSV_COLUMNS } from '../../../codecs/csv/columns.js';
import { parseColumnMap } from '../../../codecs/csv/header.js';
import { flatColumns } from '../../../codecs/flat-fields.js';
import { formatFailed } from '../../../codecs/write.js';
import type { XlsxReadOptions } from '../../../codecs/xlsx/read.js';
import type { IcsReadOptions } from '../../../codecs/ics/read.js';
import { seriesWindow, type SeriesWindowFlags } from './series-window.js';
import { sayGone, trashGone } from './series-prune.js';

export interface ImportOptions extends SeriesWindowFlags {
  format?: Format;
  update?: boolean;
  dryRun?: boolean;
  errors?: string;
  concurrency?: string;
  lang?: string;
  delimiter?: string;
  map?: string;
  strict?: boolean;
  dateOrder?: DateOrder;
  sheet?: string;
  refetch?: boolean;
  json?: boolean;
}

/** The CSV and sheet reading options; given with another format they are refused rather than ignored. */
async function tableOptions(
  session: Session,
  format: Format,
  kind: ResourceName,
  opts: ImportOptions,
): Promise<CsvReadOptions & XlsxReadOptions> {
  if (opts.delimiter !== undefined && format !== 'csv') throw new UsageError('--delimiter goes with CSV files');
  if (opts.sheet !== undefined && format !== 'xlsx') throw new UsageError('--sheet goes with .xlsx files');
  const given = opts.map !== undefined ? '--map' : opts.strict ? '--strict' : undefined;
  if (given !== undefined && !TABLE_FORMATS.includes(format))
    throw new UsageError(`${given} goes with CSV and .xlsx files`);
  const delimiter = opts.delimiter === 'tab' || opts.delimiter === '\\t' ? '\t' : opts.delimiter;
  if (delimiter !== undefined && delimiter.length !== 1)
    throw new UsageError(`--delimiter: expected one character or "tab", got "${opts.delimiter}"`);
  const setting = (await session.config()).profile.date_order;
  const dateOrder = opts.dateOrder ?? (isDateOrder(setting) ? setting : undefined);
  const known = kind === 'events' ? CSV_COLUMNS : flatColumns(kind);
  return {
    ...(delimiter === undefined ? {} : { delimiter }),
    ...(opts.map === undefined ? {} : { map: parseColumnMap(opts.map, known, kind) }),
    ...(opts.strict ? { strict: true } : {}),
    ...(dateOrder === undefined ? {} : { dateOrder }),
    ...(opts.sheet === undefined ? {} : { sheet: opts.sheet }),
  };
}

/** A URL's format from its content type, where its name tells none. */
function formatOfContentType(contentType: string): Format | undefined {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'text/calendar') return 'ics';
  if (type === 'application/x-ndjson' || type === 'application/jsonl') return 'ndjson';
  if (type === 'application/json') return 'json';
  if (type === 'text/csv') return 'csv';
  return type.includes('spreadsheetml') ? 'xlsx' : undefined;
}

function formatOf(file: string, given: Format | undefined, kind: ResourceName, remote?: UrlInput): Format {
  const names = kind === 'events' ? 'json, ndjson, csv, xlsx or ics' : 'json, ndjson, csv or xlsx';
  const format =
    given ??
    (remote
      ? (formatOfFile(remote.name) ?? formatOfContentType(remote.contentType))
      : file === '-'
        ? undefined
        : formatOfFile(file));
  if (format === undefined) {
    throw new UsageError(
      file === '-'
        ? `--format is required when reading stdin (${names})`
        : remote
          ? `cannot tell the format of ${remote.shown} (${remote.contentType || 'no content type'}); give --format ${names}`
          : `cannot tell the format of ${file} from its extension; give --format ${names}`,
    );
  }
  if (format === 'ics' && kind !== 'events')
    throw new UsageError(`iCalendar files hold events; ${kind} import reads ${names}`);
  return format;
}

async function parse(
  bytes: Buffer,
  format: Format,
  name: string,
  kind: ResourceName,
  options: CsvReadOptions & XlsxReadOptions,
  series: IcsReadOptions | undefined,
): Promise<Input> {
  if (format === 'xlsx') {
    const { parseXlsx } = await import('../../../codecs/xlsx/read.js');
    return parseXlsx(Uint8Array.from(bytes).buffer, name, kind, options);
  }
  const text = bytes.toString('utf8');
  if (format !== 'ics') return parseInput(text, format, name, kind, options);
  const { parseIcs } = await import('../../../codecs/ics/read.js');
  return parseIcs(text, name, series);
}

/**
 * The failed records in the input's format; those of a workbook in a workbook, so they can be fixed in the same
 * spreadsheet, or as CSV when the file's name says so.
 */
async function failedContent(
  rejected: readonly Entry[],
  format: Format,
  kind: ResourceName,
  input: Input,
  file: string,
): Promise<string | Uint8Array> {
  if (format !== 'xlsx') return formatFailed(rejected, format, kind, input.header, input.dialect);
  const xlsx = await import('../../../codecs/xlsx/write.js');
  if (formatOfFile(file) === 'csv') return formatFailed(xlsx.failedAsText(rejected), 'csv', kind, input.header);
  return xlsx.failedWorkbook(kind, rejected, input.header ?? []);
}

export async function importFile(
  session: Session,
  kind: ResourceName,
  file: string,
  opts: ImportOptions,
): Promise<number> {
  const remote = isHttpUrl(file) ? await readUrl(file, await urlOptions(session, file, opts)) : undefined;
  if (remote && remote.bytes === undefined) {
    session.context.io.stderr.write(`${remote.shown}: not changed since it was last imported (304); nothing to do\n`);
    if (opts.json === true) await printSummary(session, [], [], opts);
    return EXIT.ok;
  }
  const format = formatOf(file, opts.format, kind, remote);
  const concurrency = concurrencyOf(opts.concurrency);
  const table = await tableOptions(session, format, kind, opts);
  const series = seriesWindow(opts, format, session.context.now());
  const bytes =
    remote?.bytes ??
    (file === '-'
      ? await readStreamBytes(session.context.io.stdin)
      : await readFile(file).catch((error: unknown) => {
          throw new CommandError(`cannot read ${file}: ${errorCode(error) ?? errorMessage(error)}`);
        }));
  if (remote && format === 'ics') requireICalendar(remote, bytes);
  const input = await parse(bytes, format, remote?.shown ?? (file === '-' ? 'stdin' : file), kind, table, series);
  const { stderr } = session.context.io;
  for (const warning of input.warnings ?? []) stderr.write(`warning: ${warning}\n`);
  for (const note of input.notes ?? []) stderr.write(`${note}\n`);
  if (opts.errors !== undefined) await checkWritable('--errors', opts.errors);
  const pruning = { prune: opts.prune === true, dryRun: opts.dryRun === true };
  const gone = await sayGone(session, input.series ?? [], pruning);
  const lang = opts.lang ?? (await session.config()).profile.lang;
  const result = await runImport(session, kind, input, {
    update: opts.update === true,
    dryRun: opts.dryRun === true,
    ...(concurrency === undefined ? {} : { concurrency }),
    ...(lang ? { lang } : {}),
    ...(opts.json === true ? { recordLines: false } : {}),
  });
  // Printed also when an error stopped the run: the records done before it were done.
  if (opts.json === true) await printSummary(session, result.outcomes, result.unattempted, opts);
  if (opts.errors !== undefined) {
    await writeFile(opts.errors, await failedContent(result.rejected, format, kind, input, opts.errors)).catch(
      (error: unknown) => {
        throw new CommandError(`--errors: cannot write ${opts.errors}: ${errorCode(error) ?? errorMessage(error)}`);
      },
    );
  }
  if (result.fatal !== undefined) throw result.fatal;
  const notTrashed = await trashGone(session, gone, pruning);
  const failed = result.counts.fail > 0 || notTrashed > 0;
  // The next import of the URL asks whether it changed since this one, which went well.
  if (remote && !failed && opts.dryRun !== true)
    await keepValidators(cacheDirOf(session.context.env), (await session.client()).transport.target, remote);
  return failed ? EXIT.failed : EXIT.ok;
}

/** --json: what became of each record, as one JSON value on stdout. */
async function printSummary(
  session: Session,
  outcomes: readonly RecordOutcome[],
  unattempted: readonly Entry[],
  opts: ImportOptions,
): Promise<void> {
  const { importSummary } = await import('./import-summary.js');
  const summary = importSummary(outcomes, unattempted, opts.dryRun === true);
  session.context.io.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
}

/** How to read an import's URL: with the validators of its last import into this calendar, unless --refetch. */
async function urlOptions(session: Session, file: string, opts: ImportOptions): Promise<UrlOptions> {
  const { stderr } = session.context.io;
  const calendar = (await session.client()).transport.target;
  const validators =
    opts.refetch === true
      ? undefined
      : await importedValidators(cacheDirOf(session.context.env), calendar, shownUrl(file));
  return {
    timeoutMs: session.timeoutMs(),
    ...(validators ? { validators } : {}),
    ...(stderr.isTTY ? { progress: (line: string) => void stderr.write(line) } : {}),
  };
}

/** `cal import`: events. */
export function importEvents(session: Session, file: string, opts: ImportOptions): Promise<number> {
  return importFile(session, 'events', file, opts);
}
