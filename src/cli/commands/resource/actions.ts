// What each resource verb does: build the request from flags, send it, print the result.
import { catalog } from '../../../api/catalog.js';
import type { OperationSpec } from '../../../api/field-spec.js';
import type { ResourceName } from '../../../api/resources.js';
import type { TransportRequest } from '../../../client/transport.js';
import { isRecord } from '../../../typing/is-record.js';
import { CommandError, UsageError } from '../../errors.js';
import { withParentId } from '../../../remote/category-refs.js';
import { withLinkedIds } from '../../../remote/linked-refs.js';
import type { WriteResult } from '../../../remote/writes/writer.js';
import { checkFields } from '../../field-check.js';
import type { FlagSet } from '../../flags.js';
import { hiddenTermCount, hidesEmptyTerms, listNote } from '../../list-notes.js';
import { capabilitiesFor, listPages, type ListPage } from '../../../remote/list-pages.js';
import { resolveOutput, type OutputFlags } from '../../output-options.js';
import { rendererFor } from '../../../output/renderer.js';
import { pagerCommand, writePaged } from '../../../output/pager.js';
import { print, printHeld } from './print-many.js';

export { print } from './print-many.js';
import type { OutputOptions } from '../../../output/types.js';
import type { Session } from '../../session.js';
import { dateWarnings } from '../../../dates/date-warnings.js';
import { createInZone, listBoundsInZone } from '../../typed-dates.js';
import { readUnlocked } from '../../../remote/protected-events.js';
import { CreateForm } from '../../form/create-form.js';
import { withListedStatuses } from '../../../remote/listed-statuses.js';
import { readFromFile } from './input.js';
import { itemsOf, target } from './items.js';

export type Verb = 'list' | 'get' | 'create' | 'update' | 'delete';
export const VERBS: ReadonlySet<string> = new Set<Verb>(['list', 'get', 'create', 'update', 'delete']);
type Opts = Record<string, unknown> & OutputFlags;

const columnsOf = (resource: ResourceName): readonly string[] => catalog[`${resource}.list`].cli?.columns ?? ['id'];

export async function withLanguage(session: Session, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const lang = (await session.config()).profile.lang;
  return args.site_language === undefined && lang ? { ...args, site_language: lang } : args;
}

/** Resolved before any request, so a bad --format or --tz sends nothing. */
async function outputFor(session: Session, resource: ResourceName, opts: Opts): Promise<OutputOptions> {
  return resolveOutput(opts, session, (await session.config()).profile, columnsOf(resource));
}

/** As outputFor, for a write: --fields is checked before anything is changed. */
export async function writeOutputFor(session: Session, resource: ResourceName, opts: Opts): Promise<OutputOptions> {
  const output = await outputFor(session, resource, opts);
  checkFields(output.fields, resource);
  return output;
}

export async function listItems(session: Session, resource: ResourceName, flags: FlagSet, opts: Opts): Promise<number> {
  const limit = opts.limit === undefined ? undefined : Number(opts.limit);
  if (limit !== undefined && (!Number.isInteger(limit) || limit <= 0))
    throw new UsageError(`--limit: expected a positive integer, got "${String(opts.limit)}"`);
  const follow = opts.all === true || limit !== undefined;
  const output = await outputFor(session, resource, opts);
  const client = await session.client();
  const typed = withListedStatuses(flags.toArgs(opts));
  const inZone =
    resource === 'events'
      ? await listBoundsInZone(typed, (await session.config()).profile.timezone, session.context.now(), session)
      : typed;
  const withIds = await withParentId(client, resource, await withLanguage(session, inZone));
  const args = await withLinkedIds(client, resource, withIds, 'filter');
  if (follow && args.per_page === undefined) args.per_page = Math.min(limit ?? 50, 50);
  const stderr = session.context.io.stderr;
  const progress = follow && Boolean(stderr.isTTY);
  const items: Record<string, unknown>[] = [];
  let total: number | undefined;
  let first: ListPage | undefined;
  for await (const reply of listPages(client, resource, args, await capabilitiesFor(session, resource, args))) {
    first ??= reply;
    items.push(...reply.items);
    total = reply.total;
    if (progress && reply.pages > 1) stderr.write(`\rfetched ${items.length} of ${total ?? '?'} ${resource}`);
    if (!follow || (limit !== undefined && items.length >= limit)) break;
  }
  if (progress) stderr.write('\r\x1b[K');
  const shown = limit === undefined ? items : items.slice(0, limit);
  checkFields(output.fields, resource, items);
  const text = (await rendererFor(output)).list(shown, total);
  const { env, io } = session.context;
  const pager = pagerCommand({ env, stdout: io.stdout }, opts.pager === false);
  if (pager === undefined) io.stdout.write(text);
  else await writePaged({ env, stdout: io.stdout }, text, pager);
  // Notes are for eyes: a pipe gets the items alone, and no extra request is made for it.
  if (stderr.isTTY) {
    const hidden = hidesEmptyTerms(resource, args) ? await hiddenTermCount(client, resource, args, first?.total) : 0;
    const note = listNote(resource, args, first, shown.length, hidden);
    if (note !== undefined) stderr.write(`${note}\n`);
  }
  return 0;
}

