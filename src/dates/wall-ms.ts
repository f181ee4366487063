// A `YYYY-MM-DD HH:MM:SS` wall time read straight to ms on the UTC axis: what parseWallTime and wallTimeToUtcMs
// give together, without a regular expression or a Date, for reading every event of a calendar at once.
import { daysFromCivil } from './civil-days.js';
import { daysInMonth } from './wall-time.js';

const MS_PER_DAY = 86_400_000;
const ZERO = 48;

/** Ms of the wall time read as UTC; NaN for a text parseWallTime does not read. */
export function wallMs(text: string): number {
  if (text.length !== 19) return Number.NaN;
  if (text[4] !== '-' || text[7] !== '-' || text[10] !== ' ' || text[13] !== ':' || text[16] !== ':') return Number.NaN;
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  const hour = digits(text, 11, 2);
  const minute = digits(text, 14, 2);
  const second = digits(text, 17, 2);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return Number.NaN;
  if (hour > 23 || minute > 59 || second > 59) return Number.NaN;
  return daysFromCivil(year, month, day) * MS_PER_DAY + ((hour * 60 + minute) * 60 + second) * 1000;
}

/** The number in `length` ASCII digits from `at`; NaN when one is not a digit. */
function digits(text: string, at: number, length: number): number {
  let n = 0;
  for (let i = at; i < at + length; i++) {
    const d = text.charCodeAt(i) - ZERO;
    if (d < 0 || d > 9) return Number.NaN;
    n = n * 10 + d;
  }
  return n;
}
