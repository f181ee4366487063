// The model bench/scaling-simulation.js runs: one writer commits a change log; N readers, each a `cal serve` instance
// on a host of its own, follow it through PostgreSQL streaming replicas. A discrete-event simulation, in
// milliseconds, deterministic for a seed. Its assumptions, in the order they act:
// - the writer commits the log's batches at their (compressed) times; one notice per batch reaches every reader
//   `notifyMs` later (readers LISTEN on the primary: a hot standby takes no LISTEN);
// - a replica replays the log in order: entry i becomes visible there at max(visible(i-1), commit(i) + lag × u),
//   u uniform in [0.5, 1.5) drawn per batch and replica; lag 0 is a reader on the primary itself (today's design);
// - a reader told of entries it lacks asks its replica for every entry after its own revision (the catch-up query)
//   at once, and again every `pollMs` while its replica lacks some; it sends one query at a time;
// - a query travels `rttMs` / 2 each way; the replica answers on `replicaCores` cores, first come first served, each
//   answer taking `dbBaseMs` + `dbPerEntryMs` × rows; the rows are those visible when it starts;
// - the reader then spends `fetchCpuMs` of CPU on the answer and each entry's own measured CPU cost (JSON parse and
//   apply), one after another, on one core; an entry counts as applied when its own cost is spent;
// - nothing else runs on the reader (its read traffic is left out: its CPU share is what reads have left less of).
import { lcg, percentile } from './support.js';

/** A binary heap of events by time, then by order of scheduling (ties keep their order). */
class Agenda {
  items = [];
  count = 0;
  push(time, run) {
    const item = { time, order: this.count++, run };
    const heap = this.items;
    heap.push(item);
    for (let i = heap.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (!before(heap[i], heap[parent])) break;
      [heap[i], heap[parent]] = [heap[parent], heap[i]];
      i = parent;
    }
  }
  pop() {
    const heap = this.items;
    const top = heap[0];
    const last = heap.pop();
    if (heap.length > 0) {
      heap[0] = last;
      for (let i = 0; ;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let least = i;
        if (left < heap.length && before(heap[left], heap[least])) least = left;
        if (right < heap.length && before(heap[right], heap[least])) least = right;
        if (least === i) break;
        [heap[i], heap[least]] = [heap[least], heap[i]];
        i = least;
      }
    }
    return top;
  }
  get size() {
    return this.items.length;
  }
}
const before = (a, b) => a.time < b.time || (a.time === b.time && a.order < b.order);

/**
 * Runs the model. `log`: entries in commit order, each { time (ms from the start), batch (a number shared by the
 * entries of one commit), costMs (the reader's CPU for it) }. Returns per-reader and overall figures.
 */
export function simulate(log, params) {
  const { readers: readerCount, replicas: replicaCount, lagMs, seed = 1 } = params;
  const { notifyMs, pollMs, rttMs, replicaCores, dbBaseMs, dbPerEntryMs, fetchCpuMs } = params;
  const rand = lcg(seed);
  const n = log.length;
  const duration = log[n - 1].time;

  // When each entry becomes visible on each replica (replica r serves readers r, r + R, …).
  const replicas = Array.from({ length: Math.min(replicaCount, readerCount) }, () => {
    const visible = new Float64Array(n);
    let last = 0;
    let draw = 0;
    for (let i = 0; i < n; i++) {
      if (i === 0 || log[i].batch !== log[i - 1].batch) draw = lagMs === 0 ? 0 : lagMs * (0.5 + rand());
      last = Math.max(last, log[i].time + draw);
      visible[i] = last;
    }
    return { visible, free: new Array(replicaCores).fill(0), busyMs: 0, queries: 0 };
  });
  /** Entries visible on `replica` at `time`: the count of a prefix of the log. */
  const visibleAt = (replica, time, from) => {
    let i = from;
    while (i < n && replica.visible[i] <= time) i++;
    return i;
  };

  const readers = Array.from({ length: readerCount }, (_, index) => ({
    replica: replicas[index % replicas.length],
    applied: 0, // entries applied: the next one is log[applied]
    told: 0, // entries the notices announced
    busy: false, // a query out, or answers being applied
    pollDue: false,
    cpuMs: 0,
    queries: 0,
    empty: 0,
    staleness: new Float64Array(n),
  }));

  const agenda = new Agenda();
  const query = (reader, time) => {
    reader.busy = true;
    reader.queries += 1;
    agenda.push(time + rttMs / 2, (arrived) => {
      const replica = reader.replica;
      const core = replica.free.indexOf(Math.min(...replica.free));
      const start = Math.max(arrived, replica.free[core]);
      const upTo = visibleAt(replica, start, reader.applied);
      const service = dbBaseMs + dbPerEntryMs * (upTo - reader.applied);
      replica.free[core] = start + service;
      replica.busyMs += service;
      replica.queries += 1;
      agenda.push(start + service + rttMs / 2, (answered) => {
        let clock = answered + fetchCpuMs;
        reader.cpuMs += fetchCpuMs;
        if (upTo === reader.applied) reader.empty += 1;
        for (let i = reader.applied; i < upTo; i++) {
          clock += log[i].costMs;
          reader.cpuMs += log[i].costMs;
          reader.staleness[i] = clock - log[i].time;
        }
        reader.applied = upTo;
        agenda.push(clock, (done) => {
          reader.busy = false;
          if (reader.applied < reader.told) poll(reader, done);
        });
      });
    });
  };
  /** Asks again now if the replica has more than the reader holds, else in pollMs. */
  const poll = (reader, time) => {
    if (reader.pollDue) return;
    if (reader.replica.visible[reader.applied] <= time) return query(reader, time);
    reader.pollDue = true;
    agenda.push(time + pollMs, (due) => {
      reader.pollDue = false;
      if (!reader.busy && reader.applied < reader.told) query(reader, due);
    });
  };

  // The commits: one notice per batch, to every reader.
  for (let i = 0; i < n;) {
    let end = i + 1;
    while (end < n && log[end].batch === log[i].batch) end++;
    const told = end;
    agenda.push(log[i].time + notifyMs, (time) => {
      for (const reader of readers) {
        reader.told = Math.max(reader.told, told);
        if (!reader.busy && !reader.pollDue) query(reader, time);
      }
    });
    i = end;
  }
  let clock = 0;
  while (agenda.size > 0) {
    const next = agenda.pop();
    clock = next.time;
    next.run(clock);
  }

  const all = readers.flatMap((reader) => Array.from(reader.staleness));
  // The last tenth of the log against the whole: a reader falling behind is staler the longer the log runs.
  const tail = readers.flatMap((reader) => Array.from(reader.staleness.subarray(Math.floor(n * 0.9))));
  const seconds = duration / 1000;
  return {
    entries: n,
    seconds,
    entriesPerSecond: n / seconds,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    max: all.reduce((most, value) => Math.max(most, value), 0),
    tailP50: percentile(tail, 50),
    cpuShare: readers.reduce((sum, reader) => sum + reader.cpuMs, 0) / readers.length / duration,
    queriesPerSecond: readers.reduce((sum, reader) => sum + reader.queries, 0) / readers.length / seconds,
    emptyShare: readers.reduce((sum, reader) => sum + reader.empty, 0) / readers.reduce((sum, r) => sum + r.queries, 0),
    replicaBusy: replicas.reduce((sum, r) => sum + r.busyMs, 0) / replicas.length / (duration * replicaCores),
    finishedAfterMs: clock - duration,
  };
}
