// `cal generate`: declared here, run by generate-run.ts, loaded (with faker) only when the command runs.
import { Option, type Command } from 'commander';
import { examplesText } from '../../examples.js';
import type { Session } from '../../session.js';
import { FORMATS } from '../../../codecs/format.js';
import type { GenerateFlags } from './generate-options.js';
import type * as GenerateRun from './generate-run.js';

const HELP = `
The same --seed and options give the same calendar, so a CI job can rebuild it at will: titles and
descriptions, venues with addresses and map coordinates in several cities and time zones, organizers, a
category hierarchy, tags, all-day and multi-day events, featured, sticky and hidden ones, drafts, pending
and private ones, and some protected by a password. Counts not given follow --events (about one venue per
ten events, one organizer per twenty, 12 categories, 15 tags).

Titles and names repeat, as in real calendars. An event's slug ends in the seed and its number
(jazz-night-42-17), and venues and organizers are matched by their fields, not their names: another seed
adds all it makes to a calendar in use, the same seed again adds nothing. Categories and tags are shared:
those already there are reused. The last line says what was already there or failed.

Without --output the records go into the calendar: the local file, or the server when one is configured.
With --output FILE they are written as events in an import format (venues and organizers inline,
categories and tags by name) for cal import; the category hierarchy is then not kept.`;

const EXAMPLES = [
  'cal generate --events 200 --seed 7',
  'cal --data ci.json generate --events 10000 --from 2027-01-01 --days 365',
  'cal generate --events 50 --output events.ndjson && cal --url http://127.0.0.1:8080 import events.ndjson',
];

export function registerGenerate(program: Command, session: Session, run: (task: Promise<number>) => void): void {
  program
    .command('generate')
    .description('Create a realistic fake calendar, the same for the same --seed, in the calendar or in a file')
    .requiredOption('--events <n>', 'number of events')
    .option('--venues <n>', 'number of venues')
    .option('--organizers <n>', 'number of organizers')
    .option('--categories <n>', 'number of categories, parents first')
    .option('--tags <n>', 'number of tags')
    .option('--from <date>', "first day events may start on (default: today in the profile's time zone, else UTC)")
    .option('--days <n>', 'events start within this many days from --from', '90')
    .option('--seed <seed>', 'a number or a word; the same seed gives the same calendar', '1')
    .option('--output <file>', 'write the events to FILE instead of the calendar')
    .addOption(
      new Option('--format <format>', 'file format (default: from the extension of --output)').choices([...FORMATS]),
    )
    .addHelpText('after', HELP)
    .addHelpText('after', examplesText(EXAMPLES))
    .action((flags: GenerateFlags) =>
      run(import('./generate-run.js').then((ops: typeof GenerateRun) => ops.generate(session, flags))),
    );
}
