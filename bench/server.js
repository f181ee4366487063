// Server throughput: `cal serve` under autocannon against a bare node:http server sending a body of the same size.
import { Buffer } from 'node:buffer';
import autocannon from 'autocannon';
import { FIRST_EVENT_ID } from './calendar-fixture.js';
import { againstCeiling, newEventBodies, withServedCalendar } from './served-calendar.js';
import { ADMIN_AUTH, API, count, DAY, isoDay, latency, percent, table, verdict } from './support.js';

const { fetch } = globalThis;
const READ_TARGET = 0.5;

/** The measured requests; ids and dates follow the fixture (venues and organizers come first, then events). */
function cases(size, now) {
  const newEvent = newEventBodies(now);
  return [
    { name: 'GET /events (default page)', method: 'GET', path: `${API}/events` },
    {
      name: 'GET /events?search=workshop&start_date…&end_date… (one month)',
      method: 'GET',
      path: `${API}/events?search=workshop&start_date=${isoDay(now + 60 * DAY)}&end_date=${isoDay(now + 90 * DAY)}`,
    },
    { name: 'GET /events/{id}', method: 'GET', path: `${API}/events/${FIRST_EVENT_ID + Math.floor(size / 2)}` },
    {
      name: 'POST /events',
      method: 'POST',
      path: `${API}/events`,
      headers: { authorization: ADMIN_AUTH, 'content-type': 'application/json' },
      body: newEvent,
      write: true,
    },
  ];
}

/** One autocannon run; every answer must be a 2xx, or the numbers would describe an error page. */
async function load(origin, c, connections, seconds) {
  const request = { method: c.method, path: c.path, headers: c.headers ?? {} };
  if (c.body) request.setupRequest = (req) => ({ ...req, body: c.body() });
  const result = await autocannon({ url: origin, connections, duration: seconds, requests: [request] });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0)
    throw new Error(
      `${c.name} on ${origin}: ${failed} of ${result.requests.total} requests failed (non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts})`,
    );
  return {
    rps: result.requests.total / result.duration,
    p99: result.requests.total > 0 ? result.latency.p99 : undefined,
  };
}

/** What cal answers to one request of the case: the ceiling sends a body of exactly this size. */
async function sample(origin, c) {
  const response = await fetch(`${origin}${c.path}`, { method: c.method, headers: c.headers, body: c.body?.() });
  const body = Buffer.from(await response.arrayBuffer());
  if (!response.ok) throw new Error(`${c.name}: ${response.status} ${body.toString().slice(0, 300)}`);
  return { status: response.status, body };
}

async function benchSize(size, { seconds, warmup, rounds }) {
  const now = Date.now();
  const rows = [];
  // Measured once the server has rendered its events ahead: the steady state, as the uncached rows are.
  await withServedCalendar('server', { size, now }, async (cal, box) => {
    for (const c of cases(size, now)) {
      const { status, body } = await sample(cal.origin, c);
      const runs = await againstCeiling(
        cal,
        box,
        { status, body, seconds, warmup, rounds },
        (origin, connections, time) => load(origin, c, connections, time),
      );
      for (const { connections, cal: measured, ceiling: top } of runs)
        rows.push({
          size,
          name: c.name,
          write: c.write === true,
          bytes: body.length,
          connections,
          cal: measured,
          ceiling: top,
          ratio: measured.rps / top.rps,
        });
    }
  });
  return rows;
}

export async function benchServer({ sizes = [10_000, 100_000], seconds = 3, warmup = 0.5, rounds = 3 } = {}) {
  const rows = [];
  for (const size of sizes) rows.push(...(await benchSize(size, { seconds, warmup, rounds })));
  const markdown = [
    '## Server, repeated requests (cached)',
    '',
    `\`cal serve\` (the built CLI, a child process) on a calendar of the given size, driven by autocannon from the bench`,
    `process over loopback for ${seconds} s per row in ${rounds} round${rounds === 1 ? '' : 's'} of cal's run then the`,
    `ceiling's, each after a ${warmup} s warm-up; the row is the round of median ratio. The ceiling is a bare \`node:http\``,
    'server (also a child process) answering every request with the body cal sent for the same request, so both',
    "send the same bytes; the ratio is cal's requests per second over the ceiling's. Writes (POST, as the",
    'administrator, a new event each time) have no target: they append to the journal and fsync. Each read row',
    "repeats one request, so from the third on it is answered from cal's response cache (which keeps an answer",
    'asked twice in a second, until the next write, per caller); the first reads after a write render in full. The',
    'rows start once the server has rendered its events ahead, and each run once cal has used no CPU for 0.3 s.',
    '',
    table(
      [
        'events',
        'request',
        'conns',
        'body',
        'cal req/s',
        'cal p99',
        'ceiling req/s',
        'ceiling p99',
        'ratio',
        'target',
        'verdict',
      ],
      rows.map((r) => [
        count(r.size),
        r.name,
        String(r.connections),
        `${(r.bytes / 1024).toFixed(1)} KiB`,
        count(r.cal.rps),
        latency(r.cal.p99),
        count(r.ceiling.rps),
        latency(r.ceiling.p99),
        percent(r.ratio),
        r.write ? '—' : `≥ ${READ_TARGET * 100}%`,
        r.write ? '—' : verdict(r.ratio >= READ_TARGET),
      ]),
      [undefined, 'l'],
    ),
  ].join('\n');
  return { markdown, rows };
}
