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

/** Fills the missing fields that have a default; true when every field passes its rule (no text is made). */
type FieldsCheck = (record: Record<string, unknown>, defaults: RecordDefaults) => boolean;

/** The test of one rule in a made check's source, on `value`; the commonest are tested in place, without a call. */
function testOf(rule: Rule, at: number): string {
  if (rule === text) return 'typeof value === "string"';
  if (rule === flag) return 'typeof value === "boolean"';
  if (rule === time) return 'typeof value === "string" && isWallTimeText(value)';
  return `rules[${at}].accepts(value)`;
}

/**
 * The check of a collection's fields, made as a function of its own that names each field (as validators such as
 * Ajv make theirs): a file's records mostly share their keys, so each field is read at its known place, where a loop
 * over the fields by name reads each through a lookup (opening 100 000 events: ~35–75 ms less).
 */
function madeCheck(collection: Collection): FieldsCheck {
  const list = RULE_LISTS.get(collection) ?? [];
  const fields = list.map(([field, rule], at) => {
    const place = `record[${JSON.stringify(field)}]`;
    const missing = rule.fallback
      ? `${place} = rules[${at}].fallback(defaults);`
      : rule.optional
        ? ''
        : 'return false;';
    return `value = ${place};\nif (value !== undefined) { if (!(${testOf(rule, at)})) return false; } else { ${missing} }`;
  });
  const source = `return function fieldsSound(record, defaults) {\nlet value;\n${fields.join('\n')}\nreturn true;\n};`;
  // The source names only the rules' own fields (constants of record-rules.ts), never anything read from a file.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const make = new Function('rules', 'isWallTimeText', source);
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- a made function's type is its source's, above.
  return (make as (rules: readonly Rule[], wallTime: typeof isWallTimeText) => FieldsCheck)(
    list.map(([, rule]) => rule),
    isWallTimeText,
  );
}

const madeChecks = new Map<Collection, FieldsCheck>();

function fieldsCheck(collection: Collection): FieldsCheck {
  let check = madeChecks.get(collection);
  if (!check) madeChecks.set(collection, (check = madeCheck(collection)));
  return check;
}

/** Checks the records of one document. */
export class RecordChecker {
  /** `sealed`: the document is cal's own, unchanged since it was written by these rules (document-seal.ts). */
  constructor(
    private readonly defaults: RecordDefaults,
    private readonly sealed = false,
  ) {}

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
    if (this.sealed || fieldsCheck(collection)(record, this.defaults)) return isId(record.id);
    const found = checkRecordFields(collection, record, `$.${collection}[${index}]`, this.defaults);
    problems.push(...found);
    return isId(record.id) && found.length === 0;
  }
}
