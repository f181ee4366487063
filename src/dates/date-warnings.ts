// What a server does to event dates without saying so: an end before the start becomes the start, and a wall time
// the clocks skip (a DST gap) is kept as typed but lands an hour later. Both are said on stderr, with what the
// server kept, so nobody learns of them from a calendar an hour or a day off.
import { parseDate, type ParsedDate } from './parse.js';
import {
  formatWallTime,
  plainWallTime,
  wallTextMs,
  wallTimeEquals,
  wallTimeToUtcMs,
  type WallTime,
} from './wall-time.js';
import { instantToWallTime, isValidTimeZone, timeZoneAbbr, wallTimeToInstant } from './zones.js';
import { lengthWords } from './length-words.js';

type Args = Readonly<Record<string, unknown>>;

const DATES = ['start_date', 'end_date'] as const;

/** A date as it was asked for, and as it reads in the event's zone. */
interface TypedDate {
  readonly value: string | number;
  readonly parsed: ParsedDate;
}

function short(wall: WallTime): string {
  return formatWallTime(wall).slice(0, 16);
}

/** A date and time written out ("2027-03-28 02:30"), as a wall time; relative ones ("tomorrow 9am") are not. */
function typedWallTime(value: string | number): WallTime | undefined {
  if (typeof value !== 'string' || !/^\s*\d{4}-\d{2}-\d{2}[ T]\d{1,2}:\d{2}/.test(value)) return undefined;
  return plainWallTime(value) ?? parseDate(value, { zone: 'UTC', now: 0 })?.wall;
}

/** Whether the clocks of `zone` skip this wall time. */
function inGap(wall: WallTime, zone: string): boolean {
  return !wallTimeEquals(instantToWallTime(wallTimeToInstant(wall, zone), zone), wall);
}

/** When a date in a gap changed the event's length: how long it lasts now, against what was typed. */
function gapLength(typed: Partial<Record<(typeof DATES)[number], TypedDate>>, answer: Args): string | undefined {
  const from = typed.start_date && typedWallTime(typed.start_date.value);
  const to = typed.end_date && typedWallTime(typed.end_date.value);
  const keptStart = wallTextMs(answer.utc_start_date);
  const keptEnd = wallTextMs(answer.utc_end_date);
  if (!from || !to || keptStart === undefined || keptEnd === undefined) return undefined;
  const asked = wallTimeToUtcMs(to) - wallTimeToUtcMs(from);
  const kept = keptEnd - keptStart;
  // An end typed before the start has a warning of its own.
  return asked < 0 || asked === kept
    ? undefined
    : `warning: the event lasts ${lengthWords(kept)}, not the ${lengthWords(asked)} typed`;
}

/**
 * The warnings for a write of `asked` that the server answered with `answer` (an event, or as much of it as a
 * minimal answer carries: then the asked zone is the one, and what the server kept is left unsaid).
 */
export function dateWarnings(asked: Args, answer: Args, now: number): string[] {
  const zone = typeof answer.timezone === 'string' ? answer.timezone : asked.timezone;
  if (typeof zone !== 'string' || !isValidTimeZone(zone)) return [];
  const typed: Partial<Record<(typeof DATES)[number], TypedDate>> = {};
  for (const name of DATES) {
    const value = asked[name];
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const parsed = parseDate(value, { zone, now });
    if (parsed) typed[name] = { value, parsed };
  }
  const warnings: string[] = [];
  if (answer.all_day !== true) {
    for (const name of DATES) {
      const date = typed[name];
      // The wall time as typed: parsing in the zone itself would already have moved it out of the gap.
      const wall = date && !date.parsed.explicitZone ? typedWallTime(date.value) : undefined;
      if (!date || !wall || !inGap(wall, zone)) continue;
      const kept = wallTextMs(answer[`utc_${name}`]);
      const shown = answer[name];
      const landing =
        kept === undefined || typeof shown !== 'string'
          ? ''
          : `; the server keeps ${shown.slice(0, 16)}, which is ${short(instantToWallTime(kept, zone))} ${timeZoneAbbr(zone, kept)}`;
      warnings.push(`warning: ${name} ${short(wall)} does not exist in ${zone} (the clocks skip it)${landing}`);
    }
  }
  // Only a date in a gap changes the length: most writes have none, and their dates are not read again.
  const shortened = warnings.length > 0 ? gapLength(typed, answer) : undefined;
  if (shortened !== undefined) warnings.push(shortened);
  const start = typed.start_date?.parsed.instant ?? wallTextMs(answer.utc_start_date);
  const end = typed.end_date?.parsed.instant;
  if (typed.end_date && start !== undefined && end !== undefined && end < start) {
    const kept =
      typeof answer.end_date === 'string'
        ? `the server keeps the end at ${answer.end_date}`
        : 'servers move the end to the start';
    warnings.push(`warning: end_date ${String(typed.end_date.value)} is before the start; ${kept}`);
  }
  return warnings;
}
