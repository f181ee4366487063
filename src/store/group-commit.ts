// Writes applied in memory at once and made durable in batches: every write queued while one batch is saved shares
// the next one (group commit). A batch that cannot be saved is taken back out of memory, with every write queued
// behind it, and each of them fails with the reason.
import { StagedTransaction } from './staged-transaction.js';
import type { ChangeSet, MemoryState } from './memory-state.js';
import type { Transaction } from './store.js';

interface PendingWrite {
  changes: ChangeSet;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface BatchSaver {
  /** Makes the batch durable, or throws with nothing of it saved. */
  save(batch: readonly ChangeSet[]): Promise<void>;
  /** The error the writes of a batch that could not be saved fail with. */
  failure(error: unknown): unknown;
  /** After a batch was saved; `idle` when no write is queued behind it. */
  saved?(idle: boolean): void;
}

export class GroupCommit {
  private queue: PendingWrite[] = [];
  private flushing: Promise<void> | undefined;

  constructor(
    private readonly state: MemoryState,
    private readonly saver: BatchSaver,
  ) {}

  /** Runs `change`, applies it in memory and resolves once its batch is saved. */
  async write<T>(change: (tx: Transaction) => T): Promise<T> {
    const tx = new StagedTransaction(this.state);
    const result = change(tx);
    const changes = tx.changes();
    this.state.apply(changes, 'forward');
    await new Promise<void>((resolve, reject) => {
      this.queue.push({ changes, resolve, reject });
      this.flushing ??= this.flush();
    });
    return result;
  }

  /** Resolves once no batch is being saved. */
  async settled(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  get busy(): boolean {
    return this.flushing !== undefined;
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue;
      this.queue = [];
      try {
        await this.saver.save(batch.map((pending) => pending.changes));
      } catch (error) {
        // Nothing of this batch or of writes queued behind it is saved: take them all back.
        const failed = [...batch, ...this.queue];
        this.queue = [];
        for (const pending of [...failed].reverse()) this.state.apply(pending.changes, 'back');
        const reason = this.saver.failure(error);
        for (const pending of failed) pending.reject(reason);
        continue;
      }
      for (const pending of batch) pending.resolve();
      this.saver.saved?.(this.queue.length === 0);
    }
    this.flushing = undefined;
  }
}
