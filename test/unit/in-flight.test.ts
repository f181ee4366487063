// How many records an import keeps in flight: the number grows while the thread waits (a slow disk's flushes), not
// while it works; and work runs within that number, in order, growing with it.
import type { EventLoopUtilization } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { eachInFlight, fixedInFlight, growingInFlight, type InFlight } from '../../src/cli/commands/bulk/in-flight.js';

/** A thread's time so far that moves, at each look, by the next window's share of waiting (in ms of 100). */
function threadTime(waitedShares: number[]): () => EventLoopUtilization {
  let idle = 0;
  let active = 0;
  let looks = 0;
  return () => {
    // The first look is the mark the first window is measured from.
    if (looks > 0) {
      const share = waitedShares[looks - 1] ?? 0;
      idle += 100 * share;
      active += 100 * (1 - share);
    }
    looks += 1;
    return { idle, active, utilization: active / (idle + active || 1) };
  };
}

const OPTIONS = { start: 64, most: 256, window: 10, idleAbove: 0.2 };

function endRecords(inFlight: InFlight, count: number, remainingAfter = 10_000): number[] {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) {
    inFlight.done(remainingAfter);
    seen.push(inFlight.current);
  }
  return seen;
}

describe('growingInFlight', () => {
  it('doubles at the end of a window in which the thread waited for more than its share, up to the most', () => {
    const inFlight = growingInFlight({ ...OPTIONS, utilization: threadTime([0.5, 0.3, 0.25, 0.9]) });
    expect(inFlight.current).toBe(64);
    const seen = endRecords(inFlight, 40);
    expect(seen.slice(0, 9)).toEqual(Array(9).fill(64));
    expect(seen[9]).toBe(128);
    expect(seen[19]).toBe(256);
    // At the most it stays there, whatever the thread waits.
    expect(seen.slice(20)).toEqual(Array(20).fill(256));
  });

  it('stays where it is while the thread is busy', () => {
    const inFlight = growingInFlight({ ...OPTIONS, utilization: threadTime([0.05, 0.1, 0.2, 0.15]) });
    expect(endRecords(inFlight, 40)).toEqual(Array(40).fill(64));
  });

  it('does not read the last records, which leave the thread waiting whatever their number', () => {
    const inFlight = growingInFlight({ ...OPTIONS, utilization: threadTime([0.9, 0.9]) });
    expect(endRecords(inFlight, 20, 64)).toEqual(Array(20).fill(64));
  });

  it('measures each window from the end of the one before', () => {
    // Waiting in the first window only: the second, busy, does not raise it again.
    const inFlight = growingInFlight({ ...OPTIONS, utilization: threadTime([0.6, 0]) });
    const seen = endRecords(inFlight, 20);
    expect(seen[9]).toBe(128);
    expect(seen[19]).toBe(128);
  });
});

/** Work that ends when told, recording how many run at once. */
function trackedWork() {
  const started: number[] = [];
  const pending: (() => void)[] = [];
  let running = 0;
  let most = 0;
  return {
    started,
    get most() {
      return most;
    },
    get running() {
      return running;
    },
    work: (item: number) =>
      new Promise<void>((resolve) => {
        started.push(item);
        running += 1;
        most = Math.max(most, running);
        pending.push(() => {
          running -= 1;
          resolve();
        });
      }),
    /** Ends the oldest running item and lets what it started begin. */
    async endOne() {
      pending.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    },
  };
}

const items = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('eachInFlight', () => {
  it('runs every item in order, never more at once than allowed', async () => {
    const tracked = trackedWork();
    const done = eachInFlight(items(20), fixedInFlight(3), () => false, tracked.work);
    for (let i = 0; i < 20; i++) await tracked.endOne();
    await done;
    expect(tracked.started).toEqual(items(20));
    expect(tracked.most).toBe(3);
  });

  it('lets more run as soon as the number grows', async () => {
    const tracked = trackedWork();
    let current = 2;
    const inFlight: InFlight = {
      get current() {
        return current;
      },
      done: () => undefined,
    };
    const done = eachInFlight(items(30), inFlight, () => false, tracked.work);
    await tracked.endOne();
    expect(tracked.running).toBe(2);
    current = 5;
    await tracked.endOne();
    expect(tracked.running).toBe(5);
    for (let i = 0; i < 30; i++) await tracked.endOne();
    await done;
    expect(tracked.started).toEqual(items(30));
    expect(tracked.most).toBe(5);
  });

  it('tells the number of each item that ends, with how many are left to start', async () => {
    const remaining: number[] = [];
    await eachInFlight(
      items(5),
      { current: 2, done: (left) => void remaining.push(left) },
      () => false,
      async () => undefined,
    );
    expect(remaining).toHaveLength(5);
    expect(remaining.at(-1)).toBe(0);
  });

  it('starts nothing more once told to stop', async () => {
    const started: number[] = [];
    await eachInFlight(
      items(10),
      fixedInFlight(1),
      () => started.length >= 4,
      async (item) => void started.push(item),
    );
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('starts nothing more after a work throws, and throws its error once those running have ended', async () => {
    const started: number[] = [];
    const ended: number[] = [];
    const run = eachInFlight(
      items(10),
      fixedInFlight(2),
      () => false,
      async (item) => {
        started.push(item);
        if (item === 1) throw new Error('record 1 broke');
        await new Promise((resolve) => setTimeout(resolve, 5));
        ended.push(item);
      },
    );
    await expect(run).rejects.toThrow('record 1 broke');
    expect(started).toEqual([0, 1]);
    expect(ended).toEqual([0]);
  });
});
