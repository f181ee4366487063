// Recurring events: `cal import` of an iCalendar file, embedded, beside the NDJSON import of the same events, each
// timed as the Import section's embedded row (bench/import.js): the whole `cal --data FILE import` process, into a
// new calendar file. Alone: `node bench/import-ics.js [occurrences]` (after `npm run build`) prints the section.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { clearInterval, clearTimeout, setInterval, setTimeout } from 'node:timers';
import { fileURLToPath } from 'node:url';
import { JsonFileStore } from '../dist/bundle/store.cjs';
import { occurrenceTimes, windowOf, writeSeparate, writeSeries, ZONE } from './ics-fixture.js';
import { BIN, cleanEnv, count, cpuTicks, expectOk, ms, ratio, scratch, table, verdict } from './support.js';

/** At most this many times the NDJSON import of the same events. */
const TARGET_RATIO = 1.5;
/** An import still running after this long is stopped (as in bench/import.js), and the run fails. */
const LIMIT_MS = 120_000;

/** The fields both imports must store alike, per slug; linked venues by name and address. */
async function storedEvents(file) {
  const [events, venues] = await Promise.all([
    JsonFileStore.readCollection(file, 'events'),
    JsonFileStore.readCollection(file, 'venues'),
  ]);
  const venueById = new Map(venues.map((venue) => [venue.id, `${venue.title} | ${venue.address}`]));
  return new Map(
    events.map((event) => [
      event.slug,
      JSON.stringify([
        event.title,
        event.description,
        event.excerpt,
        event.status,
        event.start_date,
        event.end_date,
        event.utc_start_date,
        event.utc_end_date,
        event.timezone,
        event.all_day,
        event.ical_uid,
        event.venues.map((id) => venueById.get(id)),
        event.organizers.length,
        event.categories.length,
        event.tags.length,
      ]),
    ]),
  );
}

/** Fails when the two calendars differ in an event (by slug) or in one of its fields. */
async function expectSame(ndjsonFile, icsFile, what) {
  const [expected, got] = await Promise.all([storedEvents(ndjsonFile), storedEvents(icsFile)]);
  for (const [slug, fields] of expected) {
    if (got.get(slug) !== fields)
      throw new Error(`${what}: the event ${slug} differs: NDJSON ${fields}, iCalendar ${got.get(slug) ?? 'none'}`);
  }
  if (got.size !== expected.size)
    throw new Error(`${what}: ${got.size} events from iCalendar, ${expected.size} from NDJSON`);
}

/** Clock ticks are 1/100 s on Linux (as bench/hostile-bodies.js reads them). */
const TICK_MS = 10;

/**
 * As runTimed (support.js), with which the Import section times its rows: wall time from spawn to exit, the child
 * stopped after `limitMs`. Beside it, the child's CPU time (user and system) read from /proc every 20 ms while it
 * runs; the last reading before its exit, so up to 20 ms short. This machine's cores may be shared with other work,
 * which moves CPU time less than wall time.
 */
function runTimedWithCpu(command, args, { env, cwd, limitMs }) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    let stopped = false;
    let ticks;
    const sampler = setInterval(() => {
      void cpuTicks(child.pid).then((now) => {
        if (now !== undefined) ticks = Math.max(ticks ?? 0, now);
      });
    }, 20);
    const timer = setTimeout(() => {
      stopped = true;
      child.kill('SIGTERM');
    }, limitMs);
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      clearInterval(sampler);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      resolve({
        code,
        ms,
        cpuMs: ticks === undefined ? undefined : ticks * TICK_MS,
        stopped,
        stdout: Buffer.concat(out).toString(),
        stderr: Buffer.concat(err).toString(),
      });
    });
  });
}

/** `cal --data FILE import INPUT [flags]` into a new calendar file: wall and CPU time, and the events stored. */
async function importEmbedded(box, calendar, input, flags, expected) {
  const file = box.path(calendar);
  const result = expectOk(
    await runTimedWithCpu(process.execPath, [BIN, '--data', file, 'import', input, ...flags], {
      env: cleanEnv(box.dir),
      cwd: box.dir,
      limitMs: LIMIT_MS,
    }),
    `embedded cal import ${input}`,
  );
  if (result.stopped) throw new Error(`cal import ${input} still ran after ${LIMIT_MS / 1000} s`);
  const stored = (await JsonFileStore.readCollection(file, 'events')).length;
  if (stored !== expected) throw new Error(`cal import ${input} stored ${stored} of ${expected} events`);
  return { ms: result.ms, cpuMs: result.cpuMs, file };
}

