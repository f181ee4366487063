// The on-disk JSON document: encoding the memory state, and decoding it with checks that name the bad path.
import type { FileHandle } from 'node:fs/promises';
import type { MemoryState } from '../state/memory-state.js';
import { writeInSlices } from './sliced-write.js';
import { writeAll } from './file-io.js';
import { errorMessage } from '../../typing/caught-error.js';
import { isRecord } from '../../typing/is-record.js';
import { parseJson } from '../../typing/parse-json.js';
import { readSettings } from '../records/settings.js';
import { migrate } from './migrations.js';
import { DocumentSeal } from './document-seal.js';
import { danglingReferences } from '../records/references.js';
import { RecordChecker } from '../records/record-fields.js';
import { SharedDates } from './shared-dates.js';
import { COLLECTIONS, DEFAULT_SETTINGS, sequenceOf, type Collection } from '../records/records.js';

export const SCHEMA_VERSION = 1;
/** Problems of a damaged file named at most: the first few show what is wrong. */
const REPORTED = 5;
export const DOCUMENT_FORMAT = 'cal-store';

/** The calendar at one moment: records are replaced on change, never edited, so holding them keeps the moment. */
export interface DocumentView {
  settings: unknown;
  sequences: unknown;
  collections: readonly (readonly [Collection, readonly unknown[]])[];
}

export function documentView(state: MemoryState): DocumentView {
  return {
    settings: state.currentSettings,
    sequences: { ...state.sequences },
    collections: COLLECTIONS.map((collection) => [collection, [...state.all(collection)]] as const),
  };
}

/**
 * Records written in one piece: one JSON.stringify and one piece of the seal's sum for them all, rather than one
 * each (a fifth less time to write 10,000 events), in pieces small enough for a writer to pause between.
 */
const RECORDS_A_PIECE = 64;

/**
 * The document in pieces, a few records each, as `JSON.stringify(doc, null, 1)` writes it: a writer can pause
 * between pieces, so a big calendar is saved without holding up everything else. It ends with its seal
 * (document-seal.ts).
 */
export function* documentChunks(view: DocumentView, recordsAPiece = RECORDS_A_PIECE): Generator<string> {
  const seal = new DocumentSeal(SCHEMA_VERSION);
  for (const piece of documentBody(view, recordsAPiece)) yield seal.over(piece);
  yield seal.member();
}

/**
 * Writes the document to `handle` a slice at a time (writeInSlices), its seal summed over the bytes written rather
 * than over the text first: each slice is made bytes once, not twice (a fifth of a fold of 100,000 events). Answers
 * how many bytes it wrote.
 */
export async function writeDocument(
  handle: FileHandle,
  view: DocumentView,
  midway?: () => Promise<void>,
): Promise<number> {
  const seal = new DocumentSeal(SCHEMA_VERSION);
  let size = 0;
  const written = (bytes: Uint8Array) => {
    seal.overBytes(bytes);
    size += bytes.length;
  };
  await writeInSlices(handle, documentBody(view), { midway, written });
  const end = Buffer.from(seal.member());
  await writeAll(handle, end);
  return size + end.length;
}

/** The document before its seal, in pieces. */
function* documentBody(view: DocumentView, recordsAPiece = RECORDS_A_PIECE): Generator<string> {
  yield `{\n "format": ${JSON.stringify(DOCUMENT_FORMAT)},\n "schema": ${SCHEMA_VERSION},\n`;
  yield ` "settings": ${atDepthOne(view.settings)},\n "sequences": ${atDepthOne(view.sequences)}`;
  for (const [collection, records] of view.collections) {
    if (records.length === 0) {
      yield `,\n "${collection}": []`;
      continue;
    }
    yield `,\n "${collection}": [\n`;
    for (let i = 0; i < records.length; i += recordsAPiece)
      yield `${i > 0 ? ',\n' : ''}${atDepthTwo(records.slice(i, i + recordsAPiece))}`;
    yield '\n ]';
  }
}

/**
 * A value as `JSON.stringify(doc, null, 1)` writes it one level down (a member of the document: its lines after the
 * first indented by one more space), without its first line's indent. Written inside an array and cut out of it, so
 * that JSON.stringify indents it: a copy of the text with its line breaks replaced cost a folded calendar's size
 * again in memory and a third more time.
 */
