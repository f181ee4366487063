// Text a request may not carry in any field: NUL characters and bytes that are not UTF-8. Stored, they would reach
// every export, feed and terminal; a lenient decoder would turn the bytes into U+FFFD and keep the request.
import { isUtf8 as bytesAreUtf8 } from 'node:buffer';
import { invalidParams, type ApiError } from '../api/errors.js';
import { isRecord } from '../typing/is-record.js';

/** NUL, or a UTF-16 surrogate without its pair (what JSON's `\ud800` escapes can make). */
const BAD_TEXT_RE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether the bytes are UTF-8 (checked without decoding them). */
export function isUtf8(bytes: Uint8Array): boolean {
  return bytesAreUtf8(bytes);
}

/**
 * The name of the first field of a query string or form body whose name or value is not UTF-8 once its `%XX`
 * escapes are read, or undefined.
 */
export function formFieldNotUtf8(encoded: Uint8Array | string): string | undefined {
  const bytes = typeof encoded === 'string' ? Buffer.from(encoded, 'utf8') : Buffer.from(encoded);
  let start = 0;
  while (start <= bytes.length) {
    const ampersand = bytes.indexOf(0x26, start);
    const end = ampersand < 0 ? bytes.length : ampersand;
    const pair = bytes.subarray(start, end);
    const equals = pair.indexOf(0x3d);
    const name = percentDecoded(equals < 0 ? pair : pair.subarray(0, equals));
    const value = percentDecoded(equals < 0 ? new Uint8Array() : pair.subarray(equals + 1));
    if (!isUtf8(name) || !isUtf8(value)) return fieldOf(Buffer.from(name).toString('utf8'));
    start = end + 1;
  }
  return undefined;
}

/** The first top-level field whose value (or a key inside it) holds a character of `pattern`. */
export function fieldWith(args: Readonly<Record<string, unknown>>, pattern: RegExp): string | undefined {
  // Keys, not entries: every write's arguments pass here, and entries make an array per argument.
  for (const name of Object.keys(args)) if (pattern.test(name) || holds(args[name], pattern)) return name;
  return undefined;
}

/** Throws 400 `rest_invalid_param` naming the first field with a NUL or an unpaired surrogate. */
export function rejectBadText(args: Readonly<Record<string, unknown>>): void {
  const name = fieldWith(args, BAD_TEXT_RE);
  if (name !== undefined) throw notText(name, 'holds a NUL character or text that is not UTF-8');
}

export function notUtf8(name: string): ApiError {
  return notText(name, 'is not valid UTF-8');
}

/** Why a path parameter sent as `raw` could not be read: a `%` that begins no `%XX` escape, or bytes not UTF-8. */
export function pathParamNotText(name: string, raw: string): ApiError {
  return /%(?![0-9A-Fa-f]{2})/.test(raw) ? notText(name, 'holds a % that begins no %XX escape') : notUtf8(name);
}

function notText(name: string, why: string): ApiError {
  return invalidParams(new Map([[name, { message: `${name} ${why}.` }]]));
}

/** Walked with a list of the values still to look at, not by recursion: the stack stays flat however deep they nest. */
function holds(value: unknown, pattern: RegExp): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (pattern.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const inner of item) pending.push(inner);
    } else if (isRecord(item)) {
      for (const key of Object.keys(item)) {
        if (pattern.test(key)) return true;
        pending.push(item[key]);
      }
    }
  }
  return false;
}

/** `a[b][]` is the field `a`, as PHP's bracket notation makes it. */
function fieldOf(name: string): string {
  return name.split('[')[0] || name;
}

function percentDecoded(encoded: Uint8Array): Uint8Array {
  const out: number[] = [];
  const hex = (byte: number | undefined) => (byte === undefined ? NaN : Number.parseInt(String.fromCharCode(byte), 16));
  for (let i = 0; i < encoded.length; i++) {
    const byte = encoded[i] ?? 0;
    const high = byte === 0x25 ? hex(encoded[i + 1]) : NaN;
    const low = byte === 0x25 ? hex(encoded[i + 2]) : NaN;
    if (Number.isInteger(high) && Number.isInteger(low)) {
      out.push(high * 16 + low);
      i += 2;
    } else out.push(byte === 0x2b ? 0x20 : byte);
  }
  return Uint8Array.from(out);
}
