// Opens a calendar file in a fresh process: start-up time, resident memory, then the cost of single writes (for bench/).
import { JsonFileStore } from '../dist/bundle/store.cjs';

const [file, writesArg = '0'] = process.argv.slice(2);
const started = process.hrtime.bigint();
const store = await JsonFileStore.open(file);
const openMs = Number(process.hrtime.bigint() - started) / 1e6;
globalThis.gc?.();
const rssMb = process.memoryUsage().rss / 1024 / 1024;
const writes = [];
for (let i = 0; i < Number(writesArg); i++) {
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
  writes.push(Number(process.hrtime.bigint() - begun) / 1e6);
}
process.stdout.write(JSON.stringify({ openMs, rssMb, writes, events: store.count('events') }));
await store.close();
