// What each resource verb does: build the request from flags, send it, print the result.
import { catalog, type OperationId } from '../../../api/catalog.js';
import type { OperationSpec } from '../../../api/field-spec.js';
import type { ResourceName } from '../../../api/resources.js';
import type { CallInput } from '../../../client/client.js';
import { isRecord } from '../../../typing/is-record.js';
import { CommandError, UsageError } from '../../errors.js';
import { withParentId } from '../../category-refs.js';
import { withLinkedIds } from '../../linked-refs.js';
import { requireIdBySlug } from '../../find-by-slug.js';
import type { WriteResult, WriteTarget } from '../../writes/writer.js';
import { checkFields } from '../../field-check.js';
import type { FlagSet } from '../../flags.js';
import { hiddenTermCount, hidesEmptyTerms, listNote } from '../../list-notes.js';
import { capabilitiesFor, listPages, type ListPage } from '../../list-pages.js';
import { resolveOutput, type OutputFlags } from '../../output-options.js';
import { rendererFor } from '../../output/renderer.js';
import { pagerCommand, writePaged } from '../../output/pager.js';
import type { OutputOptions } from '../../output/types.js';
import type { Session } from '../../session.js';
import { dateWarnings } from '../../date-warnings.js';
import { createInZone, listBoundsInZone, updateInZone } from '../../typed-dates.js';
import { readUnlocked } from '../../protected-events.js';
import { CreateForm } from '../../form/create-form.js';
import { withListedStatuses } from '../../listed-statuses.js';
import { isOperationId } from '../operation-ids.js';
import { confirmDelete, readFromFile, requireConfirmation } from './input.js';

export type Verb = 'list' | 'get' | 'create' | 'update' | 'delete';
export const VERBS: ReadonlySet<string> = new Set<Verb>(['list', 'get', 'create', 'update', 'delete']);
type Opts = Record<string, unknown> & OutputFlags;

const columnsOf = (resource: ResourceName): readonly string[] => catalog[`${resource}.list`].cli?.columns ?? ['id'];

export async function withLanguage(session: Session, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  const lang = (await session.config()).profile.lang;
  return args.site_language === undefined && lang ? { ...args, site_language: lang } : args;
}

/** What a read of the item needs of a write's args: its language. */
const readArgs = (args: Record<string, unknown>) =>
  typeof args.site_language === 'string' ? { site_language: args.site_language } : {};

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

export async function print(session: Session, output: OutputOptions, body: unknown): Promise<void> {
  if (!isRecord(body)) throw new CommandError('the server answered with no item to print (expected a JSON object)');
  session.context.io.stdout.write((await rendererFor(output)).item(body));
}

/** The item named by the positional ID or --slug. */
function itemOf(resource: ResourceName, verb: Verb, id: string | undefined, opts: Opts): WriteTarget {
  const slug = typeof opts.slug === 'string' ? opts.slug : undefined;
  if (slug !== undefined && id !== undefined)
    throw new UsageError(
      `give either an ID or --slug, not both${verb === 'update' ? ' (--set-slug changes the slug)' : ''}`,
    );
  if (slug !== undefined) return { slug };
  if (id === undefined) throw new UsageError(`missing the ${resource} ID (or --slug)`);
  if (!/^\d+$/.test(id)) throw new UsageError(`not an ID: "${id}" (IDs are numbers; use --slug for slugs)`);
  return { id: Number(id) };
}

/**
 * The operation and path values for the item: its by-slug route for a slug, where the resource has one; else
 * (terms, which servers reach by ID only) the ID of the item with that slug, looked up first.
 */
