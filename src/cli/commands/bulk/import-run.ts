// `cal import`: reads portable events, imports them concurrently, reports each failure and a summary on stderr.
import { readFile, writeFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { ApiCallError } from '../../../client/client.js';
import { ConnectionError } from '../../../client/transport.js';
import { CommandError, EXIT, UsageError } from '../../errors.js';
import { readStream } from '../../read-stream.js';
import type { Io } from '../../context.js';
import type { Session } from '../../session.js';
import { RecordImporter, type Outcome } from './import-record.js';
import type { Format } from './format.js';
import { parseInput, type Entry } from './read.js';
import { formatFailed } from './write.js';

export interface ImportOptions {
  format?: Format;
  update?: boolean;
  dryRun?: boolean;
  errors?: string;
  concurrency?: string;
  lang?: string;
}

const EXTENSIONS: Record<string, Format> = { '.json': 'json', '.ndjson': 'ndjson', '.jsonl': 'ndjson', '.csv': 'csv' };

function formatOf(file: string, given: Format | undefined): Format {
  if (given) return given;
  if (file === '-') throw new UsageError('--format is required when reading stdin (json, ndjson or csv)');
  const guessed = EXTENSIONS[extname(file).toLowerCase()];
  if (!guessed) throw new UsageError(`cannot tell the format of ${file} from its extension; give --format json, ndjson or csv`);
  return guessed;
}

function concurrencyOf(value: string | undefined): number {
  const n = value === undefined ? 8 : Number(value);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--concurrency: expected a positive integer, got "${value}"`);
  return n;
}

/** Runs `work` on the items with at most `limit` at a time, in order, until `stop()` says so. */
async function eachLimit<T>(items: readonly T[], limit: number, stop: () => boolean, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !stop()) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** Errors no other record could escape: the server is gone or the credentials are refused. */
const isFatal = (error: unknown) => error instanceof ConnectionError || (error instanceof ApiCallError && error.status === 401);

function describe(outcome: Exclude<Outcome, { action: 'fail' }>): string {
  const what = outcome.key === '' ? JSON.stringify(outcome.title) : outcome.key;
  const event = outcome.id === undefined ? what : `event ${outcome.id} (${what})`;
  if (outcome.action === 'create') return `would create ${what}`;
  return outcome.action === 'update' ? `would update ${event}` : `would skip ${event}: it exists`;
}

export async function importEvents(session: Session, file: string, opts: ImportOptions): Promise<number> {
  const format = formatOf(file, opts.format);
  const concurrency = concurrencyOf(opts.concurrency);
  const dryRun = opts.dryRun === true;
  const { stdout, stderr, stdin } = session.context.io;
  const text =
    file === '-'
      ? await readStream(stdin)
      : await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
          throw new CommandError(`cannot read ${file}: ${error.code ?? error.message}`);
        });
  const input = parseInput(text, format, file === '-' ? 'stdin' : file);
  const lang = opts.lang ?? (await session.config()).profile.lang;
  const importer = new RecordImporter(await session.client(), {
    update: opts.update === true,
    dryRun,
    now: session.context.now,
    ...(lang ? { lang } : {}),
  });

  const total = input.entries.length;
  const progress = Boolean(stderr.isTTY);
  // A progress line is on the terminal: clear it before writing another line there.
  const say = (stream: Io['stderr'], line: string) => stream.write(`${progress && stream.isTTY ? '\r\x1b[K' : ''}${line}\n`);
  const counts = { create: 0, update: 0, skip: 0, fail: 0 };
  const failed: Entry[] = [];
  const attempted = new Set<Entry>();
  let fatal: unknown;
  let done = 0;

  // Lines come out in record order whatever order the requests finish in.
  const lines = new Map<number, () => void>();
  let printed = 0;
  const flush = () => {
    for (let line = lines.get(printed + 1); line; line = lines.get(printed + 1)) {
      line();
      lines.delete(++printed);
    }
  };

  await eachLimit(input.entries, concurrency, () => fatal !== undefined, async (entry) => {
    attempted.add(entry);
    const outcome = await importer.import(entry);
    counts[outcome.action]++;
    const where = `record ${entry.index} (line ${entry.line})`;
    if (outcome.action === 'fail') {
      failed.push(entry);
      lines.set(entry.index, () => say(stderr, `${where}: ${outcome.reason}`));
      if (fatal === undefined && isFatal(outcome.error)) fatal = outcome.error;
    } else lines.set(entry.index, () => (dryRun ? say(stdout, `${where}: ${describe(outcome)}`) : undefined));
    flush();
    done++;
    if (progress) stderr.write(`\rimported ${done}/${total}`);
  });
  if (progress) stderr.write('\r\x1b[K');

  const unattempted = input.entries.filter((entry) => !attempted.has(entry));
  if (opts.errors !== undefined) {
    const rejected = [...failed, ...unattempted].sort((a, b) => a.index - b.index);
    await writeFile(opts.errors, formatFailed(rejected, format, input.header)).catch((error: NodeJS.ErrnoException) => {
      throw new CommandError(`--errors: cannot write ${opts.errors}: ${error.code ?? error.message}`);
    });
  }
  const notAttempted = unattempted.length > 0 ? `, not attempted ${unattempted.length}` : '';
  const summary = `created ${counts.create}, updated ${counts.update}, skipped ${counts.skip}, failed ${counts.fail}${notAttempted}`;
  stderr.write(`${dryRun ? 'dry run: ' : ''}${summary}\n`);
  if (fatal !== undefined) throw fatal;
  return counts.fail > 0 ? EXIT.failed : EXIT.ok;
}
