// strtotime() rules for times of day and for offsets or zone names ("4:30pm", "+02:00", "Z").

import {
  DAY,
  END_OF_WORD,
  FRAC,
  HOUR12,
  HOUR24,
  HOUR24LZ,
  MERIDIAN,
  MINUTE,
  MINUTELZ,
  MONTH_TEXT,
  SECOND,
  SECONDLZ,
  monthNumber,
} from './parse-lexicon.js';
import { type ParseState, type Rule, haveDate, haveTime, haveZone, int, rule } from './parse-state.js';
import { isValidTimeZone } from './zones.js';

function withMeridian(hour: number, meridian: string): number {
  const pm = meridian.toLowerCase().startsWith('p');
  if (pm) return hour === 12 ? 12 : hour + 12;
  return hour === 12 ? 0 : hour;
}

function setClock(st: ParseState, h: number, i: number, s: number): boolean {
  if (!haveTime(st)) return false;
  st.h = h;
  st.i = i;
  st.s = s;
  return true;
}

/** "GMT+2", "+0530", "-05:00", "+02:00:00" (timelib's tzcorrection). */
export const TZ_CORRECTION =
  `(?:gmt)?([+-])(?:(${HOUR24LZ}):(${MINUTELZ}):(${SECONDLZ})` +
  `|(${HOUR24LZ})(${MINUTELZ})(${SECONDLZ})|(${HOUR24})(?::?(${MINUTE}))?)`;

/** Offset in seconds from the nine TZ_CORRECTION captures, the sign being capture `at`. */
export function correctionSeconds(m: RegExpExecArray, at: number): number {
  const sign = m[at] === '-' ? -1 : 1;
  const h = int(m[at + 1] ?? m[at + 4] ?? m[at + 7]);
  const i = int(m[at + 2] ?? m[at + 5] ?? m[at + 8]);
  const s = int(m[at + 3] ?? m[at + 6]);
  return sign * (h * 3600 + i * 60 + s);
}

/** Day-month text followed directly by a time: keeps "Dec 5 20:00" from reading 20 as a year. */
const DATE_NO_YEAR = `(${MONTH_TEXT})[ .\\t-]*(${DAY})[,.stndrh\\t ]+`;

function applyDateNoYear(m: RegExpExecArray, st: ParseState): boolean {
  if (!haveDate(st)) return false;
  st.m = monthNumber(m[1] ?? '');
  st.d = int(m[2]);
  return true;
}

export const CLOCK_RULES: Rule[] = [
  // timetiny12 | timeshort12 | timelong12
  rule(11, `(${HOUR12})(?:[:.](${MINUTE})[:.](${SECONDLZ})|[:.](${MINUTELZ}))?[ \\t]*(${MERIDIAN})`, (m, st) =>
    setClock(st, withMeridian(int(m[1]), m[5] ?? 'a'), int(m[2] ?? m[4]), int(m[3])),
  ),
  // timeshort24 | timelong24 | iso8601long, then timetiny24 ("T20")
  rule(13, `t?(${HOUR24})[:.](${MINUTE})(?:[:.](${SECOND})(?:${FRAC})?)?|t(${HOUR24})`, (m, st) =>
    setClock(st, int(m[1] ?? m[4]), int(m[2]), int(m[3])),
  ),
  // gnunocolon: "2000" is a time of day, but a year once a time was given ("Dec 5 8pm 2026")
  rule(14, `t?(${HOUR24LZ})(${MINUTELZ})`, (m, st) => {
    if (st.haveTime === 0) {
      st.h = int(m[1]);
      st.i = int(m[2]);
      st.s = 0;
    } else if (st.haveTime === 1) {
      st.y = int(`${m[1] ?? ''}${m[2] ?? ''}`);
    } else {
      return false;
    }
    st.haveTime++;
    return true;
  }),
  // iso8601nocolon
  rule(15, `t?(${HOUR24LZ})(${MINUTELZ})(${SECONDLZ})`, (m, st) => setClock(st, int(m[1]), int(m[2]), int(m[3]))),
  // tzcorrection | tz
  rule(43, TZ_CORRECTION, (m, st) => {
    if (!haveZone(st)) return false;
    st.offsetSeconds = correctionSeconds(m, 1);
    return true;
  }),
  rule(43, `\\(?(utc|gmt|z)\\)?${END_OF_WORD}`, (_m, st) => {
    if (!haveZone(st)) return false;
    st.offsetSeconds = 0;
    return true;
  }),
  rule(43, '[a-z]+(?:/[a-z0-9_+-]+)+', (m, st) => {
    if (!haveZone(st) || !isValidTimeZone(m[0])) return false;
    st.zoneId = m[0];
    return true;
  }),
  // dateshortwithtimeshort12 | dateshortwithtimelong12
  rule(
    44,
    `${DATE_NO_YEAR}(${HOUR12})[:.](?:(${MINUTE})[:.](${SECONDLZ})|(${MINUTELZ}))` + `[ \\t]*(${MERIDIAN})`,
    (m, st) =>
      applyDateNoYear(m, st) && setClock(st, withMeridian(int(m[3]), m[7] ?? 'a'), int(m[4] ?? m[6]), int(m[5])),
  ),
  // dateshortwithtimeshort | dateshortwithtimelong
  rule(
    45,
    `${DATE_NO_YEAR}t?(${HOUR24})[:.](${MINUTE})(?:[:.](${SECOND})(?:${FRAC})?)?`,
    (m, st) => applyDateNoYear(m, st) && setClock(st, int(m[3]), int(m[4]), int(m[5])),
  ),
];
