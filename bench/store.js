// Store: the time and resident memory of a process opening the calendar beside a bare JSON.parse of the same file,
// the memory once every event was read through the API app, and the cost of one write, by size.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { JsonFileStore } from '../dist/bundle/store.cjs';
import { FIRST_EVENT_ID, writeCalendar } from './calendar-fixture.js';
import {
  expectOk,
  median,
  ms,
  percentile,
  ratio,
  runTimed,
  scratch,
  startChild,
  table,
  turnOrder,
  turnShare,
  verdict,
} from './support.js';

const CHILD = fileURLToPath(new URL('./open-store-child.js', import.meta.url));
const { fetch } = globalThis;
const FOLD_CHILD = fileURLToPath(new URL('./fold-child.js', import.meta.url));
/** Requests made while the journal is folded into the snapshot wait at most this long (p99). */
const FOLD_P99_MS = 50;
/** Requests in flight at once during a fold. */
const CONNECTIONS = 4;
/** Writes cost the same on a big calendar as on a small one: the journal grows by the change alone. */
const FLAT = 1.5;
/** Opening takes at most this many times a bare read and JSON.parse of the same file. */
const OPEN_OVER_PARSE = 1.5;
/** Resident memory once every event was read, at most this many times the bare parse's. */
const MEMORY_OVER_PARSE = 2;

/** Processes that read every event (a while, on a large calendar), for the median of their resident memory. */
const READ_RUNS = 3;

/**
 * The fixture's calendar as cal writes it: opened and folded, so that the file ends with its seal
 * (src/store/file/document-seal.ts), as every file cal writes does. Beside it, the same file without the seal, as one edited
 * by hand (or written by an earlier version) is read: every record's fields checked.
 */
async function writtenByCal(file, edited) {
  const store = await JsonFileStore.open(file);
  await store.compact();
  await store.close();
  const text = await readFile(file, 'utf8');
  const unsealed = text.replace(/,\n "seal": "[0-9a-f]{8} [0-9a-f]{8}"\n\}\n$/, '\n}\n');
  if (unsealed === text) throw new Error(`${file}: cal wrote no seal`);
  await writeFile(edited, unsealed);
}

/** One measurement by open-store-child.js in a fresh process: `parse`, `open` or `use`. */
async function measure(mode, file, writes, first = 0) {
  const args = ['--expose-gc', CHILD, mode, file, ...(mode === 'use' ? [String(writes), String(first)] : [])];
  return JSON.parse(expectOk(await runTimed(process.execPath, args), `open-store-child ${mode}`).stdout);
}

