// `node bench/scaling-simulation.js`: one writer and N readers (`cal serve` instances) on one calendar, the readers
// following the change log through PostgreSQL streaming replicas with a lag, at 10× the peak write rate measured
// through one instance. Three steps, printed as markdown:
// 1. record: a realistic write mix (bench/scaling-support.js writeMix) through `cal serve` at 16 connections on a
//    private cluster (fsync on), for a few seconds; its cal_changes rows are the log, its rate the peak;
// 2. calibrate, with the real code: each entry of the log applied by catchUp (src/store/postgres/catch-up.ts) to a
//    calendar loaded from the database as it was before the writes, its indexes built as a serving instance's are
//    (JSON parse and apply, timed one by one, after a first untimed pass on another copy); an empty catch-up query
//    against the database (CPU and wall time); the database's own time for the query (EXPLAIN ANALYZE); a notice's
//    delivery (LISTEN / NOTIFY);
// 3. simulate (bench/scaling-model.js, which states the model's assumptions): the log replayed faster, looped
//    to `--simulated` seconds, for each number of readers and replica lag. The entries are not applied again:
//    each costs its reader the CPU measured for it in step 2 (times `--cpu-scale`).
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import { startPostgres } from '../scripts/postgres-cluster.mjs';
import { count, machine, median, percentile, scratch, settled, table } from './support.js';
import {
  calendarDatabase,
  catchUpCode,
  oneEntryLog,
  servedState,
  startProbedServe,
  writeLoad,
  writeMix,
} from './scaling-support.js';
import { simulate } from './scaling-model.js';
import { firstTag } from './tag-writes.js';

const USAGE = `usage: node bench/scaling-simulation.js [options]
  --events N       calendar size (default 10000)
  --seconds S      length of the recorded write run (default 4)
  --peak W         the peak write rate to multiply, writes/s (default: the recorded run's rate)
  --rates X,…      multiples of the peak to replay at (default 1,10)
  --readers N,…    numbers of readers (default 1,2,4,8)
  --lags MS,…      mean replica lags; 0 reads the primary (default 0,5,50,500)
  --replicas R     replicas the readers share, round robin (default 2)
  --poll MS        a reader asks its replica again this often while it lacks announced entries (default 5)
  --rtt MS         network round trip between a reader and its replica (default 0.5)
  --replica-cores  cores each replica answers on (default 2)
  --cpu-scale X    multiplies the readers' measured CPU costs (default 1)
  --simulated S    seconds of log to simulate, the recording looped (default 20)
  --quick          a smoke run: 2,000 events, 1 s recorded, 3 s simulated`;

function options(argv) {
  const opts = {
    events: 10_000,
    seconds: 4,
    peak: undefined,
    rates: [1, 10],
    readers: [1, 2, 4, 8],
    lags: [0, 5, 50, 500],
    replicas: 2,
    pollMs: 5,
    rttMs: 0.5,
    replicaCores: 2,
    cpuScale: 1,
    simulated: 20,
  };
  const list = (value) => (value ?? '').split(',').map(Number);
  /** Each option taking a value, and the setting it gives. */
  const setters = {
    '--events': (value) => (opts.events = Number(value)),
    '--seconds': (value) => (opts.seconds = Number(value)),
    '--peak': (value) => (opts.peak = Number(value)),
    '--rates': (value) => (opts.rates = list(value)),
    '--readers': (value) => (opts.readers = list(value)),
    '--lags': (value) => (opts.lags = list(value)),
    '--replicas': (value) => (opts.replicas = Number(value)),
    '--poll': (value) => (opts.pollMs = Number(value)),
    '--rtt': (value) => (opts.rttMs = Number(value)),
    '--replica-cores': (value) => (opts.replicaCores = Number(value)),
    '--cpu-scale': (value) => (opts.cpuScale = Number(value)),
    '--simulated': (value) => (opts.simulated = Number(value)),
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--quick') Object.assign(opts, { events: 2_000, seconds: 1, simulated: 3 });
    else if (Object.hasOwn(setters, arg)) setters[arg](argv[++i]);
    else {
      console.error(arg === '--help' ? USAGE : `unknown option ${arg}\n${USAGE}`);
      process.exit(arg === '--help' ? 0 : 2);
    }
  }
  return opts;
}

const elapsed = (begun) => performance.now() - begun;

