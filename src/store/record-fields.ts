// Checking the fields of records read from a calendar file against their rules (record-rules.ts): the full check,
// which names each problem, and the fast one a large file's many sound records go through.
import type { Collection, CollectionRecords } from './records.js';
import { flag, isId, isWallTimeText, RULE_LISTS, text, time, type RecordDefaults, type Rule } from './record-rules.js';

export type { RecordDefaults } from './record-rules.js';

const shown = (value: unknown) => JSON.stringify(value) ?? String(value);

/**
 * Checks the fields of `record` (at JSON path `where`) and fills missing ones that have a default, in place.
 * Returns the problems, as `$.events[3].start_date: expected …, got …`.
 */
export function checkRecordFields(
  collection: Collection,
  record: Record<string, unknown>,
  where: string,
  defaults: RecordDefaults,
): readonly string[] {
  let problems: string[] | undefined;
  for (const [field, rule] of RULE_LISTS.get(collection) ?? []) {
    const value = record[field];
    if (value === undefined) {
      if (rule.fallback) record[field] = rule.fallback(defaults);
      else if (!rule.optional) (problems ??= []).push(`${where}.${field}: missing (expected ${rule.expected})`);
    } else if (!rule.accepts(value)) {
      (problems ??= []).push(`${where}.${field}: expected ${rule.expected}, got ${shown(value)}`);
    }
  }
  return problems ?? NONE;
}

const NONE: readonly string[] = [];

/** Whether `value` passes `rule`; the commonest rules are tested in place, without a call. */
function passes(rule: Rule, value: unknown): boolean {
  if (rule === text) return typeof value === 'string';
  if (rule === flag) return typeof value === 'boolean';
  if (rule === time) return typeof value === 'string' && isWallTimeText(value);
  return rule.accepts(value);
}

/** True when every field passes its rule, making no text; missing fields that have a default are filled in. */
function fieldsSound(collection: Collection, record: Record<string, unknown>, defaults: RecordDefaults): boolean {
  for (const [field, rule] of RULE_LISTS.get(collection) ?? []) {
    const value = record[field];
    if (value !== undefined) {
      if (!passes(rule, value)) return false;
    } else if (rule.fallback) record[field] = rule.fallback(defaults);
    else if (!rule.optional) return false;
  }
  return true;
}

/**
 * The keys of a sound record as read, in order, each with its rule (none for keys without one: the ID, an event's
 * links), and the fields it lacked that have a default. The records of one file mostly share their keys: a record
 * with exactly these keys is checked by walking its own properties, which is much quicker than looking each field
 * up by name.
 */
interface Shape {
  readonly keys: readonly string[];
  readonly rules: readonly (Rule | undefined)[];
  readonly filled: readonly (readonly [string, (defaults: RecordDefaults) => unknown])[];
}

function shapeOf(collection: Collection, keys: readonly string[]): Shape {
  const rules = RULE_LISTS.get(collection) ?? [];
  const byField = new Map(rules);
  const filled = rules.flatMap(([field, rule]) =>
    rule.fallback && !keys.includes(field) ? [[field, rule.fallback] as const] : [],
  );
  return { keys, rules: keys.map((key) => byField.get(key)), filled };
}

/** True when `record` has exactly the keys of `shape`, in its order, and each value passes its rule. */
function fitsShape(shape: Shape, record: Record<string, unknown>): boolean {
  let at = 0;
  for (const key in record) {
    if (key !== shape.keys[at]) return false;
    const rule = shape.rules[at];
    at += 1;
    if (rule !== undefined && !passes(rule, record[key])) return false;
  }
  return at === shape.keys.length;
}

/** Checks the records of one document, remembering the keys of the last sound record of each collection. */
export class RecordChecker {
  private readonly shapes = new Map<Collection, Shape>();

  constructor(private readonly defaults: RecordDefaults) {}

  /**
   * The check of checkRecordFields as a narrowing, for the record at `index` of its collection: true when `record`
   * has a positive ID and the fields of a `collection` record (missing ones with a default filled in); else its
   * problems are added to `problems`. No text is made for a sound record. An event's links (venues, organizers,
   * categories, tags, image) are checked once every record is read (references.ts).
   */
  sound<C extends Collection>(
    collection: C,
    record: Record<string, unknown>,
    index: number,
    problems: string[],
  ): record is Record<string, unknown> & CollectionRecords[C] {
    const shape = this.shapes.get(collection);
    if (shape && fitsShape(shape, record)) {
      for (const [field, fallback] of shape.filled) record[field] = fallback(this.defaults);
      return isId(record.id);
    }
    const keys = Object.keys(record);
    if (fieldsSound(collection, record, this.defaults)) {
      this.shapes.set(collection, shapeOf(collection, keys));
      return isId(record.id);
    }
    const found = checkRecordFields(collection, record, `$.${collection}[${index}]`, this.defaults);
    problems.push(...found);
    return isId(record.id) && found.length === 0;
  }
}
