// The write-ahead journal beside the snapshot: one JSON line per committed change, appended and fsynced.
import { open, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Collection, CollectionRecords, Settings } from './records.js';
import type { Sequences } from './memory-state.js';

export interface JournalEntry {
  records: { collection: Collection; id: number; after: CollectionRecords[Collection] | null }[];
  settings: Settings;
  sequences: Sequences;
}

export class JournalError extends Error {}

export const journalPath = (storePath: string) => `${storePath}.journal`;

/**
 * Reads every complete entry. A last line without its newline was never acknowledged (the write
 * was cut short) and is cut off; any other unreadable line is corruption and stops the start.
 */
export async function readJournal(
  path: string,
): Promise<{ entries: JournalEntry[]; validBytes: number; tornBytes: number }> {
  let text: string;
  try {
    const handle = await open(path, 'r');
    try {
      text = (await handle.readFile()).toString('utf8');
    } finally {
      await handle.close();
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { entries: [], validBytes: 0, tornBytes: 0 };
    throw error;
  }
  const entries: JournalEntry[] = [];
  let offset = 0;
  let line = 0;
  while (offset < text.length) {
    const end = text.indexOf('\n', offset);
    line += 1;
    if (end < 0)
      return {
        entries,
        validBytes: Buffer.byteLength(text.slice(0, offset)),
        tornBytes: Buffer.byteLength(text.slice(offset)),
      };
    const raw = text.slice(offset, end);
    try {
      const entry = JSON.parse(raw) as JournalEntry;
      if (!Array.isArray(entry.records) || typeof entry.sequences !== 'object') throw new Error('not a journal entry');
      entries.push(entry);
    } catch (error) {
      throw new JournalError(
        `${path}: line ${line} is damaged (${(error as Error).message}); the file was left as it is`,
      );
    }
    offset = end + 1;
  }
  return { entries, validBytes: Buffer.byteLength(text), tornBytes: 0 };
}

export class Journal {
  private constructor(
    private readonly handle: FileHandle,
    private bytes: number,
  ) {}

  /** Opens for appending after `validBytes`, cutting off a torn tail left by a crash. */
  static async open(path: string, validBytes: number): Promise<Journal> {
    const handle = await open(path, 'a+', 0o600);
    await handle.truncate(validBytes);
    await handle.sync();
    const dir = await open(dirname(path), 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
    return new Journal(handle, validBytes);
  }

  get size(): number {
    return this.bytes;
  }

  /** One write and one fsync for all the entries: concurrent commits share the cost. */
  async append(entries: readonly JournalEntry[]): Promise<void> {
    const text = entries.map((entry) => `${JSON.stringify(entry)}\n`).join('');
    await this.handle.appendFile(text, 'utf8');
    await this.handle.datasync();
    this.bytes += Buffer.byteLength(text);
  }

  /** After the snapshot holds everything: start the journal afresh. */
  async reset(): Promise<void> {
    await this.handle.truncate(0);
    await this.handle.sync();
    this.bytes = 0;
  }

  async close(): Promise<void> {
    await this.handle.close();
  }
}
