// `cal store check|compact|repair|backup|migrate|copy`: verify the calendar, fold its journal, repair it, copy it
// safely; make a database's tables, and copy a calendar between a file and a database.
import type { Command } from 'commander';
import type { GlobalOptions, Session } from '../../session.js';
import { examplesText } from '../../examples.js';
import type * as StoreRun from './run.js';

type Run = (task: Promise<number>) => void;

export function registerStore(program: Command, session: Session, run: Run): void {
  const globals = () => program.opts<GlobalOptions>();
  const act = (task: (ops: typeof StoreRun) => Promise<number>) => run(import('./run.js').then(task));
  const store = program
    .command('store')
    .description(
      'Look after the local calendar (--data FILE or postgres://…): check it, fold its journal, repair it, back it up, copy it',
    )
    .addHelpText(
      'after',
      '\nExamples:\n  cal store check\n  cal store repair\n  cal store backup ~/calendar-$(date +%F).json\n' +
        '  cal store copy calendar.json postgres://cal@localhost/calendar\n',
    );
  store
    .command('check')
    .argument('[calendars...]', 'with one or two calendars (files or postgres:// URLs), compare them record by record')
    .description(
      'Read and verify the calendar (a file with its journal, or a database); print what it holds. Given calendars, compare them',
    )
    .addHelpText(
      'after',
      examplesText([
        'cal store check',
        'cal --data ./calendar.json store check',
        'cal store check calendar.json postgres://cal@localhost/calendar',
      ]),
    )
    .action((calendars: string[]) => act((ops) => ops.checkStore(session, globals(), calendars)));
  store
    .command('compact')
    .description('Fold the journal into the JSON document (not while cal serve holds the file)')
    .addHelpText('after', examplesText(['cal store compact', 'cal --data ./calendar.json store compact']))
    .action(() => act((ops) => ops.compactStore(session, globals())));
  store
    .command('repair')
    .description(
      'Make a damaged file open again: keep what reads whole, set the rest aside in dated files (not while cal serve holds it)',
    )
    .addHelpText(
      'after',
      '\nIt also renumbers slugs a hand edit gave to more than one record of a kind and\n' +
        'language: the lowest ID keeps each, the others get the first free "-2", "-3", …\n' +
        examplesText(['cal store repair', 'cal --data ./calendar.json store repair']),
    )
    .action(() => act((ops) => ops.repairStore(session, globals())));
  store
    .command('backup')
    .argument('<destination>', 'file to write the copy to')
    .description('Write a consistent copy of the calendar, also while cal serve runs')
    .addHelpText(
      'after',
      examplesText([
        'cal store backup ~/calendar-$(date +%F).json',
        'cal --data ./calendar.json store backup /backups/calendar.json',
      ]),
    )
    .action((destination: string) => act((ops) => ops.backupStore(session, globals(), destination)));
  store
    .command('migrate')
    .description(
      'Make or upgrade the tables of a calendar in PostgreSQL (--data postgres://…); cal serve does on start',
    )
    .addHelpText(
      'after',
      examplesText([
        'cal --data postgres://cal@localhost/calendar store migrate',
        'cal --data postgresql://cal@db.example.org:5432/calendar store migrate',
      ]),
    )
    .action(() => act((ops) => ops.migrateStore(session, globals())));
  store
    .command('copy')
    .argument('<from>', 'the calendar to copy: a file or a postgres:// URL')
    .argument('<to>', 'where to make it: a new file, or a database holding no calendar')
    .description('Copy a calendar, as committed, between a file and PostgreSQL (either way), with its password key')
    .addHelpText(
      'after',
      examplesText([
        'cal store copy calendar.json postgres://cal@localhost/calendar',
        'cal store copy postgres://cal@localhost/calendar copy.json',
      ]),
    )
    .action((from: string, to: string) => act((ops) => ops.copyStore(session, from, to)));
}
