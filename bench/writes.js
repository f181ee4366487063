// Writes as the calendar grows: durable event creates through `cal serve`, and what one event costs each index a
// write keeps in step, on calendars of 10 000 and 100 000 events side by side in the same run.
import { stat, writeFile } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { fetch } from 'undici';
import { FILED_RUN, indexCosts } from './index-costs.js';
import { newEventBodies, withServedCalendar } from './served-calendar.js';
import {
  ADMIN_AUTH,
  API,
  count,
  latency,
  median,
  medianBy,
  percent,
  postRun,
  ratio,
  settled,
  startCeiling,
  table,
  turnOrder,
  verdict,
} from './support.js';

const CREATE_TARGET = 5_000;
const CREATE_TARGET_LARGE = 4_000;
const FLAT = 0.8;

/** `use(opened)` with `cal serve` running on a calendar of each size at once, all stopped and removed after. */
async function withServedCalendars(sizes, now, use, opened = []) {
  if (opened.length === sizes.length) return use(opened);
  const size = sizes[opened.length];
  return withServedCalendar('writes', { size, now }, (cal, box) =>
    withServedCalendars(sizes, now, use, [...opened, { size, cal, box }]),
  );
}

/**
 * One served calendar made ready for creates: a first create alone (what cal answers, and the bytes its journal took
 * for it), and its durable ceiling, a bare node:http server that reads each body, appends a line as long as that one
 * and answers cal's answer once the line is on disk, lines of a turn sharing one synced write.
 */
async function readyForCreates({ size, cal, box }, now) {
  const body = newEventBodies(now);
  const journal = `${box.path('calendar.json')}.journal`;
  const before = (await stat(journal)).size;
  const sample = await fetch(`${cal.origin}${API}/events`, {
    method: 'POST',
    headers: { authorization: ADMIN_AUTH, 'content-type': 'application/json' },
    body: body(),
  });
  if (sample.status !== 201) throw new Error(`a create answered ${sample.status}`);
  const answer = await sample.text();
  const lineBytes = (await stat(journal)).size - before;
  const bodyFile = box.path('body.json');
  await writeFile(bodyFile, answer);
  const ceiling = startCeiling(bodyFile, 201, { journal: box.path('ceiling.journal'), lineBytes });
  return { size, cal, body, lineBytes, ceiling, ceilingOrigin: await ceiling.origin, runs: [] };
}

/** Creates each server takes, untimed, before the rounds: what a fresh one needs to reach its rate. */
const WARM_UP_SECONDS = 3;

/**
 * Durable creates through `cal serve` on a calendar of each size (every one fsynced before its answer), beside each
 * one's durable ceiling. The sizes take turns: each of the `rounds` runs every size, cal and then its ceiling, each
 * after its warm-up and once every server is idle, in an order reversed from one round to the next; so a slow spell
 * of the machine falls on all sizes alike. A size's rate is the median of its rounds' (its latencies those of that
 * round), as are its ceiling and its share of the ceiling; the ratio between sizes is the median of their rounds'
 * ratios.
 */
async function servedCreates(sizes, { seconds, warmup, rounds }) {
  const now = Date.now();
  return withServedCalendars(sizes, now, async (opened) => {
    const ready = [];
    try {
      for (const served of opened) ready.push(await readyForCreates(served, now));
      const creates = (origin, body, time) =>
        postRun(origin, `${API}/events`, { connections: 16, seconds: time, body });
      // cal's lists are kept in step while read: a list asked for ten times a second keeps them so at every size, as
      // on a site with visitors (a run of writes that nothing reads lets them go after a third of the calendar).
      const calRun = (one, time) => whileListRead(one.cal.origin, () => creates(one.cal.origin, one.body, time));
      // First, untimed, WARM_UP_SECONDS of every server (cal's and the ceilings) and of this process's load: a fresh
      // server's creates run at a third of their rate in their first second and reach it only in their third (1 s
      // runs: 1,431, 2,335, then 5,741-6,581/s), the code still being compiled; the first round measured after half a
      // second of warm-up was the slowest of three in four full runs of five, the ceilings' too.
      for (const one of ready) {
        await calRun(one, WARM_UP_SECONDS);
        await creates(one.ceilingOrigin, one.body, WARM_UP_SECONDS);
      }
      for (let round = 0; round < rounds; round++) {
        for (const one of turnOrder(ready, round)) {
          for (const each of ready) await settled(each.cal.pid);
          await calRun(one, warmup);
          const cal = await calRun(one, seconds / rounds);
          await settled(one.cal.pid);
          await creates(one.ceilingOrigin, one.body, warmup);
          one.runs.push({ cal, ceiling: await creates(one.ceilingOrigin, one.body, seconds / rounds) });
        }
      }
    } finally {
      await Promise.all(ready.map((one) => one.ceiling.stop()));
    }
    const [smallest] = ready;
    return ready.map((one) => {
      // The goals are rates: the median round of cal's, not the round of median share of the ceiling (which was, in
      // one run, the slowest of three at 3,375/s beside 4,802 and 5,468/s).
      const { cal } = medianBy(one.runs, (run) => run.cal.rps);
      const flat = median(one.runs.map((run, round) => run.cal.rps / smallest.runs[round].cal.rps));
      return {
        size: one.size,
        rps: cal.rps,
        p50: cal.latency.p50,
        p99: cal.latency.p99,
        lineBytes: one.lineBytes,
        ceiling: median(one.runs.map((run) => run.ceiling.rps)),
        share: median(one.runs.map((run) => run.cal.rps / run.ceiling.rps)),
        flat,
        rounds: one.runs.map((run) => ({ cal: run.cal.rps, ceiling: run.ceiling.rps })),
      };
    });
  });
}

