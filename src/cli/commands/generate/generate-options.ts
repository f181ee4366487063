// `cal generate` flags checked and turned into generator options and a destination (the calendar or a file).
import { parseDate } from '../../../dates/parse.js';
import { formatWallTime } from '../../../dates/wall-time.js';
import { defaultCounts } from '../../../domain/generate/counts.js';
import { seedOf } from '../../../domain/generate/random.js';
import type { GenerateCounts, GenerateOptions } from '../../../domain/generate/types.js';
import { UsageError } from '../../errors.js';
import { FORMATS, formatOfFile, type Format } from '../../../codecs/format.js';

export interface GenerateFlags {
  events: string;
  venues?: string;
  organizers?: string;
  categories?: string;
  tags?: string;
  from?: string;
  days?: string;
  seed?: string;
  output?: string;
  format?: Format;
}

export interface GeneratePlan {
  readonly options: GenerateOptions;
  /** The seed as given, for the summary. */
  readonly seedText: string;
  /** Absent: the records go into the calendar. */
  readonly file?: { readonly path: string; readonly format: Format };
}

export const DEFAULT_SEED = '1';
export const DEFAULT_DAYS = 90;
const MAX_COUNT = 1_000_000;

function count(flag: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isSafeInteger(n) || n > MAX_COUNT) {
    throw new UsageError(`--${flag}: expected a whole number from 0 to ${MAX_COUNT}, got "${value}"`);
  }
  return n;
}

/** Any date the API reads ("2027-03-01", "today", "next monday"), as its calendar day in `zone`. */
function firstDay(value: string | undefined, zone: string, now: number): string {
  const parsed = parseDate(value ?? 'today', { zone, now });
  if (!parsed) throw new UsageError(`--from: not a date: "${value}"`);
  return formatWallTime(parsed.wall).slice(0, 10);
}

/** The format named by --format, else by the file's extension (.json, .ndjson or .jsonl, .csv…). */
function formatOf(path: string, given: Format | undefined): Format {
  if (given) return given;
  const guessed = formatOfFile(path);
  if (!guessed)
    throw new UsageError(`cannot tell the format of ${path} from its extension; give --format ${FORMATS.join(', ')}`);
  return guessed;
}

export function planGenerate(flags: GenerateFlags, clock: { now: number; zone: string }): GeneratePlan {
  const events = count('events', flags.events) ?? 0;
  const given: Partial<GenerateCounts> = {};
  for (const kind of ['venues', 'organizers', 'categories', 'tags'] as const) {
    const n = count(kind, flags[kind]);
    if (n !== undefined) given[kind] = n;
  }
  const days = count('days', flags.days) ?? DEFAULT_DAYS;
  if (days < 1) throw new UsageError('--days: expected at least 1');
  if (flags.format !== undefined && flags.output === undefined)
    throw new UsageError('--format goes with --output FILE');
  const seedText = flags.seed ?? DEFAULT_SEED;
  if (seedText.trim() === '') throw new UsageError('--seed: expected a number or a word');
  const options: GenerateOptions = {
    seed: seedOf(seedText),
    counts: defaultCounts(events, given),
    from: firstDay(flags.from, clock.zone, clock.now),
    days,
  };
  return {
    options,
    seedText,
    ...(flags.output === undefined
      ? {}
      : { file: { path: flags.output, format: formatOf(flags.output, flags.format) } }),
  };
}
