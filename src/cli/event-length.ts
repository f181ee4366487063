// An update that moves an event's start keeps its length, as calendar apps do: the end moves with it (said on
// stderr). An update that gives both, the end before the start, is a usage error before anything is sent: TEC
// would store it (an end before the start in UTC, while its own occurrence table keeps the old times).
import { parseDate } from '../dates/parse.js';
import { formatWallTime, parseWallTime, utcMsToWallTime, wallTimeToUtcMs, type WallTime } from '../dates/wall-time.js';
import { instantToWallTime } from '../dates/zones.js';
import { isRecord } from '../typing/is-record.js';
import { lengthWords } from '../dates/length-words.js';
import { CommandError, UsageError } from './errors.js';
import type { Session } from './session.js';
import type { WriteTarget } from './writes/writer.js';

type Args = Record<string, unknown>;

const given = (value: unknown): value is string | number => typeof value === 'string' || typeof value === 'number';

/** A typed date as a wall time in `zone` (one with its own offset converted); undefined when unreadable. */
function wallIn(value: string | number, zone: string, now: number): WallTime | undefined {
  const parsed = parseDate(value, { zone, now });
  if (!parsed) return undefined;
  return parsed.explicitZone ? instantToWallTime(parsed.instant, zone) : parsed.wall;
}

/** The event an update names, read for its dates. */
async function readEvent(session: Session, item: WriteTarget, reading: Args): Promise<Args> {
  const client = await session.client();
  const reply =
    'id' in item
      ? await client.call('events.get', { path: { id: item.id }, args: reading })
      : await client.call('events.getBySlug', { path: { slug: item.slug }, args: reading });
  if (!isRecord(reply.body)) throw new CommandError('the server answered with no event to read');
  return reply.body;
}

/**
 * The update's args with the end moved along with a start given alone; an end before the start refused. `zone`
 * is the one typed dates without an offset are in (--timezone, else the configured one), if known.
 */
export async function keepLength(
  session: Session,
  item: WriteTarget,
  args: Args,
  zone: string | undefined,
): Promise<Args> {
  const { start_date: start, end_date: end } = args;
  const now = session.context.now();
  if (given(start) && given(end)) {
    // Both typed in one zone (or with offsets): their order does not depend on which.
    const from = wallIn(start, zone ?? 'UTC', now);
    const to = wallIn(end, zone ?? 'UTC', now);
    if (from && to && wallTimeToUtcMs(to) < wallTimeToUtcMs(from))
      throw new UsageError(`--end-date ${String(end)} is before --start-date ${String(start)}: nothing was sent`);
    return args;
  }
  if (!given(start) || given(end) || args.all_day !== undefined) return args;
  const reading = typeof args.site_language === 'string' ? { site_language: args.site_language } : {};
  const event = await readEvent(
    session,
    item,
    typeof args.password === 'string' ? { ...reading, password: args.password } : reading,
  );
  const before = typeof event.start_date === 'string' ? parseWallTime(event.start_date) : undefined;
  const after = typeof event.end_date === 'string' ? parseWallTime(event.end_date) : undefined;
  const eventZone = typeof args.timezone === 'string' && args.timezone !== '' ? args.timezone : event.timezone;
  const moved = typeof eventZone === 'string' && eventZone !== '' ? wallIn(start, eventZone, now) : undefined;
  if (!before || !after || !moved) return args;
  const length = wallTimeToUtcMs(after) - wallTimeToUtcMs(before);
  const newEnd = formatWallTime(utcMsToWallTime(wallTimeToUtcMs(moved) + length));
  session.context.io.stderr.write(
    `the end moves with the start, keeping the event's ${lengthWords(length)}: ${newEnd.slice(0, 16)}\n`,
  );
  // Both as wall times of the event's zone, so a server reads them alike.
  return { ...args, start_date: formatWallTime(moved), end_date: newEnd };
}
