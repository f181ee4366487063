// Answers made in one turn of the event loop are handed to their sockets together, once the turn's requests have
// all been answered.
//
// Why: an answer written to a client whose thread sleeps wakes it, inside the write, and on a machine the client
// shares that wake-up cost more than a search's own work (a third of its time was in writev, against a tenth for a
// bare server answering at once). Written together, the first answer wakes the client and the others find it
// awake. An answer waits for the turn's other requests, but never more than MOST_WAIT_MS: a turn that reads many
// requests (a flood of bodies) would otherwise hold every answer made in it until its end.

import { performance } from 'node:perf_hooks';

/**
 * The longest an answer waits for others: once the first of a batch has waited this long, the batch is written
 * with the next answer made. During a flood of anonymous bodies, writing at the turn's end alone let other
 * clients' read p99 rise 5.7-11.0 ms in three runs, against 6.9-7.5 ms when each answer was written at once
 * (bench/NOTES.md).
 */
const MOST_WAIT_MS = 1;

/** Answers (`T`: what `write` needs to send one) written together; `failed` gets one whose write threw. */
export class SendBatch<T> {
  private items: T[] = [];
  private sent: Promise<void> | undefined;
  private release: () => void = () => undefined;
  /** When the batch's first answer was added. */
  private openedAt = 0;

  constructor(
    private readonly write: (item: T) => void,
    private readonly failed: (item: T, error: unknown) => void,
  ) {}

  /**
   * Writes `item` once this turn's requests are answered (or the batch's first has waited MOST_WAIT_MS), with the
   * others of the batch, in the order given. Resolves once it is written: the promise is the batch's, shared.
   */
  add(item: T): Promise<void> {
    const now = performance.now();
    if (!this.sent) {
      this.sent = new Promise((resolve) => (this.release = resolve));
      this.openedAt = now;
      // After the I/O callbacks of this turn (every request read in it) and the work they queued.
      setImmediate(this.flush);
    }
    const sent = this.sent;
    this.items.push(item);
    if (now - this.openedAt >= MOST_WAIT_MS) this.flush();
    return sent;
  }

  /** Resolves once every answer added so far is written. */
  written(): Promise<void> {
    return this.sent ?? Promise.resolve();
  }

  private readonly flush = (): void => {
    // Already written (the batch waited long enough): the turn's end finds nothing, or a batch opened since.
    if (!this.sent) return;
    const { items, release } = this;
    this.items = [];
    this.sent = undefined;
    for (const item of items) {
      try {
        this.write(item);
      } catch (error) {
        this.failed(item, error);
      }
    }
    release();
  };
}
