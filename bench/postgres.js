// A calendar in PostgreSQL: durable writes per second through `cal serve` at 16 connections (each acknowledged only
// after its commit; writes queued meanwhile share one transaction), beside the calendar file in the same run, and
// how long `cal serve` takes to open 100 000 events from the database against the file. The cluster is a private
// one (scripts/postgres-cluster.mjs), with fsync on, as a real database runs.
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import autocannon from 'autocannon';
import { writeCalendar } from './calendar-fixture.js';
import {
  ADMIN_AUTH,
  API,
  BIN,
  cleanEnv,
  count,
  expectOk,
  latency,
  median,
  ms,
  ratio,
  runTimed,
  scratch,
  settled,
  startServe,
  table,
  verdict,
} from './support.js';
import { startPostgres } from '../scripts/postgres-cluster.mjs';

const WRITES_TARGET = 1_000;
const OPEN_TARGET = 2;

/** A new database on the cluster, and its URL (cal makes its tables on first use). */
function database(cluster, name) {
  cluster.sql(`create database ${name}`);
  return cluster.url(name);
}

const { fetch } = globalThis;
/** Tags made so far: every tag of a run has a name of its own. */
let made = 0;

/** New tags, each different, for 16 connections for `seconds`; every answer must be 201. */
async function writes(origin, seconds) {
  const result = await autocannon({
    url: origin,
    connections: 16,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: `${API}/tags`,
        headers: { authorization: ADMIN_AUTH, 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ name: `bench tag ${process.pid}-${++made}` }),
        }),
      },
    ],
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0)
    throw new Error(
      `POST /tags: ${failed} of ${result.requests.total} requests failed (${JSON.stringify(result.statusCodeStats)}, errors ${result.errors}, timeouts ${result.timeouts})`,
    );
  return { rps: result.requests.total / result.duration, p50: result.latency.p50, p99: result.latency.p99 };
}

async function writeRows(cluster, box, seconds) {
  const rows = [];
  for (const [engine, location] of [
    ['calendar file', box.path('writes.json')],
    ['PostgreSQL', database(cluster, 'bench_writes')],
  ]) {
    const cal = await startServe(location, box.dir, { CAL_CACHE: 'off' });
    try {
      // Signed in once before the load, as a client is: 16 first sign-ins at once are throttled (src/server/auth.ts).
      const first = await fetch(`${cal.origin}${API}/tags`, {
        method: 'POST',
        headers: { authorization: ADMIN_AUTH, 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'bench first tag' }),
      });
      if (first.status !== 201) throw new Error(`POST /tags: ${first.status} ${await first.text()}`);
      await writes(cal.origin, 0.5);
      await settled(cal.pid);
      rows.push({ engine, ...(await writes(cal.origin, seconds)) });
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
  const file = box.path('open.json');
  await writeCalendar(file, { events, now: Date.now() });
  const url = database(cluster, 'bench_open');
  expectOk(
    await runTimed(process.execPath, [BIN, 'store', 'copy', file, url], { env: cleanEnv(box.dir), cwd: box.dir }),
    'cal store copy',
  );
  const fileMs = await openTime(file, box.dir, runs);
  const databaseMs = await openTime(url, box.dir, runs);
  return { events, fileMs, databaseMs, ratio: databaseMs / fileMs };
}

export async function benchPostgres({ seconds = 3, events = 100_000, runs = 3 } = {}) {
  const box = await scratch('postgres');
  const cluster = startPostgres({ durable: true });
  try {
    const written = await writeRows(cluster, box, seconds);
    const opened = await openRows(cluster, box, { events, runs });
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
    ].join('\n');
    return { markdown };
  } finally {
    cluster.stop();
    await box.remove();
  }
}
