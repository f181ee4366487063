// strtotime() rules for relative phrases: "tomorrow", "next wednesday", "+1 week", "3 days ago".

import {
  DAY_TEXT,
  END_OF_WORD,
  REL_TEXT_NUMBER,
  REL_TEXT_TEXT,
  REL_TEXT_UNIT,
  REL_UNIT_OR_WEEK,
  SPACE,
  relativeText,
  relativeUnit,
  weekdayNumber,
} from './parse-lexicon.js';
import { type ParseState, type Rule, int, rule, setRelative, unhaveTime } from './parse-state.js';

function dayWord(word: string, st: ParseState): boolean {
  switch (word.toLowerCase()) {
    case 'yesterday':
      unhaveTime(st);
      st.rel.d = -1;
      return true;
    case 'tomorrow':
      unhaveTime(st);
      st.rel.d = 1;
      return true;
    case 'midnight':
      st.clockImplied = true;
      unhaveTime(st);
      return true;
    case 'today':
      unhaveTime(st);
      return true;
    case 'noon':
      unhaveTime(st);
      st.haveTime = 1;
      st.h = 12;
      return true;
    default:
      // "now" changes nothing: every unset field is taken from the current time.
      return true;
  }
}

/** "this"/"next"/"last"/"third" followed by a unit, as in "next month" or "last friday". */
function relativeTextUnit(st: ParseState, text: string | undefined, unitWord: string | undefined): boolean {
  const amount = relativeText(text ?? '');
  const unit = relativeUnit(unitWord ?? '');
  if (!amount || !unit) return false;
  setRelative(st, amount[0], amount[1], unit, false);
  return true;
}

export const RELATIVE_RULES: Rule[] = [
  // "tomorrow" sets the day (it does not add to "+2 days"), like timelib.
  rule(1, `(yesterday|tomorrow|midnight|today|noon|now)${END_OF_WORD}`, (m, st) => dayWord(m[1] ?? '', st)),
  // timestamp: "@1767225600"
  rule(6, '@(-?[0-9]+)', (m, st) => {
    if (st.haveZone) return false;
    st.haveZone = true;
    st.haveDate = false;
    st.haveTime = 0;
    st.y = 1970;
    st.m = 1;
    st.d = 1;
    st.h = 0;
    st.i = 0;
    st.s = 0;
    st.offsetSeconds = 0;
    st.clockImplied = true;
    st.rel.s += int(m[1]);
    return true;
  }),
  // firstdayof | lastdayof: applied after all other arithmetic; the time of day is kept
  rule(8, `(first|last)${SPACE}day${SPACE}of${END_OF_WORD}`, (m, st) => {
    st.rel.dayOfMonth = (m[1] ?? '').toLowerCase() === 'first' ? 'first' : 'last';
    return true;
  }),
  // weekdayof: "first monday of", "last friday of"
  rule(10, `(${REL_TEXT_NUMBER}|${REL_TEXT_TEXT})${SPACE}(${DAY_TEXT})${SPACE}of${END_OF_WORD}`, (m, st) => {
    const amount = relativeText(m[1] ?? '');
    const weekday = weekdayNumber(m[2] ?? '');
    if (!amount || weekday === undefined) return false;
    const unit = { kind: 'weekday', weekday } as const;
    if (amount[0] > 0) {
      st.rel.weekdayOfMonth = 'nth';
      setRelative(st, amount[0], 1, unit, false);
    } else {
      st.rel.weekdayOfMonth = 'last';
      setRelative(st, amount[0], amount[1], unit, false);
    }
    return true;
  }),
  // ago: negates everything relative given so far
  rule(38, `ago${END_OF_WORD}`, (_m, st) => {
    const rel = st.rel;
    rel.y = -rel.y;
    rel.m = -rel.m;
    rel.d = -rel.d;
    rel.h = -rel.h;
    rel.i = -rel.i;
    rel.s = -rel.s;
    rel.weekday = rel.weekday === 0 ? -7 : -rel.weekday;
    return true;
  }),
  // daytext: "wednesday" is today when today is a Wednesday, and resets the time
  rule(39, `(${DAY_TEXT})`, (m, st) => {
    const weekday = weekdayNumber(m[1] ?? '');
    if (weekday === undefined) return false;
    unhaveTime(st);
    st.rel.haveWeekday = true;
    st.rel.weekday = weekday;
    if (st.rel.weekdayBehavior !== 2) st.rel.weekdayBehavior = 1;
    return true;
  }),
  // relativetextweek: "next week" is the Monday-first week after this one, not just +7 days
  rule(40, `(${REL_TEXT_TEXT})${SPACE}week${END_OF_WORD}`, (m, st) => {
    const amount = relativeText(m[1] ?? '');
    const unit = relativeUnit('week');
    if (!amount || !unit) return false;
    setRelative(st, amount[0], amount[1], unit, false);
    st.rel.weekdayBehavior = 2;
    if (!st.rel.haveWeekday) {
      st.rel.haveWeekday = true;
      st.rel.weekday = 1;
    }
    return true;
  }),
  // relativetext: "next month", "last friday", "this friday", "third day"
  rule(41, `(${REL_TEXT_NUMBER}|${REL_TEXT_TEXT})${SPACE}(${REL_TEXT_UNIT})`, (m, st) =>
    relativeTextUnit(st, m[1], m[2]),
  ),
  // relative: "+5 days", "-2 weeks", "3 hours"; each "-" flips the sign
  rule(46, `([+-]*)[ \\t]*([0-9]{1,13})[ \\t]*(${REL_UNIT_OR_WEEK})`, (m, st) => {
    const unit = relativeUnit(m[3] ?? '');
    if (!unit) return false;
    const negative = ((m[1] ?? '').match(/-/g)?.length ?? 0) % 2 === 1;
    setRelative(st, negative ? -int(m[2]) : int(m[2]), 1, unit, true);
    return true;
  }),
];
