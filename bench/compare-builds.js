// Two builds of cal taking turns in one process: the API app's main-thread time per event create, called in process
// (no HTTP), for changes to the write path. This machine's speed moves by a third from one minute to the next, so two
// bench runs minutes apart cannot tell a change of a few percent; builds taking turns in one process meet the same
// spells. Not part of `npm run bench`: it measures a change, not cal.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCalendar } from './calendar-fixture.js';
import { newEventBodies } from './served-calendar.js';
import { API, median, scratch, turnOrder } from './support.js';

const USAGE = `usage: node bench/compare-builds.js OTHER_DIR [--full] [--rounds N] [--events N]
  OTHER_DIR   another checkout of cal, built (dist/bundle); this checkout's build is the first
  --full      creates ask for the full answer, as cal serve's clients do (else a minimal one, as imports do)
  --rounds    turns of each build (default 12), each of 1,500 creates after 3,000 of warm-up
  --events    the calendar's size before the creates (default 10,000)`;

const PER_ROUND = 1_500;
const WARM_UP = 3_000;
const CONNECTIONS = 16;

function options() {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: {
        full: { type: 'boolean', default: false },
        rounds: { type: 'string', default: '12' },
        events: { type: 'string', default: '10000' },
      },
    });
    const [other] = positionals;
    const rounds = Number(values.rounds);
    const events = Number(values.events);
    if (positionals.length !== 1 || !(rounds > 0) || !(events >= 0)) throw new Error('expected one OTHER_DIR');
    return { other: resolve(other), full: values.full, rounds, events };
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
}

/** A build's app on a calendar of its own, made from the same fixture at the same instant as the other's. */
async function openBuild(dir, box, index, { events, now }) {
  const { createApp, JsonFileStore } = await import(resolve(dir, 'dist/bundle/app.cjs'));
  const file = box.path(`calendar-${index}.json`);
  await writeCalendar(file, { events, now });
  const store = await JsonFileStore.open(file);
  const app = createApp({ store, siteUrl: 'http://localhost', embedded: true });
  /** @type {number[]} */
  const samples = [];
  return { dir, store, app, body: newEventBodies(now), samples };
}

/** `count` creates, CONNECTIONS at a time, each a new event; each must be answered 201. */
async function creates(build, count, headers) {
  let sent = 0;
  const client = async () => {
    while (sent < count) {
      sent += 1;
      const answer = await build.app.handle({ method: 'POST', url: `${API}/events`, headers, body: build.body() });
      if (answer.status !== 201) throw new Error(`${build.dir}: a create answered ${answer.status}`);
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, client));
}

const opts = options();
const here = fileURLToPath(new URL('..', import.meta.url));
const headers = { 'content-type': 'application/json', ...(opts.full ? {} : { prefer: 'return=minimal' }) };
const box = await scratch('compare-builds');
try {
  const now = Date.now();
  const builds = [];
  for (const [index, dir] of [here, opts.other].entries())
    builds.push(await openBuild(dir, box, index, { ...opts, now }));
  for (const build of builds) await creates(build, WARM_UP, headers);
  for (let round = 0; round < opts.rounds; round++) {
    // Each build goes first in every other round, so neither always meets the other's garbage.
    for (const build of turnOrder(builds, round)) {
      const before = performance.eventLoopUtilization();
      await creates(build, PER_ROUND, headers);
      build.samples.push((performance.eventLoopUtilization(before).active / PER_ROUND) * 1000);
    }
  }
  console.log(`main-thread µs per create (${opts.full ? 'full answers' : 'minimal answers'}, ${opts.rounds} rounds)`);
  for (const build of builds) {
    const mean = build.samples.reduce((sum, sample) => sum + sample, 0) / build.samples.length;
    console.log(`${build.dir}: median ${median(build.samples).toFixed(1)}, mean ${mean.toFixed(1)}`);
    await build.store.close();
  }
} finally {
  await box.remove();
}
