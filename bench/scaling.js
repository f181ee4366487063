// `npm run bench:scaling`: the figures of docs/scaling.md, for one `cal serve` instance on a calendar in PostgreSQL
// (a private cluster, fsync on), by calendar size:
// - memory: resident set and V8 heap after a full GC, as soon as the server answers (before it renders ahead) and
//   once it rendered every event ahead;
// - start-up: spawn until `cal serve` prints its API root, having read the calendar from the database;
// - catch-up: the real catch-up code (src/store/postgres/catch-up.ts) applying N change-log entries of realistic
//   writes to a calendar loaded as it was before them: all in one query, one query per entry, and from memory (the
//   JSON parse and the apply alone); and end to end, the CPU a second `cal serve` spends following the writes made
//   through a first, and how soon it answers the last of them;
// - the peak write rate through one instance at 16 connections: new tags, and the realistic mix.
// Prints markdown; `--json FILE` also writes the figures as JSON. Never part of npm test or npm run bench.
import { Buffer } from 'node:buffer';
import { writeFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { startPostgres } from '../scripts/postgres-cluster.mjs';
import { ADMIN_AUTH, API, count, machine, median, ms, renderedAhead, scratch, settled, table } from './support.js';
import {
  calendarDatabase,
  catchUpCode,
  cpuMs,
  listsRead,
  servedState,
  startProbedServe,
  newTagRequests,
  oneEntryLog,
  writeLoad,
  writeMix,
} from './scaling-support.js';
import { firstTag } from './tag-writes.js';

const USAGE = `usage: node bench/scaling.js [--quick] [--sizes N,N…] [--entries N] [--seconds S] [--json FILE]
  --quick    a smoke run: 2,000 and 10,000 events, 300 entries, 1 s of writes
  --sizes    calendar sizes in events (default 10000,50000,100000); catch-up runs at the smallest and largest
  --entries  change-log entries the catch-up applies (default 2000)
  --seconds  length of each peak write run (default 3)
  --json     also write the figures to FILE`;

function options(argv) {
  const opts = { sizes: [10_000, 50_000, 100_000], entries: 2_000, seconds: 3, runs: 3, json: undefined };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--quick') Object.assign(opts, { sizes: [2_000, 10_000], entries: 300, seconds: 1, runs: 1 });
    else if (arg === '--sizes') opts.sizes = (argv[++i] ?? '').split(',').map(Number);
    else if (arg === '--entries') opts.entries = Number(argv[++i]);
    else if (arg === '--seconds') opts.seconds = Number(argv[++i]);
    else if (arg === '--json') opts.json = argv[++i];
    else {
      console.error(arg === '--help' ? USAGE : `unknown option ${arg}\n${USAGE}`);
      process.exit(arg === '--help' ? 0 : 2);
    }
  }
  return opts;
}

const { fetch } = globalThis;
const mb = (n) => `${Math.round(n)} MiB`;
const perEntry = (n) => `${(n * 1000).toFixed(0)} µs`;

/**
 * Per run: the start-up time; memory at once (the signal is sent as the API root is printed, before rendering ahead
 * has done more than a slice or two); and memory once every event was rendered ahead and the server is idle.
 * Medians of `runs`.
 */
async function sizeFigures(url, box, events, runs) {
  const samples = [];
  for (let run = 0; run < runs; run++) {
    const cal = await startProbedServe(url, box, { env: { CAL_CACHE: 'on' } });
    try {
      const opened = await cal.memory();
      const aheadMs = await renderedAhead(cal);
      await settled(cal.pid);
      samples.push({ startMs: cal.startMs, opened, aheadMs, rendered: await cal.memory() });
    } finally {
      await cal.stop();
    }
  }
  const mid = (pick) => median(samples.map(pick));
  return {
    events,
    starts: samples.map((sample) => sample.startMs),
    startMs: mid((sample) => sample.startMs),
    aheadMs: mid((sample) => sample.aheadMs),
    opened: { rssMb: mid((s) => s.opened.rssMb), heapUsedMb: mid((s) => s.opened.heapUsedMb) },
    rendered: { rssMb: mid((s) => s.rendered.rssMb), heapUsedMb: mid((s) => s.rendered.heapUsedMb) },
    heapLimitMb: samples[0].opened.heapLimitMb,
  };
}

