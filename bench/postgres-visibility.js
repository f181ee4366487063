// How long after a write acknowledged by one `cal serve` instance another instance on the same PostgreSQL calendar
// answers it: an event is created through one, and the other's GET of its ID is sent again and again until it is a
// 200; the time from the acknowledgment to that 200's arrival bounds the lag from above (by one poll's round trip).
// Measured with the GETs back to back and one per millisecond, and with the reader under read load from another
// process.
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { setTimeout } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { FIRST_EVENT_ID } from './calendar-fixture.js';
import { startInstances, stopInstances } from './cal-instances.js';
import {
  ADMIN_AUTH,
  API,
  count,
  DAY,
  latency,
  median,
  percent,
  percentile,
  renderedAhead,
  settled,
  table,
  wallTime,
} from './support.js';

/** A write not answered by the other instance within this long fails the benchmark: it is a fault, not a figure. */
const LIMIT_MS = 10_000;
const WARMUP_WRITES = 20;
const LOAD_CONNECTIONS = 8;
/** The pause after each 404 when the GETs are paced. */
const PACE_MS = 1;
const READ_LOAD = fileURLToPath(new URL('./read-load-child.js', import.meta.url));

/** An instance with a connection for its writes and one for its polls, each kept open. */
function probeOf(instance) {
  return {
    ...instance,
    writer: new Pool(instance.origin, { connections: 1 }),
    poller: new Pool(instance.origin, { connections: 1 }),
  };
}

/** Creates an event through `writer`; resolves to its ID once the 201 has arrived (the write is committed). */
async function createEvent(writer, title, start) {
  const { statusCode, body } = await writer.writer.request({
    method: 'POST',
    path: `${API}/events`,
    headers: { authorization: ADMIN_AUTH, 'content-type': 'application/json' },
    body: JSON.stringify({ title, start_date: wallTime(start), end_date: wallTime(start + DAY / 12) }),
  });
  const text = await body.text();
  if (statusCode !== 201) throw new Error(`${writer.name} POST /events: ${statusCode} ${text.slice(0, 300)}`);
  return JSON.parse(text).id;
}

/**
 * One write through `writer`, then `reader`'s GET of the new event sent until it answers 200 (404 until then), back to
 * back or `paceMs` after each 404. Resolves to the time from the write's acknowledgment to the 200's arrival, how many
 * GETs it took, and the round trip of each 404.
 */
async function lag(writer, reader, { title, start, paceMs }) {
  const id = await createEvent(writer, title, start);
  const acknowledged = performance.now();
  const misses = [];
  for (let polls = 1; ; polls++) {
    const sent = performance.now();
    const { statusCode, headers, body } = await reader.poller.request({ method: 'GET', path: `${API}/events/${id}` });
    await body.arrayBuffer();
    const arrived = performance.now();
    if (statusCode === 200) {
      if (headers['x-cal-instance'] !== reader.name)
        throw new Error(`event ${id}: answered by ${headers['x-cal-instance']}, not ${reader.name}`);
      return { ms: arrived - acknowledged, polls, misses };
    }
    if (statusCode !== 404) throw new Error(`${reader.name} GET /events/${id}: ${statusCode}`);
    misses.push(arrived - sent);
    if (arrived - acknowledged > LIMIT_MS)
      throw new Error(
        `event ${id}, acknowledged by ${writer.name}, still unknown to ${reader.name} after ${LIMIT_MS} ms`,
      );
    if (paceMs > 0) await setTimeout(paceMs);
  }
}

/** `writes` lags, each write through the writer `pairs(i)` names, read by the other; the first WARMUP_WRITES not kept. */
async function lags(pairs, { writes, now, paceMs = 0, label }) {
  const samples = [];
  const misses = [];
  let firstPoll = 0;
  for (let i = 0; i < WARMUP_WRITES + writes; i++) {
    const [writer, reader] = pairs(i);
    const start = now + (1 + (i % 300)) * DAY;
    const result = await lag(writer, reader, { title: `Visible ${label} ${i}`, start, paceMs });
    if (i < WARMUP_WRITES) continue;
    samples.push(result.ms);
    misses.push(...result.misses);
    if (result.polls === 1) firstPoll += 1;
  }
  return {
    writes,
    p50: median(samples),
    p99: percentile(samples, 99),
    max: Math.max(...samples),
    missRoundTrip: misses.length === 0 ? undefined : median(misses),
    firstPoll: firstPoll / writes,
  };
}

