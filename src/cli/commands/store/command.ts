// `cal store check|compact|repair|backup`: verify the calendar file, fold its journal, repair it, copy it safely.
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
    .description('Look after the local calendar file (--data FILE): check it, fold its journal, repair it, back it up')
    .addHelpText(
      'after',
      '\nExamples:\n  cal store check\n  cal store repair\n  cal store backup ~/calendar-$(date +%F).json\n',
    );
  store
    .command('check')
    .description('Read and verify the file and its journal; print what it holds')
    .addHelpText('after', examplesText(['cal store check', 'cal --data ./calendar.json store check']))
    .action(() => act((ops) => ops.checkStore(session, globals())));
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
    .addHelpText('after', examplesText(['cal store repair', 'cal --data ./calendar.json store repair']))
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
}
