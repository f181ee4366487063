// `cal export`, `cal import` and `cal <venues|organizers|categories|tags> import`: declared here, run by modules loaded on use.
import { Option, type Command } from 'commander';
import { catalog } from '../../../api/catalog.js';
import type { Params } from '../../../api/field-spec.js';
import { flagsFor } from '../../flags.js';
import type { Session } from '../../session.js';
import type * as ExportRun from './export-run.js';
import type * as ImportRun from './import-run.js';
import type * as SyncRun from './sync-run.js';
import { isTerm, nameField, type ResourceName } from '../../../api/resources.js';
import { CSV_COLUMNS } from '../../../codecs/csv/columns.js';
import { flatColumns } from '../../../codecs/flat-fields.js';
import { FLAT_FORMATS, FORMATS } from '../../../codecs/format.js';
import type { FlatKind } from '../../../codecs/kinds.js';
import { DATE_ORDERS } from '../../../codecs/cell-dates.js';
import { DEFAULT_MAX_OCCURRENCES } from '../../../codecs/ics/window.js';

type Run = (task: Promise<number>) => void;

const EXPORT_EXAMPLES = `
Examples:
  cal export --start-date 2000-01-01 > events.json
  cal export --format ics --starts-after 2026-01-01 --output calendar.ics
  cal export --format csv --output events.csv --start-date 2026-01-01 --end-date 2026-12-31
  cal export --format ndjson --categories music --status publish,draft
  cal export --format csv --columns tec --output for-tec-importer.csv
  cal export --format xlsx --output programme.xlsx`;

const IMPORT_EXAMPLES = `
Examples:
  cal import events.json
  cal import calendar.ics --dry-run
  cal import events.csv --update --errors failed.csv
  cal import programme.xlsx --sheet January --errors failed.xlsx
  cal export --format ndjson | cal --url https://calendar.example.org import - --format ndjson`;

const FLAT_EXAMPLES: Record<FlatKind, string> = {
  venues: 'cal venues import venues.csv\n  cal venues import venues.json --update',
  organizers: 'cal organizers import organizers.ndjson\n  cal organizers import organizers.csv --dry-run',
  categories:
    'cal categories import categories.json   # parents before their children\n  cal categories import categories.csv --dry-run',
  tags: 'cal tags import tags.csv --errors failed.csv\n  cal tags import tags.json --update',
};

/** What the help says of a field beyond its name. */
const FIELD_NOTES: Readonly<Record<string, string>> = {
  parent: 'ID, slug or name of a category imported before',
};

/** --concurrency, as import and sync both take it. */
const CONCURRENCY_HELP =
  'records in flight at once (default: 8 to a server, four batches to one that takes them: 400 to cal serve, 100 to others; 64 on the local file, up to 256 while its flushes keep it waiting)';

/** A kind's fields as its import's help lists them: every column, its name marked required. */
function fieldsHelp(kind: FlatKind): string {
  return flatColumns(kind)
    .map((field) => {
      const note = field === nameField(kind) ? 'required' : FIELD_NOTES[field];
      return note === undefined ? field : `${field} (${note})`;
    })
    .join(', ');
}

/** What puts an item in a language of a site that has them; every kind's records may have them. */
const TRANSLATION_HELP =
  '\nOn a site with languages: language (else --lang), translation_of (the slug of the item this one translates, ' +
  'earlier in the file or there already) and translation_of_language (its language, when not the default).';

/** A list's filters, without paging (export follows every page itself) or ordering (exports have their own). */
function filterParams(resource: ResourceName): Params {
  const {
    page: _page,
    per_page: _perPage,
    order: _order,
    orderby: _orderby,
    ...filters
  }: Params = catalog[`${resource}.list`].params;
  const language = filters.site_language;
  return language === undefined
    ? filters
    : {
        ...filters,
        site_language: {
          ...language,
          description:
            "Export this language alone (default: the profile's lang, else every language of the site, each item with its language and the item it translates)",
        },
      };
}

/** CSV for spreadsheets by default; these make it plain for programs, or marked as UTF-8 for old spreadsheets. */
function csvOptions(command: Command): Command {
  return command
    .option(
      '--keep-formulas',
      "CSV: write cells that start with = + - @ as they are; by default they get a leading ' so a spreadsheet shows them rather than running them (import strips it)",
    )
    .option('--bom', 'CSV: start with a UTF-8 byte order mark, for spreadsheets that otherwise guess the encoding');
}

