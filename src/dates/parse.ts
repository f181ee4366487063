// parseDate(): the part of PHP strtotime() The Events Calendar uses, for a given zone and clock.

import { DATE_RULES } from './parse-absolute.js';
import { CLOCK_RULES } from './parse-clock.js';
import { RELATIVE_RULES } from './parse-relative.js';
import { resolveParseState } from './parse-resolve.js';
import { type ParsedDate, type ParseState, type Rule, newParseState } from './parse-state.js';

export type { ParsedDate } from './parse-state.js';
import { type WallTime, wholeWallDigits } from './wall-time.js';
import { instantToWallTime, isValidTimeZone } from './zones.js';

export interface ParseOptions {
  /** Zone that zone-less inputs are wall times in, and in which "now" and "today" are read. */
  zone: string;
  /** The current instant in epoch milliseconds. */
  now: number;
}

/** Longer inputs are not dates; the cap keeps the scanner's cost bounded. */
const MAX_INPUT_LENGTH = 200;
const TIMESTAMP_RE = /^[+-]?[0-9]+(?:\.[0-9]+)?$/;
/** The stored and most common form, parsed without the scanner (three times faster). */
const ISO_RE = new RegExp(
  '^(\\d{4})-(\\d{2})-(\\d{2})(?:[T ](\\d{2}):(\\d{2})(?::(\\d{2})(?:\\.\\d+)?)?)?' +
    '(?:(Z)|([+-])(\\d{2}):?(\\d{2}))?$',
  'i',
);
const SKIPPABLE_RE = /[\s,.]/;
const DIGIT_RE = /[0-9]/;

const RULES: Rule[] = [...RELATIVE_RULES, ...CLOCK_RULES, ...DATE_RULES].sort((a, b) => a.rank - b.rank);

export function nowWallTime(zone: string, now: number): WallTime {
  return instantToWallTime(now, zone);
}

function fromTimestamp(seconds: number, zone: string): ParsedDate | undefined {
  if (!Number.isFinite(seconds)) return undefined;
  const instant = Math.trunc(seconds) * 1000;
  if (!Number.isFinite(new Date(instant).getTime())) return undefined;
  return { wall: instantToWallTime(instant, zone), instant, explicitZone: true, hasTime: true };
}

/** scanIso's state for a date and time written whole (`2027-03-28 02:30:00`), read without the expression. */
function scanWhole(w: WallTime): ParseState {
  const st = newParseState();
  st.haveDate = true;
  st.haveTime = 1;
  st.y = w.year;
  st.m = w.month;
  st.d = w.day;
  st.h = w.hour;
  st.i = w.minute;
  st.s = w.second;
  return st;
}

/** Same state as scan() builds for ISO_RE inputs; out-of-range fields are rejected later. */
function scanIso(m: RegExpExecArray): ParseState {
  const st = newParseState();
  st.haveDate = true;
  st.y = Number(m[1]);
  st.m = Number(m[2]);
  st.d = Number(m[3]);
  if (m[4] !== undefined) {
    st.haveTime = 1;
    st.h = Number(m[4]);
    st.i = Number(m[5]);
    st.s = Number(m[6] ?? 0);
  }
  if (m[7] !== undefined || m[8] !== undefined) {
    st.haveZone = true;
    const seconds = Number(m[9] ?? 0) * 3600 + Number(m[10] ?? 0) * 60;
    st.offsetSeconds = m[8] === '-' ? -seconds : seconds;
  }
  return st;
}

/**
 * timelib's scanner: at each position the longest matching rule wins, the earlier rule on a
 * tie. Unknown words and characters reject the input, where PHP would report an error.
 * Unlike PHP, a token may not end inside a number: PHP reads `99999-01-01` as `9999` and then
 * `9-01-01` (2009-01-01), a year or day of more digits than a date has as another date.
 */