async function target(
  session: Session,
  resource: ResourceName,
  verb: 'get' | 'delete',
  item: WriteTarget,
  args: Record<string, unknown>,
): Promise<{ op: OperationId; input: CallInput }> {
  const base = `${resource}.${verb}` as const;
  if ('id' in item) return { op: base, input: { path: { id: item.id } } };
  const bySlug = `${base}BySlug`;
  if (isOperationId(bySlug)) return { op: bySlug, input: { path: { slug: item.slug } } };
  const id = await requireIdBySlug(await session.client(), resource, item.slug, readArgs(args));
  return { op: base, input: { path: { id } } };
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
  const item = itemOf(resource, 'get', id, opts);
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
function seriesScope(opts: Opts): 'series' | 'following' | undefined {
  if (opts.series === true && opts.following === true)
    throw new UsageError('give --series (every occurrence) or --following (this one and those after it), not both');
  return opts.series === true ? 'series' : opts.following === true ? 'following' : undefined;
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
  const send = async (fields: Record<string, unknown>) => {
    const args = resource === 'events' ? createInZone(fields, (await session.config()).profile.timezone) : fields;
    const sent = await linkedByName(session, resource, await withLanguage(session, args));
    return { args, result: await (await session.writer()).create(resource, sent) };
  };
  const repeat = resource === 'events' ? repeatOf(opts) : undefined;
  // Given, the form's repeat question is not asked.
  if (repeat !== undefined) given.repeat = repeat;
  const form = CreateForm.of(session, resource, spec, given);
  await form?.fill();
  const filled = form ? form.args() : given;
  const series = typeof filled.repeat === 'string' && filled.repeat !== '' ? filled.repeat : undefined;
  if (series !== undefined) {
    const { repeat: _repeat, ...fields } = filled;
    const args = createInZone(fields, (await session.config()).profile.timezone);
    const { createSeries } = await import('../../series/series-actions.js');
    return createSeries(session, await withLanguage(session, args), series, output);
  }
  const { args, result } = form ? await form.send(send) : await send(given);
  await print(session, output, result.body);
  if (resource === 'events') warnAboutDates(session, args, result.body);
  return reportUnapplied(result);
}

/** A write's venues and organizers given by slug or name, as IDs (or new ones of that name). */
async function linkedByName(session: Session, resource: ResourceName, args: Record<string, unknown>) {
  return resource === 'events' ? withLinkedIds(await session.client(), resource, args, 'write') : args;
}

export async function updateItem(
  session: Session,
  resource: ResourceName,
  flags: FlagSet,
  id: string | undefined,
  opts: Opts,
): Promise<number> {
  const item = itemOf(resource, 'update', id, opts);
  const output = await writeOutputFor(session, resource, opts);
  let args = { ...(await readFromFile(session, opts.fromFile)), ...flags.toArgs(opts) };
  if (Object.keys(args).filter((k) => k !== 'site_language' && k !== 'password').length === 0) {
    throw new UsageError('nothing to update: give at least one field flag or --from-file');
  }
  if (resource === 'events')
    args = updateInZone(args, (await session.config()).profile.timezone, session.context.now());
  const scope = seriesScope(opts);
  if (scope !== undefined) {
    const { updateSeries } = await import('../../series/series-actions.js');
    return updateSeries(session, item, await withLanguage(session, args), scope, output);
  }
  const sent = await linkedByName(session, resource, await withLanguage(session, args));
  const result = await (await session.writer()).update(resource, item, sent);
  await print(session, output, result.body);
  if (resource === 'events') warnAboutDates(session, args, result.body);
  return reportUnapplied(result);
}

export function warnAboutDates(session: Session, asked: Record<string, unknown>, answer: unknown): void {
  if (!isRecord(answer)) return;
  for (const warning of dateWarnings(asked, answer, session.context.now()))
    session.context.io.stderr.write(`${warning}\n`);
}

/** The item is printed as the server answered; what it left undone makes the run fail, saying what. */
export function reportUnapplied(result: WriteResult): number {
  if (result.unapplied.length > 0)
    throw new CommandError(`the server did not do all that was asked: ${result.unapplied.join('; ')}`);
  return 0;
}

export async function deleteItem(
  session: Session,
  resource: ResourceName,
  flags: FlagSet,
  id: string | undefined,
  opts: Opts,
): Promise<number> {
  const item = itemOf(resource, 'delete', id, opts);
  const output = await writeOutputFor(session, resource, opts);
  const args = await withLanguage(session, flags.toArgs(opts));
  const scope = seriesScope(opts);
  if (scope !== undefined) {
    const { deleteSeries } = await import('../../series/series-actions.js');
    return deleteSeries(session, item, args, scope, { yes: opts.yes === true, output });
  }
  if (opts.yes !== true) requireConfirmation(session);
  const { op, input } = await target(session, resource, 'delete', item, args);
  if (opts.yes !== true) await confirmDelete(session, resource, input.path ?? {}, readArgs(args), args.force === true);
  const reply = await (await session.client()).call(op, { ...input, args });
  await print(session, output, reply.body);
  return 0;
}