/** The options every import shares. */
function importOptions(command: Command, formats: readonly string[], formatHelp: string): Command {
  return command
    .addOption(new Option('--format <format>', formatHelp).choices([...formats]))
    .option('--update', 'update items that exist already instead of skipping them')
    .option('--dry-run', 'check every record and show what would be created, updated or skipped, changing nothing')
    .option('--errors <file>', 'write the records that failed to FILE, in the input format, to retry them')
    .option(
      '--json',
      'print what became of each record as one JSON object: created, updated, skipped (with IDs), failed (with reasons)',
    )
    .option('--concurrency <n>', CONCURRENCY_HELP)
    .option('--delimiter <char>', 'CSV: the separator, "," ";" or "tab" (default: found from the header line)')
    .option('--map <pairs>', 'CSV, xlsx: read columns of other names as fields, e.g. "Nombre=title,Fecha=start_date"')
    .option('--strict', 'CSV, xlsx: refuse a file with a column that is no field (by default it is skipped, said once)')
    .option('--sheet <name>', 'xlsx: the sheet to read (default: the first)')
    .addOption(
      new Option(
        '--date-order <order>',
        'CSV, xlsx: how to read 04/06/2027 and 4.6.2027 written as text: dmy, mdy or ymd (default: the date_order setting; without one, a date that could be either fails its row)',
      ).choices([...DATE_ORDERS]),
    )
    .option(
      '--lang <code>',
      "the language of records that name none in a language field (default: the profile's, else the site's)",
    )
    .option(
      '--refetch',
      'URL: read it whole even if it has not changed since it was last imported (by default that costs one 304)',
    );
}

export function registerBulk(program: Command, session: Session, run: Run): void {
  const filters = flagsFor(filterParams('events'));
  const exporter = program
    .command('export')
    .description(
      'Write events in a shape cal import reads back: every page of what cal events list shows (from yesterday on, unless date filters say otherwise)',
    )
    .addOption(
      new Option(
        '--format <format>',
        'json (default: one array), ndjson (one event a line), csv (one row an event), xlsx (an Excel workbook, rows as in csv; needs --output or a redirected stdout) or ics (iCalendar)',
      ).choices([...FORMATS]),
    )
    .option('--output <file>', 'write to FILE instead of stdout');
  csvOptions(exporter);
  exporter.addOption(
    new Option(
      '--columns <set>',
      "CSV, xlsx: cal (default: what cal import reads back) or tec (The Events Calendar's own CSV importer columns)",
    ).choices(['cal', 'tec']),
  );
  for (const option of filters.options) exporter.addOption(option);
  exporter
    .addHelpText('after', EXPORT_EXAMPLES)
    .action((opts: ExportRun.ExportOptions) =>
      run(import('./export-run.js').then((ops: typeof ExportRun) => ops.exportEvents(session, filters, opts))),
    );

  importOptions(
    program
      .command('import')
      .argument(
        '<file>',
        'events in the shape cal export writes, a CSV file or .xlsx workbook, an iCalendar file, - for stdin, or an http(s) URL (a feed)',
      )
      .description(
        'Create events from a file; events whose slug (or title, or iCalendar UID) exists already are skipped, or updated with --update',
      ),
    FORMATS,
    'json, ndjson, csv, xlsx or ics (default: from the file extension, or for a URL its content type; required for stdin)',
  )
    .option(
      '--from <date>',
      'iCalendar: recurring events become their occurrences from DATE on (default: a year ago today)',
    )
    .option('--until <date>', 'iCalendar: ... and before DATE (default: two years from today)')
    .option(
      '--max-occurrences <n>',
      `iCalendar: occurrences kept per recurring event, said when reached (default: ${DEFAULT_MAX_OCCURRENCES})`,
    )
    .option(
      '--prune',
      'iCalendar: trash the occurrences held here that the file no longer gives inside the window (always listed)',
    )
    .addHelpText(
      'after',
      `\nCSV and xlsx columns (any subset, in any order; lists joined with "|"): ${CSV_COLUMNS.join(', ')}\n${TRANSLATION_HELP}\n${IMPORT_EXAMPLES}`,
    )
    .action((file: string, opts: ImportRun.ImportOptions) =>
      run(import('./import-run.js').then((ops: typeof ImportRun) => ops.importFile(session, 'events', file, opts))),
    );
  registerSync(program, session, run);
}

