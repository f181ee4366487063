// A calendar in PostgreSQL: durable writes per second through `cal serve` at 16 connections (each acknowledged only
// after its commit; writes queued meanwhile share one transaction), beside the calendar file in the same run, and
// how long `cal serve` takes to open 100 000 events from the database against the file; then several instances on
// one calendar (bench/postgres-scaling.js, bench/postgres-visibility.js). The cluster is a private one
// (scripts/postgres-cluster.mjs), with fsync on, as a real database runs.
import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { copiedCalendar, newDatabase } from './copied-calendar.js';
import { readScaling, readScalingMarkdown, writeScaling, writeScalingMarkdown } from './postgres-scaling.js';
import { visibility, visibilityMarkdown } from './postgres-visibility.js';
import { firstTag, tagWrites } from './tag-writes.js';
import { count, latency, median, ms, ratio, scratch, settled, startServe, table, verdict } from './support.js';
import { startPostgres } from '../scripts/postgres-cluster.mjs';

const WRITES_TARGET = 1_000;
const OPEN_TARGET = 2;
/** The calendar several instances read: a realistic size, whatever the run's. */
const INSTANCES_EVENTS = 10_000;

async function writeRows(cluster, box, seconds) {
  const rows = [];
  for (const [engine, location] of [
    ['calendar file', box.path('writes.json')],
    ['PostgreSQL', newDatabase(cluster, 'bench_writes')],
  ]) {
    const cal = await startServe(location, box.dir, { CAL_CACHE: 'off' });
    try {
      await firstTag(cal.origin);
      await tagWrites([cal.origin], { connections: 16, seconds: 0.5 });
      await settled(cal.pid);
      rows.push({ engine, ...(await tagWrites([cal.origin], { connections: 16, seconds })) });
    } finally {
      await cal.stop();
    }
  }
  return rows;
}

/** Wall time from spawn until `cal serve` prints its API root (the calendar opened and checked), median of `runs`. */
async function openTime(location, home, runs) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const begun = performance.now();
    const cal = await startServe(location, home, { CAL_CACHE: 'off' });
    samples.push(performance.now() - begun);
    await cal.stop();
  }
  return median(samples);
}

async function openRows(cluster, box, { events, runs }) {
  const { file, url } = await copiedCalendar(cluster, box, 'bench_open', { events, now: Date.now() });
  const fileMs = await openTime(file, box.dir, runs);
  const databaseMs = await openTime(url, box.dir, runs);
  return { events, fileMs, databaseMs, ratio: databaseMs / fileMs };
}

/** Writes and reads through one instance and through two, and the lag between them, on one cluster. */
async function instanceRows(cluster, box, { seconds, warmup, lagWrites }) {
  const written = await writeScaling((name) => newDatabase(cluster, name), box.dir, { seconds, warmup });
  const now = Date.now();
  const { url } = await copiedCalendar(cluster, box, 'bench_instances_reads', { events: INSTANCES_EVENTS, now });
  const read = await readScaling(url, box.dir, { size: INSTANCES_EVENTS, now, seconds, warmup });
  const seen = await visibility(url, box.dir, { size: INSTANCES_EVENTS, now, writes: lagWrites });
  return { written, read, seen };
}

export async function benchPostgres({ seconds = 3, warmup = 0.5, events = 100_000, runs = 3, lagWrites = 400 } = {}) {
  const box = await scratch('postgres');
  const cluster = startPostgres({ durable: true });
  try {
    const written = await writeRows(cluster, box, seconds);
    const opened = await openRows(cluster, box, { events, runs });
    const instances = await instanceRows(cluster, box, { seconds, warmup, lagWrites });
    const cores = cpus().length;
    const postgres = written.find((row) => row.engine === 'PostgreSQL');
    const markdown = [
      '## PostgreSQL',
      '',
      '`cal serve --data postgres://…` on a private PostgreSQL cluster on this machine (fsync on), beside the calendar',
      'file in the same run. Writes: 16 connections creating tags, each different, with the caches off; a write is',
      'answered only once committed, and writes queued meanwhile share one transaction (group commit), each with its',
      `own change-log entry. Opening: wall time from spawn until \`cal serve\` prints its API root, median of ${runs}.`,
      '',
      table(
        ['store', 'writes/s (16 connections)', 'p50', 'p99', 'target', 'verdict'],
        written.map((row) => [
          row.engine,
          count(row.rps),
          latency(row.p50),
          latency(row.p99),
          row === postgres ? `≥ ${count(WRITES_TARGET)}/s` : '—',
          row === postgres ? verdict(row.rps >= WRITES_TARGET) : '—',
        ]),
        ['l'],
      ),
      '',
      table(
        ['events', 'open from the file', 'open from PostgreSQL', 'ratio', 'target', 'verdict'],
        [
          [
            count(opened.events),
            ms(opened.fileMs),
            ms(opened.databaseMs),
            ratio(opened.ratio),
            `≤ ${ratio(OPEN_TARGET)}`,
            verdict(opened.ratio <= OPEN_TARGET),
          ],
        ],
      ),
      '',
      '### Several instances on one calendar',
      '',
      '`cal serve --instance-name …` instances side by side on one database of the same cluster, started one after',
      `the other. This machine has ${cores} cores for PostgreSQL, every instance and the load generator alike.`,
      '',
      writeScalingMarkdown(instances.written),
      '',
      readScalingMarkdown(instances.read, { size: INSTANCES_EVENTS, seconds, cores }),
      '',
      visibilityMarkdown(instances.seen, cores),
      '',
    ].join('\n');
    return { markdown };
  } finally {
    cluster.stop();
    await box.remove();
  }
}
