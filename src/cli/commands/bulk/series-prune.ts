// Occurrences a calendar holds of the series an iCalendar file gives, that the file no longer has inside the window
// (a new EXDATE, a shortened UNTIL): listed on stderr, and trashed with --prune. An occurrence is known by its slug:
// its series' slug, a dash and the stamp of its original start (src/codecs/ics/series.ts).
import type { Capabilities } from '../../../api/capabilities.js';
import type { Client } from '../../../client/client.js';
import type { SeriesRead } from '../../../codecs/read.js';
import { formatWallTime, utcMsToWallTime } from '../../../dates/wall-time.js';
import { listedOccurrences } from '../../../remote/series-members.js';
import { describeError } from '../../report.js';
import type { Session } from '../../session.js';

export interface GoneOccurrence {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly start: string;
  readonly series: string;
}

const day = (ms: number) => formatWallTime(utcMsToWallTime(ms)).slice(0, 10);

/** The events in the window whose slug names an occurrence of one of the series, and not one the file gives. */
export async function goneOccurrences(
  client: Client,
  series: readonly SeriesRead[],
  capabilities: Capabilities,
): Promise<GoneOccurrence[]> {
  if (series.length === 0) return [];
  const from = Math.min(...series.map((one) => one.window.from));
  const until = Math.max(...series.map((one) => one.window.until));
  const bySeries = new Map(series.map((one) => [one.base, one]));
  const held = await listedOccurrences(
    client,
    capabilities,
    { start_date: day(from), end_date: day(until) },
    new Set(bySeries.keys()),
  );
  const gone: GoneOccurrence[] = [];
  for (const { event, base } of held) {
    const one = bySeries.get(base);
    const slug = String(event.slug);
    if (!one || one.slugs.has(slug) || typeof event.id !== 'number') continue;
    gone.push({
      id: event.id,
      slug,
      title: typeof event.title === 'string' ? event.title : '',
      start: typeof event.start_date === 'string' ? event.start_date.slice(0, 16) : '',
      series: one.title,
    });
  }
  return gone;
}

type Options = { readonly prune: boolean; readonly dryRun: boolean };

/**
 * Says which occurrences held here the file no longer gives (found before the import writes: what it writes are
 * the file's own, and a first import then lists an empty window); with `prune`, which will be trashed.
 */
export async function sayGone(
  session: Session,
  series: readonly SeriesRead[],
  options: Options,
): Promise<GoneOccurrence[]> {
  if (series.length === 0) return [];
  const gone = await goneOccurrences(await session.client(), series, await session.capabilities());
  if (gone.length === 0) return [];
  const { stderr } = session.context.io;
  const verb = !options.prune ? 'held' : options.dryRun ? 'would trash' : 'to trash';
  stderr.write(
    `${gone.length} occurrence${gone.length === 1 ? '' : 's'} held here ${gone.length === 1 ? 'is' : 'are'} no longer in the file${options.prune ? '' : ` (--prune trashes ${gone.length === 1 ? 'it' : 'them'})`}:\n`,
  );
  for (const occurrence of gone)
    stderr.write(
      `  ${verb} event ${occurrence.id} ${occurrence.start} ${JSON.stringify(occurrence.title)} (series ${JSON.stringify(occurrence.series)})\n`,
    );
  return gone;
}

/** Trashes what sayGone found, after the import, with --prune (not in a dry run); returns how many failed. */
export async function trashGone(session: Session, gone: readonly GoneOccurrence[], options: Options): Promise<number> {
  if (!options.prune || options.dryRun || gone.length === 0) return 0;
  const client = await session.client();
  const { stderr } = session.context.io;
  let failed = 0;
  for (const occurrence of gone) {
    try {
      await client.call('events.delete', { path: { id: occurrence.id } });
    } catch (error) {
      failed++;
      stderr.write(`event ${occurrence.id}: not trashed: ${describeError(error)}\n`);
    }
  }
  stderr.write(`trashed ${gone.length - failed}, failed ${failed}\n`);
  return failed;
}
