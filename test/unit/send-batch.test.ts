// Answers made in one turn are sent together at its end: none before, all in the order given, each failure to its
// own handler, and a new batch for the next turn.
import { describe, expect, it } from 'vitest';
import { performance } from 'node:perf_hooks';
import { setImmediate as endOfTurn } from 'node:timers/promises';
import { SendBatch } from '../../src/server/send-batch.js';

interface Send {
  run(): void;
  failed?: (error: unknown) => void;
}

/** A batch whose items say what their write does, and what their failure does. */
function sendBatch(): SendBatch<Send> {
  return new SendBatch<Send>(
    (send) => send.run(),
    (send, error) => {
      if (!send.failed) throw error;
      send.failed(error);
    },
  );
}

const sending = (run: () => unknown, failed?: (error: unknown) => void): Send => ({ run: () => void run(), failed });

describe('SendBatch', () => {
  it('sends nothing while the turn goes on, then every answer of the turn, in order', async () => {
    const batch = sendBatch();
    const sent: number[] = [];
    const done = [1, 2, 3].map((n) => batch.add(sending(() => sent.push(n))));
    // Work the turn queued (awaited promises) runs first.
    await Promise.resolve();
    await Promise.resolve();
    expect(sent).toEqual([]);
    await Promise.all(done);
    expect(sent).toEqual([1, 2, 3]);
  });

  it('gives a send that throws to its own handler, and sends the rest', async () => {
    const batch = sendBatch();
    const sent: string[] = [];
    const failed: unknown[] = [];
    const first = batch.add(sending(() => sent.push('first')));
    const second = batch.add(
      sending(
        () => {
          throw new Error('bad header');
        },
        (error) => failed.push(error),
      ),
    );
    const third = batch.add(sending(() => sent.push('third')));
    await Promise.all([first, second, third]);
    expect({ sent, failed: failed.map(String) }).toEqual({ sent: ['first', 'third'], failed: ['Error: bad header'] });
  });

  it('makes a new batch for the next turn', async () => {
    const batch = sendBatch();
    const sent: string[] = [];
    const first = batch.add(sending(() => sent.push('a')));
    await endOfTurn();
    await first;
    const second = batch.add(sending(() => sent.push('b')));
    expect(second).not.toBe(first);
    expect(sent).toEqual(['a']);
    await second;
    expect(sent).toEqual(['a', 'b']);
  });

  it('writes a batch whose first answer waited a millisecond with the next answer, before the turn ends', async () => {
    const batch = sendBatch();
    const sent: string[] = [];
    const first = batch.add(sending(() => sent.push('first')));
    // The same turn goes on, busy, past the longest wait.
    const until = performance.now() + 2;
    while (performance.now() < until);
    const second = batch.add(sending(() => sent.push('second')));
    expect(sent).toEqual(['first', 'second']);
    const third = batch.add(sending(() => sent.push('third')));
    expect(sent).toEqual(['first', 'second']);
    await Promise.all([first, second, third]);
    expect(sent).toEqual(['first', 'second', 'third']);
  });

  it('says when every answer added so far is written, whether or not its adder kept the promise', async () => {
    const batch = sendBatch();
    const sent: string[] = [];
    await batch.written();
    void batch.add(sending(() => sent.push('a')));
    void batch.add(sending(() => sent.push('b')));
    const written = batch.written();
    expect(sent).toEqual([]);
    await written;
    expect(sent).toEqual(['a', 'b']);
  });
});
