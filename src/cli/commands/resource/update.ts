// `cal <resource> update ID... | --slug SLUG`: the same fields given to each item, each answer printed, and the
// items the server refused, or did not change in full, named at the end.
import type { ResourceName } from '../../../api/resources.js';
import type { TransportRequest } from '../../../client/transport.js';
import { CommandError, UsageError } from '../../errors.js';
import { idOf } from '../../../remote/find-by-slug.js';
import type { FlagSet } from '../../flags.js';
import type { OutputFlags } from '../../output-options.js';
import type { Session } from '../../session.js';
import { updateInZone } from '../../typed-dates.js';
import type { WriteResult, WriteTarget } from '../../../remote/writes/writer.js';
import { linkedByName, seriesScope, warnAboutDates, withLanguage, writeOutputFor } from './actions.js';
import { readFromFile } from './input.js';
import { eachItem, itemLabel, itemsOf, seriesTarget, settle, type Failure } from './items.js';
import { printHeld, printRecords } from './print-many.js';

type Opts = Record<string, unknown> & OutputFlags;

/** One item's update: the writer's result, or in a dry run the request held back. */
interface Done {
  readonly item: WriteTarget;
  readonly result?: WriteResult;
  readonly held?: TransportRequest | undefined;
}

/** The fields to give every item, refused when there are none, or when they can be given to one item alone. */
async function fieldsOf(session: Session, resource: ResourceName, flags: FlagSet, opts: Opts, items: number) {
  let args = { ...(await readFromFile(session, opts.fromFile)), ...flags.toArgs(opts) };
  if (Object.keys(args).filter((k) => k !== 'site_language' && k !== 'password').length === 0)
    throw new UsageError('nothing to update: give at least one field flag or --from-file');
  // Slugs are unique: one slug given to several items would be refused for all but the first.
  if (items > 1 && args.slug !== undefined) throw new UsageError('--set-slug gives one item its slug: name one item');
  if (resource === 'events')
    args = updateInZone(args, (await session.config()).profile.timezone, session.context.now());
  return linkedByName(session, resource, await withLanguage(session, args));
}

export async function updateItems(
  session: Session,
  resource: ResourceName,
  flags: FlagSet,
  ids: readonly string[],
  opts: Opts,
): Promise<number> {
  const items = itemsOf(resource, 'update', ids, opts.slug);
  const output = await writeOutputFor(session, resource, opts);
  const args = await fieldsOf(session, resource, flags, opts, items.length);
  const dryRun = opts.dryRun === true;
  const scope = seriesScope(opts);
  if (scope !== undefined) {
    const { updateSeries } = await import('../../series/series-actions.js');
    return updateSeries(session, seriesTarget(items, dryRun), args, scope, output);
  }
  const dry = dryRun ? await import('../../dry-run.js') : undefined;
  const writer = await (dry ? dry.dryRunSession(session) : session).writer();
  const run = await eachItem(session, resource, items, async (item): Promise<Done> => {
    if (dry) return { item, held: await dry.heldRequest(() => writer.update(resource, item, args)) };
    return { item, result: await writer.update(resource, item, args) };
  });
  if (dry) {
    printHeld(
      session,
      resource,
      opts,
      run.done.map((one) => one.held),
      items.length > 1,
    );
    return settle(resource, 'updated', items.length, run);
  }
  const results = run.done.flatMap((one) => (one.result ? [{ item: one.item, result: one.result }] : []));
  await printRecords(
    session,
    output,
    results.map((one) => one.result.body),
    items.length > 1,
  );
  return settle(resource, 'updated', items.length, run, judged(session, resource, args, results, items.length > 1));
}

/**
 * Each answer checked: date warnings said, and an item the server did not change in full is a failure naming
 * what it left undone (printed as answered all the same).
 */
function judged(
  session: Session,
  resource: ResourceName,
  args: Record<string, unknown>,
  results: readonly { item: WriteTarget; result: WriteResult }[],
  several: boolean,
): Failure[] {
  const failed: Failure[] = [];
  for (const { item, result } of results) {
    const id = idOf(result.body);
    const label = itemLabel(resource, id === undefined ? item : { id });
    if (resource === 'events') warnAboutDates(session, args, result.body, several ? `${label}: ` : '');
    if (result.unapplied.length === 0) continue;
    const error = new CommandError(`the server did not do all that was asked: ${result.unapplied.join('; ')}`);
    if (several) session.context.io.stderr.write(`${label}: ${error.message}\n`);
    failed.push({ item, error });
  }
  return failed;
}
