// `cal agenda`, `cal month` and `cal week`: declared here, run by modules loaded only when one of them is used.
import type { Command } from 'commander';
import { examplesText } from '../../examples.js';
import type { Session } from '../../session.js';
import type * as AgendaRun from './agenda-run.js';
import type * as CalendarRun from './calendar-run.js';

type Run = (task: Promise<number>) => void;

const AGENDA_EXAMPLES = examplesText([
  'cal agenda',
  'cal agenda --days 30 --from "next monday" --timezone Europe/Madrid',
  "cal agenda --json | jq '.[].events[].title'",
  'cal agenda --lang ca',
]);
const MONTH_EXAMPLES = examplesText([
  'cal month',
  'cal month 2026-12 --timezone America/New_York',
  'cal month "next month" --compact',
]);
const WEEK_EXAMPLES = examplesText([
  'cal week',
  'cal week 2026-12-24',
  'cal week "next monday" --week-start sunday --status publish,draft',
]);

function viewFlags(command: Command): Command {
  return command
    .option('--timezone <zone>', "show times in this zone (default: the configured timezone, else the machine's)")
    .option('--width <columns>', "lay out for this many columns (default: the terminal's, else 80)")
    .option('--status <statuses>', 'events with these statuses, comma-separated, e.g. publish,draft (default: publish)')
    .option(
      '--lang <code>',
      "the language of the events, and of day and month names (default: the profile's, else the site's)",
    );
}

function calendarFlags(command: Command): Command {
  return viewFlags(command)
    .option('--compact', 'a small grid and a list of events instead of the full grid (the default below 78 columns)')
    .option('--week-start <day>', 'first day of the week: monday or sunday (default: monday)');
}

export function registerViews(program: Command, session: Session, run: Run): void {
  viewFlags(
    program
      .command('agenda')
      .description('Upcoming events grouped by day, with times, venues and categories')
      .option('--days <n>', 'how many days to show (default: 7)')
      .option('--from <date>', 'first day: YYYY-MM-DD, "today", "next monday"... (default: today)')
      .option('--json', 'print the days and their events as JSON'),
  )
    .addHelpText('after', AGENDA_EXAMPLES)
    .action((opts: AgendaRun.AgendaOptions) =>
      run(import('./agenda-run.js').then((ops: typeof AgendaRun) => ops.agenda(session, opts))),
    );

  calendarFlags(
    program
      .command('month')
      .argument('[month]', 'YYYY-MM, or a date in the month ("next month") (default: this month)')
      .description('The events of a month as a calendar grid'),
  )
    .addHelpText('after', MONTH_EXAMPLES)
    .action((input: string | undefined, opts: CalendarRun.CalendarOptions) =>
      run(import('./calendar-run.js').then((ops: typeof CalendarRun) => ops.month(session, input, opts))),
    );

  calendarFlags(
    program
      .command('week')
      .argument('[date]', 'a day in the week: YYYY-MM-DD, "today", "next monday"... (default: this week)')
      .description('The events of a week as a calendar grid'),
  )
    .addHelpText('after', WEEK_EXAMPLES)
    .action((input: string | undefined, opts: CalendarRun.CalendarOptions) =>
      run(import('./calendar-run.js').then((ops: typeof CalendarRun) => ops.week(session, input, opts))),
    );
}
