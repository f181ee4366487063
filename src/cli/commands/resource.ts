// `cal <resource> list|get|create|update|delete`, generated from the catalog for all five resources.
import type { Command } from 'commander';
import { catalog, type OperationId } from '../../api/catalog.js';
import type { OperationSpec, Params, ResourceName } from '../../api/field-spec.js';
import { flagsFor, type FlagSet } from '../flags.js';
import { addOutputFlags } from '../output-options.js';
import type { Session } from '../session.js';
import { createItem, deleteItem, getItem, listItems, updateItem, type Verb } from './resource-actions.js';
import { verbExamples } from './resource-examples.js';
import { registerTranslate } from './translate.js';

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
  cal organizers list --only-with-upcoming true
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

const op = (id: string): OperationSpec | undefined => (catalog as Record<string, OperationSpec>)[id];

/** Flags of the ID route and the by-slug route together (the slug one adds nothing for most). */
function mergedParams(resource: ResourceName, name: string): Params {
  return { ...op(`${resource}.${name}BySlug`)?.params, ...op(`${resource}.${name}`)?.params };
}

function addFlags(command: Command, flags: FlagSet): Command {
  for (const option of flags.options) command.addOption(option);
  return command;
}

/** Returns the resource's command group, for commands declared elsewhere (`cal venues import`). */
export function registerResource(program: Command, resource: ResourceName, session: Session, run: (task: Promise<number>) => void): Command {
  const group = program.command(resource).description(`List, read, create, update and delete ${resource}`);
  group.addHelpText('after', EXAMPLES[resource]);
  const hasSlugRoutes = op(`${resource}.getBySlug`) !== undefined;
  // The by-slug update renames with a body `slug`; the CLI keeps --slug for finding the item.
  const renames: Record<string, string> = hasSlugRoutes ? { slug: 'set-slug' } : {};
  const verb = (name: Verb, id: OperationId, flags: FlagSet, describe: string) => {
    // group.command() (not new Command) so exitOverride and output settings are inherited.
    const command = addOutputFlags(addFlags(group.command(name).description(describe), flags));
    command.addHelpText('after', verbExamples(resource, name));
    return { command, spec: catalog[id] as OperationSpec };
  };
  const identified = (command: Command) => {
    command.argument('[id]', `the ${resource} ID`);
    if (hasSlugRoutes) command.option('--slug <slug>', 'find the item by its slug instead of its ID');
    return command;
  };

  const listFlags = flagsFor(catalog[`${resource}.list`].params);
  const list = verb('list', `${resource}.list`, listFlags, `List ${resource}`);
  list.command
    .option('--all', 'follow every page to the end')
    .option('--limit <n>', 'stop after this many items (follows pages)')
    .action((opts: Record<string, unknown>) => run(listItems(session, resource, listFlags, opts)));

  const getFlags = flagsFor(mergedParams(resource, 'get'));
  identified(verb('get', `${resource}.get`, getFlags, `Show one of the ${resource}`).command).action(
    (id: string | undefined, opts: Record<string, unknown>) => run(getItem(session, resource, getFlags, id, opts)),
  );

  const createFlags = flagsFor(catalog[`${resource}.create`].params);
  verb('create', `${resource}.create`, createFlags, `Create one of the ${resource}`)
    .command.option('--from-file <file>', 'read the fields from a JSON object in FILE, or - for stdin; flags override it')
    .action((opts: Record<string, unknown>) => run(createItem(session, resource, createFlags, opts)));

  const updateFlags = flagsFor(mergedParams(resource, 'update'), renames);
  identified(verb('update', `${resource}.update`, updateFlags, `Change fields of one of the ${resource}; others keep their values`).command)
    .option('--from-file <file>', 'read the fields from a JSON object in FILE, or - for stdin; flags override it')
    .action((id: string | undefined, opts: Record<string, unknown>) => run(updateItem(session, resource, updateFlags, id, opts)));

  const deleteFlags = flagsFor(mergedParams(resource, 'delete'));
  const remove = identified(
    verb('delete', `${resource}.delete`, deleteFlags, resource === 'categories' || resource === 'tags' ? `Delete one of the ${resource}` : `Move one of the ${resource} to the trash (--force deletes it for good)`).command,
  );
  remove.option('-y, --yes', 'do not ask for confirmation (needed without a terminal)');
  if (resource === 'events') registerTranslate(group, session, run);
  remove.action((id: string | undefined, opts: Record<string, unknown>) => run(deleteItem(session, resource, deleteFlags, id, opts)));
  return group;
}
