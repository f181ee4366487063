// One `cal serve` instance against two on one PostgreSQL calendar: durable writes per second at 16 connections, and
// reads that no cache answers (CAL_CACHE=off, every request different) with the client taking the instances in turn,
// as a round-robin balancer would.
import { performance } from 'node:perf_hooks';
import { setTimeout } from 'node:timers/promises';
import { Pool } from 'undici';
import { startInstances, stopInstances } from './cal-instances.js';
import { cacheHits, mixes } from './server-uncached.js';
import { firstTag, tagWrites } from './tag-writes.js';
import { API, count, latency, percentile, ratio, renderedAhead, settled, table } from './support.js';

const NAMES = ['a', 'b'];
const { fetch } = globalThis;

/** How many tags `instance` lists (its X-WP-Total). */
async function tagTotal(instance) {
  const response = await fetch(`${instance.origin}${API}/tags?per_page=1&hide_empty=false`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${instance.name} GET /tags: ${response.status}`);
  return Number(response.headers.get('x-wp-total'));
}

/**
 * Waits (at most 10 s) until every instance lists the same number of tags, at least `acknowledged` (a write cut off
 * by the end of a run may be committed unacknowledged): no acknowledged write is missing from any of them.
 */
async function holdEveryWrite(instances, acknowledged) {
  const deadline = performance.now() + 10_000;
  for (;;) {
    const totals = await Promise.all(instances.map(tagTotal));
    if (totals[0] >= acknowledged && totals.every((total) => total === totals[0])) return;
    if (performance.now() > deadline)
      throw new Error(`after ${acknowledged} acknowledged tags the instances list ${totals.join(', ')}`);
    await setTimeout(50);
  }
}

/**
 * Writes per second through one instance and through two, each on a new calendar (`newDatabase(name)` makes one and
 * gives its URL): 16 connections in two autocannon runs of 8 side by side, both on the one instance or one on each.
 */
export async function writeScaling(newDatabase, home, { seconds, warmup }) {
  const rows = [];
  for (const instanceCount of [1, 2]) {
    const url = newDatabase(`bench_instances_${instanceCount}`);
    const instances = await startInstances(url, home, NAMES.slice(0, instanceCount), { CAL_CACHE: 'off' });
    try {
      for (const instance of instances) await firstTag(instance.origin);
      const targets = [instances[0].origin, instances[instanceCount - 1].origin];
      let acknowledged = instances.length;
      acknowledged += (await tagWrites(targets, { connections: 8, seconds: warmup })).acknowledged;
      for (const instance of instances) await settled(instance.pid);
      const measured = await tagWrites(targets, { connections: 8, seconds });
      await holdEveryWrite(instances, acknowledged + measured.acknowledged);
      rows.push({ instances: instanceCount, ...measured });
    } finally {
      await stopInstances(instances);
    }
  }
  return rows;
}

/**
 * 16 clients reading for `seconds`, each request sent to the next of `instances` in turn (with one, all to it); every
 * answer must be a 200 from the instance it was sent to. Requests per second, p50 and p99 over every answer.
 */
async function readsInTurn(instances, path, seconds) {
  const pools = instances.map((instance) => new Pool(instance.origin, { connections: 16 }));
  const latencies = [];
  let turn = 0;
  const begun = performance.now();
  const until = begun + seconds * 1000;
  const client = async () => {
    while (performance.now() < until) {
      const next = turn++ % instances.length;
      const started = performance.now();
      const { statusCode, headers, body } = await pools[next].request({ method: 'GET', path: path() });
      await body.arrayBuffer();
      latencies.push(performance.now() - started);
      const name = headers['x-cal-instance'];
      if (statusCode !== 200 || name !== instances[next].name)
        throw new Error(`${instances[next].name}: answered ${statusCode} from ${name}`);
    }
  };
  try {
    await Promise.all(Array.from({ length: 16 }, client));
  } finally {
    await Promise.all(pools.map((pool) => pool.close()));
  }
  const elapsed = (performance.now() - begun) / 1000;
  return { rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/**
 * Reads no cache answers through one instance and through two taken in turn, on the calendar at `location` (`size`
 * events of bench/calendar-fixture.js made at `now`), per mix of bench/server-uncached.js. Both instances run
 * throughout; the second idles while the first is measured alone.
 */
export async function readScaling(location, home, { size, now, seconds, warmup }) {
  const instances = await startInstances(location, home, NAMES, { CAL_CACHE: 'off' });
  const rows = [];
  try {
    await Promise.all(instances.map(renderedAhead));
    const first = await fetch(`${instances[0].origin}${mixes(size, now, 1)[0].path()}`);
    await first.arrayBuffer();
    const pages = Number(first.headers.get('x-wp-totalpages'));
    for (const mix of mixes(size, now, pages)) {
      const row = { mix };
      for (const [key, serving] of [
        ['one', instances.slice(0, 1)],
        ['two', instances],
      ]) {
        for (const instance of instances) await settled(instance.pid);
        await readsInTurn(serving, mix.path, warmup);
        row[key] = await readsInTurn(serving, mix.path, seconds);
      }
      rows.push(row);
    }
  } finally {
    await stopInstances(instances);
  }
  const hits = instances.reduce((sum, instance) => sum + cacheHits(instance.stderr()), 0);
  return { rows, hits };
}

export function writeScalingMarkdown(rows) {
  const one = rows.find((row) => row.instances === 1);
  return [
    `Writes: new tags, each different, at 16 connections in two autocannon runs of 8 side by side (summed), each write`,
    'answered only once committed, caches off, on a new calendar per row. Two instances share the write lock: a batch',
    'of one waits for the batch of the other and first applies its change-log entries. After each run every',
    'instance is checked to list every acknowledged tag.',
    '',
    table(
      ['instances', 'what is measured', 'writes/s', 'p50', 'p99', 'two / one'],
      rows.map((row) => [
        String(row.instances),
        row.instances === 1
          ? 'both runs of 8 connections on the one instance'
          : 'one run of 8 connections on each instance, one database',
        count(row.rps),
        latency(row.p50),
        latency(row.p99),
        row === one ? '—' : ratio(row.rps / one.rps),
      ]),
      [undefined, 'l'],
    ),
    '',
    'No target is set for several instances: the ratio is what they got here.',
  ].join('\n');
}

export function readScalingMarkdown({ rows, hits }, { size, seconds, cores }) {
  return [
    `Reads no cache answers (\`CAL_CACHE=off\`) on ${count(size)} events copied into the database (\`cal store copy\`),`,
    'with the mixes of "Server, reads no cache answers", every request different: 16 clients (one process, undici),',
    'each sending its next request to the next instance in turn, as a round-robin balancer does; with one instance,',
    `all to it. ${seconds} s per cell after a warm-up; every answer must come from the instance it was sent to.`,
    `This machine has ${cores} cores: the load generator, PostgreSQL and the instances share them, so two instances`,
    'cannot have a core each; reads scale with instances as far as they can on these cores, and the ratio is what',
    `they got here. Cache hits reported by the instances on stop: ${hits} (must be 0).`,
    '',
    table(
      ['mix', 'one: req/s', 'one: p50', 'one: p99', 'two in turn: req/s', 'two: p50', 'two: p99', 'two / one'],
      rows.map((row) => [
        row.mix.name,
        count(row.one.rps),
        latency(row.one.p50),
        latency(row.one.p99),
        count(row.two.rps),
        latency(row.two.p50),
        latency(row.two.p99),
        ratio(row.two.rps / row.one.rps),
      ]),
      ['l'],
    ),
  ].join('\n');
}
