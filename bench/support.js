// Shared pieces of the benchmarks: temporary folders, clean environments, child processes, statistics, formatting.
import autocannon from 'autocannon';
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { setTimeout, clearTimeout } from 'node:timers';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { cpus, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const BIN = fileURLToPath(new URL('../bin/cal.js', import.meta.url));
export const ADMIN_PASSWORD = 'bench-admin-password';
export const ADMIN_AUTH = `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}`;
export const API = '/wp-json/cal/events/v1';

/** A temporary folder, removed by the returned `remove`. */
export async function scratch(name) {
  const dir = await mkdtemp(join(tmpdir(), `cal-bench-${name}-`));
  return { dir, path: (file) => join(dir, file), remove: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The environment every child runs with: no CAL_* settings of the person running the bench, and a
 * home folder of its own, so no user or project configuration changes what is measured.
 */
export function cleanEnv(home, extra = {}) {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !key.startsWith('CAL_') && !key.startsWith('XDG_')),
  );
  return {
    ...env,
    HOME: home,
    XDG_CONFIG_HOME: join(home, '.config'),
    XDG_DATA_HOME: join(home, '.local/share'),
    NO_COLOR: '1',
    ...extra,
  };
}

/**
 * Runs a child to completion: exit code, output, and the wall time from spawn to exit in milliseconds.
 * With `limitMs` a child still running then is stopped (SIGTERM) and the result says `stopped`.
 */
export function runTimed(command, args, { env, cwd, limitMs } = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    let stopped = false;
    const timer =
      limitMs === undefined
        ? undefined
        : setTimeout(() => {
            stopped = true;
            child.kill('SIGTERM');
          }, limitMs);
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      resolve({ code, ms, stopped, stdout: Buffer.concat(out).toString(), stderr: Buffer.concat(err).toString() });
    });
  });
}

/** Fails loudly when a measured command did not do its job: a fast failure is not a result. */
export function expectOk(result, what) {
  if (result.code !== 0 && !result.stopped)
    throw new Error(`${what} exited with ${result.code}: ${result.stderr.slice(0, 500)}`);
  return result;
}

/**
 * Starts a long-running child and resolves once its first stdout line arrives (cal serve prints its
 * API root, the ceiling server its port); `stop` sends SIGTERM and waits for the exit.
 */
export function startChild(command, args, { env, cwd } = {}) {
  const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  const ready = new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk) => {
      out += chunk;
      const end = out.indexOf('\n');
      if (end < 0) return;
      child.stdout.off('data', onData);
      resolve(out.slice(0, end).trim());
    };
    child.stdout.on('data', onData);
    void exited.then((code) => reject(new Error(`${args.join(' ')} exited early (${code}): ${stderr.slice(0, 500)}`)));
  });
  return {
    ready,
    child,
    stderr: () => stderr,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * Waits for cal serve to say it rendered its events ahead (said when CAL_CACHE is set; it answers meanwhile, in
 * pauses between requests); resolves to how long that took.
 */
export async function renderedAhead(cal) {
  for (;;) {
    const said = /rendered (\d+) events ahead in (\d+) ms/.exec(cal.stderr());
    if (said) return Number(said[2]);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * One autocannon run of POSTs to `path` on `origin` as the administrator, each with the next `body()`; every answer
 * must be a 2xx. `onLatency` (when given) is called with each answer's latency.
 */
export async function postRun(origin, path, { connections, seconds, body, onLatency }) {
  const run = autocannon({
    url: origin,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path,
        headers: { authorization: ADMIN_AUTH, 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: body() }),
      },
    ],
  });
  if (onLatency) run.on('response', (_client, _status, _bytes, responseTime) => onLatency(responseTime));
  const result = await run;
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0)
    throw new Error(
      `${origin} POST ${path}: ${failed} of ${result.requests.total} requests failed (${JSON.stringify(result.statusCodeStats)}, errors ${result.errors}, timeouts ${result.timeouts})`,
    );
  return { acknowledged: result['2xx'], rps: result.requests.total / result.duration, latency: result.latency };
}

