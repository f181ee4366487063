// New tags, each different, as the PostgreSQL benchmarks write them: autocannon runs side by side, one per target,
// every answer a 201 (sent only once the write is committed), and the latency of every answer kept.
import process from 'node:process';
import { ADMIN_AUTH, API, percentile, postRun } from './support.js';

const { fetch } = globalThis;
/** Tags made so far: every tag of a run has a name of its own. */
let made = 0;

/** One autocannon run of new tags on `origin`; pushes the latency of each answer onto `latencies`. */
async function tagRun(origin, connections, seconds, latencies) {
  const body = () => JSON.stringify({ name: `bench tag ${process.pid}-${++made}` });
  const { acknowledged, rps } = await postRun(origin, `${API}/tags`, {
    connections,
    seconds,
    body,
    onLatency: (time) => latencies.push(time),
  });
  return { acknowledged, rps };
}

/**
 * New tags for `seconds`: one run of `connections` per origin in `origins`, all at once (an origin twice: two runs on
 * it). Writes per second summed over the runs; p50 and p99 over every answer of every run.
 */
export async function tagWrites(origins, { connections, seconds }) {
  const latencies = [];
  const runs = await Promise.all(origins.map((origin) => tagRun(origin, connections, seconds, latencies)));
  return {
    rps: runs.reduce((sum, run) => sum + run.rps, 0),
    acknowledged: runs.reduce((sum, run) => sum + run.acknowledged, 0),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/** One tag, so that the administrator signs in once before the load: 16 first sign-ins at once are throttled. */
export async function firstTag(origin) {
  const first = await fetch(`${origin}${API}/tags`, {
    method: 'POST',
    headers: { authorization: ADMIN_AUTH, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `bench first tag ${process.pid}-${++made}` }),
  });
  if (first.status !== 201) throw new Error(`${origin} POST /tags: ${first.status} ${await first.text()}`);
  await first.arrayBuffer();
}
