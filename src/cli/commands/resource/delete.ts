// `cal <resource> delete ID... | --slug SLUG`: each item trashed or deleted, one line saying which; the records the
// server answered only when an output format is asked for.
import { isTerm, singular, type ResourceName } from '../../../api/resources.js';
import type { TransportRequest } from '../../../client/transport.js';
import { isRecord } from '../../../typing/is-record.js';
import { CommandError } from '../../errors.js';
import { idOf } from '../../../remote/find-by-slug.js';
import type { FlagSet } from '../../flags.js';
import type { OutputFlags } from '../../output-options.js';
import { CancelledError } from '../../prompts.js';
import type { Session } from '../../session.js';
import type { WriteTarget } from '../../../remote/writes/writer.js';
import { seriesScope, withLanguage, writeOutputFor } from './actions.js';
import { printHeld, printRecords } from './print-many.js';
import { confirmDelete, requireConfirmation } from './input.js';
import { eachItem, itemLabel, itemsOf, readArgs, seriesTarget, settle, target } from './items.js';

type Opts = Record<string, unknown> & OutputFlags;
/** One item's delete: the server's answer, or in a dry run the request held back. */
type Done = { readonly body?: unknown; readonly held?: TransportRequest | undefined };

/** Whether the run asked for the records themselves: `--json`, `--format` or `--fields`. */
export const asksForRecords = (opts: OutputFlags): boolean =>
  opts.json === true || opts.format !== undefined || opts.fields !== undefined;

/**
 * What the server did, by its answer: a term has no trash; `force` is sent only to servers that delete for good
 * (src/remote/capability-checks.ts); otherwise the item must be answered in the trash (TEC's and cal's answers), or
 * as deleted (WordPress' `{deleted: true}`). Undefined when the answer shows neither.
 */
export function deletedAs(resource: ResourceName, force: boolean, body: unknown): 'trash' | 'deleted' | undefined {
  if (isTerm(resource) || force) return 'deleted';
  if (isRecord(body) && body.deleted === true) return 'deleted';
  return isRecord(body) && body.status === 'trash' ? 'trash' : undefined;
}

/** `moved event 6 to the trash`, `deleted tag 7`; fails when the answer does not show the item gone. */
export function deletedLine(resource: ResourceName, item: WriteTarget, force: boolean, body: unknown): string {
  const id = idOf(body);
  const label = id === undefined ? itemLabel(resource, item) : `${singular(resource)} ${id}`;
  const how = deletedAs(resource, force, body);
  if (how === undefined)
    throw new CommandError(`the server's answer does not show ${label} in the trash: it may not have been deleted`);
  return how === 'trash' ? `moved ${label} to the trash` : `deleted ${label}`;
}

/** One question for several items: asked once, naming their IDs. */
async function confirmSeveral(session: Session, resource: ResourceName, items: readonly WriteTarget[], force: boolean) {
  requireConfirmation(session);
  const ids = items.map((item) => ('id' in item ? `#${item.id}` : item.slug)).join(', ');
  const what = `${items.length} ${resource} (${ids})`;
  const permanent = force || isTerm(resource);
  const ok = await session.prompter.confirm({
    message: permanent ? `Delete ${what} permanently? This cannot be undone.` : `Move ${what} to the trash?`,
  });
  if (!ok) throw new CancelledError('cancelled: nothing deleted');
}

export async function deleteItems(
  session: Session,
  resource: ResourceName,
  flags: FlagSet,
  ids: readonly string[],
  opts: Opts,
): Promise<number> {
  const items = itemsOf(resource, 'delete', ids, opts.slug);
  const output = await writeOutputFor(session, resource, opts);
  const args = await withLanguage(session, flags.toArgs(opts));
  const dryRun = opts.dryRun === true;
  const scope = seriesScope(opts);
  if (scope !== undefined) {
    const { deleteSeries } = await import('../../series/series-actions.js');
    return deleteSeries(session, seriesTarget(items, dryRun), args, scope, { yes: opts.yes === true, output });
  }
  const force = args.force === true;
  const asking = !dryRun && opts.yes !== true;
  if (asking) requireConfirmation(session);
  if (asking && items.length > 1) await confirmSeveral(session, resource, items, force);
  const dry = dryRun ? await import('../../dry-run.js') : undefined;
  const acting = dry ? dry.dryRunSession(session) : session;
  const client = await acting.client();
  const records = asksForRecords(opts);
  const run = await eachItem(session, resource, items, async (item): Promise<Done> => {
    const { op, input } = await target(acting, resource, 'delete', item, args);
    if (dry) return { held: await dry.heldRequest(() => client.call(op, { ...input, args })) };
    if (asking && items.length === 1) await confirmDelete(session, resource, input.path ?? {}, readArgs(args), force);
    const reply = await client.call(op, { ...input, args });
    // Said as each is done: a run stopped halfway has said what it did.
    if (!records) session.context.io.stdout.write(`${deletedLine(resource, item, force, reply.body)}\n`);
    return { body: reply.body };
  });
  if (dry)
    printHeld(
      session,
      resource,
      opts,
      run.done.map((one) => one.held),
      items.length > 1,
    );
  else if (records)
    await printRecords(
      session,
      output,
      run.done.map((one) => one.body),
      items.length > 1,
    );
  return settle(resource, 'deleted', items.length, run);
}
