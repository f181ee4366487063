// Answers made in one turn are sent together at its end: none before, all in the order given, each failure to its
// own handler, and a new batch for the next turn.
import { describe, expect, it } from 'vitest';
import { performance } from 'node:perf_hooks';
import { setImmediate as endOfTurn } from 'node:timers/promises';
import { SendBatch } from '../../src/server/send-batch.js';

const noFailure = (error: unknown) => {
  throw error;
};

describe('SendBatch', () => {
  it('sends nothing while the turn goes on, then every answer of the turn, in order', async () => {
    const batch = new SendBatch();
    const sent: number[] = [];
    const done = [1, 2, 3].map((n) => batch.add(() => sent.push(n), noFailure));
    // Work the turn queued (awaited promises) runs first.
    await Promise.resolve();
    await Promise.resolve();
    expect(sent).toEqual([]);
    await Promise.all(done);
    expect(sent).toEqual([1, 2, 3]);
  });

  it('gives a send that throws to its own handler, and sends the rest', async () => {
    const batch = new SendBatch();
    const sent: string[] = [];
    const failed: unknown[] = [];
    const first = batch.add(() => sent.push('first'), noFailure);
    const second = batch.add(
      () => {
        throw new Error('bad header');
      },
      (error) => failed.push(error),
    );
    const third = batch.add(() => sent.push('third'), noFailure);
    await Promise.all([first, second, third]);
    expect({ sent, failed: failed.map(String) }).toEqual({ sent: ['first', 'third'], failed: ['Error: bad header'] });
  });

  it('makes a new batch for the next turn', async () => {
    const batch = new SendBatch();
    const sent: string[] = [];
    const first = batch.add(() => sent.push('a'), noFailure);
    await endOfTurn();
    await first;
    const second = batch.add(() => sent.push('b'), noFailure);
    expect(second).not.toBe(first);
    expect(sent).toEqual(['a']);
    await second;
    expect(sent).toEqual(['a', 'b']);
  });

  it('writes a batch whose first answer waited a millisecond with the next answer, before the turn ends', async () => {
    const batch = new SendBatch();
    const sent: string[] = [];
    const first = batch.add(() => sent.push('first'), noFailure);
    // The same turn goes on, busy, past the longest wait.
    const until = performance.now() + 2;
    while (performance.now() < until);
    const second = batch.add(() => sent.push('second'), noFailure);
    expect(sent).toEqual(['first', 'second']);
    const third = batch.add(() => sent.push('third'), noFailure);
    expect(sent).toEqual(['first', 'second']);
    await Promise.all([first, second, third]);
    expect(sent).toEqual(['first', 'second', 'third']);
  });
});
