// Runs import records of one kind: concurrently, in record order on screen, with progress and a summary on stderr.
import { ApiCallError } from '../../../client/client.js';
import { ConnectionError } from '../../../client/transport.js';
import type { Io } from '../../context.js';
import { UsageError } from '../../errors.js';
import type { Session } from '../../session.js';
import { describeError } from '../../report.js';
import type { ResourceName } from '../../../api/resources.js';
import { kindSpec } from '../../../remote/import/import-kinds.js';
import { RecordImporter, type Outcome } from '../../../remote/import/import-record.js';
import { Progress } from './progress.js';
import { entriesOf, type Entry, type Input } from '../../../codecs/read.js';
import { batchLimitsOf } from '../../../api/batch-limits.js';
import { eachInFlight, fixedInFlight, growingInFlight } from './in-flight.js';

/**
 * Records in flight in process: 64 to start with, doubled up to 256 while the thread waits for more than a fifth of the
 * time it takes 500 records to end (src/cli/commands/bulk/in-flight.ts).
 */
const IN_PROCESS_IN_FLIGHT = { start: 64, most: 256, window: 500, idleAbove: 0.2 };

export interface ImportRunOptions {
  update?: boolean;
  dryRun?: boolean;
  /**
   * Records in flight at once; default 8 over HTTP, four batches when the server takes them (400 where it declares
   * `large_batches`, 100 on WordPress' 25 a batch); in process, 64 and up to 256 (IN_PROCESS_IN_FLIGHT).
   */
  concurrency?: number;
  lang?: string;
  /** Prefixes the summary line ("venues: created 3, ..."), for runs that import several kinds. */
  label?: string;
  /** No summary line: the caller says its own (`cal sync`). */
  quiet?: boolean;
  /** A dry run's line per record on stdout, unless false: the caller prints what happened there itself (--json). */
  recordLines?: boolean;
  /** Finds the existing item a record stands for, instead of by its slug (see RecordImporter). */
  identify?: (fields: Readonly<Record<string, unknown>>) => Promise<number | undefined>;
}

export interface ImportCounts {
  create: number;
  update: number;
  skip: number;
  fail: number;
}

/** What became of one record. */
export interface RecordOutcome {
  readonly entry: Entry;
  readonly outcome: Outcome;
}

export interface ImportResult {
  readonly counts: ImportCounts;
  /** Each record attempted, in record order. */
  readonly outcomes: readonly RecordOutcome[];
  /** Records left unattempted after a fatal error, in record order. */
  readonly unattempted: readonly Entry[];
  /** Records that failed, and those left unattempted after a fatal error, in record order. */
  readonly rejected: Entry[];
  /** The IDs of the items created or matched, by their key (slug). */
  readonly ids: ReadonlyMap<string, number>;
  /** An error no other record could escape (server gone, credentials refused), if one stopped the run. */
  readonly fatal?: ConnectionError | ApiCallError;
}

const isFatal = (error: unknown): error is ConnectionError | ApiCallError =>
  error instanceof ConnectionError || (error instanceof ApiCallError && error.status === 401);

function describe(outcome: Exclude<Outcome, { action: 'fail' }>, noun: string): string {
  const what = outcome.key === '' ? JSON.stringify(outcome.title) : outcome.key;
  const item = outcome.id === undefined ? what : `${noun} ${outcome.id} (${what})`;
  if (outcome.action === 'create') return `would create ${what}`;
  return outcome.action === 'update' ? `would update ${item}` : `would skip ${item}: it exists`;
}

