// Hostile bodies: what one costs `cal serve`, and what a flood of them costs other clients. Each body is a JSON
// object of 80,000 unknown keys (0.87 MB, `{"a0":1,"a1":1,…}`), its key names different from the one before, sent
// to POST /events anonymously (answered 401, the body never read) or as the administrator (413, refused once its
// values pass 1,000). A bare node:http server reading each body to its end and answering cal's 401 shows what the
// bytes alone cost.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { setTimeout } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import { FIRST_EVENT_ID, writeCalendar } from './calendar-fixture.js';
import {
  ADMIN_AUTH,
  API,
  count,
  cpuTicks,
  lcg,
  ms,
  percentile,
  scratch,
  settled,
  startChild,
  startServe,
  table,
  verdict,
} from './support.js';

const { fetch } = globalThis;
const KEYS = 80_000;
const EVENTS = 1_000;
/** Senders of a flood, each sending its next body as soon as the last is answered. */
const FLOOD_SENDERS = 6;
const READERS = 4;
/** How often each reader sends a read: about 1,000 reads a second in all. */
const READ_EVERY_MS = 4;
/** Each case of reads is run this many times, in turn with the others; the table shows the median of each figure. */
const ROUNDS = 5;
/** Linux reports CPU time in clock ticks of 10 ms (USER_HZ = 100). */
const TICK_MS = 10;
/** Targets: one hostile request costs at most this much of the server's time, */
const COST_TARGET_MS = 5;
/**
 * and other clients' p99 rises during a flood of anonymous bodies no more than a bare node:http server's does, give
 * or take how far the bare server's own runs of that flood lie apart (this much at least).
 */
const P99_SLACK_MS = 1;

export const SENDERS = {
  anonymous: { name: 'anonymous', headers: {}, status: 401 },
  administrator: { name: 'the administrator', headers: { authorization: ADMIN_AUTH }, status: 413 },
};

/**
 * Bodies that differ from one request to the next: a first key numbered per request, then one of 26 kept sets of
 * keys, each named with a letter of its own (`"a0":1,"a1":1,…`).
 */
export function hostileBodies() {
  const kept = Array.from({ length: 26 }, (_, set) => {
    const letter = String.fromCharCode(0x61 + set);
    return Buffer.from(`${Array.from({ length: KEYS - 1 }, (_, i) => `"${letter}${i}":1`).join(',')}}`);
  });
  let sent = 0;
  const next = () => {
    const n = sent++;
    return Buffer.concat([Buffer.from(`{"r${n}":1,`), kept[n % kept.length]]);
  };
  return { next, bytes: next().length };
}

/** Sends one hostile body; fails unless it gets the answer the sender expects. */
export async function sendHostile(pool, next, sender) {
  const { statusCode, body } = await pool.request({
    method: 'POST',
    path: `${API}/events`,
    headers: { 'content-type': 'application/json', ...sender.headers },
    body: next(),
  });
  await body.dump();
  if (statusCode !== sender.status) throw new Error(`hostile body from ${sender.name}: ${statusCode}`);
}

/** Hostile requests one at a time for `seconds`: the server's CPU time per request, and their round trips. */
async function costOf(origin, pid, next, sender, seconds) {
  const pool = new Pool(origin, { connections: 1 });
  await sendHostile(pool, next, sender);
  await settled(pid);
  const before = await cpuTicks(pid);
  const trips = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    await sendHostile(pool, next, sender);
    trips.push(performance.now() - started);
  }
  const ticks = (await cpuTicks(pid)) - before;
  await pool.close();
  return { requests: trips.length, cpuMs: (ticks * TICK_MS) / trips.length, p50: percentile(trips, 50) };
}

const FLOOD_CHILD = fileURLToPath(new URL('./hostile-flood-child.js', import.meta.url));