/** Looked for this often: often enough to time a lag, seldom enough to cost the server little (a read each). */
const POLL_MS = 20;

/** Waits until the server at `origin` lists the tag named `name`; resolves to the time that took. */
async function seenAfter(origin, name, limitMs = 120_000) {
  const begun = performance.now();
  const query = `search=${encodeURIComponent(name)}&hide_empty=false`;
  while (performance.now() - begun < limitMs) {
    const response = await fetch(`${origin}${API}/tags?${query}`);
    const body = await response.json();
    if (response.ok && body.tags?.some((tag) => tag.name === name)) return performance.now() - begun;
    await sleep(POLL_MS);
  }
  throw new Error(`${origin} did not list the tag "${name}" within ${limitMs} ms`);
}

/**
 * The catch-up cost at one size. A copy of the database is taken first (the calendar before the writes); N writes of
 * the realistic mix go through instance A while instance B follows them; then calendars loaded from the copy are
 * brought up to the log by the real catchUp, three ways.
 */
async function catchUpFigures(cluster, box, code, name, url, events, entries) {
  cluster.sql(`create database ${name}_before template ${name}`);
  const before = cluster.url(`${name}_before`);
  const first = Number(cluster.sql('select revision from cal_state', name));

  const leader = await startProbedServe(url, box, { name: 'a', env: { CAL_CACHE: 'off' } });
  const follower = await startProbedServe(url, box, { name: 'b', env: { CAL_CACHE: 'off' } });
  let e2e;
  try {
    await firstTag(leader.origin);
    // Until the follower rendered every event ahead: its catch-up is measured alone.
    await settled(follower.pid, { limitMs: 120_000 });
    const cpuBefore = await cpuMs(follower.pid);
    const load = await writeLoad(leader.origin, writeMix(events, 2), { amount: entries - 2 });
    const marker = `scaling marker ${name}`;
    const response = await fetch(`${leader.origin}${API}/tags`, {
      method: 'POST',
      headers: { authorization: ADMIN_AUTH, 'content-type': 'application/json' },
      body: JSON.stringify({ name: marker }),
    });
    if (response.status !== 201) throw new Error(`POST /tags: ${response.status}`);
    const lagMs = await seenAfter(follower.origin, marker);
    const cpu = (await cpuMs(follower.pid)) - cpuBefore;
    e2e = { writesPerSecond: load.rps, lagMs, followerCpuMs: cpu };
  } finally {
    await follower.stop();
    await leader.stop();
  }
  const last = Number(cluster.sql('select revision from cal_state', name));
  const n = last - first;

  const client = await code.connect(url);
  const source = await code.connect(before);
  try {
    const loaded = async () => {
      const { state, revision } = await code.loadCalendar(source, {});
      if (revision !== first) throw new Error(`the copy is at ${revision}, not ${first}`);
      return servedState(state);
    };
    const timed = async (work) => {
      const begun = performance.now();
      await work();
      return performance.now() - begun;
    };
    // All the new entries in one query, as after a pause (a reconnection, a burst).
    let state = await loaded();
    const bulkMs = await timed(async () => {
      if ((await code.catchUp(client, state, first)) !== last) throw new Error('bulk catch-up fell short');
      listsRead(state);
    });
    // One query per entry, as when each notice finds one new entry: that entry, the log's last.
    state = await loaded();
    const oneRow = {
      async query(_text, [after]) {
        const next = await client.query('select revision, entry from cal_changes where revision = $1', [after + 1]);
        const entry = next.rows[0];
        if (!entry) throw new Error(`no entry ${after + 1}`);
        return oneEntryLog(Number(entry.revision), entry.entry).query();
      },
    };
    const oneByOneMs = await timed(async () => {
      for (let revision = first; revision < last;) {
        revision = await code.catchUp(oneRow, state, revision);
        listsRead(state);
      }
    });
    // From memory: the entries' JSON as the database sends it, parsed (as pg does) and applied, one at a time.
    state = await loaded();
    const texts = (
      await client.query(
        'select revision, entry::text as text from cal_changes where revision > $1 order by revision',
        [first],
      )
    ).rows;
    const applyMs = await timed(async () => {
      for (const { revision, text } of texts) {
        await code.catchUp(oneEntryLog(Number(revision), JSON.parse(text)), state, Number(revision) - 1);
        listsRead(state);
      }
    });
    const bytes = texts.reduce((sum, row) => sum + Buffer.byteLength(row.text), 0);
    return {
      events,
      entries: n,
      entryBytes: bytes / n,
      bulkMs: bulkMs / n,
      oneByOneMs: oneByOneMs / n,
      applyMs: applyMs / n,
      followerCpuMs: e2e.followerCpuMs / n,
      followerLagMs: e2e.lagMs,
      leaderWritesPerSecond: e2e.writesPerSecond,
    };
  } finally {
    await client.end();
    await source.end();
    cluster.sql(`drop database ${name}_before`);
  }
}

