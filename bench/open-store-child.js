// One measurement of a calendar file in a fresh process (for bench/store.js), printed as JSON on stdout:
// - `parse FILE`: the baseline, the file read and given to JSON.parse; the time taken and the resident memory after a
//   full GC, the parsed document still held;
// - `open FILE`: JsonFileStore.open; the time taken and the resident memory after a full GC;
// - `use FILE WRITES [FIRST]`: the same, then every event read once through the API app `cal serve` runs (in process,
//   as the embedded mode calls it) and the resident memory after that, then WRITES single writes and the time of each
//   (tags numbered from FIRST, so that runs on one file make tags of their own).
import { readFile } from 'node:fs/promises';

const [mode, file, writesArg = '0', firstArg = '0'] = process.argv.slice(2);
const API = '/wp-json/cal/events/v1';

const elapsedMs = (begun) => Number(process.hrtime.bigint() - begun) / 1e6;
function residentMb() {
  globalThis.gc?.();
  return process.memoryUsage().rss / 1024 / 1024;
}

async function parse() {
  const begun = process.hrtime.bigint();
  const document = JSON.parse(await readFile(file, 'utf8'));
  const parseMs = elapsedMs(begun);
  const rssMb = residentMb();
  return { parseMs, rssMb, events: document.events.length };
}

/** Loaded only to open: the baseline's memory is that of a process holding the parsed file alone. */
const { createApp, JsonFileStore } = mode === 'parse' ? {} : await import('../dist/bundle/app.cjs');

async function open() {
  const begun = process.hrtime.bigint();
  const store = await JsonFileStore.open(file);
  return { store, openMs: elapsedMs(begun), rssMb: residentMb() };
}

/** Every event once, by ID, through the app's request handler. */
async function readEveryEvent(store) {
  const app = createApp({ store, siteUrl: 'http://localhost', embedded: true });
  const ids = Array.from(store.all('events'), (event) => event.id);
  for (const id of ids) {
    const response = await app.handle({ method: 'GET', url: `${API}/events/${id}`, headers: {} });
    if (response.status !== 200) throw new Error(`GET events/${id} answered ${response.status}`);
  }
  return ids.length;
}

async function writeTags(store, writes, first) {
  const times = [];
  for (let i = first; i < first + writes; i++) {
    const begun = process.hrtime.bigint();
    await store.write((tx) =>
      tx.put('tags', {
        id: tx.nextId('term'),
        name: `bench ${i}`,
        slug: `bench-${i}`,
        description: '',
        parent: 0,
        language: 'en',
      }),
    );
    times.push(elapsedMs(begun));
  }
  return times;
}

let result;
if (mode === 'parse') result = await parse();
else {
  const { store, openMs, rssMb } = await open();
  result = { openMs, rssMb, events: store.count('events') };
  if (mode === 'use') {
    result.reads = await readEveryEvent(store);
    result.readRssMb = residentMb();
    result.writes = await writeTags(store, Number(writesArg), Number(firstArg));
  }
  await store.close();
}
process.stdout.write(JSON.stringify(result));
