// strtotime() rules for dates: ISO, US "m/d/y", day-first "d-m-y" and "d.m.y", month names.

import {
  DAY,
  DAYLZ,
  FRAC,
  HOUR24,
  HOUR24LZ,
  MINUTE,
  MINUTELZ,
  MONTH,
  MONTH_ABBR,
  MONTH_TEXT,
  MONTHLZ,
  SECOND,
  SECONDLZ,
  YEAR,
  YEAR2,
  YEAR4,
  monthNumber,
  processYear,
} from './parse-lexicon.js';
import { type ParseState, type Rule, haveDate, haveTime, haveZone, int, rule } from './parse-state.js';
import { TZ_CORRECTION, correctionSeconds } from './parse-clock.js';

interface DateParts {
  y?: number | undefined;
  m?: number | undefined;
  d?: number | undefined;
}

function setDate(st: ParseState, parts: DateParts): boolean {
  if (!haveDate(st)) return false;
  if (parts.y !== undefined) st.y = parts.y;
  if (parts.m !== undefined) st.m = parts.m;
  if (parts.d !== undefined) st.d = parts.d;
  return true;
}

const month = (word: string | undefined): number | undefined => monthNumber(word ?? '');
const year = (digits: string | undefined): number | undefined =>
  digits === undefined ? undefined : processYear(digits);

/** soap and wddx: a date and a time in one token, optionally with an offset. */
function setDateTime(st: ParseState, m: RegExpExecArray, hasZone: boolean): boolean {
  if (!haveTime(st) || !setDate(st, { y: int(m[1]), m: int(m[2]), d: int(m[3]) })) return false;
  st.h = int(m[4]);
  st.i = int(m[5]);
  st.s = int(m[6]);
  if (hasZone && m[7] !== undefined) {
    if (!haveZone(st)) return false;
    st.offsetSeconds = correctionSeconds(m, 7);
  }
  return true;
}

export const DATE_RULES: Rule[] = [
  // americanshort | american: month first, as in the US
  rule(16, `(${MONTH})/(${DAY})(?:/(${YEAR}))?`, (m, st) => setDate(st, { m: int(m[1]), d: int(m[2]), y: year(m[3]) })),
  // iso8601date4 | iso8601dateslash | dateslash
  rule(17, `([+-]?${YEAR4})-(${MONTHLZ})-(${DAYLZ})`, (m, st) =>
    setDate(st, { y: int(m[1]), m: int(m[2]), d: int(m[3]) }),
  ),
  rule(17, `(${YEAR4})/(?:(${MONTHLZ})/(${DAYLZ})/?|(${MONTH})/(${DAY}))`, (m, st) =>
    setDate(st, { y: int(m[1]), m: int(m[2] ?? m[4]), d: int(m[3] ?? m[5]) }),
  ),
  // iso8601date2
  rule(18, `(${YEAR2})-(${MONTHLZ})-(${DAYLZ})`, (m, st) => setDate(st, { y: year(m[1]), m: int(m[2]), d: int(m[3]) })),
  // gnudateshorter: "2026-12" is the first of the month
  rule(20, `(${YEAR4})-(${MONTH})`, (m, st) => setDate(st, { y: year(m[1]), m: int(m[2]), d: 1 })),
  // gnudateshort
  rule(21, `(${YEAR})-(${MONTH})-(${DAY})`, (m, st) => setDate(st, { y: year(m[1]), m: int(m[2]), d: int(m[3]) })),
  // datefull: "2 March 2027", "5th-Dec-2026"
  rule(22, `(${DAY})[ \\t.-]*(${MONTH_TEXT})[ \\t.-]*(${YEAR})`, (m, st) =>
    setDate(st, { d: int(m[1]), m: month(m[2]), y: year(m[3]) }),
  ),
  // pointeddate4: PHP reads dashes and dots day-first ("05-12-2026" is 5 December)
  rule(23, `(${DAY})[.\\t-](${MONTH})[.-](${YEAR4})`, (m, st) =>
    setDate(st, { d: int(m[1]), m: int(m[2]), y: int(m[3]) }),
  ),
  // pointeddate2
  rule(24, `(${DAY})[.\\t](${MONTH})\\.(${YEAR2})`, (m, st) =>
    setDate(st, { d: int(m[1]), m: int(m[2]), y: year(m[3]) }),
  ),
  // datenoday: "January 2027" is the first of the month
  rule(25, `(${MONTH_TEXT})[ .\\t-]*(${YEAR4})`, (m, st) => setDate(st, { m: month(m[1]), y: int(m[2]), d: 1 })),
  // datenodayrev
  rule(26, `(${YEAR4})[ .\\t-]*(${MONTH_TEXT})`, (m, st) => setDate(st, { y: int(m[1]), m: month(m[2]), d: 1 })),
  // datetextual | datenoyear: "March 2, 2027", "Dec 5 2026", "Dec 5"
  rule(27, `(${MONTH_TEXT})[ .\\t-]*(${DAY})(?:[,.stndrh\\t ]+(${YEAR})|[,.stndrh\\t ]+|$)`, (m, st) =>
    setDate(st, { m: month(m[1]), d: int(m[2]), y: year(m[3]) }),
  ),
  // datenoyearrev: "5 December"
  rule(28, `(${DAY})[ .\\t-]*(${MONTH_TEXT})`, (m, st) => setDate(st, { d: int(m[1]), m: month(m[2]) })),
  // datenocolon: "20261205" inside a longer input (a lone number is a Unix timestamp)
  rule(29, `(${YEAR4})(${MONTHLZ})(${DAYLZ})`, (m, st) => setDate(st, { y: int(m[1]), m: int(m[2]), d: int(m[3]) })),
  // soap: ISO date-time with fraction and optional offset
  rule(
    30,
    `(${YEAR4})-(${MONTHLZ})-(${DAYLZ})T(${HOUR24LZ}):(${MINUTELZ}):(${SECONDLZ})${FRAC}` + `(?:${TZ_CORRECTION})?`,
    (m, st) => setDateTime(st, m, true),
  ),
  // wddx: ISO date-time with seconds
  rule(30, `(${YEAR4})-(${MONTH})-(${DAY})T(${HOUR24}):(${MINUTE}):(${SECOND})`, (m, st) => setDateTime(st, m, false)),
  // pgtextshort | pgtextreverse: "dec-05-2026", "2026-dec-05"
  rule(34, `(${MONTH_ABBR})-(${DAYLZ})-(${YEAR})`, (m, st) =>
    setDate(st, { m: month(m[1]), d: int(m[2]), y: year(m[3]) }),
  ),
  rule(35, `(${YEAR})-(${MONTH_ABBR})-(${DAYLZ})`, (m, st) =>
    setDate(st, { y: year(m[1]), m: month(m[2]), d: int(m[3]) }),
  ),
  // year4: a year on its own, without claiming the date
  rule(37, `(${YEAR4})`, (m, st) => {
    st.y = int(m[1]);
    return true;
  }),
  // monthfull | monthabbr
  rule(42, `(${MONTH_TEXT})`, (m, st) => setDate(st, { m: month(m[1]) })),
];
