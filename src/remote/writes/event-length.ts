// An update that moves an event's start keeps its length, as calendar apps do: the end moves with it (said on
// stderr). One that gives both, the end before the start, is a usage error before anything is sent: TEC would
// store it (an end before the start in UTC, while its own occurrence table keeps the old times).
import { lengthWords } from '../../dates/length-words.js';
import { typedWallTime } from '../../dates/typed-wall.js';
import { formatWallTime, utcMsToWallTime, wallTextMs, wallTimeToUtcMs } from '../../dates/wall-time.js';
import { RefusedRequestError } from '../errors.js';
import type { AnsweredItem, WriteArgs } from './write-args.js';

type Args = Readonly<WriteArgs>;

const given = (value: unknown) => typeof value === 'string' || typeof value === 'number';

/** Whether an update moves the start alone (its end then follows it). */
export const movesStartAlone = (args: Args): boolean =>
  given(args.start_date) && !given(args.end_date) && args.all_day === undefined;

/** Refuses an end typed before the start; both typed in one zone or with offsets, their order needs no zone. */
export function refuseEndBeforeStart(args: Args, now: number): void {
  const zone = typeof args.timezone === 'string' && args.timezone !== '' ? args.timezone : 'UTC';
  const from = typedWallTime(args.start_date, zone, now);
  const to = typedWallTime(args.end_date, zone, now);
  if (from && to && wallTimeToUtcMs(to) < wallTimeToUtcMs(from))
    throw new RefusedRequestError(
      `--end-date ${String(args.end_date)} is before --start-date ${String(args.start_date)}: nothing was sent`,
    );
}

/**
 * The new start and the end that keeps `current`'s length, as wall times of the event's zone, and the line that
 * says so; undefined when the dates cannot be read (the server then says what it makes of them).
 */
export function lengthKept(
  current: AnsweredItem,
  sent: Args,
  now: number,
): { start_date: string; end_date: string; said: string } | undefined {
  const zone = typeof sent.timezone === 'string' && sent.timezone !== '' ? sent.timezone : current.timezone;
  const before = wallTextMs(current.start_date);
  const after = wallTextMs(current.end_date);
  const moved = typeof zone === 'string' && zone !== '' ? typedWallTime(sent.start_date, zone, now) : undefined;
  if (before === undefined || after === undefined || !moved) return undefined;
  const length = after - before;
  const end = formatWallTime(utcMsToWallTime(wallTimeToUtcMs(moved) + length));
  return {
    start_date: formatWallTime(moved),
    end_date: end,
    said: `the end moves with the start, keeping the event's ${lengthWords(length)}: ${end.slice(0, 16)}`,
  };
}
