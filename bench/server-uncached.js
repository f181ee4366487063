// Reads no cache answers: `cal serve` with CAL_CACHE=off under request mixes in which every request differs
// (pages, search words and months, event IDs), beside a bare node:http server sending a body of the same size,
// and a mix of 1 write per 20 reads whose read latency is measured apart.
import { Buffer } from 'node:buffer';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { Pool } from 'undici';
import { againstCeiling } from './served-calendar.js';
import { FIRST_EVENT_ID, writeCalendar } from './calendar-fixture.js';
import {
  ADMIN_AUTH,
  API,
  count,
  DAY,
  isoDay,
  latency,
  lcg,
  ms,
  percent,
  percentile,
  scratch,
  renderedAhead,
  startServe,
  table,
  verdict,
  wallTime,
} from './support.js';

const { fetch } = globalThis;
const WORDS = ['concert', 'workshop', 'talk', 'market'];
/** The targets: ratio to the ceiling per mix, and p99 at 16 connections. */
const TARGETS = { page: 0.3, search: 0.3, id: 0.5 };
const P99_TARGET_MS = 10;
const MIXED_P99_TARGET_MS = 15;

/** A whole number below `n`, from a seeded sequence: a run sends the same sequence of different requests. */
function random(seed) {
  const next = lcg(seed);
  return (n) => Math.floor(next() * n);
}

/** The three mixes; `pages` is how many pages the whole window holds. */
export function mixes(size, now, pages) {
  const pick = random(size);
  const all = `start_date=${isoDay(now - 40 * DAY)}&end_date=${isoDay(now + 800 * DAY)}`;
  return [
    {
      key: 'page',
      name: 'GET /events?page=N&per_page=10',
      path: () => `${API}/events?${all}&page=${1 + pick(pages)}&per_page=10`,
    },
    {
      key: 'search',
      name: 'GET /events?search=WORD&start_date…&end_date… (a month)',
      path: () => {
        const from = now - 30 * DAY + pick(700) * DAY;
        const word = pick(5) === 0 ? String(pick(size)) : WORDS[pick(WORDS.length)];
        return `${API}/events?search=${word}&start_date=${isoDay(from)}&end_date=${isoDay(from + 30 * DAY)}`;
      },
    },
    { key: 'id', name: 'GET /events/{id}', path: () => `${API}/events/${FIRST_EVENT_ID + pick(size)}` },
  ];
}

