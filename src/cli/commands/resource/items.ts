// The items an update or delete names (IDs, or one --slug), and the verb run on each: every item is tried, each
// failure said on stderr, and the run fails after the last, naming the items that failed.
import type { OperationId } from '../../../api/catalog.js';
import { singular, type ResourceName } from '../../../api/resources.js';
import { ApiCallError, type CallInput } from '../../../client/client.js';
import { ConnectionError } from '../../../client/transport.js';
import { ConfigError } from '../../../config/errors.js';
import { CommandError, EXIT, ItemsFailedError, UsageError } from '../../errors.js';
import { RefusedRequestError } from '../../../remote/errors.js';
import { requireIdBySlug } from '../../../remote/find-by-slug.js';
import { CancelledError } from '../../prompts.js';
import { describeError, exitCodeOf } from '../../report.js';
import type { Session } from '../../session.js';
import type { WriteTarget } from '../../../remote/writes/writer.js';
import { isOperationId } from '../operation-ids.js';

/** The one event a write with --series or --following takes: one request per occurrence, so no --dry-run. */
export function seriesTarget(items: readonly WriteTarget[], dryRun: boolean): WriteTarget {
  const [first] = items;
  if (items.length > 1 || !first) throw new UsageError('--series and --following take one event');
  if (dryRun) throw new UsageError('--dry-run shows one request; --series and --following send one per occurrence');
  return first;
}

/** What a read of the item needs of a write's args: its language. */
export const readArgs = (args: Record<string, unknown>): Record<string, unknown> =>
  typeof args.site_language === 'string' ? { site_language: args.site_language } : {};

/** The items named by the positional IDs or by --slug (one item). */
export function itemsOf(
  resource: ResourceName,
  verb: 'get' | 'update' | 'delete',
  ids: readonly string[],
  slug: unknown,
): WriteTarget[] {
  if (typeof slug === 'string') {
    if (ids.length > 0)
      throw new UsageError(
        `give either an ID or --slug, not both${verb === 'update' ? ' (--set-slug changes the slug)' : ''}`,
      );
    return [{ slug }];
  }
  if (ids.length === 0) throw new UsageError(`missing the ${resource} ID (or --slug)`);
  return ids.map((id) => {
    if (!/^\d+$/.test(id)) throw new UsageError(`not an ID: "${id}" (IDs are numbers; use --slug for slugs)`);
    return { id: Number(id) };
  });
}

/** `event 12`, `event "jazz-night"`: an item in messages. */
export const itemLabel = (resource: ResourceName, item: WriteTarget): string =>
  `${singular(resource)} ${'id' in item ? String(item.id) : JSON.stringify(item.slug)}`;

const itemName = (item: WriteTarget): string => ('id' in item ? String(item.id) : item.slug);

/**
 * The operation and path values for the item: its by-slug route for a slug, where the resource has one; else
 * (terms, which servers reach by ID only) the ID of the item with that slug, looked up first.
 */
export async function target(
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

export interface Failure {
  readonly item: WriteTarget;
  readonly error: Error;
}

export interface EachRun<T> {
  readonly done: T[];
  readonly failed: Failure[];
  /** What stopped the run before the last item: it would stop every other item alike. */
  readonly stopped?: Error;
}

/**
 * Errors about the command or its way to the server, not about one item: a refused flag (nothing sent), a declined
 * question, a server out of reach, credentials refused. They end the run at once.
 */
const stopsAll = (error: unknown): boolean =>
  error instanceof UsageError ||
  error instanceof ConfigError ||
  error instanceof RefusedRequestError ||
  error instanceof CancelledError ||
  error instanceof ConnectionError ||
  (error instanceof ApiCallError && error.status === 401);

/** Runs `act` on each item in turn; with several, each failure is said on stderr as it happens. */
export async function eachItem<T>(
  session: Session,
  resource: ResourceName,
  items: readonly WriteTarget[],
  act: (item: WriteTarget) => Promise<T>,
): Promise<EachRun<T>> {
  const done: T[] = [];
  const failed: Failure[] = [];
  const { stderr } = session.context.io;
  for (const [index, item] of items.entries()) {
    try {
      done.push(await act(item));
    } catch (caught) {
      const error = caught instanceof Error ? caught : new CommandError(String(caught));
      if (stopsAll(error) || items.length === 1) {
        const left = items.slice(index + 1).map(itemName);
        if (left.length > 0) stderr.write(`${resource} not attempted: ${left.join(', ')}\n`);
        return { done, failed, stopped: error };
      }
      stderr.write(`${itemLabel(resource, item)}: ${describeError(error)}\n`);
      failed.push({ item, error });
    }
  }
  return { done, failed };
}

/**
 * The run's end: what stopped it thrown again; else failures (those of `eachItem`, and `more` found in the answers)
 * make it fail with one line naming them, with their exit code when they share one.
 */
export function settle(
  resource: ResourceName,
  pastVerb: string,
  total: number,
  run: EachRun<unknown>,
  more: readonly Failure[] = [],
): number {
  if (run.stopped !== undefined) throw run.stopped;
  const failed = [...run.failed, ...more];
  if (failed.length === 0) return 0;
  if (total === 1 && failed[0]) throw failed[0].error;
  const codes = new Set(failed.map((failure) => exitCodeOf(failure.error)));
  const [code] = codes;
  throw new ItemsFailedError(
    `${failed.length} of ${total} ${resource} not ${pastVerb}: ${failed.map((failure) => itemName(failure.item)).join(', ')}`,
    codes.size === 1 && code !== undefined ? code : EXIT.failed,
  );
}
