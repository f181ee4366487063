// RFC 5545 §3.1 line folding by octets: each physical line at most 75 octets of UTF-8, the leading space of a
// continuation line counted in. ical.js's own folding lets continuation lines reach 76 octets.
import ICAL from '../../lazy-libraries/ical.js';

/** Octets of a physical line, line break excluded. */
const FOLD_OCTETS = 75;
const CONTINUATION = '\r\n ';

/** Octets of a code point in UTF-8 (a lone surrogate is written as U+FFFD, three octets). */
const octets = (codePoint: number): number =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

const ZWJ = 0x200d;
/** Code points that belong with the one before: combining marks, emoji skin tones, a zero-width joiner. */
const JOINS_PREVIOUS = /[\p{M}\p{Emoji_Modifier}\u200D]/u;

/** Whether a fold before `codePoint` keeps a character with its marks (none below U+0300 joins). */
const breakableBefore = (codePoint: number, previous: number): boolean =>
  previous !== ZWJ && (codePoint < 0x300 || !JOINS_PREVIOUS.test(String.fromCodePoint(codePoint)));

/**
 * One content line folded: CRLF and a space before each continuation. Folds fall between code points (never inside
 * a UTF-8 sequence nor a surrogate pair), and before a character's combining marks only when they alone fill a line.
 */
export function foldLine(line: string): string {
  // A UTF-16 code unit is at most three octets.
  if (line.length * 3 <= FOLD_OCTETS || Buffer.byteLength(line) <= FOLD_OCTETS) return line;
  const chunks: string[] = [];
  let start = 0;
  let size = 0;
  let room = FOLD_OCTETS;
  // The last place in the current chunk a fold keeps characters whole, and the octets before it.
  let lastBreak = -1;
  let sizeAtBreak = 0;
  let previous = 0;
  for (let i = 0; i < line.length;) {
    const codePoint = line.codePointAt(i) ?? 0;
    const width = octets(codePoint);
    if (i > start && breakableBefore(codePoint, previous)) {
      lastBreak = i;
      sizeAtBreak = size;
    }
    while (size + width > room) {
      const at = lastBreak > start ? lastBreak : i;
      chunks.push(line.slice(start, at));
      size = at === i ? 0 : size - sizeAtBreak;
      start = at;
      room = FOLD_OCTETS - 1;
      lastBreak = -1;
    }
    size += width;
    previous = codePoint;
    i += codePoint > 0xffff ? 2 : 1;
  }
  chunks.push(line.slice(start));
  return chunks.join(CONTINUATION);
}

type DesignSet = ReturnType<typeof ICAL.design.getDesignSet>;

/** A component's content lines as ical.js writes them unfolded, each folded by foldLine. */
function contentLines(component: ICAL.Component, design: DesignSet): string[] {
  const name = component.name.toUpperCase();
  return [
    `BEGIN:${name}`,
    ...component.getAllProperties().map((property) => foldLine(ICAL.stringify.property(property.jCal, design, true))),
    // Subcomponents are written with their calendar's design set, as ical.js writes them.
    ...component.getAllSubcomponents().flatMap((child) => contentLines(child, design)),
    `END:${name}`,
  ];
}

/** What `component.toString()` gives, but folded by foldLine (CRLF between lines, none after the last). */
export const componentText = (component: ICAL.Component): string =>
  contentLines(component, ICAL.design.getDesignSet(component.name)).join('\r\n');
