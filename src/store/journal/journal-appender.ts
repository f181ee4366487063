// Appending to the journal: one synced write for the entries of a batch, cut back to its last whole record when a
// write fails part way, and the head a fold covered dropped.
import { constants } from 'node:fs';
import { open, rename, rm, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { errorMessage } from '../../typing/caught-error.js';
import { syncDirectory, writeAll } from '../file/file-io.js';
import { encodeJournalLine, type JournalEntry } from './journal.js';

/** A failed write of the journal, after which it was cut back to its last whole record. */
export class JournalWriteError extends Error {
  constructor(
    readonly path: string,
    readonly failure: unknown,
  ) {
    super(`${path}: ${errorMessage(failure)}`);
  }
}

/**
 * Where the system offers it (O_DSYNC), the journal is opened so that each write returns once its bytes are on disk:
 * a commit is one trip to the disk thread rather than a write and then an fdatasync, and the server, which answers
 * the requests waiting on a commit only between its turns, waits for one turn fewer.
 */
const SYNCED_WRITES = constants.O_DSYNC !== undefined;
const APPEND_FLAGS = SYNCED_WRITES
  ? constants.O_RDWR | constants.O_APPEND | constants.O_CREAT | constants.O_DSYNC
  : 'a+';

export class Journal {
  /** Set when a failed write could not be undone: appending after its bytes would damage the file. */
  private broken: Error | undefined;
  /** Appends and the dropping of a folded head run one at a time. */
  private turn: Promise<unknown> = Promise.resolve();

  private constructor(
    readonly path: string,
    private handle: FileHandle,
    private bytes: number,
    /** Whether the folder's entry of the file is known to be on disk; an empty journal may have just been made. */
    private entryDurable: boolean,
  ) {}

  /**
   * Opens for appending after `validBytes`, cutting off a torn tail left by a crash. A journal that holds just its
   * records is left untouched: nothing is synced to disk at a start that changes nothing.
   */
  static async open(path: string, validBytes: number): Promise<Journal> {
    const handle = await open(path, APPEND_FLAGS, 0o600);
    const { size } = await handle.stat();
    if (size !== validBytes) {
      await handle.truncate(validBytes);
      await handle.sync();
    }
    // A journal holding records was synced, folder and all, before they were acknowledged.
    return new Journal(path, handle, validBytes, validBytes > 0);
  }

  get size(): number {
    return this.bytes;
  }

  /**
   * One synced write for all the entries: concurrent commits share the cost. When the write fails part way
   * (a full disk), the journal is cut back to its last whole record before the error is passed on.
   */
  append(entries: readonly JournalEntry[]): Promise<void> {
    return this.inTurn(() => this.appendNow(entries));
  }

  private inTurn(task: () => Promise<void>): Promise<void> {
    const done = this.turn.then(task);
    this.turn = done.catch(() => undefined);
    return done;
  }

  private async appendNow(entries: readonly JournalEntry[]): Promise<void> {
    if (this.broken) throw this.broken;
    const bytes = Buffer.from(entries.map(encodeJournalLine).join(''), 'utf8');
    try {
      await writeAll(this.handle, bytes);
      if (!SYNCED_WRITES) await this.handle.datasync();
      // The file's records are on disk; a journal made at this start needs its folder entry there too.
      if (!this.entryDurable) await syncDirectory(dirname(this.path));
    } catch (error) {
      await this.cutBack();
      throw new JournalWriteError(this.path, error);
    }
    this.entryDurable = true;
    this.bytes += bytes.length;
  }

  private async cutBack(): Promise<void> {
    try {
      await this.handle.truncate(this.bytes);
      await this.handle.sync();
    } catch (error) {
      this.broken = new Error(
        `${this.path}: a failed write could not be cut back (${errorMessage(error)}); restart to recover`,
      );
    }
  }

  /**
   * After a snapshot holds the first `bytes` of the journal: keep only what came after them. The rest is
   * written to a new file that replaces this one, so a crash leaves either journal, both replayable.
   */
  dropFirst(bytes: number): Promise<void> {
    return this.inTurn(() => this.dropFirstNow(bytes));
  }

  private async dropFirstNow(bytes: number): Promise<void> {
    if (this.broken) throw this.broken;
    if (bytes >= this.bytes) {
      await this.handle.truncate(0);
      await this.handle.sync();
      this.bytes = 0;
      return;
    }
    const rest = Buffer.alloc(this.bytes - bytes);
    await this.handle.read(rest, 0, rest.length, bytes);
    const temp = join(dirname(this.path), `.${basename(this.path)}.${process.pid}.tmp`);
    const next = await open(temp, 'w', 0o600);
    try {
      await next.writeFile(rest);
      await next.sync();
      await next.close();
      await rename(temp, this.path);
    } catch (error) {
      await next.close().catch(() => undefined);
      await rm(temp, { force: true });
      throw error;
    }
    await syncDirectory(dirname(this.path));
    await this.handle.close();
    this.handle = await open(this.path, APPEND_FLAGS, 0o600);
    this.bytes = rest.length;
  }

  async close(): Promise<void> {
    await this.turn;
    await this.handle.close();
  }
}