/** Runs `work` while the first page of events is read every 100 ms; resolves with what `work` resolves to. */
async function whileListRead(origin, work) {
  let reading = true;
  const reader = (async () => {
    while (reading) {
      const answer = await fetch(`${origin}${API}/events?per_page=1`);
      if (answer.status !== 200) throw new Error(`a list read answered ${answer.status}`);
      await answer.arrayBuffer();
      await sleep(100);
    }
  })();
  try {
    return await work();
  } finally {
    reading = false;
    await reader;
  }
}

const micro = (us) => (us < 10 ? `${us.toFixed(1)} µs` : `${Math.round(us)} µs`);

export async function benchWrites({ sizes, seconds, warmup, operations, rounds = 3 }) {
  const served = await servedCreates(sizes, { seconds, warmup, rounds });
  const indexes = await indexCosts(sizes, { operations });
  const smallest = served[0];
  const createRows = served.map((row) => {
    const { flat } = row;
    const large = row !== smallest;
    const met = large ? flat >= FLAT && row.rps >= CREATE_TARGET_LARGE : row.rps >= CREATE_TARGET;
    return [
      count(row.size),
      count(row.rps),
      latency(row.p50),
      latency(row.p99),
      count(row.ceiling),
      percent(row.share),
      row.rounds.map((round) => `${count(round.cal)} of ${count(round.ceiling)}`).join('; '),
      large ? ratio(flat) : '—',
      large ? `≥ ${count(CREATE_TARGET_LARGE)}/s and ≥ ${ratio(FLAT)}` : `≥ ${count(CREATE_TARGET)}/s`,
      verdict(met),
    ];
  });
  const names = [...new Set(indexes.map((row) => row.index))];
  const indexRows = names.map((index) => {
    const [small, large] = sizes.map((size) => indexes.find((row) => row.index === index && row.size === size));
    const cells = sizes.flatMap((size) => {
      const row = indexes.find((r) => r.index === index && r.size === size);
      return [micro(row.median), micro(row.p99)];
    });
    const growth = large ? large.median / small.median : 1;
    return [index, ...cells, ratio(growth), verdict(growth <= 1.5)];
  });
  const markdown = [
    '## Writes',
    '',
    '`cal serve` (default settings) on a calendar of each size, all running, 16 connections each sending `POST /events` for ' +
      `${seconds} s in ${rounds} round${rounds === 1 ? '' : 's'} after ${WARM_UP_SECONDS} s untimed (a fresh server's code is still being compiled), each after ${warmup} s of warm-up and followed by ` +
      "the ceiling's, the sizes taking turns in each round (in an order reversed from one round to the next, so that " +
      "a slow spell of the machine falls on all of them alike; a row gives the median of its rounds: of cal's rates (with that round's latencies), of the ceilings and of cal's shares of them, and lists every round beside it), " +
      'while the first page of events is read ten times a second ' +
      '(lists that are read are kept in step with writes, as on a site with visitors): each a new event (its own ' +
      'title, day, hour, venue and category), ' +
      'answered once its journal entry is on disk (a synced write; writes waiting meanwhile share one). The ratio is the rate ' +
      "against the smallest calendar's in the same round, the median of the rounds. Beside each, under the same load " +
      "right after each of cal's runs, the durable " +
      "ceiling: a bare `node:http` server that reads each body, appends a line as long as cal's journal line for a " +
      `create (${count(served[0].lineBytes)} bytes) and sends cal's answer once the line is on disk, the lines of ` +
      "a turn sharing one synced write (O_DSYNC), as cal's do: what this machine's disk and HTTP allow before cal " +
      'does any work.',
    '',
    table(
      [
        'events',
        'creates/s',
        'p50',
        'p99',
        'ceiling',
        'of the ceiling',
        'each round (cal of ceiling)',
        'ratio',
        'target',
        'verdict',
      ],
      createRows,
      ['r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
    '',
    `What one event costs each index a write keeps in step, in process, built as reads leave it (lists, their ` +
      `leads, start keys, search texts and word blocks): ${count(operations)} new events, each timed alone (the lists' in runs, below), ` +
      'a quarter of them at a time per size, the sizes taking turns; median and p99. The facet lists of a kind (venues, organizers, categories, tags, featured) are made when a ' +
      'list first filters by it: the lists are timed with every kind made, and with none. A list files the writes ' +
      `made since it was last read when it is next read: its rows time runs of ${FILED_RUN} writes with the read ` +
      "that files them, per event (their p99 is the runs', which a collector's pause of a few milliseconds reaches). " +
      'Target: at most 1.5× from the smallest calendar to the largest (flat).',
    '',
    table(
      ['index', ...sizes.flatMap((size) => [`${count(size)}: median`, `${count(size)}: p99`]), 'growth', 'verdict'],
      indexRows,
      ['l', ...sizes.flatMap(() => ['r', 'r']), 'r', 'r'],
    ),
  ].join('\n');
  return { markdown, served, indexes };
}
