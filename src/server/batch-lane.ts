// The order in which batches start their requests. A batch of 100 creates is some 25 ms of work; started all at
// once, several batches that arrive together are made side by side and answered together, each waiting for the
// slowest, and a journal save finished meanwhile waits for all of them to be told. Here batches take turns, in the
// order they came, and start their requests a few at a time, letting the event loop run between: saves end, answers
// go out, other requests are read. A batch is answered soon after its own requests are made, and its caller sends
// the next while the server makes the batches behind it.
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Requests started in one turn of the event loop: some 7 ms of work for creates, a WordPress-sized batch. */
export const REQUESTS_PER_TURN = 25;

export class BatchLane {
  /** Settles once the batch that came last has started its every request. */
  private last: Promise<void> = Promise.resolve();

  /**
   * Starts `run` for each item, in order, once the batches before this one have started theirs, REQUESTS_PER_TURN
   * in each turn; resolves with the answers' promises once every item is started. A promise that rejects is
   * handled where it is awaited, not reported as unhandled before.
   */
  start<T, A>(items: readonly T[], run: (item: T) => Promise<A>): Promise<Promise<A>[]> {
    const started: Promise<A>[] = [];
    const turn = this.last.then(async () => {
      for (const [i, item] of items.entries()) {
        if (i > 0 && i % REQUESTS_PER_TURN === 0) await nextTurn();
        const answer = run(item);
        answer.catch(() => undefined);
        started.push(answer);
      }
      // The last requests' work (up to their saves) is done before the next batch starts.
      await nextTurn();
    });
    // A batch that failed to start its requests holds up none behind it.
    this.last = turn.catch(() => undefined);
    return turn.then(() => started);
  }
}
