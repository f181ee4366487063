// Reads of single events by random ID, from a process of its own (for bench/postgres-visibility.js): autocannon on
// ORIGIN at CONNECTIONS until SIGTERM (or until its parent goes, closing stdin); prints `started` once the load runs,
// then its result as JSON.
import process from 'node:process';
import autocannon from 'autocannon';
import { API, lcg } from './support.js';

const [origin, firstId, size, connections] = process.argv.slice(2);
const next = lcg(Number(size));
const path = () => `${API}/events/${Number(firstId) + Math.floor(next() * Number(size))}`;
const run = autocannon({
  url: origin,
  connections: Number(connections),
  // A limit in case it is never stopped.
  duration: 600,
  requests: [{ method: 'GET', path: path(), setupRequest: (request) => ({ ...request, path: path() }) }],
});
run.on('start', () => process.stdout.write('started\n'));
const stop = () => run.stop();
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
const result = await run;
process.stdout.write(
  `${JSON.stringify({
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  })}\n`,
);
process.exit(0);
