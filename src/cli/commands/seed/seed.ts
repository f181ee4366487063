// `cal seed FILE`: declared here, run by seed-run.ts (loaded, with the YAML parser, only when the command runs).
import type { Command } from 'commander';
import { examplesText } from '../../examples.js';
import type { Session } from '../../session.js';
import type * as SeedRun from './seed-run.js';

const HELP = `
A fixture is YAML or JSON: up to five sections, each a map from local names to items. Sections are
applied in this order whatever their order in the file, and items in file order:

  venues:
    main-hall: { venue: Main Hall, address: 1 Gran Via, city: Madrid, zip: "28013" }
  organizers:
    acme: { organizer: ACME Events, email: info@acme.example }
  categories:
    music: { name: Music }
    jazz: { name: Jazz, parent: "@music" }
  tags:
    free: { name: Free }
  events:
    opening:
      title: Opening night
      start_date: 2027-01-10 20:00:00
      end_date: 2027-01-10 23:00:00
      timezone: Europe/Madrid
      venue: "@main-hall"
      organizer: ["@acme"]
      categories: ["@jazz"]
      tags: ["@free"]

Items take the fields of the matching create call (cal <kind> create --help). "@name" in venue,
organizer, categories, tags, parent and translation_of stands for the ID of an item defined before it;
anything else (IDs, names, inline venue data) is passed on as written. The whole fixture is checked before
anything is written: a reference to an unknown or later item stops the run, naming the item and its line.

Reruns create nothing twice: events, categories and tags are found by their slug (the item's slug, else
its local name), venues and organizers by the slug of their name. An item found is updated with the
fields the fixture gives (others keep their values) and keeps its ID; one not found is created.

The map from local names to IDs goes to stdout (or --output FILE), also when an item fails, so it shows
exactly what was applied:
  {"venues": {"main-hall": 12}, "organizers": {"acme": 13}, "categories": {...}, "tags": {...}, "events": {...}}`;

const EXAMPLES = [
  'cal seed fixtures/calendar.yaml --output ids.json',
  'cal --url http://127.0.0.1:8080 seed fixtures/calendar.json | jq .events.opening',
];

export function registerSeed(program: Command, session: Session, run: (task: Promise<number>) => void): void {
  program
    .command('seed')
    .argument('<file>', 'a YAML or JSON fixture, or - for stdin')
    .description(
      'Apply a fixture of venues, organizers, terms and events that refer to each other by local names; safe to rerun',
    )
    .option('--output <file>', 'write the map from local names to IDs to FILE instead of stdout')
    .addHelpText('after', HELP)
    .addHelpText('after', examplesText(EXAMPLES))
    .action((file: string, options: SeedRun.SeedOptions) =>
      run(import('./seed-run.js').then((ops: typeof SeedRun) => ops.seedCalendar(session, file, options))),
    );
}
