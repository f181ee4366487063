// `cal generate`: a seeded fake calendar, written into the calendar (local file or server) or to a file.
import { writeFile } from 'node:fs/promises';
import { RESOURCE_NAMES, singular, type ResourceName } from '../../../api/resources.js';
import { errorCode, errorMessage } from '../../../typing/caught-error.js';
import { generateCalendar } from '../../../domain/generate/calendar.js';
import type { GeneratedCalendar } from '../../../domain/generate/types.js';
import { CommandError, EXIT } from '../../errors.js';
import type { Session } from '../../session.js';
import { formatEvents } from '../../../codecs/write.js';
import { planGenerate, type GenerateFlags } from './generate-options.js';
import { writeCalendar, type WrittenCounts } from './generate-write.js';

const counted = (n: number, kind: ResourceName) => `${n} ${n === 1 ? singular(kind) : kind}`;

function describe(calendar: GeneratedCalendar): string {
  return RESOURCE_NAMES.map((kind) => counted(calendar[kind].length, kind)).join(', ');
}

/**
 * What was not new: records already in the calendar (the same event by its slug, the same term by its name, the
 * same venue or organizer by its fields), and those that failed.
 */
function notNew(written: WrittenCounts): string {
  const list = (key: 'skip' | 'fail') =>
    RESOURCE_NAMES.filter((kind) => written[kind][key] > 0)
      .map((kind) => counted(written[kind][key], kind))
      .join(', ');
  const parts = [
    ...(list('skip') === '' ? [] : [`already there: ${list('skip')}`]),
    ...(list('fail') === '' ? [] : [`failed: ${list('fail')}`]),
  ];
  return parts.map((part) => `; ${part}`).join('');
}

/**
 * Test data for a server that cannot protect events (TEC): the events the generator would protect are written
 * unprotected, said once, rather than each failing.
 */
async function withoutPasswordsIfRefused(session: Session, calendar: GeneratedCalendar): Promise<GeneratedCalendar> {
  const protectedEvents = calendar.events.filter((event) => event.password !== undefined).length;
  if (protectedEvents === 0 || (await session.capabilities()).event_password) return calendar;
  session.context.io.stderr.write(
    `warning: this server cannot protect events with a password: ${protectedEvents} generated events are left unprotected\n`,
  );
  return { ...calendar, events: calendar.events.map(({ password: _password, ...event }) => event) };
}

export async function generate(session: Session, flags: GenerateFlags): Promise<number> {
  const zone = (await session.config()).profile.timezone ?? 'UTC';
  const plan = planGenerate(flags, { now: session.context.now(), zone });
  const calendar = generateCalendar(plan.options);
  const { stderr } = session.context.io;
  const seed = `seed ${plan.seedText}, from ${plan.options.from} over ${plan.options.days} days`;
  if (plan.file) {
    // A file holds events alone: venues and organizers inline, categories and tags by name.
    // An iCalendar stamp from the clock would make two files from one seed differ; the first day stands in for it.
    const ics = { host: 'generated.cal.invalid', now: Date.parse(`${plan.options.from}T00:00:00Z`) };
    const { format } = plan.file;
    const content =
      format === 'xlsx'
        ? await import('../../../codecs/xlsx/write.js').then((xlsx) => xlsx.eventsWorkbook(calendar.events, 'cal'))
        : formatEvents(calendar.events, format, ics);
    await writeFile(plan.file.path, content).catch((error: unknown) => {
      throw new CommandError(`--output: cannot write ${plan.file?.path}: ${errorCode(error) ?? errorMessage(error)}`);
    });
    stderr.write(`wrote ${calendar.events.length} events to ${plan.file.path} (${seed})\n`);
    return EXIT.ok;
  }
  const written = await writeCalendar(session, await withoutPasswordsIfRefused(session, calendar));
  stderr.write(`generated ${describe(calendar)} (${seed})${notNew(written)}\n`);
  return RESOURCE_NAMES.some((kind) => written[kind].fail > 0) ? EXIT.failed : EXIT.ok;
}