/** A flood from a process of its own (so that its sending does not delay the readers' timing); stop() reports it. */
async function startFlood(origin, senderKey) {
  const child = spawn(process.execPath, [FLOOD_CHILD, origin, senderKey, String(FLOOD_SENDERS)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk) => (out += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  while (!out.includes('started\n')) {
    if (child.exitCode !== null) throw new Error(`the flood stopped early (${child.exitCode})`);
    await setTimeout(20);
  }
  return {
    async stop() {
      child.stdin.end();
      const code = await exited;
      if (code !== 0) throw new Error(`the flood failed (${code})`);
      return JSON.parse(out.slice(out.indexOf('started\n') + 8));
    },
  };
}

/**
 * Reads of single events by random ID from READERS clients for `seconds`, each sending one every READ_EVERY_MS (as
 * users do, not as fast as the server answers), each timed from its sending to its answer's end.
 */
async function reads(origin, seconds) {
  const pick = lcg(seconds * 1000);
  const pool = new Pool(origin, { connections: READERS });
  const latencies = [];
  const until = performance.now() + seconds * 1000;
  const reader = async (n) => {
    for (let due = performance.now() + n; due < until; due += READ_EVERY_MS) {
      const wait = due - performance.now();
      if (wait > 0) await setTimeout(wait);
      const started = performance.now();
      const { statusCode, body } = await pool.request({
        method: 'GET',
        path: `${API}/events/${FIRST_EVENT_ID + Math.floor(pick() * EVENTS)}`,
      });
      await body.dump();
      if (statusCode !== 200) throw new Error(`read: ${statusCode}`);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: READERS }, (_, n) => reader(n)));
  await pool.close();
  return { rps: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/** Reads of `server` for `seconds`, with a flood of hostile bodies from `senderKey` sent to it meanwhile, or none. */
async function readsDuring(server, senderKey, seconds) {
  await settled(server.pid);
  const flood = senderKey === undefined ? undefined : await startFlood(server.origin, senderKey);
  const during = await reads(server.origin, seconds);
  const hostile = flood === undefined ? undefined : (await flood.stop()).sent;
  return { ...during, hostile };
}

/** The median of each figure over runs of one case. */
function medianRun(results) {
  const mid = (key) =>
    percentile(
      results.map((r) => r[key]),
      50,
    );
  const p99s = results.map((r) => r.p99);
  return {
    rps: mid('rps'),
    p50: mid('p50'),
    p99: mid('p99'),
    p99Spread: Math.max(...p99s) - Math.min(...p99s),
    hostile: results[0].hostile && mid('hostile'),
  };
}

const BARE_SERVER = fileURLToPath(new URL('./hostile-bare-server.js', import.meta.url));

/** The bare server, answering reads with cal's answer to one and other requests with cal's refusal. */
async function startBare(cal, box) {
  const read = await fetch(`${cal.origin}${API}/events/${FIRST_EVENT_ID}`);
  const refusal = await fetch(`${cal.origin}${API}/events`, { method: 'POST', body: '{}' });
  await writeFile(box.path('read.json'), Buffer.from(await read.arrayBuffer()));
  await writeFile(box.path('refusal.json'), Buffer.from(await refusal.arrayBuffer()));
  const args = [BARE_SERVER, box.path('read.json'), box.path('refusal.json'), String(refusal.status)];
  const bare = startChild(process.execPath, args);
  return { origin: `http://127.0.0.1:${await bare.ready}`, pid: bare.child.pid, stop: () => bare.stop() };
}

export async function benchHostileBodies({ seconds = 3 } = {}) {
  const box = await scratch('hostile');
  const costs = [];
  const runs = [];
  const { next, bytes } = hostileBodies();
  try {
    const file = box.path('calendar.json');
    await writeCalendar(file, { events: EVENTS, now: Date.now() });
    const cal = await startServe(file, box.dir);
    const bare = await startBare(cal, box);
    try {
      const received = await costOf(bare.origin, bare.pid, next, SENDERS.anonymous, seconds);
      for (const sender of Object.values(SENDERS)) {
        const own = await costOf(cal.origin, cal.pid, next, sender, seconds);
        costs.push({ sender, ...own, bareCpuMs: received.cpuMs });
      }
      const cases = [
        { server: bare, name: 'bare node:http', flood: undefined },
        { server: bare, name: 'bare node:http', flood: 'anonymous' },
        { server: cal, name: 'cal', flood: undefined },
        ...Object.keys(SENDERS).map((flood) => ({ server: cal, name: 'cal', flood })),
      ];
      for (const server of [bare, cal]) await reads(server.origin, 0.5);
      // The cases take turns, ROUNDS times: the machine's other work weighs on each alike.
      const results = cases.map(() => []);
      for (let round = 0; round < ROUNDS; round++)
        for (const [i, c] of cases.entries()) results[i].push(await readsDuring(c.server, c.flood, seconds));
      for (const [i, c] of cases.entries()) runs.push({ ...c, ...medianRun(results[i]) });
    } finally {
      await bare.stop();
      await cal.stop();
    }
  } finally {
    await box.remove();
  }
  const alone = (name) => runs.find((r) => r.name === name && r.flood === undefined);
  const rise = (r) => r.p99 - alone(r.name).p99;
  const bareFlooded = runs.find((r) => r.name === 'bare node:http' && r.flood !== undefined);
  const limit = Math.max(0, rise(bareFlooded)) + Math.max(P99_SLACK_MS, bareFlooded.p99Spread);
  const markdown = [
    '## Hostile bodies',
    '',
    `A JSON object of ${count(KEYS)} unknown keys (${(bytes / 1e6).toFixed(2)} MB) sent to \`POST /events\`, its key`,
    'names different from one request to the next: anonymously it is answered 401 without being read; from the',
    'administrator, 413 once a count of its values on the bytes passes 1,000, before it is decoded or parsed. First',
    `one at a time for ${seconds} s each: the server's CPU time per request (user and system, from /proc, so the`,
    "bytes' reception counts too), beside that of a bare node:http server reading the same bodies to their end, and",
    `the round trip's median. Target: at most ${COST_TARGET_MS} ms of the server's time per request.`,
    '',
    table(
      ['sender', 'answer', 'requests', 'cal CPU per request', 'bare server CPU', 'round trip p50', 'target', 'verdict'],
      costs.map((c) => [
        c.sender.name,
        String(c.sender.status),
        count(c.requests),
        ms(c.cpuMs),
        ms(c.bareCpuMs),
        ms(c.p50),
        `≤ ${COST_TARGET_MS} ms`,
        verdict(c.cpuMs <= COST_TARGET_MS),
      ]),
      ['l'],
    ),
    '',
    `Other clients: reads of single events by random ID (a calendar of ${count(EVENTS)} events), ${READERS} clients`,
    `each sending one every ${READ_EVERY_MS} ms for ${seconds} s, alone, then while ${FLOOD_SENDERS}`,
    'senders in another process send those bodies back to back to the same server: cal, and a bare node:http',
    "server answering reads with the bytes cal answers one and the bodies, read to their end, with cal's refusal",
    "(what a flood's bytes cost a Node server that does nothing with them: this machine's 2 cores are shared by the",
    `server, the flood and the readers). The cases take turns, ${ROUNDS} times each; the figures are the medians of`,
    "their runs. Target: during the anonymous flood, cal's read p99 rises no more than the bare server's, give or",
    `take how far the bare server's own runs of that flood lie apart (${ms(bareFlooded.p99Spread)} here;`,
    `${P99_SLACK_MS} ms at least). The administrator's bodies are read to be counted; they have no target.`,
    '',
    table(
      [
        'server',
        'flood',
        'reads/s',
        'read p50',
        'read p99',
        'p99 rise',
        'hostile bodies answered',
        'target',
        'verdict',
      ],
      runs.map((r) => {
        const judged = r.name === 'cal' && r.flood === 'anonymous';
        return [
          r.name,
          r.flood === undefined ? 'none' : `from ${SENDERS[r.flood].name}`,
          count(r.rps),
          ms(r.p50),
          ms(r.p99),
          r.flood === undefined ? '—' : ms(rise(r)),
          r.flood === undefined ? '—' : `${count(r.hostile)} × ${SENDERS[r.flood].status}`,
          judged ? `≤ ${ms(limit)}` : '—',
          judged ? verdict(rise(r) <= limit) : '—',
        ];
      }),
      ['l', 'l'],
    ),
  ].join('\n');
  return { markdown, costs, runs };
}