/** Reads of single events, a few at a time from this process, while the child folds its store. */
async function latencyDuringFold(file, events) {
  const server = startChild(process.execPath, [FOLD_CHILD, file]);
  try {
    const origin = await server.ready;
    const latencies = [];
    let folding = true;
    const client = async (first) => {
      for (let i = first; folding; i += CONNECTIONS) {
        const begun = process.hrtime.bigint();
        const response = await fetch(`${origin}/${FIRST_EVENT_ID + (i % events)}`);
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`fold-child answered ${response.status}`);
        latencies.push(Number(process.hrtime.bigint() - begun) / 1e6);
      }
    };
    // Connections opened (and fetch loaded) before the fold, so that only the fold is measured.
    await Promise.all(
      Array.from({ length: CONNECTIONS + 1 }, () => fetch(`${origin}/${FIRST_EVENT_ID}`).then((r) => r.arrayBuffer())),
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

/** A size's calendar, as cal writes it and as edited by hand, in a scratch folder of its own. */
async function preparedCalendar(size) {
  const box = await scratch(`store-${size}`);
  const file = box.path('calendar.json');
  const edited = box.path('edited.json');
  await writeCalendar(file, { events: size, now: Date.now() });
  await writtenByCal(file, edited);
  return { size, box, file, edited, parses: [], opens: [], checkedOpens: [], uses: [] };
}

/**
 * Every measurement in turn for every size (in an order reversed from one turn to the next), so that a slow spell of
 * the shared machine falls on all sizes and on both sides of a ratio alike: opening beside the bare parse, then the
 * processes that read every event, each of which then makes its share of the single writes.
 */
export async function benchStore({ sizes = [10_000, 100_000], writes = 200, runs = 5 } = {}) {
  const calendars = [];
  try {
    for (const size of sizes) calendars.push(await preparedCalendar(size));
    for (let run = 0; run < runs; run++)
      for (const one of turnOrder(calendars, run)) {
        one.parses.push(await measure('parse', one.file));
        one.opens.push(await measure('open', one.file));
        one.checkedOpens.push(await measure('open', one.edited));
      }
    // Last: their writes leave a journal behind, which an open would replay.
    for (let run = 0; run < READ_RUNS; run++)
      for (const one of turnOrder(calendars, run)) {
        const [from, to] = turnShare(writes, run, READ_RUNS);
        one.uses.push(await measure('use', one.file, to - from, from));
      }
    const rows = [];
    for (const { size, file, parses, opens, checkedOpens, uses } of calendars) {
      for (const child of [...parses, ...opens, ...checkedOpens, ...uses])
        if (child.events !== size) throw new Error(`open-store-child read ${child.events} of ${size} events`);
      for (const use of uses)
        if (use.reads !== size) throw new Error(`open-store-child read ${use.reads} of ${size} events through the app`);
      const readRss = median(uses.map((use) => use.readRssMb));
      const writeTimes = uses.flatMap((use) => use.writes);
      const fold = await latencyDuringFold(file, size);
      const parseMs = median(parses.map((child) => child.parseMs));
      const parseRss = median(parses.map((child) => child.rssMb));
      const openMs = median(opens.map((child) => child.openMs));
      const checkedOpenMs = median(checkedOpens.map((child) => child.openMs));
      rows.push({
        size,
        parseMs,
        openMs,
        openRatio: openMs / parseMs,
        checkedOpenMs,
        parseRss,
        openRss: median(opens.map((child) => child.rssMb)),
        readRss,
        memoryRatio: readRss / parseRss,
        writeMedian: median(writeTimes),
        writeP99: percentile(writeTimes, 99),
        foldMs: fold.foldMs,
        foldRequests: fold.latencies.length,
        foldP99: percentile(fold.latencies, 99),
        foldMax: Math.max(...fold.latencies),
      });
    }
    return storeMarkdown(rows, { writes, runs });
  } finally {
    await Promise.all(calendars.map((one) => one.box.remove()));
  }
}

/** The section's tables. */
function storeMarkdown(rows, { writes, runs }) {
  const first = rows[0];
  const last = rows.at(-1);
  const growth = last.writeMedian / first.writeMedian;
  const mb = (n) => `${n.toFixed(0)} MB`;
  const events = (n) => n.toLocaleString('en-US');
  const markdown = [
    '## Store',
    '',
    `Each measurement runs in a fresh process, ${runs} times in turn, the sizes taking turns; the tables show medians. The baseline reads the`,
    'calendar file (the JSON snapshot as cal writes it, folded; no journal yet) and gives it to `JSON.parse`; `open` is',
    '`JsonFileStore.open` on the same file, the store `cal serve` answers from, read, checked and indexed. The file ends',
    "with its seal, so its records' fields are not checked again; the last columns open it without the seal, as a file",
    'edited by hand or written by an earlier version is opened: every field checked. Resident memory is taken after a full',
    `GC: the bare parse holding its document; after \`open\`; and, in ${READ_RUNS} more processes, after every event was read`,
    'once through the API app `cal serve` runs (`GET /events/{id}`, called in process as the embedded mode does). Each',
    `of them then makes its share of ${writes} single writes (one tag each: journal append and fsync).`,
    '',
    table(
      ['events', 'bare parse', 'open', 'open / parse', 'target', 'verdict', 'open, no seal', 'no seal / parse'],
      rows.map((r) => [
        events(r.size),
        ms(r.parseMs),
        ms(r.openMs),
        ratio(r.openRatio),
        `≤ ${OPEN_OVER_PARSE}×`,
        verdict(r.openRatio <= OPEN_OVER_PARSE),
        ms(r.checkedOpenMs),
        ratio(r.checkedOpenMs / r.parseMs),
      ]),
    ),
    '',
    table(
      ['events', 'bare parse', 'after open', 'after every event read', 'read / parse', 'target', 'verdict'],
      rows.map((r) => [
        events(r.size),
        mb(r.parseRss),
        mb(r.openRss),
        mb(r.readRss),
        ratio(r.memoryRatio),
        `≤ ${MEMORY_OVER_PARSE}×`,
        verdict(r.memoryRatio <= MEMORY_OVER_PARSE),
      ]),
    ),
    '',
    "Once every event was read, the process also holds the parts it answers from: each event's own fields and its",
    'own schema.org members as JSON text (about 1.8 KB per event of this calendar) with what they were rendered from,',
    "and each venue's, organizer's and term's parts, kept once for all their events. They let a read join kept text",
    'instead of rendering; the memory target yields to the latency targets where the two conflict.',
    '',
    table(
      ['events', 'write median', 'write p99'],
      rows.map((r) => [events(r.size), ms(r.writeMedian), ms(r.writeP99)]),
    ),
    '',
    table(
      ['write cost', 'value', 'target', 'verdict'],
      [
        [
          `median at ${events(last.size)} / at ${events(first.size)} events`,
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
        events(r.size),
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
