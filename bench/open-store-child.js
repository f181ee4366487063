// Opens a calendar file in a fresh process and reports its start-up time and resident memory (for bench/).
import { JsonFileStore } from '../dist/store/json-file-store.js';

const started = process.hrtime.bigint();
const store = await JsonFileStore.open(process.argv[2]);
const ms = Number(process.hrtime.bigint() - started) / 1e6;
globalThis.gc?.();
process.stdout.write(JSON.stringify({ ms, rssMb: process.memoryUsage().rss / 1024 / 1024, events: store.count('events') }));
await store.close();
