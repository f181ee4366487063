// A node:http server over the store in a process of its own (for bench/): `GET /{id}` answers an event as read from
// the store, `POST /fold` folds the journal into the snapshot and answers how long it took once done.
import { createServer } from 'node:http';
import { JsonFileStore } from '../dist/bundle/store.cjs';

const [file] = process.argv.slice(2);
const store = await JsonFileStore.open(file);
const server = createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  if (req.method === 'POST') {
    const begun = process.hrtime.bigint();
    void store.compact().then(() => res.end(JSON.stringify({ foldMs: Number(process.hrtime.bigint() - begun) / 1e6 })));
    return;
  }
  res.end(JSON.stringify(store.get('events', Number(req.url?.slice(1))) ?? null));
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`http://127.0.0.1:${server.address().port}\n`));
process.on('SIGTERM', () => server.close(() => void store.close().then(() => process.exit(0))));
