// Reading what can be read of a damaged snapshot: each record on its own, as cal lays the document out.
import { isRecord } from '../../typing/is-record.js';
import { parseJson } from '../../typing/parse-json.js';
import { DEFAULT_SETTINGS, COLLECTIONS, sequenceOf, type Collection } from '../records/records.js';
import { checkRecordFields } from '../records/record-fields.js';
import { DOCUMENT_FORMAT, SCHEMA_VERSION } from './store-document.js';
import { migrate } from './migrations.js';
import { EVENT_LINKS } from '../records/references.js';

export interface Salvage {
  /** A document that opens: the readable, sound records, with references to lost ones taken out. */
  document: Record<string, unknown>;
  kept: Record<Collection, number>;
  /** Records begun in the file that could not be read or were not sound. */
  lost: number;
  /** Links from events (venues, organizers, terms, image) and category parents to records that were lost. */
  referencesRemoved: number;
  settingsLost: boolean;
}

type Json = Record<string, unknown>;

/**
 * cal writes the snapshot with one-space indents (store-document.ts): a record opens with a line `  {` and
 * closes with `  }` or `  },`; settings and sequences open with ` "settings": {` and close with ` }` or ` },`.
 * Each piece is parsed alone, so damage costs the pieces it touches and no more.
 */
export function salvageSnapshot(text: string): Salvage {
  const whole = parseObject(text);
  const { lists, blocks, lost } = whole ? piecesOfDocument(whole) : piecesOfLines(text);
  return soundDocument(lists, blocks, lost);
}

interface Pieces {
  lists: Map<Collection, Json[]>;
  blocks: Record<string, Json | undefined>;
  lost: number;
}

/** A document that reads as JSON but does not pass the checks (a hand edit): its records, to be checked one by one. */
function piecesOfDocument(doc: Json): Pieces {
  let upgraded = doc;
  try {
    upgraded = migrate(doc, SCHEMA_VERSION);
  } catch {
    // Read as it is: each record still meets the checks of today's schema below.
  }
  const objects = (value: unknown) => (Array.isArray(value) ? value : []).map(asObject);
  const lists = new Map<Collection, Json[]>();
  let lost = 0;
  for (const name of COLLECTIONS) {
    const all = objects(upgraded[name]);
    lost += all.filter((record) => record === undefined).length;
    lists.set(
      name,
      all.filter((record) => record !== undefined),
    );
  }
  return { lists, blocks: { settings: asObject(upgraded.settings), sequences: asObject(upgraded.sequences) }, lost };
}

function piecesOfLines(text: string): Pieces {
  const lists = new Map<Collection, Json[]>(COLLECTIONS.map((collection) => [collection, []]));
  const blocks: Record<string, Json | undefined> = {};
  let lost = 0;
  let collection: Collection | undefined;
  let block: string | undefined;
  let piece: string[] | undefined;
  for (const line of text.split('\n')) {
    if (piece) {
      piece.push(line);
      const closing = block ? /^ },?$/.test(line) : /^ {2}},?$/.test(line);
      if (!closing) continue;
      const parsed = parseObject(piece.join('\n').replace(/,$/, ''));
      if (block) blocks[block] = parsed;
      else if (parsed && collection) lists.get(collection)?.push(parsed);
      else lost += 1;
      piece = undefined;
      block = undefined;
      continue;
    }
    const opened = /^ "(\w+)": ([[{])$/.exec(line);
    if (opened?.[2] === '[') collection = COLLECTIONS.find((name) => name === opened[1]);
    else if (opened?.[2] === '{' && (opened[1] === 'settings' || opened[1] === 'sequences')) {
      block = opened[1];
      piece = ['{'];
    } else if (line === '  {' && collection) piece = ['{'];
  }
  if (piece && !block) lost += 1;
  return { lists, blocks, lost };
}

function soundDocument(
  lists: Map<Collection, Json[]>,
  blocks: Record<string, Json | undefined>,
  found: number,
): Salvage {
  let lost = found;
  const settings = { ...DEFAULT_SETTINGS, ...blocks.settings };
  const defaults = { language: settings.default_language };
  const kept: Record<Collection, number> = {
    users: 0,
    media: 0,
    venues: 0,
    organizers: 0,
    events: 0,
    categories: 0,
    tags: 0,
    idempotency_keys: 0,
  };
  const soundLists = new Map<Collection, Json[]>();
  const document: Json = {
    format: DOCUMENT_FORMAT,
    schema: SCHEMA_VERSION,
    settings,
    sequences: blocks.sequences ?? {},
  };
  const taken = new Set<string>();
  for (const name of COLLECTIONS) {
    const sound = (lists.get(name) ?? []).filter((record, index) => {
      const key = `${sequenceOf(name)} ${String(record.id)}`;
      const whole =
        typeof record.id === 'number' &&
        !taken.has(key) &&
        checkRecordFields(name, record, `$.${name}[${index}]`, defaults).length === 0;
      if (whole) taken.add(key);
      else lost += 1;
      return whole;
    });
    document[name] = sound;
    soundLists.set(name, sound);
    kept[name] = sound.length;
  }
  const referencesRemoved = dropDanglingReferences(soundLists);
  return { document, kept, lost, referencesRemoved, settingsLost: blocks.settings === undefined };
}

function parseObject(text: string): Json | undefined {
  try {
    return asObject(parseJson(text));
  } catch {
    return undefined;
  }
}

function asObject(value: unknown): Json | undefined {
  return isRecord(value) ? value : undefined;
}

/** Takes out links to records that were lost, in place, so that the document opens; returns how many. */
function dropDanglingReferences(lists: ReadonlyMap<Collection, Json[]>): number {
  const records = (name: Collection) => lists.get(name) ?? [];
  const ids = new Map(COLLECTIONS.map((name) => [name, new Set(records(name).map((record) => record.id))]));
  const present = (name: Collection, id: unknown) => ids.get(name)?.has(id) ?? false;
  let removed = 0;
  for (const event of records('events')) {
    for (const { collection } of EVENT_LINKS) {
      const links = event[collection];
      if (!Array.isArray(links)) continue;
      const kept = links.filter((id) => present(collection, Number(id)));
      removed += links.length - kept.length;
      event[collection] = kept;
    }
    if (event.image !== null && event.image !== undefined && !present('media', event.image)) {
      event.image = null;
      removed += 1;
    }
  }
  for (const category of records('categories')) {
    if (category.parent !== 0 && !present('categories', category.parent)) {
      category.parent = 0;
      removed += 1;
    }
  }
  return removed;
}
