// Answers made in one turn of the event loop are handed to their sockets together, once the turn's requests have
// all been answered.
//
// Why: an answer written to a client whose thread sleeps wakes it, inside the write, and on a machine the client
// shares that wake-up cost more than a search's own work (a third of its time was in writev, against a tenth for a
// bare server answering at once). Written together, the first answer wakes the client and the others find it
// awake. An answer waits for the turn's other requests at most; alone, for the end of the turn only.

export class SendBatch {
  private sends: (() => void)[] = [];
  private failures: ((error: unknown) => void)[] = [];
  private sent: Promise<void> | undefined;
  private release: () => void = () => undefined;

  /**
   * Runs `send` once this turn's requests are answered, with the others of the turn, in the order given; `failed`
   * gets what it throws. Resolves once it ran.
   */
  add(send: () => void, failed: (error: unknown) => void): Promise<void> {
    if (!this.sent) {
      this.sent = new Promise((resolve) => (this.release = resolve));
      // After the I/O callbacks of this turn (every request read in it) and the work they queued.
      setImmediate(this.flush);
    }
    this.sends.push(send);
    this.failures.push(failed);
    return this.sent;
  }

  private readonly flush = (): void => {
    const { sends, failures, release } = this;
    this.sends = [];
    this.failures = [];
    this.sent = undefined;
    for (let i = 0; i < sends.length; i++) {
      try {
        sends[i]?.();
      } catch (error) {
        failures[i]?.(error);
      }
    }
    release();
  };
}
