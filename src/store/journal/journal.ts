// The write-ahead journal beside the snapshot: one checksummed JSON line per committed change (appended by
// journal-appender.ts), read and replayed at start.
import { open } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import { errorCode, errorMessage } from '../../typing/caught-error.js';
import { isRecord } from '../../typing/is-record.js';
import { isOneOf } from '../../typing/one-of.js';
import { parseJson } from '../../typing/parse-json.js';
import { COLLECTIONS, type Collection, type CollectionRecords, type Settings } from '../records/records.js';
import type { ChangeSet, MemoryState, Sequences } from '../state/memory-state.js';

export interface JournalEntry {
  records: { collection: Collection; id: number; after: CollectionRecords[Collection] | null }[];
  settings: Settings;
  sequences: Sequences;
}

/** The entry of a committed change: the records as put (null: removed), the settings and sequences after it. */
export function journalEntry(changes: ChangeSet): JournalEntry {
  return {
    records: changes.records.map(({ collection, id, after }) => ({ collection, id, after: after ?? null })),
    settings: changes.settingsAfter,
    sequences: changes.sequencesAfter,
  };
}

/** Where a journal stops being readable: its first bad record, counted from 1, and the bytes from there on. */
export interface JournalDamage {
  record: number;
  offset: number;
  bytes: number;
  reason: string;
}

export interface JournalContents {
  entries: JournalEntry[];
  /** Bytes of the readable records: what a writer keeps. */
  validBytes: number;
  /** Bytes of a last record cut short by a crash (no newline): never acknowledged, so dropped. */
  tornBytes: number;
  damage?: JournalDamage;
}

export class JournalError extends Error {
  constructor(
    readonly path: string,
    readonly damage: JournalDamage,
  ) {
    super(
      `${path}: record ${damage.record} is damaged (${damage.reason}); the file was left as it is. ` +
        `\`cal store repair\` keeps the ${recordCount(damage.record - 1)} before it and sets the rest aside`,
    );
  }
}

export const recordCount = (n: number) => `${n} record${n === 1 ? '' : 's'}`;

export const journalPath = (storePath: string) => `${storePath}.journal`;

/** The JSON of the settings the last line held: they change seldom, each change a new object. */
let lastSettings: { settings: Settings; json: string } | undefined;

/** `<crc32 of the JSON, 8 hex digits> <JSON>`: a flipped byte or a stray line shows as a mismatch. */
export function encodeJournalLine({ records, settings, sequences }: JournalEntry): string {
  // JSON.stringify(entry), with the settings' JSON kept from the last line.
  if (lastSettings?.settings !== settings) lastSettings = { settings, json: JSON.stringify(settings) };
  const json = `{"records":${JSON.stringify(records)},"settings":${lastSettings.json},"sequences":${JSON.stringify(sequences)}}`;
  return `${crc32(json).toString(16).padStart(8, '0')} ${json}\n`;
}

/** The entry of one line, or the reason it is not one. Lines of journals written before checksums are bare JSON. */
export function decodeJournalLine(raw: string): JournalEntry | string {
  let json = raw;
  if (!raw.startsWith('{')) {
    const checksum = /^([0-9a-f]{8}) /.exec(raw)?.[1];
    if (checksum === undefined) return 'not a journal record';
    json = raw.slice(9);
    if (crc32(json) !== Number.parseInt(checksum, 16)) return 'its checksum does not match';
  }
  let entry: unknown;
  try {
    entry = parseJson(json);
  } catch (error) {
    return `not valid JSON: ${errorMessage(error)}`;
  }
  return isJournalEntry(entry) ? entry : 'not a journal record';
}

/**
 * The shape replay relies on: records naming a known collection and an ID, each with the record put or null for a
 * removal, the settings, and the three ID sequences. What the records and settings hold is what cal wrote (the
 * checksum guards it), not checked field by field again.
 */
export function isJournalEntry(value: unknown): value is JournalEntry {
  return (
    isRecord(value) &&
    Array.isArray(value.records) &&
    value.records.every(isRecordChange) &&
    isRecord(value.settings) &&
    isSequences(value.sequences)
  );
}

function isRecordChange(value: unknown): boolean {
  return (
    isRecord(value) &&
    isOneOf(COLLECTIONS, value.collection) &&
    typeof value.id === 'number' &&
    (value.after === null || isRecord(value.after))
  );
}

function isSequences(value: unknown): value is Sequences {
  return isRecord(value) && SEQUENCES.every((name) => typeof value[name] === 'number');
}

const SEQUENCES = ['post', 'term', 'user'] as const;

/**
 * Reads every complete record. A last line without its newline was never acknowledged (the write was cut short)
 * and is left out; every other unreadable record is damage: thrown as JournalError, or with `{ tolerate: true }`
 * reported, with the records before it.
 */
export async function readJournal(path: string, options: { tolerate?: boolean } = {}): Promise<JournalContents> {
  let data: Buffer;
  try {
    const handle = await open(path, 'r');
    try {
      data = await handle.readFile();
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return { entries: [], validBytes: 0, tornBytes: 0 };
    throw error;
  }
  const entries: JournalEntry[] = [];
  let offset = 0;
  while (offset < data.length) {
    const end = data.indexOf(0x0a, offset);
    if (end < 0) return { entries, validBytes: offset, tornBytes: data.length - offset };
    const decoded = decodeJournalLine(data.toString('utf8', offset, end));
    if (typeof decoded === 'string') {
      const damage = { record: entries.length + 1, offset, bytes: data.length - offset, reason: decoded };
      if (!options.tolerate) throw new JournalError(path, damage);
      return { entries, validBytes: offset, tornBytes: 0, damage };
    }
    entries.push(decoded);
    offset = end + 1;
  }
  return { entries, validBytes: data.length, tornBytes: 0 };
}

/** Replays journal entries over a state read from the snapshot. */
export function replayJournal(state: MemoryState, entries: readonly JournalEntry[]): void {
  // An empty journal (every clean stop leaves one) changes nothing: no second pass over the records.
  if (entries.length === 0) return;
  state.load(() => {
    for (const entry of entries) {
      for (const change of entry.records) state.set(change.collection, change.id, change.after ?? undefined);
      state.currentSettings = entry.settings;
      for (const name of SEQUENCES) state.sequences[name] = Math.max(state.sequences[name], entry.sequences[name]);
    }
  });
}

/** Records in `data` (journal lines) that read whole. */
export function wholeRecords(data: Buffer): number {
  return data
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '' && typeof decodeJournalLine(line) !== 'string').length;
}
