// When the journal is folded into the snapshot: once it is past a size that grows with the snapshot, at the first
// quiet moment, or at once when no quiet moment comes.

export interface FoldOptions {
  /** Least journal size past which it is folded into the snapshot (FOLD_BYTES). */
  foldBytes?: number;
  /** The journal is folded once past this share of the snapshot's size, when that is more (FOLD_SHARE). */
  foldShare?: number;
  /** How long without a write makes a quiet moment to fold in (QUIET_MS). */
  quietMs?: number;
}

/** Journal size past which it is folded into the snapshot, at the first quiet moment. */
const FOLD_BYTES = 16 * 1024 * 1024;
/**
 * The share of the snapshot's size the journal may grow to first, when that is more than FOLD_BYTES. A fold writes
 * the whole snapshot: at 100,000 events (a 74 MB snapshot, folded in 1.3 s), a fold every 16 MB of journal cost each
 * create 80 µs, eight times what it cost at 10,000 events; with the journal let grow to the snapshot's size, 18 µs.
 */
const FOLD_SHARE = 1;
/** A quiet moment: this long without a write saved. A bulk import saves writes every few milliseconds. */
const QUIET_MS = 100;
/** Past this many times the size, the journal is folded at once, quiet or not. */
const FOLD_ANYWAY = 4;

/** Whether a journal is folded: not yet, at the next quiet moment, or at once. */
export type FoldDue = 'later' | 'when quiet' | 'now';

export class FoldSchedule {
  /** Journal size past which the next fold starts; raised after a fold fails, so a full disk is not retried at once. */
  private foldAt: number;

  constructor(
    private readonly options: FoldOptions,
    /** The snapshot's size on disk, as opened or as last folded. */
    private snapshotBytes: number,
  ) {
    this.foldAt = this.step();
  }

  get quietMs(): number {
    return this.options.quietMs ?? QUIET_MS;
  }

  /**
   * Replaying a long journal slows the next start: it is folded once it grows, at the first quiet moment, so that a
   * run of writes (an import) does not wait behind a fold; a journal grown to FOLD_ANYWAY times the size, which a
   * steady stream of writes leaves no quiet moment to fold, is folded at once.
   */
  due(journalBytes: number): FoldDue {
    if (journalBytes <= this.foldAt) return 'later';
    return journalBytes > this.foldAt + (FOLD_ANYWAY - 1) * this.step() ? 'now' : 'when quiet';
  }

  /** After a fold wrote a snapshot of `snapshotBytes`. */
  folded(snapshotBytes: number): void {
    this.snapshotBytes = snapshotBytes;
    this.foldAt = this.step();
  }

  /** After a fold failed: the journal still holds every write; tried again once it has grown as much again. */
  failed(journalBytes: number): void {
    this.foldAt = journalBytes + this.step();
  }

  /** How much journal a fold waits for: FOLD_BYTES, or the share of the snapshot when that is more. */
  private step(): number {
    const share = this.options.foldShare ?? FOLD_SHARE;
    return Math.max(this.options.foldBytes ?? FOLD_BYTES, Math.round(share * this.snapshotBytes));
  }
}
