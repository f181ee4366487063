// `cal sync URL`: keeps the calendar equal to an iCalendar feed inside a window. Events the feed gives that are new
// or changed since the last sync are written (created, or updated in place); events this feed gave before and no
// longer gives are trashed; events from anywhere else are never touched. What came from the feed is remembered per
// calendar and feed (sync-ledger.ts); an unchanged feed costs one 304, an unchanged event no request.
import { ApiCallError } from '../../../client/client.js';
import type { Entry } from '../../../codecs/read.js';
import { formatWallTime, utcMsToWallTime } from '../../../dates/wall-time.js';
import { isRecord } from '../../../typing/is-record.js';
import { dataDirOf } from '../../../config/paths.js';
import { CommandError, EXIT } from '../../errors.js';
import { describeError } from '../../report.js';
import type { Session } from '../../session.js';
import { concurrencyOf, runImport } from './import-engine.js';
import { seriesWindow, type SeriesWindowFlags } from './series-window.js';
import { fingerprintOf, ledgerFile, readLedger, writeLedger } from './sync-ledger.js';
import { isHttpUrl, readUrl, requireICalendar, shownUrl } from './url-input.js';

export interface SyncOptions extends Omit<SeriesWindowFlags, 'prune'> {
  dryRun?: boolean;
  refetch?: boolean;
  concurrency?: string;
}

interface Counts {
  created: number;
  updated: number;
  trashed: number;
  unchanged: number;
  failed: number;
}

const day = (ms: number) => formatWallTime(utcMsToWallTime(ms)).slice(0, 10);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

export async function syncUrl(session: Session, address: string, opts: SyncOptions): Promise<number> {
  if (!isHttpUrl(address)) throw new CommandError(`cal sync reads an http(s) feed; got "${address}"`);
  const now = session.context.now();
  const series = seriesWindow(opts, 'ics', now);
  const window = { from: day(series?.window.from ?? now), until: day(series?.window.until ?? now) };
  const inWindow = (start: string) => start.slice(0, 10) >= window.from && start.slice(0, 10) < window.until;
  const client = await session.client();
  const { stderr, stdout } = session.context.io;
  const dryRun = opts.dryRun === true;
  const file = ledgerFile(dataDirOf(session.context.env), client.transport.target, shownUrl(address));
  const { events: ledger, validators } = await readLedger(file);
  const remote = await readUrl(address, {
    timeoutMs: session.timeoutMs(),
    ...(validators && opts.refetch !== true ? { validators } : {}),
    ...(stderr.isTTY ? { progress: (line: string) => void stderr.write(line) } : {}),
  });
  const counts: Counts = { created: 0, updated: 0, trashed: 0, unchanged: 0, failed: 0 };
  const summary = () =>
    `${dryRun ? 'dry run: ' : ''}created ${counts.created}, updated ${counts.updated}, trashed ${counts.trashed}, unchanged ${counts.unchanged}, failed ${counts.failed}`;
  if (remote.bytes === undefined) {
    counts.unchanged = [...ledger.values()].filter((synced) => inWindow(synced.start)).length;
    stderr.write(`${remote.shown}: not changed since the last sync (304)\n${summary()}\n`);
    return EXIT.ok;
  }
  requireICalendar(remote, remote.bytes);
  const body = remote.bytes.toString('utf8');
  const { parseIcs } = await import('../../../codecs/ics/read.js');
  const input = parseIcs(body, remote.shown, series);
  for (const warning of input.warnings ?? []) stderr.write(`warning: ${warning}\n`);

  // The feed's events inside the window, and which of them changed since they were last written.
  const given = new Map<string, Entry>();
  const changed: Entry[] = [];
  for (const entry of input.entries) {
    const record = isRecord(entry.value) ? entry.value : undefined;
    if (record && !inWindow(text(record.start_date))) continue;
    const slug = text(record?.slug);
    if (slug !== '') given.set(slug, entry);
    const synced = slug === '' ? undefined : ledger.get(slug);
    if (synced && synced.fingerprint === fingerprintOf(record)) counts.unchanged++;
    else changed.push(entry);
  }
  const result = await runImport(
    session,
    'events',
    { ...input, entries: changed },
    {
      update: true,
      dryRun,
      quiet: true,
      ...(opts.concurrency === undefined ? {} : { concurrency: concurrencyOf(opts.concurrency) ?? 8 }),
    },
  );
  counts.created = result.counts.create;
  counts.updated = result.counts.update + result.counts.skip;
  // Failed, and those left unattempted after an error that stopped the run.
  counts.failed = result.rejected.length;
  const rejected = new Set(result.rejected);
  for (const entry of changed) {
    const record = isRecord(entry.value) ? entry.value : undefined;
    const slug = text(record?.slug);
    const id = result.ids.get(slug);
    if (rejected.has(entry) || slug === '' || id === undefined) continue;
    const title = text(record?.title);
    ledger.set(slug, { id, start: text(record?.start_date), title, fingerprint: fingerprintOf(record) });
  }

  // What came from this feed, inside the window, that it no longer gives.
  const gone = [...ledger].filter(([slug, synced]) => !given.has(slug) && inWindow(synced.start));
  for (const [slug, synced] of gone) {
    const what = `event ${synced.id} ${synced.start.slice(0, 16)} ${JSON.stringify(synced.title)}`;
    if (dryRun) {
      stdout.write(`would trash ${what}: no longer in the feed\n`);
      counts.trashed++;
      continue;
    }
    try {
      await client.call('events.delete', { path: { id: synced.id } });
      counts.trashed++;
      ledger.delete(slug);
    } catch (error) {
      // Trashed or deleted already: it is gone, as the feed says.
      if (error instanceof ApiCallError && (error.status === 404 || error.status === 410)) {
        ledger.delete(slug);
        continue;
      }
      counts.failed++;
      stderr.write(`${what}: not trashed: ${describeError(error)}\n`);
    }
  }
  // The feed's validators only after a sync that went well: after a failure the next run reads it whole.
  if (!dryRun)
    await writeLedger(file, {
      feed: remote.shown,
      calendar: client.transport.target,
      events: ledger,
      ...(counts.failed === 0 && remote.validators ? { validators: remote.validators } : {}),
    });
  stderr.write(`${summary()}\n`);
  if (result.fatal !== undefined) throw result.fatal;
  return counts.failed > 0 ? EXIT.failed : EXIT.ok;
}
