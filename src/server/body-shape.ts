// A request body's shape, read from its bytes before they are decoded and parsed: how deep a JSON body nests, how many
// values it holds, how many fields a form body has. Each read stops at the first byte past its limit, so a hostile
// body costs no more than the bytes up to there, and nothing later (decoding, parsing, checks, walks over the
// values) meets a deeper or larger one. JSON's and forms' structural characters are ASCII, and no byte of a UTF-8
// sequence for another character is: the bytes can be read as they come.
import { MAX_BODY_VALUES } from '../api/batch-limits.js';

/**
 * PHP's json_decode() depth, with which WordPress reads bodies. The value itself counts as one level, so containers
 * nest at most 511 deep, and a body deeper than that is refused as PHP refuses it (JSON_ERROR_DEPTH).
 */
export const JSON_MAX_DEPTH = 512;

export type ShapeProblem = 'too-deep' | 'too-many-values';

const TAB = 0x09;
const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const QUOTE = 0x22;
const AMPERSAND = 0x26;
const COMMA = 0x2c;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/**
 * What makes this JSON text too deep or too large, found in one pass over its structure (strings are skipped
 * whole); undefined when it is neither. Text that is not JSON is left to the parser to refuse.
 */
export function jsonShapeProblem(bytes: Buffer, maxValues = MAX_BODY_VALUES): ShapeProblem | undefined {
  // As PHP counts: the top value is at depth 1, and opening a container at the maximum depth fails.
  let depth = 1;
  let values = 0;
  // Right after `[` or `{`: the next token, unless it closes the container, is its first value (the others follow
  // a comma).
  let opened = false;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (c === SPACE || c === LF || c === CR || c === TAB) continue;
    if (opened) {
      opened = false;
      if (c !== CLOSE_ARRAY && c !== CLOSE_OBJECT) values += 1;
    }
    if (c === QUOTE) i = stringEnd(bytes, i);
    else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (depth >= JSON_MAX_DEPTH) return 'too-deep';
      depth += 1;
      opened = true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) depth -= 1;
    else if (c === COMMA) values += 1;
    if (values > maxValues) return 'too-many-values';
  }
  return undefined;
}

/** Whether a form body (`a=1&b=2`) has more fields than `maxValues`; counts only up to there. */
export function hasTooManyFields(bytes: Buffer, maxValues = MAX_BODY_VALUES): boolean {
  let fields = 1;
  for (let at = bytes.indexOf(AMPERSAND); at >= 0; at = bytes.indexOf(AMPERSAND, at + 1)) {
    fields += 1;
    if (fields > maxValues) return true;
  }
  return false;
}

/** The index of the quote that closes the string opened at `start` (the body's length when none does). */
function stringEnd(bytes: Buffer, start: number): number {
  for (let from = start + 1; ;) {
    const quote = bytes.indexOf(QUOTE, from);
    if (quote < 0) return bytes.length;
    // A quote after an odd run of backslashes is escaped. Each run is read once: the runs lie between quotes.
    let backslashes = 0;
    while (bytes[quote - 1 - backslashes] === BACKSLASH) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
    from = quote + 1;
  }
}
