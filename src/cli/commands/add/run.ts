// `cal add "Jazz night next friday 8pm-11pm at Blue Note #music"`: one line read into an event, what it names
// looked up (the venue by slug or name, each #word a category, else a tag, else a new tag), shown and confirmed on
// a terminal, then created as `cal events create` would.
import { singular } from '../../../api/resources.js';
import type { Client } from '../../../client/client.js';
import { isRecord } from '../../../typing/is-record.js';
import { formatWallTime } from '../../../dates/wall-time.js';
import { isValidTimeZone } from '../../../dates/zones.js';
import { parsePhrase, type QuickPhrase } from '../../../domain/quick-add/phrase.js';
import { describeRepeat } from '../../../domain/recurrence/describe-repeat.js';
import { UsageError } from '../../errors.js';
import { findLinked, type FoundLinked } from '../../../remote/linked-refs.js';
import type { OutputFlags } from '../../output-options.js';
import { CancelledError } from '../../prompts.js';
import type { Session } from '../../session.js';
import { findTermId, type Taxonomy } from '../../../remote/writes/term-refs.js';
import { print, reportUnapplied, warnAboutDates, withLanguage, writeOutputFor } from '../resource/actions.js';

export interface AddOptions extends OutputFlags, Record<string, unknown> {
  yes?: boolean;
  timezone?: string;
}

/** A term the phrase names: an existing category or tag, or a tag to make. */
interface NamedTerm {
  readonly taxonomy: Taxonomy;
  readonly reference: string;
  readonly id?: number;
}

async function findTerm(client: Client, reference: string, language: string | undefined): Promise<NamedTerm> {
  const category = await findTermId(client, 'categories', reference, language);
  if (category !== null) return { taxonomy: 'categories', reference, id: category };
  const tag = await findTermId(client, 'tags', reference, language);
  return tag === null ? { taxonomy: 'tags', reference } : { taxonomy: 'tags', reference, id: tag };
}

const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** What the phrase was read as, a line a field, for the user to check before anything is made. */
function summary(phrase: QuickPhrase, venue: FoundLinked | undefined, terms: readonly NamedTerm[]): string {
  const { when } = phrase;
  const day = (text: string) => (when.allDay ? text.slice(0, 10) : text.slice(0, 16));
  const rows: [string, string][] = [
    ['Title', phrase.title],
    ['Starts', `${day(formatWallTime(when.start))}${when.allDay ? ' (all day)' : ''}`],
    ['Ends', day(formatWallTime(when.end))],
    ['Time zone', when.zone],
  ];
  if (phrase.repeat !== undefined) rows.push(['Repeats', describeRepeat(phrase.repeat, when.zone)]);
  if (phrase.venue !== undefined)
    rows.push(['Venue', venue ? `${venue.name} (#${venue.id})` : `${phrase.venue} (new venue)`]);
  for (const term of terms)
    rows.push([
      capitalised(singular(term.taxonomy)),
      term.id === undefined ? `${term.reference} (new tag)` : `${term.reference} (#${term.id})`,
    ]);
  return rows.map(([label, value]) => `  ${label.padEnd(10)}${value}\n`).join('');
}

export async function quickAdd(session: Session, text: string, opts: AddOptions): Promise<number> {
  const output = await writeOutputFor(session, 'events', opts);
  if (opts.timezone !== undefined && !isValidTimeZone(opts.timezone))
    throw new UsageError(`--timezone: unknown time zone "${opts.timezone}"`);
  const { profile } = await session.config();
  const client = await session.client();
  const zone = opts.timezone ?? profile.timezone ?? (await session.siteZone());
  const parsed = parsePhrase(text, { zone, now: session.context.now() });
  if ('error' in parsed) throw new UsageError(parsed.error);
  const { phrase } = parsed;
  const language = profile.lang;
  const venue = phrase.venue === undefined ? undefined : await findLinked(client, 'venues', phrase.venue, language);
  const terms: NamedTerm[] = [];
  for (const reference of phrase.terms) terms.push(await findTerm(client, reference, language));
  const newVenue = phrase.venue !== undefined && venue === undefined;
  const asking = session.interactive && opts.yes !== true;
  if (newVenue && !asking)
    throw new UsageError(
      `no venue "${phrase.venue}": make it first (cal venues create --venue "${phrase.venue}") or leave out "at …"`,
    );
  if (asking) {
    session.context.io.stderr.write(summary(phrase, venue, terms));
    const ok = await session.prompter.confirm({
      message: `Create this ${phrase.repeat === undefined ? 'event' : 'series'}${newVenue ? ` and the venue "${phrase.venue}"` : ''}?`,
      default: true,
    });
    if (!ok) throw new CancelledError('cancelled: nothing created');
  }
  const ids = (taxonomy: Taxonomy) =>
    terms.filter((term) => term.taxonomy === taxonomy).map((term) => term.id ?? term.reference);
  const { when } = phrase;
  const args: Record<string, unknown> = {
    title: phrase.title,
    start_date: formatWallTime(when.start),
    end_date: formatWallTime(when.end),
    timezone: when.zone,
    ...(when.allDay ? { all_day: true } : {}),
    ...(phrase.venue === undefined ? {} : { venue: venue ? venue.id : { venue: phrase.venue } }),
    ...(ids('categories').length > 0 ? { categories: ids('categories') } : {}),
    ...(ids('tags').length > 0 ? { tags: ids('tags') } : {}),
  };
  const writer = await session.writer();
  if (phrase.repeat !== undefined) {
    // One venue for the whole series, made first when it is new.
    if (isRecord(args.venue)) {
      const made = await writer.create('venues', await withLanguage(session, args.venue));
      if (isRecord(made.body) && typeof made.body.id === 'number') args.venue = made.body.id;
    }
    const { createSeries } = await import('../../series/series-actions.js');
    return createSeries(session, await withLanguage(session, args), `RRULE:${phrase.repeat}`, output);
  }
  const result = await writer.create('events', await withLanguage(session, args));
  await print(session, output, result.body);
  warnAboutDates(session, args, result.body);
  return reportUnapplied(result);
}