/** Entries per transaction among the revisions after `from`: writes queued meanwhile share one commit. */
function entriesPerCommit(cluster, name, from) {
  const [entries, commits] = cluster
    .sql(`select count(*), count(distinct committed_at) from cal_changes where revision > ${from}`, name)
    .split('|')
    .map(Number);
  return entries / commits;
}

/** One measured run of `load` on the calendar `name`: its writes, entries per commit and the servers' CPU. */
async function measuredRun(cluster, name, pids, seconds, load) {
  const from = Number(cluster.sql('select revision from cal_state', name));
  const cpuBefore = await Promise.all(pids.map(cpuMs));
  const result = await load();
  const cpuAfter = await Promise.all(pids.map(cpuMs));
  const cpu = cpuAfter.reduce((sum, after, i) => sum + after - cpuBefore[i], 0);
  return { ...result, perCommit: entriesPerCommit(cluster, name, from), serverCpuShare: cpu / (seconds * 1000) };
}

/**
 * Peak write rate through one instance at 16 connections: new tags, then the realistic mix; then the mix through two
 * instances at 8 connections each, whose writes take turns under the one write lock.
 */
async function peakFigures(cluster, box, name, url, events, seconds) {
  const rows = [];
  const cal = await startProbedServe(url, box, { env: { CAL_CACHE: 'off' } });
  try {
    await firstTag(cal.origin);
    for (const [kind, next] of [
      ['new tags', newTagRequests()],
      ['realistic mix', writeMix(events, 3)],
    ]) {
      await writeLoad(cal.origin, next, { seconds: 0.5 });
      await settled(cal.pid);
      const run = await measuredRun(cluster, name, [cal.pid], seconds, () => writeLoad(cal.origin, next, { seconds }));
      rows.push({ events, kind, ...run });
    }
    const other = await startProbedServe(url, box, { env: { CAL_CACHE: 'off' } });
    try {
      await firstTag(other.origin);
      const mixes = [writeMix(events, 5), writeMix(events, 6)];
      const both = (length) =>
        Promise.all(
          [cal, other].map((server, i) => writeLoad(server.origin, mixes[i], { seconds: length, connections: 8 })),
        );
      await both(0.5);
      await settled(other.pid, { limitMs: 60_000 });
      const run = await measuredRun(cluster, name, [cal.pid, other.pid], seconds, async () => {
        const loads = await both(seconds);
        return {
          writes: loads[0].writes + loads[1].writes,
          rps: loads[0].rps + loads[1].rps,
          p50: Math.max(loads[0].p50, loads[1].p50),
          p99: Math.max(loads[0].p99, loads[1].p99),
        };
      });
      rows.push({ events, kind: 'realistic mix, two instances × 8 connections', ...run });
    } finally {
      await other.stop();
    }
    return rows;
  } finally {
    await cal.stop();
  }
}

