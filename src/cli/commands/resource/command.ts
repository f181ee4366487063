// `cal <resource> list|get|create|update|delete`, generated from the catalog for all five resources.
import type { Command } from 'commander';
import { catalog, type OperationId } from '../../../api/catalog.js';
import type { OperationSpec, Params } from '../../../api/field-spec.js';
import type { ResourceName } from '../../../api/resources.js';
import { isTerm } from '../../../api/resources.js';
import { flagsFor, type FlagSet } from '../../flags.js';
import { addOutputFlags } from '../../output-options.js';
import type { Session } from '../../session.js';
import { isOperationId } from '../operation-ids.js';
import { createItem, getItem, listItems, type Verb } from './actions.js';
import { deleteItems } from './delete.js';
import { updateItems } from './update.js';
import { verbExamples } from './examples.js';
import { registerTranslate } from '../translate.js';

const EXAMPLES: Record<ResourceName, string> = {
  events: `
Examples:
  cal events list --starts-after 2026-12-01 --categories music,theatre --per-page 50
  cal events create --title "Jazz Night" --start-date "tomorrow 8pm" --end-date "tomorrow 11pm" --venue 12
  cal events update 42 --featured --cost "$15"
  cal events delete --slug jazz-night --yes`,
  venues: `
Examples:
  cal venues list --search hall
  cal venues create --venue "Blue Note Hall" --city "New York" --country "United States"
  cal venues get --slug blue-note-hall --json`,
  organizers: `
Examples:
  cal organizers list --only-with-upcoming
  cal organizers create --organizer "Jazz Society" --email info@jazz.example.org`,
  categories: `
Examples:
  cal categories list --no-hide-empty
  cal categories create --name Festivals --parent 2`,
  tags: `
Examples:
  cal tags list --search jazz --format ids
  cal tags delete 7 --yes`,
};

const op = (id: string): OperationSpec | undefined => (isOperationId(id) ? catalog[id] : undefined);

/** The flags of a subcommand this run does not parse: none. */
/** --series and --following, for an occurrence of a series (one made by --repeat, or imported from iCalendar). */
function seriesScopes(command: Command, verb: string): void {
  command
    .option('--series', `${verb} every occurrence of the event's series, not only this one`)
    .option('--following', `${verb} this occurrence and the ones after it`);
}

const NO_FLAGS: FlagSet = { options: [], toArgs: () => ({}) };

/** Flags of the ID route and the by-slug route together (the slug one adds nothing for most). */
function mergedParams(resource: ResourceName, name: string): Params {
  return { ...op(`${resource}.${name}BySlug`)?.params, ...op(`${resource}.${name}`)?.params };
}

function addFlags(command: Command, flags: FlagSet): Command {
  for (const option of flags.options) command.addOption(option);
  return command;
}

/**
 * Returns the resource's command group, for commands declared elsewhere (`cal venues import`).
 * `builds(verb)` says which subcommands get their flags: a run naming one (`cal events list`) skips
 * the others' (a few hundred options in all), which it never parses; they keep their names for routing.
 */
export function registerResource(
  program: Command,
  resource: ResourceName,
  session: Session,
  run: (task: Promise<number>) => void,
  builds: (verb: string) => boolean = () => true,
): Command {
  const group = program.command(resource).description(`List, read, create, update and delete ${resource}`);
  group.addHelpText('after', EXAMPLES[resource]);
  // Every item is found by --slug as by its ID; an update's own `slug` field, which renames it, is --set-slug.
  const renames: Record<string, string> = { slug: 'set-slug' };
  const verb = (name: Verb, id: OperationId, flags: () => FlagSet, describe: string) => {
    // group.command() (not new Command) so exitOverride and output settings are inherited.
    const command = group.command(name).description(describe);
    if (!builds(name)) return { command, flags: NO_FLAGS, built: false };
    const set = flags();
    addOutputFlags(addFlags(command, set));
    command.addHelpText('after', verbExamples(resource, name));
    return { command, flags: set, built: true };
  };
  const identified = (command: Command, built: boolean, several = false) => {
    command.argument(
      several ? '[id...]' : '[id]',
      several ? `IDs of the ${resource}, one or more` : `the ${resource} ID`,
    );
    if (built) command.option('--slug <slug>', 'find the item by its slug instead of its ID');
    return command;
  };
  const dryRun = (command: Command, built: boolean) => {
    if (built)
      command.option('--dry-run', 'print the request that would be sent (method, path, JSON body); change nothing');
  };

  const list = verb('list', `${resource}.list`, () => flagsFor(catalog[`${resource}.list`].params), `List ${resource}`);
  if (list.built)
    list.command
      .option('--all', 'follow every page to the end')
      .option('-L, --limit <n>', 'stop after this many items (follows pages)')
      .option('--no-pager', 'on a terminal, print the list without a pager ($CAL_PAGER, else $PAGER, else less)');
  list.command.action((opts: Record<string, unknown>) => run(listItems(session, resource, list.flags, opts)));

  const get = verb(
    'get',
    `${resource}.get`,
    () => flagsFor(mergedParams(resource, 'get')),
    `Show one of the ${resource}`,
  );
  identified(get.command, get.built).action((id: string | undefined, opts: Record<string, unknown>) =>
    run(getItem(session, resource, get.flags, id, opts)),
  );

  const create = verb(
    'create',
    `${resource}.create`,
    () => flagsFor(catalog[`${resource}.create`].params),
    `Create one of the ${resource}`,
  );
  if (create.built)
    create.command.option(
      '--from-file <file>',
      'read the fields from a JSON object in FILE, or - for stdin; flags override it',
    );
  if (create.built && resource === 'events')
    create.command.option(
      '--repeat <rule>',
      'make a series, one event per occurrence: "weekly", "every 2 weeks on tue,thu until 2027-06-30", "monthly on the last friday", "daily for 10", or an RRULE',
    );
  dryRun(create.command, create.built);
  create.command.action((opts: Record<string, unknown>) => run(createItem(session, resource, create.flags, opts)));

  const update = verb(
    'update',
    `${resource}.update`,
    () => flagsFor(mergedParams(resource, 'update'), renames),
    `Change fields of one or more of the ${resource} (the same to each); others keep their values`,
  );
  identified(update.command, update.built, true);
  if (update.built)
    update.command.option(
      '--from-file <file>',
      'read the fields from a JSON object in FILE, or - for stdin; flags override it',
    );
  if (update.built && resource === 'events') seriesScopes(update.command, 'change');
  dryRun(update.command, update.built);
  update.command.action((ids: string[], opts: Record<string, unknown>) =>
    run(updateItems(session, resource, update.flags, ids, opts)),
  );

  const remove = verb(
    'delete',
    `${resource}.delete`,
    () => flagsFor(mergedParams(resource, 'delete')),
    isTerm(resource)
      ? `Delete one or more of the ${resource}`
      : `Move one or more of the ${resource} to the trash (--force deletes them for good)`,
  );
  identified(remove.command, remove.built, true);
  if (remove.built) remove.command.option('-y, --yes', 'do not ask for confirmation (needed without a terminal)');
  if (remove.built && resource === 'events') seriesScopes(remove.command, 'delete');
  dryRun(remove.command, remove.built);
  if (resource === 'events') registerTranslate(group, session, run);
  remove.command.action((ids: string[], opts: Record<string, unknown>) =>
    run(deleteItems(session, resource, remove.flags, ids, opts)),
  );
  return group;
}
