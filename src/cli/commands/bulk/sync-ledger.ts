// What `cal sync` remembers of each feed it keeps a calendar equal to: the events it wrote from it (by slug, with
// their ID, the start they had and a fingerprint of the record), so that the next run writes only what changed and
// trashes only what came from this feed and left it. One file per calendar and feed address (without credentials),
// in the per-user data folder.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isRecord } from '../../../typing/is-record.js';
import { writeFileAtomic } from '../../../config/fs.js';
import type { Validators } from './url-input.js';

export interface Synced {
  readonly id: number;
  /** The record's start as the feed gave it (`YYYY-MM-DD HH:MM:SS`), to tell whether it is inside a window. */
  readonly start: string;
  readonly title: string;
  /** Of the record as read: the same fingerprint, nothing to write. */
  readonly fingerprint: string;
}

export type Ledger = Map<string, Synced>;

/** The ledger of one calendar and feed: the events written from it, and the feed's validators then. */
export interface LedgerFile {
  readonly feed: string;
  readonly calendar: string;
  readonly events: Ledger;
  readonly validators?: Validators;
}

export const fingerprintOf = (record: unknown): string =>
  createHash('sha256').update(JSON.stringify(record)).digest('base64url').slice(0, 22);

export function ledgerFile(dataDir: string, calendar: string, feed: string): string {
  const key = createHash('sha256').update(`${calendar}\n${feed}`).digest('hex').slice(0, 32);
  return join(dataDir, 'sync', `${key}.json`);
}

export async function readLedger(file: string): Promise<{ events: Ledger; validators?: Validators }> {
  const ledger: Ledger = new Map();
  let kept: unknown;
  try {
    kept = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    // None yet (a first sync), or damaged: nothing is known to have come from the feed, so nothing is trashed.
    return { events: ledger };
  }
  const events = isRecord(kept) && isRecord(kept.events) ? kept.events : {};
  for (const [slug, entry] of Object.entries(events)) {
    if (!isRecord(entry) || typeof entry.id !== 'number' || typeof entry.fingerprint !== 'string') continue;
    const start = typeof entry.start === 'string' ? entry.start : '';
    const title = typeof entry.title === 'string' ? entry.title : '';
    ledger.set(slug, { id: entry.id, start, title, fingerprint: entry.fingerprint });
  }
  const given = isRecord(kept) && isRecord(kept.validators) ? kept.validators : {};
  const validators: Validators = {
    ...(typeof given.etag === 'string' ? { etag: given.etag } : {}),
    ...(typeof given.last_modified === 'string' ? { last_modified: given.last_modified } : {}),
  };
  return { events: ledger, ...(Object.keys(validators).length > 0 ? { validators } : {}) };
}

export async function writeLedger(file: string, ledger: LedgerFile): Promise<void> {
  const events = Object.fromEntries([...ledger.events].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const { feed, calendar, validators } = ledger;
  await writeFileAtomic(file, `${JSON.stringify({ feed, calendar, validators, events }, null, 1)}\n`, 0o600);
}
