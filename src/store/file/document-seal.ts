// The seal of a calendar file cal wrote: its last member names the CRC-32 of the text before it and the rules its
// records were checked by when they were written. A file whose seal still matches, read by the same rules, was not
// changed since: its records' fields and links are not checked again (about a fifth of opening 10,000 events). A
// file edited by hand, torn, or written by another version of the rules is checked in full, as one without a seal.
import { crc32 } from 'node:zlib';
import { VERSION } from '../../version.js';
import { RULE_LISTS } from '../records/record-rules.js';

/** The member, last in the document, as `JSON.stringify(doc, null, 1)` writes it. */
const SEAL_START = ',\n "seal": "';
const SEAL_END = '"\n}\n';
const SEALED_TAIL = /,\n "seal": "([0-9a-f]{8}) ([0-9a-f]{8})"\n\}\n$/;
/** Room enough for the member at the end of a file: the tail looked at for it. */
const TAIL_LENGTH = 64;
/**
 * The text is summed a piece at a time (crc32 encodes a string as UTF-8 first): a file read as bytes, to be summed
 * as they are, kept some 50 MB more resident after opening 100,000 events than one read as text.
 */
const PIECE_LENGTH = 1 << 20;

const hex = (n: number) => n.toString(16).padStart(8, '0');

const rulesMarks = new Map<number, string>();

/**
 * What a file's records were checked by: cal's version, the document's schema and each field's rule (its text
 * and its test's source), so that a rule changed without a new version is a change too.
 */
function rulesOf(schema: number): string {
  const known = rulesMarks.get(schema);
  if (known !== undefined) return known;
  const mark = hex(
    crc32(
      JSON.stringify([
        VERSION,
        schema,
        [...RULE_LISTS].map(([collection, rules]) => [
          collection,
          rules.map(([field, rule]) => [
            field,
            rule.expected,
            rule.optional === true,
            rule.fallback?.toString() ?? null,
            rule.accepts.toString(),
          ]),
        ]),
      ]),
    ),
  );
  rulesMarks.set(schema, mark);
  return mark;
}

/** Seals a document as it is written, piece by piece: `over` each piece in order, then `member` last. */
export class DocumentSeal {
  private crc = 0;

  constructor(private readonly schema: number) {}

  /** A piece of the document before the seal, as written. */
  over(text: string): string {
    this.crc = crc32(text, this.crc);
    return text;
  }

  /** A piece of the document before the seal, as the bytes written (its text as UTF-8). */
  overBytes(bytes: Uint8Array): void {
    this.crc = crc32(bytes, this.crc);
  }

  /** The seal member and the document's end, after its last piece. */
  member(): string {
    return `${SEAL_START}${hex(this.crc)} ${rulesOf(this.schema)}${SEAL_END}`;
  }
}

/** Whether the file's text ends in a seal that matches it and the rules of `schema` read now. */
export function isSealed(text: string, schema: number, pieceLength = PIECE_LENGTH): boolean {
  const found = SEALED_TAIL.exec(text.slice(-TAIL_LENGTH));
  if (!found || found[2] !== rulesOf(schema)) return false;
  const end = text.length - found[0].length;
  let crc = 0;
  for (let at = 0; at < end;) {
    let next = Math.min(end, at + pieceLength);
    // Never between the two halves of a character beyond U+FFFF: alone, each would be summed as U+FFFD.
    if (next < end && isHighSurrogate(text.charCodeAt(next - 1))) next += 1;
    crc = crc32(text.slice(at, next), crc);
    at = next;
  }
  return hex(crc) === found[1];
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
