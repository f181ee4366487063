// Store: start-up time and resident memory of a process opening the calendar, and the cost of one write, by size.
import { fileURLToPath } from 'node:url';
import { writeCalendar } from './calendar-fixture.js';
import { expectOk, median, ms, percentile, ratio, runTimed, scratch, startChild, table, verdict } from './support.js';

const CHILD = fileURLToPath(new URL('./open-store-child.js', import.meta.url));
const { fetch } = globalThis;
const FOLD_CHILD = fileURLToPath(new URL('./fold-child.js', import.meta.url));
/** Requests made while the journal is folded into the snapshot wait at most this long (p99). */
const FOLD_P99_MS = 50;
/** Requests in flight at once during a fold. */
const CONNECTIONS = 4;
/** Writes cost the same on a big calendar as on a small one: the journal grows by the change alone. */
const FLAT = 1.5;

/** Reads of single events, a few at a time from this process, while the child folds its store. */
async function latencyDuringFold(file, events) {
  const server = startChild(process.execPath, [FOLD_CHILD, file]);
  try {
    const origin = await server.ready;
    const latencies = [];
    let folding = true;
    const client = async (first) => {
      // The fixture's events follow its 200 venues and 50 organizers.
      for (let i = first; folding; i += CONNECTIONS) {
        const begun = process.hrtime.bigint();
        const response = await fetch(`${origin}/${251 + (i % events)}`);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`fold-child answered ${response.status}`);
        latencies.push(Number(process.hrtime.bigint() - begun) / 1e6);
      }
    };
    // Connections opened (and fetch loaded) before the fold, so that only the fold is measured.
    await Promise.all(
      Array.from({ length: CONNECTIONS + 1 }, () => fetch(`${origin}/251`).then((r) => r.arrayBuffer())),
    );
    const fold = fetch(`${origin}/fold`, { method: 'POST' }).then((response) => response.json());
    const clients = Array.from({ length: CONNECTIONS }, (_, n) => client(n));
    const { foldMs } = await fold;
    folding = false;
    await Promise.all(clients);
    if (latencies.length === 0) throw new Error('no request was answered during the fold');
    return { foldMs, latencies };
  } finally {
    await server.stop();
  }
}

export async function benchStore({ sizes = [10_000, 100_000], writes = 200 } = {}) {
  const rows = [];
  for (const size of sizes) {
    const box = await scratch(`store-${size}`);
    try {
      const file = box.path('calendar.json');
      await writeCalendar(file, { events: size, now: Date.now() });
      const result = expectOk(
        await runTimed(process.execPath, ['--expose-gc', CHILD, file, String(writes)]),
        'open-store-child',
      );
      const child = JSON.parse(result.stdout);
      if (child.events !== size) throw new Error(`the store opened ${child.events} of ${size} events`);
      const fold = await latencyDuringFold(file, size);
      rows.push({
        size,
        openMs: child.openMs,
        rssMb: child.rssMb,
        writeMedian: median(child.writes),
        writeP99: percentile(child.writes, 99),
        foldMs: fold.foldMs,
        foldRequests: fold.latencies.length,
        foldP99: percentile(fold.latencies, 99),
        foldMax: Math.max(...fold.latencies),
      });
    } finally {
      await box.remove();
    }
  }
  const first = rows[0];
  const last = rows.at(-1);
  const growth = last.writeMedian / first.writeMedian;
  const markdown = [
    '## Store',
    '',
    'A fresh process opens the calendar file (the JSON snapshot; no journal yet) and reports the time `open` took and',
    `its resident memory after a full GC; it then makes ${writes} single writes (one tag each: journal append and fsync).`,
    '',
    table(
      ['events', 'open', 'resident memory', 'write median', 'write p99'],
      rows.map((r) => [
        r.size.toLocaleString('en-US'),
        ms(r.openMs),
        `${r.rssMb.toFixed(0)} MB`,
        ms(r.writeMedian),
        ms(r.writeP99),
      ]),
    ),
    '',
    table(
      ['write cost', 'value', 'target', 'verdict'],
      [
        [
          `median at ${last.size.toLocaleString('en-US')} / at ${first.size.toLocaleString('en-US')} events`,
          ratio(growth),
          `≤ ${FLAT}× (flat)`,
          verdict(growth <= FLAT),
        ],
      ],
      ['l'],
    ),
    '',
    'Folding the journal into the snapshot writes the whole calendar; it is written a record at a time, between',
    `requests. A node:http server over the store, in a process of its own, answers reads of single events (${CONNECTIONS} at a`,
    'time, over loopback, from the benchmark process) while `compact` folds; their latency from the fold start to its end:',
    '',
    table(
      ['events', 'fold', 'requests during it', 'p99', 'max', 'target (p99)', 'verdict'],
      rows.map((r) => [
        r.size.toLocaleString('en-US'),
        ms(r.foldMs),
        r.foldRequests.toLocaleString('en-US'),
        ms(r.foldP99),
        ms(r.foldMax),
        `≤ ${FOLD_P99_MS} ms`,
        verdict(r.foldP99 <= FOLD_P99_MS),
      ]),
    ),
  ].join('\n');
  return { markdown, rows };
}
