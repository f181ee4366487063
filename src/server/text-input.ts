// Text a request may not carry in any field: NUL characters and bytes that are not UTF-8. Stored, they would reach
// every export, feed and terminal; a lenient decoder would turn the bytes into U+FFFD and keep the request.
import { invalidParams, type ApiError } from '../api/errors.js';

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
/** NUL, or a UTF-16 surrogate without its pair (what JSON's `\ud800` escapes can make). */
const BAD_TEXT_RE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether the bytes are UTF-8. */
export function isUtf8(bytes: Uint8Array): boolean {
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
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
  for (const [name, value] of Object.entries(args)) if (pattern.test(name) || holds(value, pattern)) return name;
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

function notText(name: string, why: string): ApiError {
  return invalidParams(new Map([[name, { message: `${name} ${why}.` }]]));
}

function holds(value: unknown, pattern: RegExp): boolean {
  if (typeof value === 'string') return pattern.test(value);
  if (Array.isArray(value)) return value.some((item) => holds(item, pattern));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).some(([key, item]) => pattern.test(key) || holds(item, pattern));
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
