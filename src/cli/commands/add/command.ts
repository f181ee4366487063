// `cal add`: an event in one line, declared here and run by add-run.ts, loaded on use.
import type { Command } from 'commander';
import { examplesText } from '../../examples.js';
import { addOutputFlags } from '../../output-options.js';
import type { Session } from '../../session.js';
import type * as AddRun from './run.js';

export function registerAdd(program: Command, session: Session, run: (task: Promise<number>) => void): void {
  const command = program
    .command('add')
    .argument('<words...>', 'the event: a title, when, then "at" a venue and #categories or #tags')
    .description(
      'Create an event from one line: the title, when (a day, a start and an end or a duration; a day alone is ' +
        'all day; an hour if no end), "at" an existing venue, #words for categories or tags; a terminal asks to confirm',
    )
    .option('-y, --yes', 'create it without asking (off a terminal nothing asks)')
    .option(
      '--timezone <zone>',
      "the zone the times are in (default: a zone ending the line, else the configured timezone, else the site's)",
    );
  addOutputFlags(command)
    .addHelpText(
      'after',
      examplesText([
        'cal add "Jazz night next friday 8pm-11pm at Blue Note #music"',
        'cal add Standup tomorrow 10-11',
        'cal add "Board meeting 2027-06-04 19:00 2h #work"',
        'cal add "Gig fri 8pm for 3 hours at the-attic"',
        'cal add "Fair june 4"                  # all day',
        'cal add "Call tomorrow 10:00 Europe/London" --yes --json',
      ]),
    )
    .action((words: string[], opts: AddRun.AddOptions) =>
      run(import('./run.js').then((ops: typeof AddRun) => ops.quickAdd(session, words.join(' '), opts))),
    );
}
