// `cal export` and `cal import`: declared here, run by modules loaded only when one of them is used.
import { Option, type Command } from 'commander';
import { catalog } from '../../../api/catalog.js';
import type { Params } from '../../../api/field-spec.js';
import { flagsFor } from '../../flags.js';
import type { Session } from '../../session.js';
import type * as ExportRun from './export-run.js';
import type * as ImportRun from './import-run.js';
import { FORMATS } from './format.js';

type Run = (task: Promise<number>) => void;

const EXPORT_EXAMPLES = `
Examples:
  cal export --start-date 2000-01-01 > events.json
  cal export --format csv --output events.csv --start-date 2026-01-01 --end-date 2026-12-31
  cal export --format ndjson --categories music --status publish,draft`;

const IMPORT_EXAMPLES = `
Examples:
  cal import events.json
  cal import events.csv --update --errors failed.csv
  cal export --format ndjson | cal --url https://calendar.example.org import - --format ndjson --dry-run`;

/** The events list filters, without paging (export follows every page itself). */
function filterParams(): Params {
  const { page: _page, per_page: _perPage, ...filters } = catalog['events.list'].params;
  return filters;
}

export function registerBulk(program: Command, session: Session, run: Run): void {
  const filters = flagsFor(filterParams());
  const format = (help: string) => new Option('--format <format>', help).choices([...FORMATS]);

  const exporter = program
    .command('export')
    .description('Write events in a shape cal import reads back: every page of what cal events list shows (from yesterday on, unless date filters say otherwise)')
    .addOption(format('json (default: one array), ndjson (one event a line) or csv (one row an event)'))
    .option('--output <file>', 'write to FILE instead of stdout');
  for (const option of filters.options) exporter.addOption(option);
  exporter.addHelpText('after', EXPORT_EXAMPLES).action((opts: ExportRun.ExportOptions) =>
    run(import('./export-run.js').then((ops: typeof ExportRun) => ops.exportEvents(session, filters, opts))),
  );

  program
    .command('import')
    .argument('<file>', 'events in the shape cal export writes, or - for stdin')
    .description('Create events from a file; events whose slug (or title) exists already are skipped, or updated with --update')
    .addOption(format('json, ndjson or csv (default: from the file extension; required for stdin)'))
    .option('--update', 'update events that exist already instead of skipping them')
    .option('--dry-run', 'check every record and show what would be created, updated or skipped, changing nothing')
    .option('--errors <file>', 'write the records that failed to FILE, in the input format, to retry them')
    .option('--concurrency <n>', 'requests in flight at once (default: 8)')
    .option('--lang <code>', 'the language of the events (default: the profile\'s, else the site\'s)')
    .addHelpText('after', IMPORT_EXAMPLES)
    .action((file: string, opts: ImportRun.ImportOptions) =>
      run(import('./import-run.js').then((ops: typeof ImportRun) => ops.importEvents(session, file, opts))),
    );
}
