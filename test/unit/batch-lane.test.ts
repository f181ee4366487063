// Batches start their requests in turn, in the order they came, a few in each turn of the event loop.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { BatchLane, REQUESTS_PER_TURN } from '../../src/server/batch-lane.js';

/** Counts the turns of the event loop while `during` runs: each turn bumps `now`. */
async function countingTurns<T>(during: (turn: () => number) => Promise<T>): Promise<T> {
  let turns = 0;
  let stop = false;
  const ticking = (async () => {
    while (!stop) {
      await nextTurn();
      turns += 1;
    }
  })();
  try {
    return await during(() => turns);
  } finally {
    stop = true;
    await ticking;
  }
}

const R = REQUESTS_PER_TURN;
/** Two turns' worth of requests and half of one more. */
const COUNT = 2 * R + Math.ceil(R / 2);

describe('BatchLane', () => {
  it('starts a batch REQUESTS_PER_TURN requests a turn, letting the event loop run between', async () => {
    const lane = new BatchLane();
    const startedIn: number[] = [];
    const answers = await countingTurns(async (turn) => {
      const started = await lane.start([...Array(COUNT).keys()], (item) => {
        startedIn.push(turn());
        return Promise.resolve(item * 2);
      });
      return Promise.all(started);
    });
    expect(answers).toEqual([...Array(COUNT).keys()].map((item) => item * 2));
    // Three runs (the last one short), each in a later turn than the one before.
    const runs = [startedIn.slice(0, R), startedIn.slice(R, 2 * R), startedIn.slice(2 * R)];
    expect(runs.map((run) => run.length)).toEqual([R, R, COUNT - 2 * R]);
    for (const run of runs) expect(new Set(run).size).toBe(1);
    expect(runs[0]?.[0]).toBeLessThan(runs[1]?.[0] ?? 0);
    expect(runs[1]?.[0]).toBeLessThan(runs[2]?.[0] ?? 0);
  });

  it('starts the batches that came together one after another, in the order they came', async () => {
    const lane = new BatchLane();
    const order: string[] = [];
    const run = (name: string) => (item: number) => {
      order.push(`${name}${item}`);
      return Promise.resolve(item);
    };
    const first = lane.start([...Array(R + 5).keys()], run('a'));
    const second = lane.start([0, 1], run('b'));
    await Promise.all([first, second]);
    expect(order).toEqual([...[...Array(R + 5).keys()].map((item) => `a${item}`), 'b0', 'b1']);
  });

  it('hands back answers that fail, to be awaited, and holds up no batch behind', async () => {
    const lane = new BatchLane();
    const failing = await lane.start([1, 2], (item) =>
      item === 1 ? Promise.reject(new Error('refused')) : Promise.resolve(item),
    );
    await expect(failing[0]).rejects.toThrow('refused');
    await expect(failing[1]).resolves.toBe(2);
    const thrown = lane.start([1], () => {
      throw new Error('not started');
    });
    await expect(thrown).rejects.toThrow('not started');
    await expect(Promise.all(await lane.start([3], (item) => Promise.resolve(item)))).resolves.toEqual([3]);
  });
});
