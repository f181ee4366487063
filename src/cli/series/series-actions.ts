// `cal events create --repeat`, `update --series|--following` and `delete --series|--following`: each occurrence
// is an event (servers without recurrence, TEC free among them, have nothing else), written one by one through the
// writer as single events are, and the series said in one line on stderr.
import { isRecord } from '../../typing/is-record.js';
import { formatWallTime, utcMsToWallTime, wallTextMs, wallTimeToUtcMs } from '../../dates/wall-time.js';
import { typedWallTime } from '../../dates/typed-wall.js';
import { CommandError, UsageError } from '../errors.js';
import { rendererFor } from '../../output/renderer.js';
import type { OutputOptions } from '../../output/types.js';
import { CancelledError } from '../prompts.js';
import { describeError } from '../report.js';
import type { Session } from '../session.js';
import type { WriteTarget } from '../../remote/writes/writer.js';
import { requireConfirmation } from '../commands/resource/input.js';
import { findIdBySlug } from '../../remote/find-by-slug.js';
import { planSeries } from './series-plan.js';
import { seriesMembers, textOf } from '../../remote/series-members.js';

type Item = Record<string, unknown>;
export type SeriesScope = 'series' | 'following';

/** IDs for a line on stderr: all of ten or fewer, else the first three and the last (stdout lists them all). */
function idList(items: readonly Item[]): string {
  const ids = items.map((item) => String(item.id));
  return ids.length <= 10 ? ids.join(', ') : `${ids.slice(0, 3).join(', ')}, … ${ids.at(-1) ?? ''}`;
}

async function printList(session: Session, output: OutputOptions, items: Item[]): Promise<void> {
  session.context.io.stdout.write((await rendererFor(output)).list(items, items.length));
}

/** Makes every occurrence of `repeat`; if one fails, those made before it are trashed and the run fails, saying so. */
export async function createSeries(
  session: Session,
  args: Item,
  repeat: string,
  output: OutputOptions,
): Promise<number> {
  if (args.slug !== undefined)
    throw new UsageError('--slug names one event; the occurrences of a --repeat series get slugs of their own');
  const writer = await session.writer();
  const zone = typeof args.timezone === 'string' && args.timezone !== '' ? args.timezone : await session.siteZone();
  const plan = await planSeries(args, repeat, zone, session.context.now());
  const keepsUid = (await session.capabilities()).ical_uid;
  const { stderr } = session.context.io;
  const firstSlug = plan.occurrences[0]?.slug;
  const reading = typeof args.site_language === 'string' ? { site_language: args.site_language } : {};
  const held =
    firstSlug === undefined ? undefined : await findIdBySlug(await session.client(), 'events', firstSlug, reading);
  if (held !== undefined)
    throw new CommandError(
      `this series exists already (its first occurrence is event ${held}): change it with cal events update ${held} --series`,
    );
  for (const note of plan.notes) stderr.write(`${note}\n`);
  const made: Item[] = [];
  for (const occurrence of plan.occurrences) {
    try {
      const result = await writer.create('events', {
        ...args,
        ...occurrence,
        ...(keepsUid ? { ical_uid: plan.uid } : {}),
      });
      if (result.unapplied.length > 0)
        throw new CommandError(`the server did not do all that was asked: ${result.unapplied.join('; ')}`);
      if (isRecord(result.body)) made.push(result.body);
    } catch (error) {
      for (const event of made)
        if (typeof event.id === 'number') await writer.discard('events', event.id).catch(() => undefined);
      throw new CommandError(
        `the series was not made: its occurrence of ${occurrence.start_date} failed (${describeError(error)})` +
          (made.length > 0 ? `; the ${made.length} made before it were trashed` : ''),
      );
    }
  }
  await printList(session, output, made);
  stderr.write(`created a series of ${made.length} events (${plan.words}): ${idList(made)}\n`);
  return 0;
}

/** The event an update or delete names, read whole. */
async function readEvent(session: Session, item: WriteTarget, reading: Item): Promise<Item> {
  const client = await session.client();
  const reply =
    'id' in item
      ? await client.call('events.get', { path: { id: item.id }, args: reading })
      : await client.call('events.getBySlug', { path: { slug: item.slug }, args: reading });
  if (!isRecord(reply.body)) throw new CommandError('the server answered with no event to read');
  return reply.body;
}

