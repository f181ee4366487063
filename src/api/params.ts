// Request parameter decoding with PHP/WordPress semantics: bracket notation, TEC list and truthiness helpers, WP REST coercion.
import qs from 'qs';

/** How qs reads a query here (tests hold the quicker reading of plain queries to it). */
export const QS_OPTIONS: qs.IParseOptions = {
  depth: 5,
  parameterLimit: 1000,
  // Equal to parameterLimit so `x[]=` lists up to the limit stay arrays; larger explicit indices become object keys.
  arrayLimit: 1000,
  allowPrototypes: false,
  duplicates: 'last',
  ignoreQueryPrefix: true,
};

// PHP's is_numeric(): optional surrounding whitespace, sign, decimals and exponent; no hex, no "Infinity".
const PHP_NUMERIC = /^[ \t\n\r\v\f]*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?[ \t\n\r\v\f]*$/;
const LIST_NUMERIC = /^-?\d+(\.\d+)?$/;
const TRUTHY = new Set(['1', 'true', 'yes', 'y', 'on', 'enable', 'enabled']);

/** Decodes an x-www-form-urlencoded body or query string, PHP style (`a[]=1`, `a[b]=2`, last duplicate wins). */
export function parseParams(encoded: string): Record<string, unknown> {
  // Most reads send no query: nothing to parse (qs would make its options ready first).
  if (encoded === '') return {};
  return plainParams(encoded) ?? qs.parse(encoded, QS_OPTIONS);
}

/** A pair qs reads as it is written: a lower-case name, and a value with nothing to decode. */
const PLAIN_PAIR = /^[a-z_]+=[A-Za-z0-9._:-]*$/;

/**
 * What qs reads from a query made only of plain pairs (most list requests: dates, pages, IDs), read without it;
 * undefined for any other query. A name Object.prototype has is left to qs, which drops it.
 */
function plainParams(encoded: string): Record<string, string> | undefined {
  const pairs = encoded.split('&');
  // qs reads the first parameterLimit pairs only.
  if (pairs.length > (QS_OPTIONS.parameterLimit ?? 0)) return undefined;
  const out: Record<string, string> = {};
  for (const pair of pairs) {
    if (!PLAIN_PAIR.test(pair)) return undefined;
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    if (name in Object.prototype) return undefined;
    out[name] = pair.slice(at + 1);
  }
  return out;
}

/** TEC's list_to_array(): comma lists or arrays → trimmed, non-empty items, numeric ones as numbers. */
export function listToArray(value: unknown): Array<string | number> {
  let items: unknown[];
  if (Array.isArray(value)) items = value;
  // PHP keeps `x[7]=a` as an array; qs turns large indices into an object, which is the same list.
  else if (isPlainObject(value)) items = Object.values(value);
  else if (typeof value === 'number') items = [value];
  else if (typeof value === 'string') items = phpUrlDecode(value).split(',');
  else return [];

  const out: Array<string | number> = [];
  for (const item of items) {
    if (typeof item === 'number') {
      if (Number.isFinite(item)) out.push(item);
    } else if (typeof item === 'string') {
      const trimmed = item.trim();
      if (trimmed === '') continue;
      out.push(LIST_NUMERIC.test(trimmed) ? Number(trimmed) : trimmed);
    }
  }
  return out;
}

/** TEC's tribe_is_truthy(). */
export function isTruthy(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  if (typeof value !== 'string') return false;
  return TRUTHY.has(value.trim().toLowerCase());
}

/** WordPress REST boolean coercion; `undefined` means the value is not a valid boolean. */
export function parseWpBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== 'string') return undefined;
  switch (value.toLowerCase()) {
    case 'true':
    case '1':
      return true;
    case 'false':
    case '0':
    case '':
      return false;
    default:
      return undefined;
  }
}

/** WordPress REST integer coercion (is_numeric and integral); `undefined` means invalid. */
export function parseWpInteger(value: unknown): number | undefined {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && PHP_NUMERIC.test(value)) n = Number(value.trim());
  else return undefined;
  if (!Number.isSafeInteger(n)) return undefined;
  // Avoids returning -0 for "-0".
  return n === 0 ? 0 : n;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

// PHP urldecode(): "+" is a space and malformed %-sequences are left alone instead of throwing.
function phpUrlDecode(s: string): string {
  const decoder = new TextDecoder();
  return s
    .replace(/\+/g, ' ')
    .replace(/(?:%[0-9a-fA-F]{2})+/g, (run) =>
      decoder.decode(Uint8Array.from(run.slice(1).split('%'), (hex) => parseInt(hex, 16))),
    );
}
