// Reads during a flood of wrong sign-ins: each one is hashed (scrypt, ~70 ms of CPU) off the event loop, so the
// reads' p99 should stay near what it is without them. The sign-ins come from 200 loopback addresses, one each,
// so that the throttle (10 a minute per login and address) answers none of them early.
import { Buffer } from 'node:buffer';
import { request } from 'node:http';
import autocannon from 'autocannon';
import { writeCalendar } from './calendar-fixture.js';
import { API, count, scratch, startServe, table } from './support.js';

const WRONG = `Basic ${Buffer.from('admin:not-the-password').toString('base64')}`;
const p99 = (run) => (run.p99 < 1 ? '< 1 ms' : `${run.p99} ms`);

function wrongSignIn(origin, localAddress) {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${API}/events`, { localAddress, headers: { authorization: WRONG } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end();
  });
}

/** `attempts` wrong sign-ins, `parallel` at a time, each from its own address; resolves to the statuses seen. */
async function flood(origin, attempts, parallel) {
  const statuses = [];
  let next = 0;
  async function worker() {
    while (next < attempts) {
      const n = next++;
      statuses.push(await wrongSignIn(origin, `127.0.${1 + Math.floor(n / 250)}.${2 + (n % 250)}`));
    }
  }
  await Promise.all(Array.from({ length: parallel }, worker));
  return statuses;
}

async function reads(origin, path, seconds) {
  const result = await autocannon({ url: `${origin}${path}`, connections: 4, duration: seconds });
  return {
    rps: result.requests.total / result.duration,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
  };
}

export async function benchSignIns({ attempts = 200, parallel = 8, seconds = 3 } = {}) {
  const box = await scratch('sign-ins');
  const rows = [];
  try {
    const file = box.path('calendar.json');
    await writeCalendar(file, { events: 1_000, now: Date.now() });
    const cal = await startServe(file, box.dir);
    try {
      const path = `${API}/events`;
      await reads(cal.origin, path, 0.5);
      rows.push({ name: 'reads alone', ...(await reads(cal.origin, path, seconds)), signIns: '—' });
      const during = reads(cal.origin, path, seconds);
      const started = Date.now();
      const statuses = await flood(cal.origin, attempts, parallel);
      const took = (Date.now() - started) / 1000;
      const refused = statuses.filter((status) => status === 401).length;
      rows.push({
        name: `reads during ${attempts} wrong sign-ins`,
        ...(await during),
        signIns: `${refused} × 401 in ${took.toFixed(1)} s`,
      });
    } finally {
      await cal.stop();
    }
  } finally {
    await box.remove();
  }
  const markdown = [
    '## Reads during wrong sign-ins',
    '',
    `\`GET /events\` (a calendar of 1,000 events, 4 connections, ${seconds} s) alone, then while ${attempts} wrong`,
    `sign-ins are sent ${parallel} at a time, each from its own loopback address (so each is hashed). The hash runs`,
    "on libuv's thread pool: reads keep being answered between them.",
    '',
    table(
      ['run', 'req/s', 'p99', 'failed', 'sign-ins'],
      rows.map((r) => [r.name, count(r.rps), p99(r), String(r.failed), r.signIns]),
      ['l'],
    ),
  ].join('\n');
  return { markdown, rows };
}