function scan(input: string): ParseState | 'cut-number' | undefined {
  const st = newParseState();
  let pos = 0;
  while (pos < input.length) {
    let best: { rule: Rule; match: RegExpExecArray } | undefined;
    for (const rule of RULES) {
      rule.pattern.lastIndex = pos;
      const match = rule.pattern.exec(input);
      if (match && match[0].length > (best?.match[0].length ?? 0)) best = { rule, match };
    }
    if (best) {
      if (!best.rule.apply(best.match, st)) return undefined;
      pos += best.match[0].length;
      if (DIGIT_RE.test(input.charAt(pos - 1)) && DIGIT_RE.test(input.charAt(pos))) return 'cut-number';
    } else if (SKIPPABLE_RE.test(input.charAt(pos))) {
      pos += 1;
    } else {
      return undefined;
    }
  }
  return st;
}

// An ISO date does not depend on the clock, and a write reads the same ones several times (checks, writer; in an
// import, the client's checks and look-ups, then the server's). Kept by zone, then by text: a key joining the two
// made a new string to hash for every look-up, a third of an import's date parsing.
const isoCache = new Map<string, Map<string, ParsedDate | undefined>>();
const ISO_CACHE_LIMIT = 10_000;
let isoCached = 0;

/** Reads an ISO text not kept yet (parseDate looked first), and keeps the reading. */
function parseIsoAndKeep(st: ParseState, text: string, opts: ParseOptions): ParsedDate | undefined {
  let inZone = isoCache.get(opts.zone);
  const parsed = resolveParseState(st, opts.zone, opts.now);
  if (isoCached >= ISO_CACHE_LIMIT) {
    isoCache.clear();
    isoCached = 0;
    inZone = undefined;
  }
  if (!inZone) isoCache.set(opts.zone, (inZone = new Map<string, ParsedDate | undefined>()));
  // Frozen: every later reading of the text is this one, not a copy (a caller that changed it would change them all).
  if (parsed) Object.freeze(Object.freeze(parsed).wall);
  inZone.set(text, parsed);
  isoCached += 1;
  return parsed;
}

/**
 * Parses what strtotime() would: Unix timestamps, ISO 8601, US and day-first numeric dates,
 * month names and relative phrases. Returns undefined for anything unparseable or impossible
 * (such as February 30); never throws.
 */
export function parseDate(input: string | number, opts: ParseOptions): ParsedDate | undefined {
  try {
    if (!isValidTimeZone(opts.zone) || !Number.isFinite(opts.now)) return undefined;
    if (typeof input === 'number') return fromTimestamp(input, opts.zone);
    if (typeof input !== 'string') return undefined;
    const text = input.trim();
    if (text === '' || text.length > MAX_INPUT_LENGTH) return undefined;
    // A text read before is answered without matching it again (only ISO texts are kept).
    const inZone = isoCache.get(opts.zone);
    const known = inZone?.get(text);
    if (known !== undefined || inZone?.has(text)) return known;
    // The form cal stores and writes, most dates an import reads: its fields without the expression's match.
    const whole = wholeWallDigits(text);
    if (whole) return parseIsoAndKeep(scanWhole(whole), text, opts);
    if (TIMESTAMP_RE.test(text)) return fromTimestamp(Number(text), opts.zone);
    const iso = ISO_RE.exec(text);
    if (iso) return parseIsoAndKeep(scanIso(iso), text, opts);
    const st = scan(text);
    return st === undefined || st === 'cut-number' ? undefined : resolveParseState(st, opts.zone, opts.now);
  } catch {
    return undefined;
  }
}

/**
 * Whether parseDate() refuses the input for a number its tokens would cut in two (a year of five digits,
 * a day of three), where PHP reads the pieces as a date and silently answers another one.
 */
export function cutsANumber(input: string | number): boolean {
  if (typeof input !== 'string') return false;
  const text = input.trim();
  if (text.length > MAX_INPUT_LENGTH || TIMESTAMP_RE.test(text) || ISO_RE.test(text)) return false;
  return scan(text) === 'cut-number';
}
