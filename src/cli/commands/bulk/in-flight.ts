// How many records an import keeps in flight at once, and running work on items within that many.
import { performance, type EventLoopUtilization } from 'node:perf_hooks';

/** How many records may be in flight now; `done` is told of each one that ends. */
export interface InFlight {
  readonly current: number;
  done(remaining: number): void;
}

/** Always the same number: over HTTP, or as asked with --concurrency. */
export const fixedInFlight = (current: number): InFlight => ({ current, done: () => undefined });

export interface GrowingOptions {
  /** The number to start with. */
  start: number;
  /** The number never passed. */
  most: number;
  /** How many records end between two looks at how long the thread waited. */
  window: number;
  /** The share of a window's time the thread may wait before more records are let in. */
  idleAbove: number;
  /** The thread's time so far, busy and waiting (performance.eventLoopUtilization unless given). */
  utilization?: () => EventLoopUtilization;
}

/**
 * In process, the records a journal flush answers start again together, so while a flush is on its way the thread
 * has only the records still in flight to work on: on a disk whose flushes are slow, it waits unless many are. Each
 * record in flight costs CPU too, copied by every young-generation collection. So an import starts with few and lets
 * more in, doubling, while the thread waits for more than `idleAbove` of a window: 10,000 events took 1.46 s with 64
 * in flight and 1.64 s with 256 where a flush takes 0.3 ms (the thread waiting 6-10% and 2-3% of the time), and 2.5 s
 * with 64 and 1.85 s with 256 where it takes 5 ms more (bench/slow-sync.c; waiting 41-52% and 11-20%).
 */
export function growingInFlight(options: GrowingOptions): InFlight {
  const utilization = options.utilization ?? (() => performance.eventLoopUtilization());
  let current = options.start;
  let ended = 0;
  let mark = utilization();
  return {
    get current() {
      return current;
    },
    done(remaining) {
      ended += 1;
      if (ended % options.window !== 0 || current >= options.most) return;
      const now = utilization();
      const idle = now.idle - mark.idle;
      const waited = idle / (idle + (now.active - mark.active));
      mark = now;
      // The last records leave the thread waiting whatever their number: they are not a sign.
      if (waited > options.idleAbove && remaining > current) current = Math.min(options.most, current * 2);
    },
  };
}

/**
 * Runs `work` on the items in order, with at most `inFlight.current` at a time (asked again as each ends: it may grow),
 * until `stop()` says so. A `work` that throws stops the rest from starting; its error is thrown once those running
 * have ended.
 */
export async function eachInFlight<T>(
  items: readonly T[],
  inFlight: InFlight,
  stop: () => boolean,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const queue = items.values();
  let taken = 0;
  let failure: { error: unknown } | undefined;
  const running: Promise<void>[] = [];
  const worker = async (): Promise<void> => {
    while (failure === undefined && !stop()) {
      const next = queue.next();
      if (next.done) return;
      taken += 1;
      await work(next.value);
      inFlight.done(items.length - taken);
      startUpTo(inFlight.current);
    }
  };
  const startUpTo = (limit: number) => {
    while (running.length < Math.min(limit, items.length))
      running.push(worker().catch((error: unknown) => void (failure ??= { error })));
  };
  startUpTo(inFlight.current);
  // Workers started while others run are awaited too.
  for (let i = 0; i < running.length; i++) await running[i];
  if (failure) throw failure.error;
}
