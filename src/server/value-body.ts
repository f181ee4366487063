// A body given in process as a value (the embedded mode), read as its JSON text would be, without writing the text
// and parsing it again: a tenth of an embedded import's time. The copy is what `JSON.parse(JSON.stringify(value))`
// gives, so that the app holds nothing of its caller's; a value whose text could pass a limit of a body (its size,
// depth or count of values), or that holds anything but plain data, is left to the text, which is read and refused
// exactly as one sent over HTTP.
import { MAX_BODY_VALUES } from '../api/batch-limits.js';
import { isRecord } from '../typing/is-record.js';
import { writtenInJson } from '../typing/json-values.js';
import { JSON_MAX_DEPTH } from './body-shape.js';
import { MAX_BODY_BYTES } from './http-types.js';

/** The most UTF-8 bytes of JSON one UTF-16 unit of a string can take: a control character's `\u00XX`. */
const MAX_BYTES_PER_UNIT = 6;
/** The most bytes a number, `true`, `false` or `null` takes in JSON, and the comma or colon beside it. */
const MAX_SCALAR_BYTES = 26;

class Unsure extends Error {}

interface Tally {
  /** An upper bound on the bytes of the value's JSON text. */
  bytes: number;
  /** Object members and array elements, as body-shape.ts counts them. */
  values: number;
}

/**
 * The value its JSON text would be read back as, or undefined when the text itself must be read (a limit may be
 * passed, or the value is not plain data: a Date, a Map, an object of a class).
 */
export function jsonCopyWithin(value: unknown, maxValues = MAX_BODY_VALUES): unknown {
  const tally: Tally = { bytes: 0, values: 0 };
  try {
    const copy = copied(value, 1, tally, maxValues);
    return tally.bytes <= MAX_BODY_BYTES ? copy : undefined;
  } catch (error) {
    if (error instanceof Unsure) return undefined;
    throw error;
  }
}

function copied(value: unknown, depth: number, tally: Tally, maxValues: number): unknown {
  switch (typeof value) {
    case 'string':
      tally.bytes += 2 + MAX_BYTES_PER_UNIT * value.length;
      return value;
    case 'number':
      tally.bytes += MAX_SCALAR_BYTES;
      // JSON writes -0 as 0, and what is not finite as null.
      return Number.isFinite(value) ? value + 0 : null;
    case 'boolean':
      tally.bytes += MAX_SCALAR_BYTES;
      return value;
    case 'object':
      if (value === null) {
        tally.bytes += MAX_SCALAR_BYTES;
        return null;
      }
      if (depth >= JSON_MAX_DEPTH) throw new Unsure();
      if (Array.isArray(value)) return copiedArray(value, depth, tally, maxValues);
      if (!isRecord(value)) throw new Unsure();
      return copiedObject(value, depth, tally, maxValues);
    default:
      // undefined, a function or a symbol where a value must be: JSON.stringify's own rules for them are the text's.
      throw new Unsure();
  }
}

function copiedArray(items: readonly unknown[], depth: number, tally: Tally, maxValues: number): unknown[] {
  if (Object.getPrototypeOf(items) !== Array.prototype) throw new Unsure();
  counted(tally, items.length, maxValues);
  const copy: unknown[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    // An element JSON cannot write is written null.
    if (writtenInJson(item)) copy.push(copied(item, depth + 1, tally, maxValues));
    else {
      tally.bytes += MAX_SCALAR_BYTES;
      copy.push(null);
    }
  }
  return copy;
}

function copiedObject(
  object: Readonly<Record<string, unknown>>,
  depth: number,
  tally: Tally,
  maxValues: number,
): Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(object);
  if ((prototype !== Object.prototype && prototype !== null) || 'toJSON' in object) throw new Unsure();
  const copy: Record<string, unknown> = {};
  tally.bytes += 2;
  for (const key of Object.keys(object)) {
    const member = object[key];
    // A member JSON cannot write is left out.
    if (!writtenInJson(member)) continue;
    counted(tally, 1, maxValues);
    tally.bytes += 3 + MAX_BYTES_PER_UNIT * key.length;
    const value = copied(member, depth + 1, tally, maxValues);
    // As JSON.parse makes it: an own member, also one named __proto__ (which an assignment would take for the
    // prototype). Others are assigned: defining each made slower objects.
    if (key === '__proto__')
      Object.defineProperty(copy, key, { value, writable: true, enumerable: true, configurable: true });
    else copy[key] = value;
  }
  return copy;
}

function counted(tally: Tally, values: number, maxValues: number): void {
  tally.values += values;
  if (tally.values > maxValues) throw new Unsure();
}