function atDepthOne(value: unknown): string {
  // `[\n VALUE\n]`
  return JSON.stringify([value], null, 1).slice(3, -2);
}

/**
 * Values two levels down (records in a collection's list), each line indented, one after another as the list has
 * them (`,\n` between).
 */
function atDepthTwo(values: readonly unknown[]): string {
  // `[\n [\n  VALUE,\n  VALUE\n ]\n]`
  return JSON.stringify([values], null, 1).slice(5, -5);
}

export function encodeDocument(state: MemoryState): string {
  return [...documentChunks(documentView(state))].join('');
}

/**
 * Fills `state` from `text`; throws an Error whose message names the JSON path of the first problem. A `sealed`
 * text (document-seal.ts) is cal's own, unchanged: its records' fields are not checked again.
 */
export function decodeDocument(text: string, state: MemoryState, sealed = false): void {
  let parsed: unknown;
  try {
    parsed = parseJson(text);
  } catch (error) {
    throw new Error(`not valid JSON (${errorMessage(error)})`);
  }
  loadDocument(parsed, state, sealed);
}

/**
 * Fills `state` from a parsed document (a file's, or one gathered from a database's rows), with the same checks;
 * throws an Error whose message names the JSON path of the first problem. The fields and references of a `sealed`
 * one's records are not checked.
 */
export function loadDocument(parsed: unknown, state: MemoryState, sealed = false): void {
  if (!isRecord(parsed)) throw new Error('$: expected a JSON object');
  if (parsed.format !== undefined && parsed.format !== DOCUMENT_FORMAT)
    throw new Error(`$.format: expected "${DOCUMENT_FORMAT}"`);
  const doc = migrate(parsed, SCHEMA_VERSION);
  const settings = doc.settings === undefined ? {} : doc.settings;
  if (!isRecord(settings)) throw new Error('$.settings: expected an object');
  const reading = readSettings({ ...DEFAULT_SETTINGS, ...settings });
  if (!reading.ok) throw new Error(reading.problems.map((problem) => `$.settings.${problem}`).join('; '));
  state.currentSettings = reading.settings;

  const fieldProblems: string[] = [];
  const checker = new RecordChecker({ language: reading.settings.default_language }, sealed);
  /** The IDs read so far, by sequence (collections drawing from one share its IDs), then the highest of each. */
  const taken = { post: new Set<number>(), term: new Set<number>(), user: new Set<number>(), key: new Set<number>() };
  const highest = { post: 0, term: 0, user: 0, key: 0 };
  const dates = new SharedDates();
  state.load(() => {
    for (const collection of COLLECTIONS) {
      const list = doc[collection] ?? [];
      if (!Array.isArray(list)) throw new Error(`$.${collection}: expected an array`);
      const sequence = sequenceOf(collection);
      const ids = taken[sequence];
      // The records are kept as parsed, not copied: only missing fields with a default are added to them.
      for (let index = 0; index < list.length; index++) {
        const record: unknown = list[index];
        if (!isRecord(record)) throw new Error(`$.${collection}[${index}]: expected an object`);
        const id = record.id;
        if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0) {
          throw new Error(`$.${collection}[${index}].id: expected a positive integer`);
        }
        if (ids.has(id)) throw new Error(`$.${collection}[${index}].id: ${id} is used twice`);
        ids.add(id);
        if (id > highest[sequence]) highest[sequence] = id;
        // A record with problems is left out: decoding fails below, naming them.
        if (!checker.sound(collection, record, index, fieldProblems)) continue;
        dates.share(record);
        state.loaded(collection, id, record);
      }
    }
  });

  // References are checked once the records are sound; a sealed file's were when cal wrote it.
  const damage = fieldProblems.length > 0 ? fieldProblems : sealed ? [] : danglingReferences(state);
  if (damage.length > 0)
    throw new Error(
      damage.slice(0, REPORTED).join('; ') + (damage.length > REPORTED ? `; and ${damage.length - REPORTED} more` : ''),
    );

  // A hand-edited file may add records without bumping the sequence; never hand out a used ID.
  const sequences = isRecord(doc.sequences) ? doc.sequences : {};
  for (const name of ['post', 'term', 'user', 'key'] as const) {
    const stored = typeof sequences[name] === 'number' ? sequences[name] : 0;
    state.sequences[name] = Math.max(stored, highest[name]);
  }
}
