// Shared pieces of the scaling measurements (bench/scaling.js) and simulation (bench/scaling-simulation.js): a
// calendar of a given size in a database of a private cluster, `cal serve` on it with a memory probe, a mix of
// realistic writes for autocannon, and the real catch-up code bundled for use from plain node.
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { readFile, rm } from 'node:fs/promises';
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import autocannon from 'autocannon';
import { FIRST_EVENT_ID } from './calendar-fixture.js';
import { copiedCalendar } from './copied-calendar.js';
import { ADMIN_AUTH, ADMIN_PASSWORD, API, BIN, DAY, cleanEnv, lcg, startChild, wallTime } from './support.js';

const PROBE = new URL('./scaling-memory-probe.js', import.meta.url).href;
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** A database on `cluster` holding the fixture calendar of `events` events (copied in by `cal store copy`). */
export async function calendarDatabase(cluster, box, name, events) {
  const { file, url } = await copiedCalendar(cluster, box, name, { events, now: Date.now() });
  // Large: the database holds it now.
  await rm(file);
  return url;
}

/**
 * `cal serve --port 0 --data URL` with the memory probe loaded (bench/scaling-memory-probe.js): `memory()` makes
 * it collect garbage and report its memory. Resolves once it printed its API root, with how long that took.
 */
export async function startProbedServe(url, box, { name, env = {} } = {}) {
  const memoryFile = box.path(`memory-${process.hrtime.bigint()}.json`);
  const args = ['--expose-gc', '--import', PROBE, BIN, '--data', url, 'serve', '--port', '0'];
  if (name) args.push('--instance-name', name);
  const begun = performance.now();
  const child = startChild(process.execPath, args, {
    env: cleanEnv(box.dir, { CAL_ADMIN_PASSWORD: ADMIN_PASSWORD, SCALING_MEMORY_FILE: memoryFile, ...env }),
    cwd: box.dir,
  });
  const apiRoot = await child.ready;
  const startMs = performance.now() - begun;
  return {
    origin: new URL(apiRoot).origin,
    startMs,
    pid: child.child.pid,
    stderr: () => child.stderr(),
    stop: () => child.stop(),
    /** RSS and V8 heap (used, total) in MiB after a full garbage collection in the server process. */
    async memory() {
      await rm(memoryFile, { force: true });
      process.kill(child.child.pid, 'SIGUSR2');
      for (let waited = 0; waited < 30_000; waited += 20) {
        if (existsSync(memoryFile)) {
          const text = await readFile(memoryFile, 'utf8').catch(() => '');
          if (text.endsWith('\n')) return JSON.parse(text);
        }
        await sleep(20);
      }
      throw new Error('the memory probe did not answer');
    },
  };
}

