// Words and regex fragments of PHP strtotime()'s grammar (timelib's parse_date.re).

/**
 * Alternations list longer spellings first: JavaScript takes the first alternative that lets
 * the whole pattern match, whereas timelib's scanner takes the longest.
 */
export const HOUR24 = '(?:2[0-4]|[01]?[0-9])';
export const HOUR24LZ = '(?:2[0-4]|[01][0-9])';
export const HOUR12 = '(?:1[0-2]|0?[1-9])';
export const MINUTE = '(?:[0-5]?[0-9])';
export const MINUTELZ = '(?:[0-5][0-9])';
export const SECOND = '(?:60|[0-5]?[0-9])';
export const SECONDLZ = '(?:60|[0-5][0-9])';
export const FRAC = '(?:\\.[0-9]+)';
/** timelib requires the end of input, a space or a tab after am/pm; a comma is tolerated here. */
export const MERIDIAN = '(?:[ap]\\.?m\\.?)(?=$|[\\s,])';
export const SPACE = '[ \\t]+';

export const MONTH = '(?:1[0-2]|0?[0-9])';
export const MONTHLZ = '(?:0[0-9]|1[0-2])';
export const DAY = '(?:3[01]|[0-2]?[0-9])(?:st|nd|rd|th)?';
export const DAYLZ = '(?:0[0-9]|[12][0-9]|3[01])';
export const YEAR = '[0-9]{1,4}';
export const YEAR2 = '[0-9]{2}';
export const YEAR4 = '[0-9]{4}';

/** A letter may not follow a word, so "mon" does not match the start of "monkey". */
export const END_OF_WORD = '(?![a-z])';

const MONTH_NAMES: ReadonlyArray<readonly [string, number]> = [
  ['january', 1],
  ['february', 2],
  ['march', 3],
  ['april', 4],
  ['may', 5],
  ['june', 6],
  ['july', 7],
  ['august', 8],
  ['september', 9],
  ['october', 10],
  ['november', 11],
  ['december', 12],
  ['jan', 1],
  ['feb', 2],
  ['mar', 3],
  ['apr', 4],
  ['jun', 6],
  ['jul', 7],
  ['aug', 8],
  ['sept', 9],
  ['sep', 9],
  ['oct', 10],
  ['nov', 11],
  ['dec', 12],
];
const MONTHS = new Map(MONTH_NAMES);

export const MONTH_TEXT = `(?:${MONTH_NAMES.map(([n]) => n).join('|')})${END_OF_WORD}`;
const MONTH_ABBREVIATIONS = ['may', ...MONTH_NAMES.slice(12).map(([n]) => n)];
export const MONTH_ABBR = `(?:${MONTH_ABBREVIATIONS.join('|')})${END_OF_WORD}`;

const DAY_NAMES: ReadonlyArray<readonly [string, number]> = [
  ['sunday', 0],
  ['monday', 1],
  ['tuesday', 2],
  ['wednesday', 3],
  ['thursday', 4],
  ['friday', 5],
  ['saturday', 6],
];

const WEEKDAYS = new Map<string, number>();
for (const [name, n] of DAY_NAMES) {
  WEEKDAYS.set(`${name}s`, n);
  WEEKDAYS.set(name, n);
  WEEKDAYS.set(name.slice(0, 3), n);
}

export const DAY_TEXT = `(?:${[...WEEKDAYS.keys()].join('|')})${END_OF_WORD}`;

/** [amount, weekday behaviour]: "this" keeps today when today is the named weekday. */
const RELATIVE_TEXT = new Map<string, readonly [number, number]>([
  ['first', [1, 0]],
  ['next', [1, 0]],
  ['second', [2, 0]],
  ['third', [3, 0]],
  ['fourth', [4, 0]],
  ['fifth', [5, 0]],
  ['sixth', [6, 0]],
  ['seventh', [7, 0]],
  ['eighth', [8, 0]],
  ['eight', [8, 0]],
  ['ninth', [9, 0]],
  ['tenth', [10, 0]],
  ['eleventh', [11, 0]],
  ['twelfth', [12, 0]],
  ['last', [-1, 0]],
  ['previous', [-1, 0]],
  ['this', [0, 1]],
]);

export const REL_TEXT_NUMBER =
  '(?:first|second|third|fourth|fifth|sixth|seventh|eighth|eight|ninth|tenth|eleventh|twelfth)';
export const REL_TEXT_TEXT = '(?:next|last|previous|this)';

export type TimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

export type RelativeUnit = { kind: 'time'; unit: TimeUnit; multiplier: number } | { kind: 'weekday'; weekday: number };

const UNITS = new Map<string, RelativeUnit>();
const addUnit = (names: string[], unit: TimeUnit, multiplier = 1): void => {
  for (const n of names) UNITS.set(n, { kind: 'time', unit, multiplier });
};
addUnit(['sec', 'secs', 'second', 'seconds'], 'second');
addUnit(['min', 'mins', 'minute', 'minutes'], 'minute');
addUnit(['hour', 'hours'], 'hour');
addUnit(['day', 'days'], 'day');
addUnit(['week', 'weeks'], 'day', 7);
addUnit(['fortnight', 'fortnights', 'forthnight', 'forthnights'], 'day', 14);
addUnit(['month', 'months'], 'month');
addUnit(['year', 'years'], 'year');
for (const [name, weekday] of WEEKDAYS) UNITS.set(name, { kind: 'weekday', weekday });

const byLengthDesc = (a: string, b: string): number => b.length - a.length;

/** timelib's "reltextunit": every unit except the singular "week", which has rules of its own. */
export const REL_TEXT_UNIT = `(?:${[...UNITS.keys()]
  .filter((n) => n !== 'week')
  .sort(byLengthDesc)
  .join('|')})${END_OF_WORD}`;
export const REL_UNIT_OR_WEEK = `(?:${[...UNITS.keys()].sort(byLengthDesc).join('|')})${END_OF_WORD}`;

export function monthNumber(word: string): number | undefined {
  return MONTHS.get(word.toLowerCase());
}

export function weekdayNumber(word: string): number | undefined {
  return WEEKDAYS.get(word.toLowerCase());
}

export function relativeText(word: string): readonly [number, number] | undefined {
  return RELATIVE_TEXT.get(word.toLowerCase());
}

export function relativeUnit(word: string): RelativeUnit | undefined {
  return UNITS.get(word.toLowerCase());
}

/** timelib's TIMELIB_PROCESS_YEAR: two-digit years below 70 are 20xx, the others 19xx. */
export function processYear(digits: string): number {
  const y = Number(digits);
  if (digits.length >= 4 || y >= 100) return y;
  return y < 70 ? y + 2000 : y + 1900;
}
