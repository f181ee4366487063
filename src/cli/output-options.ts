// The output flags every printing command shares, resolved against the profile and the terminal.
import type { Command } from 'commander';
import { isValidTimeZone } from '../dates/zones.js';
import { isOneOf } from '../typing/one-of.js';
import type { Profile } from '../config/types.js';
import { UsageError } from './errors.js';
import { OUTPUT_FORMATS, type OutputOptions } from '../output/types.js';
import type { Session } from './session.js';

export interface OutputFlags {
  format?: string;
  json?: boolean;
  fields?: string;
  tz?: string;
}

export function addOutputFlags(command: Command): Command {
  return command
    .option(
      '--format <format>',
      `output format: ${OUTPUT_FORMATS.join(', ')} (default: table on a terminal, tsv otherwise)`,
    )
    .option('--json', 'the same as --format json')
    .option('--fields <paths>', 'comma-separated fields to show, nested ones with dots (e.g. id,title,venue.venue)')
    .option(
      '--tz <zone>',
      "show event dates in this time zone, in every format (default: the configured timezone, else each event's own)",
    );
}

export function resolveOutput(
  flags: OutputFlags,
  session: Session,
  profile: Profile,
  columns: readonly string[],
): OutputOptions {
  const tty = Boolean(session.context.io.stdout.isTTY);
  const format = flags.json ? 'json' : (flags.format ?? profile.format ?? (tty ? 'table' : 'tsv'));
  if (!isOneOf(OUTPUT_FORMATS, format)) {
    throw new UsageError(`--format: expected one of ${OUTPUT_FORMATS.join(', ')}, got "${format}"`);
  }
  const timezone = flags.tz ?? profile.timezone;
  if (timezone !== undefined && !isValidTimeZone(timezone))
    throw new UsageError(`--tz: unknown time zone "${timezone}"`);
  const fields = flags.fields
    ?.split(',')
    .map((f) => f.trim())
    .filter((f) => f !== '');
  const width = session.context.io.stdout.columns;
  return {
    format,
    columns,
    color: session.color(),
    ...(fields && fields.length > 0 ? { fields } : {}),
    ...(tty && width ? { width } : {}),
    ...(timezone ? { timezone } : {}),
  };
}