function report(opts, sizes, catchUps, peaks) {
  const per10k = (row, value) => value / (row.events / 10_000);
  return [
    '# Scaling figures',
    '',
    `\`node bench/scaling.js${process.argv.length > 2 ? ` ${process.argv.slice(2).join(' ')}` : ''}\` on ${new Date().toISOString().slice(0, 10)}.`,
    `Machine: ${machine()}, PostgreSQL 15 (private cluster, fsync on), shared with other work: figures are noisy.`,
    '',
    '## Memory and start-up',
    '',
    'Memory after a full GC in the server process: as soon as it printed its API root (opened, before rendering',
    'ahead), and once every event was rendered ahead and the server was idle. Start-up: spawn until the API root is',
    `printed. Medians of ${opts.runs} runs.`,
    '',
    table(
      [
        'events',
        'start-up',
        'RSS opened',
        'heap opened',
        'render ahead',
        'RSS rendered',
        'heap rendered',
        'RSS / 10k events',
        'heap / 10k events',
      ],
      sizes.map((row) => [
        count(row.events),
        ms(row.startMs),
        mb(row.opened.rssMb),
        mb(row.opened.heapUsedMb),
        ms(row.aheadMs),
        mb(row.rendered.rssMb),
        mb(row.rendered.heapUsedMb),
        `${mb(per10k(row, row.opened.rssMb))} / ${mb(per10k(row, row.rendered.rssMb))}`,
        `${mb(per10k(row, row.opened.heapUsedMb))} / ${mb(per10k(row, row.rendered.heapUsedMb))}`,
      ]),
    ),
    '',
    `V8 heap limit of these processes: ${mb(sizes[0].heapLimitMb)}.`,
    '',
    '## Catch-up',
    '',
    'Per change-log entry of the realistic mix, applied by the real catchUp to a calendar loaded from a copy taken',
    'before the writes: all in one query; one query per entry; from memory (JSON parse and apply). Each with a read of',
    'the lists after each entry (after all of them in one query), which files what was applied. End to end: CPU of',
    'a second `cal serve` following the writes made through a first, and the time from the last write to its answer there.',
    '',
    table(
      [
        'events',
        'entries',
        'entry size',
        'one query',
        'one query per entry',
        'from memory',
        'follower CPU',
        'follower lag after the last write',
        'leader writes/s meanwhile',
      ],
      catchUps.map((row) => [
        count(row.events),
        count(row.entries),
        `${(row.entryBytes / 1024).toFixed(1)} KiB`,
        perEntry(row.bulkMs),
        perEntry(row.oneByOneMs),
        perEntry(row.applyMs),
        perEntry(row.followerCpuMs),
        ms(row.followerLagMs),
        count(row.leaderWritesPerSecond),
      ]),
    ),
    '',
    '## Peak write rate through one instance',
    '',
    `16 connections in all for ${opts.seconds} s after 0.5 s of warm-up, caches off. p50 and p99: the larger of the`,
    "two instances' where there are two; server CPU: theirs together.",
    '',
    table(
      ['events', 'writes', 'writes/s', 'p50', 'p99', 'entries per commit', 'server CPU (of one core)'],
      peaks.map((row) => [
        count(row.events),
        row.kind,
        count(row.rps),
        `${row.p50} ms`,
        `${row.p99} ms`,
        row.perCommit.toFixed(1),
        `${Math.round(row.serverCpuShare * 100)}%`,
      ]),
      ['r', 'l'],
    ),
    '',
  ].join('\n');
}

const opts = options(process.argv.slice(2));
const box = await scratch('scaling');
const cluster = startPostgres({ durable: true });
try {
  const code = await catchUpCode();
  const sizes = [];
  const catchUps = [];
  const peaks = [];
  const smallest = Math.min(...opts.sizes);
  const largest = Math.max(...opts.sizes);
  for (const events of opts.sizes) {
    const name = `scaling_${events}`;
    console.error(`scaling: ${count(events)} events…`);
    const url = await calendarDatabase(cluster, box, name, events);
    sizes.push(await sizeFigures(url, box, events, opts.runs));
    if (events === smallest || events === largest) {
      peaks.push(...(await peakFigures(cluster, box, name, url, events, opts.seconds)));
      catchUps.push(await catchUpFigures(cluster, box, code, name, url, events, opts.entries));
    }
    cluster.sql(`drop database ${name}`);
  }
  const markdown = report(opts, sizes, catchUps, peaks);
  process.stdout.write(`${markdown}\n`);
  if (opts.json)
    await writeFile(opts.json, `${JSON.stringify({ machine: machine(), sizes, catchUps, peaks }, null, 2)}\n`);
} finally {
  cluster.stop();
  await box.remove();
}