/** Step 1: the log of a run of the realistic mix at 16 connections, and two calendars as they were before it. */
async function record(cluster, box, code, opts) {
  const url = await calendarDatabase(cluster, box, 'simulation', opts.events);
  const cal = await startProbedServe(url, box, { env: { CAL_CACHE: 'off' } });
  const client = await code.connect(url);
  try {
    await firstTag(cal.origin);
    const mix = writeMix(opts.events, 4);
    await writeLoad(cal.origin, mix, { seconds: 0.5 });
    await settled(cal.pid, { limitMs: 60_000 });
    const loads = [await code.loadCalendar(client, {}), await code.loadCalendar(client, {})];
    const first = loads[0].revision;
    if (loads[1].revision !== first) throw new Error('the calendar changed while it was loaded');
    const load = await writeLoad(cal.origin, mix, { seconds: opts.seconds });
    await cal.stop();
    const rows = (
      await client.query(
        'select revision, extract(epoch from committed_at) * 1000 as at, entry::text as text ' +
          'from cal_changes where revision > $1 order by revision',
        [first],
      )
    ).rows;
    return { client, first, rows, load, states: loads.map((loaded) => servedState(loaded.state)) };
  } catch (error) {
    await cal.stop();
    await client.end();
    throw error;
  }
}

/** Step 2: each entry's CPU cost through the real catchUp, and the costs of a query. */
async function calibrate(cluster, code, recorded) {
  const { client, first, rows, states } = recorded;
  const applyAll = async (state, time) => {
    const costs = [];
    for (const { revision, text } of rows) {
      const begun = performance.now();
      await code.catchUp(oneEntryLog(Number(revision), JSON.parse(text)), state, Number(revision) - 1);
      if (time) costs.push(elapsed(begun));
    }
    return costs;
  };
  await applyAll(states[0], false);
  const costs = await applyAll(states[1], true);

  const last = first + rows.length;
  const cpu = [];
  const wall = [];
  for (let i = 0; i < 200; i++) {
    const cpuBefore = process.cpuUsage();
    const begun = performance.now();
    if ((await code.catchUp(client, states[1], last)) !== last) throw new Error('the log grew');
    wall.push(elapsed(begun));
    const used = process.cpuUsage(cpuBefore);
    cpu.push((used.user + used.system) / 1000);
  }

  // On the reader's own connection, warm: what a long-lived instance's queries cost the database.
  const databaseMs = async (rowsWanted) => {
    const times = [];
    for (let i = 0; i < 25; i++) {
      const result = await client.query(
        'explain (analyze, format json) select revision, entry from cal_changes where revision > $1 order by revision',
        [last - rowsWanted],
      );
      const [plan] = Object.values(result.rows[0])[0];
      times.push(plan['Planning Time'] + plan['Execution Time']);
    }
    return median(times.slice(5));
  };
  const one = await databaseMs(1);
  const many = await databaseMs(64);

  const notices = [];
  const listener = await code.connect(cluster.url('simulation'));
  try {
    await listener.query('listen scaling_probe');
    for (let i = 0; i < 50; i++) {
      const heard = new Promise((resolve) => listener.once('notification', () => resolve(performance.now())));
      const sent = performance.now();
      await client.query("select pg_notify('scaling_probe', '1')");
      notices.push((await heard) - sent);
    }
  } finally {
    await listener.end();
  }
  return {
    costs,
    fetchCpuMs: median(cpu),
    fetchWallMs: median(wall),
    dbBaseMs: Math.max(0, one - (many - one) / 63),
    dbPerEntryMs: Math.max(0, (many - one) / 63),
    notifyMs: median(notices),
  };
}

/**
 * The recorded log compressed by `speedup` and looped to `seconds`: entries keep their batches (one commit each) and
 * their measured costs; each loop follows the last after one mean gap between commits.
 */
function replayLog(rows, costs, speedup, seconds, cpuScale) {
  const times = rows.map((row) => Number(row.at));
  const start = times[0];
  const span = (times[times.length - 1] - start) / speedup;
  const batches = new Set(times).size;
  const gap = span / Math.max(1, batches - 1);
  const log = [];
  for (let loop = 0; log.length === 0 || log[log.length - 1].time < seconds * 1000; loop++) {
    const offset = loop * (span + gap);
    rows.forEach((row, i) =>
      log.push({
        time: offset + (times[i] - start) / speedup,
        batch: `${loop}/${times[i]}`,
        costMs: costs[i] * cpuScale,
      }),
    );
  }
  return log;
}

