// Import: 10 000 events from NDJSON with `cal import`, embedded (the file itself) and against `cal serve`.
import { JsonFileStore } from '../dist/bundle/store.cjs';
import { writeImportFile } from './import-fixture.js';
import { slowSyncEnv } from './slow-sync.js';
import {
  ADMIN_PASSWORD,
  BIN,
  cleanEnv,
  count,
  expectOk,
  medianBy,
  ms,
  runTimed,
  scratch,
  startServe,
  table,
  verdict,
} from './support.js';

/**
 * Embedded 2 s and through `cal serve` 4 s (its writes in WordPress batches), as the writes issue asks; generating
 * "a few seconds". In milliseconds.
 */
const TARGETS = { embedded: 2_000, served: 4_000, generated: 5_000 };
/** How many times each mode runs; its row is the median run. */
const RUNS = 3;

/** An import still running after this long is stopped, so the whole bench keeps within its time. */
const LIMITS = { embedded: 120_000, served: 150_000, generated: 120_000 };

async function eventsIn(file) {
  const store = await JsonFileStore.open(file);
  try {
    return store.count('events');
  } finally {
    await store.close();
  }
}

/** `slow`: the environment of a disk with slow flushes (slow-sync.js), for a calendar file of its own. */
async function embedded(box, input, _events, run, slow) {
  const file = box.path(`${slow ? 'embedded-slow-flushes' : 'embedded'}-${run}.json`);
  const args = [BIN, '--data', file, 'import', input];
  const env = cleanEnv(box.dir, slow ?? {});
  const result = expectOk(
    await runTimed(process.execPath, args, { env, cwd: box.dir, limitMs: LIMITS.embedded }),
    'embedded cal import',
  );
  return { ms: result.ms, stopped: result.stopped, events: await eventsIn(file) };
}

/** A disk whose flushes take this much longer than this machine's, for the row without a target. */
const SLOW_FLUSH_MS = 5;

/** The slow-flush shim, built once per scratch folder. */
const slowShims = new Map();

/** The embedded import again on a disk with slow flushes; skipped, with the reason, where it cannot be made. */
async function embeddedSlowFlushes(box, input, events, run) {
  if (!slowShims.has(box.dir)) slowShims.set(box.dir, slowSyncEnv(box.dir, SLOW_FLUSH_MS));
  const slow = await slowShims.get(box.dir);
  if (!slow.env) return { skipped: slow.reason };
  return embedded(box, input, events, run, slow.env);
}

async function served(box, input, _events, run) {
  const file = box.path(`served-${run}.json`);
  const server = await startServe(file, box.dir);
  let result;
  try {
    const env = cleanEnv(box.dir, { CAL_USER: 'admin', CAL_PASSWORD: ADMIN_PASSWORD });
    const args = [BIN, '--url', server.origin, 'import', input];
    result = expectOk(
      await runTimed(process.execPath, args, { env, cwd: box.dir, limitMs: LIMITS.served }),
      'cal import against cal serve',
    );
  } finally {
    await server.stop();
  }
  return { ms: result.ms, stopped: result.stopped, events: await eventsIn(file) };
}

/** `cal generate` writes as many events (with their venues, organizers and terms) into a new calendar file. */
async function generated(box, _input, events, run) {
  const file = box.path(`generated-${run}.json`);
  const args = [BIN, '--data', file, 'generate', '--events', String(events), '--seed', '1'];
  const result = expectOk(
    await runTimed(process.execPath, args, { env: cleanEnv(box.dir), cwd: box.dir, limitMs: LIMITS.generated }),
    'embedded cal generate',
  );
  return { ms: result.ms, stopped: result.stopped, events: await eventsIn(file) };
}

export async function benchImport({ events = 10_000 } = {}) {
  const box = await scratch('import');
  try {
    const input = box.path('events.ndjson');
    await writeImportFile(input, { events, now: Date.now() });
    const rows = [];
    const modes = [
      { mode: 'embedded', run: embedded, label: '`cal --data FILE import` (embedded)' },
      {
        mode: 'slow-flushes',
        run: embeddedSlowFlushes,
        label: `the same on a disk whose flushes take ${SLOW_FLUSH_MS} ms more (no target)`,
      },
      { mode: 'served', run: served, label: '`cal --url URL import` against `cal serve`' },
      {
        mode: 'generated',
        run: generated,
        label: `\`cal --data FILE generate --events ${events}\` (embedded, generating included)`,
      },
    ];
    // Each mode RUNS times, the modes taking turns, so that a slow spell of the host does not fall on one mode alone;
    // a row is its median run, and lists every run.
    const runs = new Map(modes.map(({ mode }) => [mode, []]));
    for (let turn = 0; turn < RUNS; turn++)
      for (const { mode, run } of modes) {
        const measured = await run(box, input, events, turn);
        if (!measured.skipped && !measured.stopped && measured.events !== events)
          throw new Error(`${mode} import stored ${measured.events} of ${events} events`);
        runs.get(mode).push(measured);
      }
    for (const { mode, label } of modes) {
      const measuredRuns = runs.get(mode);
      const skipped = measuredRuns.find((measured) => measured.skipped);
      if (skipped) {
        rows.push({ mode, label, skipped: skipped.skipped });
        continue;
      }
      const { ms: took, stopped, events: stored } = medianBy(measuredRuns, (measured) => measured.ms);
      const rate = stored / (took / 1000);
      rows.push({
        mode,
        label,
        ms: took,
        runs: measuredRuns.map((measured) => measured.ms),
        stopped,
        stored,
        rate,
        target: TARGETS[mode],
        met: TARGETS[mode] === undefined ? undefined : !stopped && took <= TARGETS[mode],
      });
    }
    const time = (r) =>
      r.stopped
        ? `stopped at ${ms(r.ms)} with ${count(r.stored)} events (all would take ~${ms((events / r.rate) * 1000)})`
        : ms(r.ms);
    const markdown = [
      '## Import',
      '',
      `${count(events)} new events from one NDJSON file (each with a venue, an organizer, a category and two tags, out of`,
      '200 venues, 50 organizers, 20 categories and 50 tags), into an empty calendar; the whole `cal import` process',
      `is timed, and the events the calendar holds afterwards are counted. Each row runs ${RUNS} times, into a new calendar`,
      "each time, the rows taking turns (the host's speed moves by a third within minutes); it shows its median run. An import still running after",
      `${LIMITS.embedded / 1000} s (embedded) or ${LIMITS.served / 1000} s (served) is stopped there and its rate extrapolated.`,
      `The second row is the first again with every flush to disk made ${SLOW_FLUSH_MS} ms longer (fdatasync, fsync and writes to a`,
      'file opened for synced writes, slowed by bench/slow-sync.c through LD_PRELOAD), as on a slower disk than this one: the writes of an import wait for',
      'their flushes, and how many share each decides what a slower disk costs.',
      'The last row is `cal generate` making as many events (seed 1, with its venues, organizers and terms) and',
      'writing them into a new calendar file, generating included.',
      '',
      table(
        ['mode', 'time (median run)', 'each run', 'events/s', 'target', 'verdict'],
        rows.map((r) =>
          r.skipped
            ? [r.label, `skipped: ${r.skipped}`, '—', '—', '—', '—']
            : [
                r.label,
                time(r),
                r.runs.map((one) => ms(one)).join(', '),
                count(r.rate),
                r.target === undefined ? '—' : `≤ ${r.target / 1000} s`,
                r.met === undefined ? '—' : verdict(r.met),
              ],
        ),
        ['l'],
      ),
    ].join('\n');
    return { markdown, rows };
  } finally {
    await box.remove();
  }
}
