// `cal serve` on a benchmark calendar, ready: what the server and write benchmarks measure.
import { writeFile } from 'node:fs/promises';
import { writeCalendar } from './calendar-fixture.js';
import { DAY, medianBy, renderedAhead, scratch, settled, startCeiling, startServe, wallTime } from './support.js';

/**
 * `cal serve` on a new calendar of `size` events (bench/calendar-fixture.js, made at `now`) in a scratch folder, once
 * it has rendered its events ahead (CAL_CACHE=on, the default, said aloud so that it says when): the steady state.
 * Runs `use(cal, box)` and stops and removes everything after.
 */
export async function withServedCalendar(name, { size, now }, use) {
  const box = await scratch(`${name}-${size}`);
  try {
    const file = box.path('calendar.json');
    await writeCalendar(file, { events: size, now });
    const cal = await startServe(file, box.dir, { CAL_CACHE: 'on' });
    try {
      await renderedAhead(cal);
      return await use(cal, box);
    } finally {
      await cal.stop();
    }
  } finally {
    await box.remove();
  }
}

/** Of rounds of cal's run and its ceiling's ({ cal, ceiling }, each with its rps), the round of median ratio. */
export function medianRatioRun(runs) {
  return medianBy(runs, (run) => run.cal.rps / run.ceiling.rps);
}

/**
 * cal's server and the bare ceiling server (answering `body` with `status`, in `box`; with `durable`, each answer once
 * a journal line is on disk: ceiling-server.js) under the same load, at each number of `connections` (1 and 16 unless
 * given); `load(origin, connections, seconds)` is one autocannon run. The `seconds` are spent in `rounds`
 * turns of cal's run and then the ceiling's, each after its warm-up and once cal is idle; a row for each number of
 * connections is the round of median ratio: { connections, cal, ceiling }. Rounds side by side in time meet the
 * machine's spells alike, where one long run of each met two spells.
 */
export async function againstCeiling(
  cal,
  box,
  { status, body, seconds, warmup, rounds = 1, connections: counts = [1, 16], durable },
  load,
) {
  const bodyFile = box.path('body.json');
  await writeFile(bodyFile, body);
  const ceiling = startCeiling(bodyFile, status, durable);
  const rows = [];
  try {
    const ceilingOrigin = await ceiling.origin;
    for (const connections of counts) {
      const runs = [];
      for (let round = 0; round < rounds; round++) {
        // Each run starts once cal is idle: see settled().
        await settled(cal.pid);
        await load(cal.origin, connections, warmup);
        const measured = await load(cal.origin, connections, seconds / rounds);
        await settled(cal.pid);
        await load(ceilingOrigin, connections, warmup);
        runs.push({ connections, cal: measured, ceiling: await load(ceilingOrigin, connections, seconds / rounds) });
      }
      rows.push(medianRatioRun(runs));
    }
  } finally {
    await ceiling.stop();
  }
  return rows;
}

/** Bodies of new events, one per call: each another title, day, hour, venue and category (of the fixture's). */
export function newEventBodies(now) {
  let created = 0;
  return () => {
    created += 1;
    const start = now + (1 + (created % 300)) * DAY + (created % 24) * 3_600_000;
    return JSON.stringify({
      title: `Bench event ${created}`,
      start_date: wallTime(start),
      end_date: wallTime(start + 7_200_000),
      venue: 1 + (created % 200),
      categories: [1 + (created % 20)],
    });
  };
}