/** CPU time (user and system, in clock ticks) the process has used, from /proc; undefined where there is none. */
export async function cpuTicks(pid) {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/**
 * Waits (at most `limitMs`) until the process `pid` has used no CPU for `quietMs`, so that no measurement overlaps
 * work the server still does after the one before (after writes: saving and folding its journal).
 */
export async function settled(pid, { quietMs = 300, limitMs = 10_000 } = {}) {
  const step = 100;
  const deadline = performance.now() + limitMs;
  let last = await cpuTicks(pid);
  let quietFor = 0;
  while (last !== undefined && quietFor < quietMs && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, step));
    const now = await cpuTicks(pid);
    quietFor = now === last ? quietFor + step : 0;
    last = now;
  }
}

/** `cal serve --port 0` on `file`, with a known administrator password; resolves to its origin and a stop. */
export async function startServe(file, home, env = {}) {
  const server = startChild(process.execPath, [BIN, '--data', file, 'serve', '--port', '0'], {
    env: cleanEnv(home, { CAL_ADMIN_PASSWORD: ADMIN_PASSWORD, ...env }),
    cwd: home,
  });
  const apiRoot = await server.ready;
  return {
    origin: new URL(apiRoot).origin,
    apiRoot,
    stop: () => server.stop(),
    stderr: () => server.stderr(),
    pid: server.child.pid,
  };
}

/** `items` in the order of turn `turn`: as given, then reversed every other turn, so that no item always goes first. */
export function turnOrder(items, turn) {
  return turn % 2 === 0 ? items : [...items].reverse();
}

/** The part of `total` that turn `turn` of `turns` takes, as [from, to): the turns' parts add up to it. */
export function turnShare(total, turn, turns) {
  return [Math.floor((turn * total) / turns), Math.floor(((turn + 1) * total) / turns)];
}

/** Of an odd number of `items`, the one whose `value` is the median. */
export function medianBy(items, value) {
  return [...items].sort((a, b) => value(a) - value(b))[Math.floor(items.length / 2)];
}

export function median(samples) {
  return percentile(samples, 50);
}

/** Nearest-rank percentile of `samples` (unsorted). */
export function percentile(samples, p) {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

export const ms = (n) => (n >= 10_000 ? `${(n / 1000).toFixed(1)} s` : `${n.toFixed(n < 10 ? 2 : n < 100 ? 1 : 0)} ms`);
export const ratio = (n) => `${n.toFixed(2)}×`;
export const count = (n) => Math.round(n).toLocaleString('en-US');
export const verdict = (met) => (met ? 'met' : '**missed**');

/** A markdown table from a header row and rows of cells. */
export function table(head, rows, align) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const rule = head.map((_, i) => (align?.[i] === 'l' ? '---' : '---:'));
  return [line(head), line(rule), ...rows.map(line)].join('\n');
}

export function machine() {
  const cpu = cpus();
  const model = cpu[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  return `${model}, ${cpu.length} cores, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, ${process.platform} ${release()}, Node ${process.version}`;
}

export const DAY = 86_400_000;
/** Dates as the API reads them: a UTC day, and a UTC wall time `YYYY-MM-DD HH:MM:SS`. */
export const isoDay = (t) => new Date(t).toISOString().slice(0, 10);
export const wallTime = (t) => new Date(t).toISOString().slice(0, 19).replace('T', ' ');
export const percent = (n) => `${(n * 100).toFixed(n < 0.1 ? 1 : 0)}%`;
/** A latency in milliseconds (autocannon's are whole), or a dash when nothing was measured. */
export const latency = (v) => (v === undefined ? '—' : v < 1 ? '< 1 ms' : `${Math.round(v * 10) / 10} ms`);

/** A small linear congruential generator in [0, 1): the same sequence for the same seed, run after run. */
export function lcg(seed) {
  let state = seed >>> 0;
  return () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

const CEILING = fileURLToPath(new URL('./ceiling-server.js', import.meta.url));

/**
 * The bare node:http server answering every request with the body in `bodyFile`; `ready` resolves to its origin.
 * With `durable` ({ journal, lineBytes }), each answer waits for a line of that length on disk (ceiling-server.js).
 */
export function startCeiling(bodyFile, status, durable) {
  const journal = durable ? [durable.journal, String(durable.lineBytes)] : [];
  const ceiling = startChild(process.execPath, [CEILING, bodyFile, String(status), ...journal]);
  return { origin: ceiling.ready.then((port) => `http://127.0.0.1:${port}`), stop: () => ceiling.stop() };
}