export async function getItem(
  session: Session,
  resource: ResourceName,
  flags: FlagSet,
  id: string | undefined,
  opts: Opts,
): Promise<number> {
  const [item] = itemsOf(resource, 'get', id === undefined ? [] : [id], opts.slug);
  if (!item) throw new UsageError(`missing the ${resource} ID (or --slug)`);
  const output = await outputFor(session, resource, opts);
  const args = await withLanguage(session, flags.toArgs(opts));
  const { op, input } = await target(session, resource, 'get', item, args);
  const client = await session.client();
  const reply = await readUnlocked(args, (asked) => client.call(op, { ...input, args: asked }));
  checkFields(output.fields, resource, isRecord(reply.body) ? [reply.body] : []);
  await print(session, output, reply.body);
  return 0;
}

/** --repeat's rule, if given. */
function repeatOf(opts: Opts): string | undefined {
  if (opts.repeat === undefined) return undefined;
  if (typeof opts.repeat !== 'string' || opts.repeat.trim() === '')
    throw new UsageError('--repeat: give a rule, e.g. "weekly"');
  return opts.repeat;
}

/** --series or --following (not both): which occurrences an update or delete acts on; undefined for this one. */
export function seriesScope(opts: Opts): 'series' | 'following' | undefined {
  if (opts.series === true && opts.following === true)
    throw new UsageError('give --series (every occurrence) or --following (this one and those after it), not both');
  return opts.series === true ? 'series' : opts.following === true ? 'following' : undefined;
}

/** A create's fields as sent: its answer, or in a dry run the request held back. */
interface Sent {
  readonly args: Record<string, unknown>;
  readonly result?: WriteResult;
  readonly held?: TransportRequest | undefined;
}

export async function createItem(
  session: Session,
  resource: ResourceName,
  flags: FlagSet,
  opts: Opts,
): Promise<number> {
  const spec: OperationSpec = catalog[`${resource}.create`];
  const output = await writeOutputFor(session, resource, opts);
  const given = { ...(await readFromFile(session, opts.fromFile)), ...flags.toArgs(opts) };
  const dryRun = opts.dryRun === true;
  const acting = dryRun ? (await import('../../dry-run.js')).dryRunSession(session) : session;
  // A dry run's held request is an answer here, not an error: a form would take it for a failure.
  const send = async (fields: Record<string, unknown>): Promise<Sent> => {
    const args = resource === 'events' ? createInZone(fields, (await session.config()).profile.timezone) : fields;
    const writer = await acting.writer();
    const asked = await linkedByName(session, resource, await withLanguage(session, args));
    if (!dryRun) return { args, result: await writer.create(resource, asked) };
    const { heldRequest } = await import('../../dry-run.js');
    return { args, held: await heldRequest(() => writer.create(resource, asked)) };
  };
  const repeat = resource === 'events' ? repeatOf(opts) : undefined;
  // Given, the form's repeat question is not asked.
  if (repeat !== undefined) given.repeat = repeat;
  if (repeat !== undefined && dryRun) throw new UsageError(REPEAT_DRY_RUN);
  const form = CreateForm.of(session, resource, spec, given);
  await form?.fill();
  const filled = form ? form.args() : given;
  const series = typeof filled.repeat === 'string' && filled.repeat !== '' ? filled.repeat : undefined;
  if (series !== undefined) {
    if (dryRun) throw new UsageError(REPEAT_DRY_RUN);
    const { repeat: _repeat, ...fields } = filled;
    const args = createInZone(fields, (await session.config()).profile.timezone);
    const { createSeries } = await import('../../series/series-actions.js');
    return createSeries(session, await withLanguage(session, args), series, output);
  }
  const { args, result, held } = form ? await form.send(send) : await send(given);
  if (!result) {
    printHeld(session, resource, opts, [held], false);
    return 0;
  }
  await print(session, output, result.body);
  if (resource === 'events') warnAboutDates(session, args, result.body);
  return reportUnapplied(result);
}

/** A write's venues and organizers given by slug or name, as IDs (or new ones of that name). */
export async function linkedByName(
  session: Session,
  resource: ResourceName,
  args: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  return resource === 'events' ? withLinkedIds(await session.client(), resource, args, 'write') : args;
}

const REPEAT_DRY_RUN = '--dry-run shows one request; --repeat sends one per occurrence';

/** Warnings about the dates an event was answered with; `prefix` names it among several. */
export function warnAboutDates(session: Session, asked: Record<string, unknown>, answer: unknown, prefix = ''): void {
  if (!isRecord(answer)) return;
  for (const warning of dateWarnings(asked, answer, session.context.now()))
    session.context.io.stderr.write(`${prefix}${warning}\n`);
}

/** The item is printed as the server answered; what it left undone makes the run fail, saying what. */
export function reportUnapplied(result: WriteResult): number {
  if (result.unapplied.length > 0)
    throw new CommandError(`the server did not do all that was asked: ${result.unapplied.join('; ')}`);
  return 0;
}