async function load(origin, path, connections, seconds) {
  const request = { method: 'GET', path: path(), setupRequest: (req) => ({ ...req, path: path() }) };
  const result = await autocannon({ url: origin, connections, duration: seconds, requests: [request] });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${origin}: ${failed} of ${result.requests.total} requests failed`);
  return { rps: result.requests.total / result.duration, p50: result.latency.p50, p99: result.latency.p99 };
}

/** 16 clients, each sending 20 reads of the ID mix then one new event, for `seconds`; read latencies apart. */
async function mixed(origin, size, now, seconds) {
  const pool = new Pool(origin, { connections: 16 });
  const pick = random(size + 1);
  const reads = [];
  let writes = 0;
  const write = async (title, start) => {
    const { statusCode, body } = await pool.request({
      method: 'POST',
      path: `${API}/events`,
      headers: { authorization: ADMIN_AUTH, 'content-type': 'application/json' },
      body: JSON.stringify({ title, start_date: wallTime(start), end_date: wallTime(start + DAY / 12) }),
    });
    await body.dump();
    if (statusCode !== 201) throw new Error(`mixed write: ${statusCode}`);
  };
  // One write first, so that the administrator's password is checked once, not by 16 clients at the same moment.
  await write('Mixed first', now + DAY);
  const until = performance.now() + seconds * 1000;
  const client = async (n) => {
    for (let i = 0; performance.now() < until; i++) {
      const started = performance.now();
      if (i % 21 === 20) {
        await write(`Mixed ${n} ${i}`, now + (1 + ((n * 1000 + i) % 300)) * DAY);
        writes += 1;
      } else {
        const { statusCode, body } = await pool.request({
          method: 'GET',
          path: `${API}/events/${FIRST_EVENT_ID + pick(size)}`,
        });
        await body.dump();
        if (statusCode !== 200) throw new Error(`mixed read: ${statusCode}`);
        reads.push(performance.now() - started);
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, (_, n) => client(n)));
  await pool.close();
  return { rps: (reads.length + writes) / seconds, writes, p50: percentile(reads, 50), p99: percentile(reads, 99) };
}

/** "read caches off: A answers from the response cache, M list matches from the list caches" → A + M. */
export function cacheHits(stderr) {
  const said = /read caches off: (\d+) answers from the response cache, (\d+) list matches/.exec(stderr);
  if (!said) throw new Error(`cal serve did not report its cache hits: ${stderr.slice(-300)}`);
  return Number(said[1]) + Number(said[2]);
}

/** "parts of answers: A rendered ahead, W while answering, K kept ones used" → { ahead, answering, kept }. */
function partCounts(stderr) {
  const said = /parts of answers: (\d+) rendered ahead, (\d+) while answering, (\d+) kept ones used/.exec(stderr);
  if (!said) throw new Error(`cal serve did not report its parts: ${stderr.slice(-300)}`);
  return { ahead: Number(said[1]), answering: Number(said[2]), kept: Number(said[3]) };
}

/**
 * The answer of median size among 21 requests of a mix: the ceiling sends it, so that it sends what cal sends for a
 * typical request (a search's first request may find nothing and answer a few bytes).
 */
async function typicalAnswer(origin, path) {
  const answers = [];
  for (let i = 0; i < 21; i++) {
    const response = await fetch(`${origin}${path()}`);
    answers.push({ body: Buffer.from(await response.arrayBuffer()), status: response.status });
  }
  answers.sort((a, b) => a.body.length - b.body.length);
  return answers[10];
}

async function benchSize(size, { seconds, warmup, rounds }) {
  const box = await scratch(`uncached-${size}`);
  const now = Date.now();
  const rows = [];
  let mixedRow;
  let ahead;
  try {
    const file = box.path('calendar.json');
    await writeCalendar(file, { events: size, now });
    const cal = await startServe(file, box.dir, { CAL_CACHE: 'off' });
    let hits;
    let parts;
    let aheadMs;
    try {
      aheadMs = await renderedAhead(cal);
      const first = await fetch(`${cal.origin}${mixes(size, now, 1)[0].path()}`);
      const pages = Number(first.headers.get('x-wp-totalpages'));
      await first.arrayBuffer();
      for (const mix of mixes(size, now, pages)) {
        const { body, status } = await typicalAnswer(cal.origin, mix.path);
        const runs = await againstCeiling(
          cal,
          box,
          { status, body, seconds, warmup, rounds },
          (origin, connections, time) => load(origin, mix.path, connections, time),
        );
        for (const run of runs) rows.push({ size, mix, bytes: body.length, ...run });
      }
      mixedRow = { size, ...(await mixed(cal.origin, size, now, seconds)) };
    } finally {
      await cal.stop();
      hits = cacheHits(cal.stderr());
      parts = partCounts(cal.stderr());
    }
    for (const row of rows) row.hits = hits;
    mixedRow.hits = hits;
    ahead = { size, ms: aheadMs, ...parts };
  } finally {
    await box.remove();
  }
  return { rows, mixedRow, ahead };
}

export async function benchServerUncached({ sizes = [10_000, 100_000], seconds = 3, warmup = 0.5, rounds = 3 } = {}) {
  const rows = [];
  const mixedRows = [];
  const aheadRows = [];
  for (const size of sizes) {
    const result = await benchSize(size, { seconds, warmup, rounds });
    rows.push(...result.rows);
    mixedRows.push(result.mixedRow);
    aheadRows.push(result.ahead);
  }
  const met = (r) => {
    const ratio = r.cal.rps / r.ceiling.rps;
    const fast = r.connections === 1 || r.cal.p99 < P99_TARGET_MS;
    return r.hits === 0 && ratio >= TARGETS[r.mix.key] && fast;
  };
  const markdown = [
    '## Server, reads no cache answers',
    '',
    '`cal serve` with `CAL_CACHE=off` (its response and list caches switched off) under mixes in which every request',
    'differs: pages of the whole calendar, a search word (or a number) in one month of it, and single events by ID,',
    `each drawn at random; ${seconds} s per row in ${rounds} round${rounds === 1 ? '' : 's'} of cal's run then the`,
    `ceiling's, each after a ${warmup} s warm-up; the row is the round of median ratio. The ceiling is the bare`,
    '`node:http` server sending the answer of median size among 21 requests of the mix. "cache hits" is what the',
    "server reported on stop (it must be 0). Each run, cal's and the ceiling's, starts once cal has used no CPU for",
    '0.3 s. Targets:',
    'ratio ≥ 50% for single events and ≥ 30% for pages and searches, p99 under',
    `${P99_TARGET_MS} ms at 16 connections.`,
    '',
    table(
      [
        'events',
        'mix',
        'conns',
        'body',
        'cal req/s',
        'cal p50',
        'cal p99',
        'ceiling req/s',
        'ratio',
        'cache hits',
        'verdict',
      ],
      rows.map((r) => [
        count(r.size),
        r.mix.name,
        String(r.connections),
        `${(r.bytes / 1024).toFixed(1)} KiB`,
        count(r.cal.rps),
        latency(r.cal.p50),
        latency(r.cal.p99),
        count(r.ceiling.rps),
        percent(r.cal.rps / r.ceiling.rps),
        String(r.hits),
        verdict(met(r)),
      ]),
      [undefined, 'l'],
    ),
    '',
    "Reads are answered from parts of answers rendered once per change of what they show (an event's own fields,",
    'each venue, organizer and term it embeds), not from answers kept per request: after opening, `cal serve`',
    "renders every event's parts ahead, between requests; the rows above start once it is done. Parts the server",
    'rendered while answering (the first read of a changed event, a new URL form) and those it used again, over',
    'the whole run of each size:',
    '',
    table(
      ['events', 'rendered ahead in', 'parts rendered ahead', 'parts rendered while answering', 'kept parts used'],
      aheadRows.map((r) => [count(r.size), ms(r.ms), count(r.ahead), count(r.answering), count(r.kept)]),
    ),
    '',
    `With writes: 16 clients each sending 20 reads of single events (by random ID) and then one new event, with the`,
    `caches off; read latency measured apart. Target: read p99 under ${MIXED_P99_TARGET_MS} ms.`,
    '',
    table(
      ['events', 'req/s', 'writes', 'read p50', 'read p99', 'cache hits', 'verdict'],
      mixedRows.map((r) => [
        count(r.size),
        count(r.rps),
        count(r.writes),
        latency(r.p50),
        latency(r.p99),
        String(r.hits),
        verdict(r.hits === 0 && r.p99 < MIXED_P99_TARGET_MS),
      ]),
    ),
  ].join('\n');
  return { markdown, rows };
}