/**
 * Reads of single events by random ID on `origin` from a child process until `stop()`, which resolves to its
 * requests per second, p50 and p99.
 */
async function readLoad(origin, size) {
  const child = spawn(
    process.execPath,
    [READ_LOAD, origin, String(FIRST_EVENT_ID), String(size), String(LOAD_CONNECTIONS)],
    {
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (err += chunk));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    const onData = () => out.includes('started\n') && (child.stdout.off('data', onData), resolve());
    child.stdout.on('data', onData);
    void exited.then((code) => reject(new Error(`the read load exited early (${code}): ${err.slice(0, 300)}`)));
  });
  return {
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const code = await exited;
      const line = out.trim().split('\n').at(-1);
      if (code !== 0 || line === 'started') throw new Error(`the read load ended with ${code}: ${err.slice(0, 300)}`);
      const result = JSON.parse(line);
      if (result.failed > 0) throw new Error(`the read load: ${result.failed} requests failed`);
      return result;
    },
    kill: () => child.exitCode === null && child.kill('SIGTERM'),
  };
}

/**
 * The lag on the calendar at `location` (`size` events of bench/calendar-fixture.js), through two instances with their
 * caches on: `writes` writes alternately through each and read by the other, both idle otherwise, with the GETs back
 * to back and then paced; then `writes` through the first, read by the second while it answers reads from another
 * process.
 */
export async function visibility(location, home, { size, now, writes }) {
  const instances = await startInstances(location, home, ['a', 'b'], { CAL_CACHE: 'on' });
  const [a, b] = instances.map(probeOf);
  let load;
  try {
    await Promise.all(instances.map(renderedAhead));
    for (const instance of instances) await settled(instance.pid);
    const inTurn = (i) => (i % 2 === 0 ? [a, b] : [b, a]);
    const idle = await lags(inTurn, { writes, now, label: 'idle' });
    const paced = await lags(inTurn, { writes, now, paceMs: PACE_MS, label: 'paced' });
    load = await readLoad(b.origin, size);
    const loaded = await lags(() => [a, b], { writes, now, label: 'loaded' });
    const reads = await load.stop();
    return { idle, paced, loaded, reads };
  } finally {
    load?.kill();
    await Promise.all([a, b].flatMap((probe) => [probe.writer.close(), probe.poller.close()]));
    await stopInstances(instances);
  }
}

export function visibilityMarkdown({ idle, paced, loaded, reads }, cores) {
  const row = (what, r) => [
    what,
    count(r.writes),
    latency(r.p50),
    latency(r.p99),
    latency(r.max),
    latency(r.missRoundTrip),
    percent(r.firstPoll),
  ];
  return [
    'Visibility: an event created through one instance (answered once committed), then its `GET /events/{id}` sent to',
    'the other instance on one kept-alive connection, one at a time, until it answers 200 instead of 404. The lag is',
    'the time from the 201 to that 200: an upper bound, by one round trip (and the pause, when paced), on when the',
    `other instance held the write. ${WARMUP_WRITES} writes first are not counted; caches on (\`CAL_CACHE=on\`, the`,
    `default); a write the other has not answered within ${LIMIT_MS / 1000} s fails the run. "404 round trip" is the`,
    'median of the GETs that missed, the resolution of the measure; "first GET" how often the first GET already found',
    `it. On ${cores} cores, GETs sent back to back keep the poller and the reading instance busy beside PostgreSQL,`,
    "which must still deliver the commit's notice to the reader and answer its catch-up query; the paced row (a",
    `pause of ${PACE_MS} ms after each 404) shows how much of the tail that costs.`,
    '',
    table(
      ['case', 'writes', 'lag p50', 'lag p99', 'lag max', '404 round trip', 'first GET'],
      [
        row('writes through each in turn, read through the other with GETs back to back, both idle otherwise', idle),
        row(`the same with a pause of ${PACE_MS} ms after each 404`, paced),
        row(
          `writes through one, read through the other with GETs back to back while it serves ${LOAD_CONNECTIONS} connections of single-event reads (${count(reads.rps)} req/s, p99 ${latency(reads.p99)}) from another process`,
          loaded,
        ),
      ],
      ['l'],
    ),
  ].join('\n');
}