export async function benchImportIcs({ occurrences = 20_000 } = {}) {
  const box = await scratch('import-ics');
  try {
    const times = occurrenceTimes(occurrences);
    const window = windowOf(times);
    const flags = ['--from', window.from, '--until', window.until, '--max-occurrences', String(occurrences)];
    await writeSeries(box.path('series.ics'), box.path('series.ndjson'), times);
    await writeSeparate(box.path('separate.ics'), box.path('separate.ndjson'), times);
    const pairs = [
      {
        name: 'series',
        ndjson: `NDJSON, ${count(occurrences)} records: the series' occurrences (baseline)`,
        ics: `.ics, one VEVENT whose RRULE gives ${count(occurrences)} occurrences`,
      },
      {
        name: 'separate',
        ndjson: `NDJSON, ${count(occurrences)} records: the separate VEVENTs' events (baseline)`,
        ics: `.ics, ${count(occurrences)} VEVENTs, each an event of its own`,
      },
    ];
    const rows = [];
    for (const pair of pairs) {
      // The baseline first, then the iCalendar file, one after the other in the same run.
      const base = await importEmbedded(
        box,
        `${pair.name}-ndjson.json`,
        box.path(`${pair.name}.ndjson`),
        [],
        occurrences,
      );
      const ics = await importEmbedded(box, `${pair.name}-ics.json`, box.path(`${pair.name}.ics`), flags, occurrences);
      await expectSame(base.file, ics.file, pair.name);
      const share = ics.ms / base.ms;
      rows.push({ label: pair.ndjson, ms: base.ms, cpuMs: base.cpuMs });
      rows.push({
        label: pair.ics,
        ms: ics.ms,
        cpuMs: ics.cpuMs,
        ratio: share,
        cpuRatio: ics.cpuMs / base.cpuMs,
        met: share <= TARGET_RATIO,
      });
    }
    const markdown = [
      '## Import of recurring events (iCalendar)',
      '',
      `${count(occurrences)} events at the same times (eight a day from 2027-01-01, 75 minutes each, in ${ZONE}),`,
      'each file into a new calendar with `cal --data FILE import`, embedded, the whole process timed as in "Import":',
      `one VEVENT whose \`RRULE:FREQ=DAILY;BYHOUR=…;COUNT=${occurrences}\` gives them (with \`--from ${window.from}`,
      `--until ${window.until} --max-occurrences ${occurrences}\`), and as many VEVENTs of their own (distinct UIDs,`,
      'varied titles, descriptions of two to seven sentences, LOCATION on about 45%). Before each, the NDJSON file of the',
      'records cal reads from that iCalendar file (title, dates, zone, slug, uid, description, status, venue) is',
      'imported the same way; both calendars are then checked to hold the same events. The ratio is to that NDJSON',
      `import in the same run. Target: at most ${TARGET_RATIO}× its time. The last columns, without a target, are the`,
      "process's CPU time (user and system, from /proc) and its ratio: a second reading when the machine is busy.",
      '',
      table(
        ['file', 'time', 'events/s', 'ratio', 'target', 'verdict', 'CPU time', 'CPU ratio'],
        rows.map((r) => [
          r.label,
          ms(r.ms),
          count(occurrences / (r.ms / 1000)),
          r.ratio === undefined ? '1.00× (baseline)' : ratio(r.ratio),
          r.ratio === undefined ? '—' : `≤ ${TARGET_RATIO}×`,
          r.ratio === undefined ? '—' : verdict(r.met),
          r.cpuMs === undefined ? '—' : ms(r.cpuMs),
          r.ratio === undefined ? '—' : Number.isFinite(r.cpuRatio) ? ratio(r.cpuRatio) : '—',
        ]),
        ['l'],
      ),
    ].join('\n');
    return { markdown, rows };
  } finally {
    await box.remove();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const occurrences = process.argv[2] === undefined ? undefined : Number(process.argv[2]);
  const { markdown } = await benchImportIcs(occurrences === undefined ? {} : { occurrences });
  process.stdout.write(`${markdown}\n`);
}