/** --concurrency: a positive integer, or undefined when not given. */
export function concurrencyOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--concurrency: expected a positive integer, got "${value}"`);
  return n;
}

export async function runImport(
  session: Session,
  kind: ResourceName,
  input: Input,
  options: ImportRunOptions = {},
): Promise<ImportResult> {
  const spec = kindSpec(kind);
  const dryRun = options.dryRun === true;
  // A server that takes WordPress batches gets the writes of concurrent records together (src/client/batching-transport.ts).
  const client = await session.batchingClient();
  const batched = client !== (await session.client());
  // A language the server cannot keep (refused before sending) or does not have (refused by the server) would
  // fail every record alike: said once, before any.
  if (options.lang) await client.call(`${kind}.list`, { args: { site_language: options.lang, per_page: 1 } });
  const { stdout, stderr } = session.context.io;
  // Children name their parent category, which must be written first.
  const inFlight =
    kind === 'categories'
      ? fixedInFlight(1)
      : options.concurrency !== undefined
        ? fixedInFlight(options.concurrency)
        : client.transport.inProcess
          ? growingInFlight(IN_PROCESS_IN_FLIGHT)
          : fixedInFlight(batched ? 4 * batchLimitsOf(await session.capabilities()).requests : 8);
  const progress = new Progress(stderr, input.entries.length, options.label ?? kind);
  const say = (stream: Io['stderr'], line: string) => progress.above(stream, line);
  const writer = await session.writer((line) => say(stderr, line), client);
  writer.manyToCome();
  const importer = new RecordImporter(client, writer, spec, {
    update: options.update === true,
    dryRun,
    now: session.context.now,
    warn: (line) => say(stderr, line),
    describe: describeError,
    ...(options.lang ? { lang: options.lang } : {}),
    ...(options.identify ? { identify: options.identify } : {}),
  });
  const counts: ImportCounts = { create: 0, update: 0, skip: 0, fail: 0 };
  const failed: Entry[] = [];
  const outcomes: RecordOutcome[] = [];
  const attempted = new Set<Entry>();
  let fatal: ConnectionError | ApiCallError | undefined;

  // Lines come out in record order whatever order the requests finish in.
  const lines = new Map<number, () => void>();
  let printed = 0;
  const flush = () => {
    for (let line = lines.get(printed + 1); line; line = lines.get(printed + 1)) {
      line();
      lines.delete(++printed);
    }
  };

  await eachInFlight(
    input.entries,
    inFlight,
    () => fatal !== undefined,
    async (entry) => {
      attempted.add(entry);
      const outcome = await importer.import(entry);
      counts[outcome.action]++;
      outcomes.push({ entry, outcome });
      const where = `record ${entry.index} (line ${entry.line})`;
      if (outcome.action === 'fail') {
        failed.push(entry);
        lines.set(entry.index, () => say(stderr, `${where}: ${outcome.reason}`));
        if (fatal === undefined && isFatal(outcome.error)) fatal = outcome.error;
      } else
        lines.set(entry.index, () =>
          dryRun && options.recordLines !== false
            ? say(stdout, `${where}: ${describe(outcome, spec.noun)}`)
            : undefined,
        );
      flush();
      progress.tick();
    },
  );
  progress.done();

  const unattempted = input.entries.filter((entry) => !attempted.has(entry));
  const rejected = [...failed, ...unattempted].sort((a, b) => a.index - b.index);
  const notAttempted = unattempted.length > 0 ? `, not attempted ${unattempted.length}` : '';
  const label = options.label ? `${options.label}: ` : '';
  const summary = `created ${counts.create}, updated ${counts.update}, skipped ${counts.skip}, failed ${counts.fail}${notAttempted}`;
  if (options.quiet !== true) stderr.write(`${label}${dryRun ? 'dry run: ' : ''}${summary}\n`);
  outcomes.sort((a, b) => a.entry.index - b.entry.index);
  return {
    counts,
    outcomes,
    unattempted,
    rejected,
    ids: importer.ids(),
    ...(fatal === undefined ? {} : { fatal }),
  };
}

/**
 * Imports records given as values (a generator's output): their counts, and the IDs of the items created or
 * matched by key. Throws what stopped the run, if anything did.
 */
export async function importValues(
  session: Session,
  kind: ResourceName,
  values: readonly unknown[],
  options: ImportRunOptions = {},
): Promise<Pick<ImportResult, 'counts' | 'ids'>> {
  const result = await runImport(session, kind, entriesOf(values), options);
  if (result.fatal !== undefined) throw result.fatal;
  return { counts: result.counts, ids: result.ids };
}