/** CPU time (user + system) of process `pid` in milliseconds, from /proc. */
export async function cpuMs(pid) {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** A new object each time: autocannon writes the body's length into the headers it is given. */
const json = () => ({ authorization: ADMIN_AUTH, 'content-type': 'application/json' });

/** Mixes made so far: the names each makes (tags, organizers) are its own. */
let mixes = 0;

/**
 * The realistic write mix, drawn with a fixed seed, against a fixture calendar of `events` events:
 * - 45%: a new event with a description, a cost, an existing venue and organizer, a category and two tags;
 * - 10%: a new event with a new venue given inline (two records in one write);
 * - 35%: an update of an existing event (its title and description, or its tags and cost);
 * -  5%: a new tag; 5%: a new organizer.
 * Each request is a whole autocannon request (method, path, body).
 */
export function writeMix(events, seed = 1) {
  const rand = lcg(seed);
  const run = `${process.pid}-${++mixes}`;
  const pick = (n) => Math.floor(rand() * n);
  const now = Date.now();
  let made = 0;
  const tag = () => 21 + pick(50);
  const description = (n) =>
    `An evening of music and talks (${n}). Doors open half an hour before; seats are not numbered.\n` +
    'Bring your own cushion. The venue is reachable by bus and train; there is no parking nearby.';
  const newEvent = (extra) => {
    const start = now + (1 + pick(365)) * DAY + pick(48) * 1_800_000;
    return {
      title: `Scaling event ${run}-${++made}`,
      description: description(made),
      start_date: wallTime(start),
      end_date: wallTime(start + 7_200_000),
      cost: String(5 + pick(30)),
      categories: [1 + pick(20)],
      tags: [tag(), tag()],
      ...extra,
    };
  };
  return () => {
    const r = rand();
    if (r < 0.45)
      return {
        method: 'POST',
        path: `${API}/events`,
        headers: json(),
        body: JSON.stringify(newEvent({ venue: 1 + pick(200), organizer: [201 + pick(50)] })),
      };
    if (r < 0.55) {
      const venue = {
        venue: `Scaling hall ${run}-${made + 1}`,
        city: 'Vic',
        country: 'Spain',
        address: '1 Plaça Major',
      };
      return {
        method: 'POST',
        path: `${API}/events`,
        headers: json(),
        body: JSON.stringify(newEvent({ venue, organizer: [201 + pick(50)] })),
      };
    }
    if (r < 0.9) {
      const id = FIRST_EVENT_ID + pick(events);
      const change =
        rand() < 0.5
          ? { title: `Updated event ${id} ${++made}`, description: description(made) }
          : { tags: [tag(), tag(), tag()], cost: String(pick(40)) };
      return { method: 'POST', path: `${API}/events/${id}`, headers: json(), body: JSON.stringify(change) };
    }
    if (r < 0.95)
      return {
        method: 'POST',
        path: `${API}/tags`,
        headers: json(),
        body: JSON.stringify({ name: `scaling tag ${run}-${++made}` }),
      };
    return {
      method: 'POST',
      path: `${API}/organizers`,
      headers: json(),
      body: JSON.stringify({ organizer: `Scaling organizer ${run}-${++made}`, email: `o${made}@example.org` }),
    };
  };
}

/** New tags, each different: the lightest write. */
export function newTagRequests() {
  const run = `${process.pid}-${++mixes}`;
  let made = 0;
  return () => ({
    method: 'POST',
    path: `${API}/tags`,
    headers: json(),
    body: JSON.stringify({ name: `scaling tag ${run}-${++made}` }),
  });
}

/** Writes from `next()` at 16 connections for `seconds` (or `amount` writes); every answer must be a 2xx. */
export async function writeLoad(origin, next, { seconds, amount, connections = 16 }) {
  let refused;
  const result = await autocannon({
    url: origin,
    connections,
    ...(amount === undefined ? { duration: seconds } : { amount }),
    requests: [
      {
        setupRequest: (request) => ({ ...request, ...next() }),
        onResponse: (status, body) => {
          if (status >= 300) refused ??= `${status} ${body.slice(0, 300)}`;
        },
      },
    ],
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0)
    throw new Error(
      `writes: ${failed} of ${result.requests.total} failed (${JSON.stringify(result.statusCodeStats)}, errors ${result.errors}, timeouts ${result.timeouts}); the first: ${refused}`,
    );
  return {
    writes: result.requests.total,
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/**
 * The indexes a serving instance holds, built as its render ahead and first requests build them: the start order
 * and its search word indexes, and the slug and name lookups. An entry applied updates them too.
 */
export function servedState(state) {
  state.eventsByStart().prepare();
  state.eventsByStart().prepareSearch(Infinity);
  for (const collection of ['events', 'venues', 'organizers', 'categories', 'tags']) state.findBySlug(collection, '');
  for (const collection of ['venues', 'organizers', 'categories', 'tags']) state.findByName(collection, '');
  return state;
}

/**
 * A read of the lists, which files the writes applied since the last one (src/store/indexes/listing-index.ts): the
 * catch-up's figures count each entry filed as an instance with visitors files it.
 */
export function listsRead(state) {
  state.eventsByStart().part('publish', false, undefined);
}

/**
 * The real catch-up code (src/store/postgres/catch-up.ts) with what it needs around it (loadCalendar, connect,
 * the journal entry check), bundled by esbuild into dist/ for plain node; resolves to its exports.
 */
export async function catchUpCode() {
  const outfile = `${ROOT}dist/bench-scaling/catch-up.cjs`;
  await build({
    absWorkingDir: ROOT,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    logLevel: 'warning',
    external: ['pg-native'],
    stdin: {
      contents: [
        "export { catchUp } from './src/store/postgres/catch-up.ts';",
        "export { loadCalendar } from './src/store/postgres/load-calendar.ts';",
        "export { connect } from './src/store/postgres/connect.ts';",
      ].join('\n'),
      resolveDir: ROOT,
      loader: 'ts',
    },
    outfile,
  });
  const module = await import(outfile);
  return module.default ?? module;
}

/**
 * A stand-in for the database's connection that answers catchUp's query with one entry, the log's last: what a
 * follower reads when each notice finds one new entry. `entry` as pg gives it (parsed JSON).
 */
export function oneEntryLog(revision, entry) {
  const rows = [
    { head: String(revision), revision: null, entry: null },
    { head: null, revision: String(revision), entry },
  ];
  return { query: () => Promise.resolve({ rows }) };
}