const opts = options(process.argv.slice(2));
const box = await scratch('simulation');
const cluster = startPostgres({ durable: true });
let recorded;
try {
  const code = await catchUpCode();
  console.error('simulation: recording…');
  recorded = await record(cluster, box, code, opts);
  console.error(`simulation: calibrating on ${count(recorded.rows.length)} entries…`);
  const measured = await calibrate(cluster, code, recorded);
  const recordedRate = recorded.rows.length / opts.seconds;
  const peak = opts.peak ?? recorded.load.rps;
  const meanCost = measured.costs.reduce((sum, cost) => sum + cost, 0) / measured.costs.length;
  const batches = new Set(recorded.rows.map((row) => row.at)).size;
  const rows = [];
  for (const rate of opts.rates) {
    const speedup = (rate * peak) / recordedRate;
    const log = replayLog(recorded.rows, measured.costs, speedup, opts.simulated, opts.cpuScale);
    for (const readers of opts.readers)
      for (const lagMs of opts.lags) {
        console.error(`simulation: ${rate}× peak, ${readers} readers, lag ${lagMs} ms…`);
        const result = simulate(log, {
          readers,
          // Lag 0: every reader queries the primary itself.
          replicas: lagMs === 0 ? 1 : opts.replicas,
          lagMs,
          notifyMs: measured.notifyMs,
          pollMs: opts.pollMs,
          rttMs: lagMs === 0 ? measured.fetchWallMs : opts.rttMs + measured.fetchWallMs,
          replicaCores: opts.replicaCores,
          dbBaseMs: measured.dbBaseMs,
          dbPerEntryMs: measured.dbPerEntryMs,
          fetchCpuMs: measured.fetchCpuMs * opts.cpuScale,
        });
        rows.push({ rate, readers, lagMs, ...result });
      }
  }
  const f = (n) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));
  const markdown = [
    '# Scaling simulation',
    '',
    `\`node bench/scaling-simulation.js${process.argv.length > 2 ? ` ${process.argv.slice(2).join(' ')}` : ''}\` on ${new Date().toISOString().slice(0, 10)}.`,
    `Machine: ${machine()}, PostgreSQL 15 (private cluster, fsync on), shared with other work: figures are noisy.`,
    '',
    '## Recorded log and calibration',
    '',
    table(
      ['figure', 'value'],
      [
        ['calendar', `${count(opts.events)} events`],
        ['recorded', `${count(recorded.rows.length)} entries in ${count(batches)} commits over ${opts.seconds} s`],
        ['peak write rate (16 connections)', `${count(peak)} writes/s${opts.peak ? ' (given)' : ''}`],
        [
          'entry size (mean)',
          `${(recorded.rows.reduce((s, r) => s + r.text.length, 0) / recorded.rows.length / 1024).toFixed(2)} KiB`,
        ],
        ['entry CPU, parse and apply: mean', `${f(meanCost * 1000)} µs`],
        [
          'entry CPU: p50 / p99 / max',
          [50, 99].map((p) => `${f(percentile(measured.costs, p) * 1000)} µs`).join(' / ') +
            ` / ${f(Math.max(...measured.costs) * 1000)} µs`,
        ],
        [
          'empty catch-up query: reader CPU / wall',
          `${f(measured.fetchCpuMs * 1000)} µs / ${f(measured.fetchWallMs * 1000)} µs`,
        ],
        [
          'catch-up query in the database: base + per row',
          `${f(measured.dbBaseMs * 1000)} µs + ${f(measured.dbPerEntryMs * 1000)} µs`,
        ],
        ['notice delivery (NOTIFY to LISTEN)', `${f(measured.notifyMs * 1000)} µs`],
        ['readers keep up up to (1 / mean entry CPU)', `${count(1000 / (meanCost * opts.cpuScale))} entries/s`],
      ],
      ['l', 'l'],
    ),
    '',
    `Model parameters: ${opts.replicas} replicas shared round robin, ${opts.replicaCores} cores each; poll every ${opts.pollMs} ms; network round trip ${opts.rttMs} ms to a replica (added to the measured local one); CPU costs × ${opts.cpuScale}; ${opts.simulated} s of log per row.`,
    '',
    '## Results',
    '',
    table(
      [
        'rate',
        'entries/s',
        'readers',
        'lag',
        'staleness p50',
        'p99',
        'max',
        'p50, last tenth',
        'reader CPU / s of log',
        'keeps up',
        'queries/s per reader (empty)',
        'database busy',
      ],
      rows.map((row) => [
        `${row.rate}× peak`,
        count(row.entriesPerSecond),
        row.readers,
        row.lagMs === 0 ? 'primary' : `${row.lagMs} ms`,
        `${f(row.p50)} ms`,
        `${f(row.p99)} ms`,
        `${f(row.max)} ms`,
        `${f(row.tailP50)} ms`,
        `${f(row.cpuShare * 1000)} ms`,
        row.cpuShare < 1 ? 'yes' : '**no**',
        `${count(row.queriesPerSecond)} (${Math.round(row.emptyShare * 100)}%)`,
        `${Math.round(row.replicaBusy * 100)}%`,
      ]),
    ),
    '',
  ].join('\n');
  process.stdout.write(`${markdown}\n`);
} finally {
  await recorded?.client.end();
  cluster.stop();
  await box.remove();
}