/** How far an update moves the event it names: its start, and its end (with the start when not given). */
function shifts(event: Item, args: Item, zone: string, now: number): { start: number; end: number } | undefined {
  const moved = (name: 'start_date' | 'end_date') => {
    const value = args[name];
    if (typeof value !== 'string' && typeof value !== 'number') return undefined;
    const wall = typedWallTime(value, zone, now);
    const before = wallTextMs(event[name]);
    if (!wall || before === undefined)
      throw new UsageError(`--${name.replace('_', '-')}: cannot read "${String(value)}" as a date`);
    return wallTimeToUtcMs(wall) - before;
  };
  const start = moved('start_date');
  const end = moved('end_date');
  if (start === undefined && end === undefined) return undefined;
  return { start: start ?? 0, end: end ?? start ?? 0 };
}

const shifted = (text: unknown, by: number) => formatWallTime(utcMsToWallTime((wallTextMs(text) ?? 0) + by));

/** Every occurrence in `scope` gets the update's fields; new dates move each as they move the one named. */
export async function updateSeries(
  session: Session,
  item: WriteTarget,
  args: Item,
  scope: SeriesScope,
  output: OutputOptions,
): Promise<number> {
  if (args.slug !== undefined)
    throw new UsageError('--set-slug renames one event; the occurrences of a series keep the slugs that name them');
  const reading = typeof args.site_language === 'string' ? { site_language: args.site_language } : {};
  const event = await readEvent(session, item, reading);
  const members = await seriesMembers(await session.client(), await session.capabilities(), event, scope, reading);
  const writer = await session.writer();
  const zone = typeof event.timezone === 'string' && event.timezone !== '' ? event.timezone : await session.siteZone();
  const by = shifts(event, args, zone, session.context.now());
  const updated: Item[] = [];
  for (const member of members) {
    const dated = by
      ? {
          start_date: shifted(member.start_date, by.start),
          end_date: shifted(member.end_date, by.end),
          timezone: typeof args.timezone === 'string' ? args.timezone : member.timezone,
        }
      : {};
    try {
      const result = await writer.update('events', { id: Number(member.id) }, { ...args, ...dated });
      if (result.unapplied.length > 0)
        throw new CommandError(`the server did not do all that was asked: ${result.unapplied.join('; ')}`);
      if (isRecord(result.body)) updated.push(result.body);
    } catch (error) {
      const left = members.filter((one) => !updated.some((done) => done.id === one.id));
      throw new CommandError(
        `updated ${updated.length} of ${members.length} occurrences (${idList(updated) || 'none'}); event ${String(member.id)} failed (${describeError(error)}): run the update again for ${idList(left)}`,
      );
    }
  }
  await printList(session, output, updated);
  session.context.io.stderr.write(
    `updated ${updated.length} occurrence${updated.length === 1 ? '' : 's'}: ${idList(updated)}\n`,
  );
  return 0;
}

/** Trashes (or with --force deletes) every occurrence in `scope`, after asking unless --yes. */
export async function deleteSeries(
  session: Session,
  item: WriteTarget,
  args: Item,
  scope: SeriesScope,
  options: { readonly yes: boolean; readonly output: OutputOptions },
): Promise<number> {
  const reading = typeof args.site_language === 'string' ? { site_language: args.site_language } : {};
  if (!options.yes) requireConfirmation(session);
  const event = await readEvent(session, item, reading);
  const client = await session.client();
  const members = await seriesMembers(client, await session.capabilities(), event, scope, reading);
  const force = args.force === true;
  if (!options.yes) {
    const first = textOf(members[0]?.start_date).slice(0, 10);
    const last = textOf(members.at(-1)?.start_date).slice(0, 10);
    const what = `${members.length} occurrence${members.length === 1 ? '' : 's'} of "${textOf(event.title)}" (${first} to ${last})`;
    const ok = await session.prompter.confirm({
      message: force ? `Delete ${what} permanently? This cannot be undone.` : `Move ${what} to the trash?`,
    });
    if (!ok) throw new CancelledError('cancelled: nothing deleted');
  }
  const done: Item[] = [];
  for (const member of members) {
    try {
      const reply = await client.call('events.delete', { path: { id: Number(member.id) }, args });
      done.push(isRecord(reply.body) ? reply.body : member);
    } catch (error) {
      throw new CommandError(
        `deleted ${done.length} of ${members.length} occurrences (${idList(done) || 'none'}); event ${String(member.id)} failed (${describeError(error)})`,
      );
    }
  }
  await printList(session, options.output, done);
  session.context.io.stderr.write(
    `${force ? 'deleted' : 'trashed'} ${done.length} occurrence${done.length === 1 ? '' : 's'}: ${idList(done)}\n`,
  );
  return 0;
}