function registerSync(program: Command, session: Session, run: Run): void {
  program
    .command('sync')
    .argument(
      '<url>',
      "an http(s) iCalendar feed (a TEC site's /events/?ical=1, a Google Calendar secret address, another program's)",
    )
    .description(
      'Keep the calendar equal to an iCalendar feed inside a window: create new events, update changed ones, trash those that came from this feed and left it (never events from elsewhere)',
    )
    .option('--from <date>', 'the window starts on DATE (default: a year ago today); recurring events expand in it')
    .option('--until <date>', '... and ends before DATE (default: two years from today)')
    .option('--max-occurrences <n>', `occurrences kept per recurring event (default: ${DEFAULT_MAX_OCCURRENCES})`)
    .option('--dry-run', 'print what would be created, updated and trashed, changing nothing')
    .option('--refetch', 'read the feed whole even if it has not changed since the last sync (by default one 304)')
    .option('--concurrency <n>', CONCURRENCY_HELP)
    .addHelpText('after', SYNC_EXAMPLES)
    .action((url: string, opts: SyncRun.SyncOptions) =>
      run(import('./sync-run.js').then((ops: typeof SyncRun) => ops.syncUrl(session, url, opts))),
    );
}

const SYNC_EXAMPLES = `
Examples:
  cal sync 'https://calendar.example.org/events/?ical=1'
  cal sync 'https://calendar.google.com/calendar/ical/SECRET/basic.ics' --dry-run
  cal sync 'https://ana:APP-PASSWORD@site.example/events/?ical=1' --from 2027-01-01 --until 2028-01-01`;

/** `cal venues import`, `cal venues export` and the like, added under each resource command. */
export function registerFlatBulk(parent: Command, kind: FlatKind, session: Session, run: Run): void {
  const filters = flagsFor(filterParams(kind));
  const exporter = parent
    .command('export')
    .description(
      `Write ${kind} in the shape cal ${kind} import reads back: every page of what cal ${kind} list shows${isTerm(kind) ? ' (empty ones too, unless --hide-empty)' : ''}, in slug order${kind === 'categories' ? ' with parents before their children' : ''}`,
    )
    .addOption(
      new Option(
        '--format <format>',
        `json (default: one array), ndjson (one item a line), csv (one row an item) or xlsx (an Excel workbook, rows as in csv)`,
      ).choices([...FLAT_FORMATS]),
    )
    .option('--output <file>', 'write to FILE instead of stdout');
  csvOptions(exporter);
  for (const option of filters.options) exporter.addOption(option);
  exporter
    .addHelpText(
      'after',
      `\nExamples:\n  cal ${kind} export --output ${kind}.json\n  cal ${kind} export --format csv | cal --data copy.json ${kind} import - --format csv\n`,
    )
    .action((opts: ExportRun.ExportOptions) =>
      run(import('./export-run.js').then((ops: typeof ExportRun) => ops.exportItems(session, kind, filters, opts))),
    );

  importOptions(
    parent
      .command('import')
      .argument('<file>', `${kind} as JSON (an array), NDJSON, CSV or .xlsx (one row each), or - for stdin`)
      .description(
        `Create ${kind} from a file; those whose slug (or name) exists already are skipped, or updated with --update`,
      ),
    FLAT_FORMATS,
    'json, ndjson, csv or xlsx (default: from the file extension; required for stdin)',
  )
    .addHelpText(
      'after',
      `\nFields (JSON keys, CSV and xlsx columns): ${fieldsHelp(kind)}\n${TRANSLATION_HELP}\n\nExamples:\n  ${FLAT_EXAMPLES[kind]}`,
    )
    .action((file: string, opts: ImportRun.ImportOptions) =>
      run(import('./import-run.js').then((ops: typeof ImportRun) => ops.importFile(session, kind, file, opts))),
    );
}
