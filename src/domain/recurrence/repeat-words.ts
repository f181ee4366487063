// A repeat rule from the words people type (khal's --repeat, gcalcli's): "every 2 weeks on tue,thu until june",
// "monthly on the last friday", "daily for 10", or an RRULE as written. The answer is an RRULE value, without "RRULE:".
import { weekdayNumber } from '../../dates/parse-lexicon.js';
import type { WallTime } from '../../dates/wall-time.js';
import {
  type Frequency,
  formatRule,
  icalRefuses,
  readRule,
  type RuleParts,
  WEEKDAY_CODES,
  type WeekdayCode,
  WORKDAYS,
} from './rrule-parts.js';
import { endParts, fitUntil, splitEnding } from './series-end.js';

export { describeRepeat } from './describe-repeat.js';

export interface RepeatOptions {
  /** The series' first start. */
  readonly start: WallTime;
  readonly now: number;
  /** The zone of start. */
  readonly zone: string;
  /** A series of all-day events: its UNTIL is a date, not a UTC date-time. */
  readonly allDay?: boolean;
}

export type RepeatResult = { readonly rule: string } | { readonly error: string };

const UNDERSTOOD =
  'say daily, weekly, monthly or yearly, "every 2 weeks on tue,thu", "monthly on the last friday", ' +
  '"weekly until 2027-06-30", "daily for 10", or an RRULE such as FREQ=WEEKLY;BYDAY=MO';

const SIMPLE = new Map<string, RuleParts>([
  ['daily', { FREQ: 'DAILY' }],
  ['weekly', { FREQ: 'WEEKLY' }],
  ['fortnightly', { FREQ: 'WEEKLY', INTERVAL: '2' }],
  ['monthly', { FREQ: 'MONTHLY' }],
  ['yearly', { FREQ: 'YEARLY' }],
  ['annually', { FREQ: 'YEARLY' }],
]);

const UNITS = new Map<string, Frequency>([
  ['hour', 'HOURLY'],
  ['day', 'DAILY'],
  ['week', 'WEEKLY'],
  ['month', 'MONTHLY'],
  ['year', 'YEARLY'],
]);
const unitOf = (word = ''): Frequency | undefined => UNITS.get(word) ?? UNITS.get(word.replace(/s$/, ''));

/** Spellings the date parser's weekday names lack. */
const MORE_DAY_NAMES = new Map<string, string>([
  ['tues', 'tue'],
  ['weds', 'wed'],
  ['thur', 'thu'],
  ['thurs', 'thu'],
]);
// The date parser numbers weekdays from Sunday.
const BY_SUNDAY_NUMBER: readonly WeekdayCode[] = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

function dayCodes(word: string): readonly WeekdayCode[] | undefined {
  if (word === 'weekday' || word === 'weekdays') return ['MO', 'TU', 'WE', 'TH', 'FR'];
  if (word === 'weekend' || word === 'weekends') return ['SA', 'SU'];
  const n = weekdayNumber(MORE_DAY_NAMES.get(word) ?? MORE_DAY_NAMES.get(word.replace(/s$/, '')) ?? word);
  const code = n === undefined ? undefined : BY_SUNDAY_NUMBER[n];
  return code === undefined ? undefined : [code];
}

const ORDINAL_WORDS = new Map([
  ['first', 1],
  ['second', 2],
  ['third', 3],
  ['fourth', 4],
  ['fifth', 5],
  ['other', 2],
]);
const ORDINAL_RE = /^(\d{1,3})(?:st|nd|rd|th)?$/;

/** 1 for "1st", "first" or "1"; "other" is 2, as in "every other week". */
function ordinal(word = ''): number | undefined {
  const m = ORDINAL_RE.exec(word);
  return m ? Number(m[1]) : ORDINAL_WORDS.get(word);
}

/** Groups of words between commas and "and"s; empty groups ("tue, and thu") drop. */
function groups(words: readonly string[]): string[][] {
  const out: string[][] = [[]];
  for (const word of words) {
    if (word === ',' || word === 'and') out.push([]);
    else out.at(-1)?.push(word);
  }
  return out.filter((group) => group.length > 0);
}

/** "tue, thu", "mon and wed", "mon wed fri", "weekdays": the days, Monday first. */
function dayList(words: readonly string[]): string | undefined {
  const found = words.filter((word) => word !== ',' && word !== 'and').map(dayCodes);
  if (found.length === 0 || found.some((codes) => codes === undefined)) return undefined;
  const all = new Set(found.flat());
  return WEEKDAY_CODES.filter((code) => all.has(code)).join(',');
}

/** The position an item names: 2 for "2nd", -1 for "last", -2 for "2nd last" or "second to last"; and what is left. */
function position(group: readonly string[]): { at: number; rest: readonly string[] } | undefined {
  const [first, ...rest] = group;
  if (first === 'last') return { at: -1, rest };
  const n = first === 'other' ? undefined : ordinal(first);
  if (n === undefined || n < 1) return undefined;
  if (rest[0] === 'last') return { at: -n, rest: rest.slice(1) };
  if (rest[0] === 'to' && rest[1] === 'last') return { at: -n, rest: rest.slice(2) };
  return { at: n, rest };
}

/** "the last friday", "the 2nd and 4th tuesday", "the 15th", "the 1st and last day", "the last weekday". */
function monthDays(words: readonly string[]): Partial<RuleParts> | undefined {
  const items = groups(words.filter((word) => word !== 'the')).map(position);
  const days: string[] = [];
  const monthDay: number[] = [];
  const setPos: number[] = [];
  let target = 'day';
  // A position without a day takes the one after it: "the 2nd and 4th tuesday".
  for (const item of items.reverse()) {
    if (!item || item.rest.length > 1) return undefined;
    target = item.rest[0] ?? target;
    const codes = target === 'day' || target === 'weekday' ? undefined : dayCodes(target);
    if (target === 'day' && Math.abs(item.at) <= 31) monthDay.unshift(item.at);
    else if (target === 'weekday' && Math.abs(item.at) <= 23) setPos.unshift(item.at);
    else if (codes?.length === 1 && Math.abs(item.at) <= 5) days.unshift(`${item.at}${codes.join('')}`);
    else return undefined;
  }
  // Each kind narrows the others: "the 15th and the last friday" would mean a Friday that is the 15th.
  const kinds = [days, monthDay, setPos].filter((kind) => kind.length > 0).length;
  if (kinds !== 1) return undefined;
  if (setPos.length > 0) return { BYDAY: WORKDAYS, BYSETPOS: [...new Set(setPos)].join(',') };
  if (days.length > 0) return { BYDAY: [...new Set(days)].join(',') };
  return { BYMONTHDAY: [...new Set(monthDay)].join(',') };
}

const OF_THE_MONTH = /\s+of\s+(?:the|each|every)\s+month$/;

function tokens(text: string): string[] {
  return text
    .replace(/,/g, ' , ')
    .replace(/&/g, ' and ')
    .split(/\s+/)
    .filter((word) => word !== '');
}

/** The frequency words at the head ("weekly", "every day", "every 2 weeks") and the words after them. */
function frequency(words: readonly string[]): { parts: RuleParts; rest: readonly string[] } | undefined {
  const [head = '', second, third] = words;
  const simple = SIMPLE.get(head);
  if (simple) return { parts: { ...simple }, rest: words.slice(1) };
  if (head !== 'every') return undefined;
  const unit = unitOf(second);
  if (unit) return { parts: { FREQ: unit }, rest: words.slice(2) };
  const interval = ordinal(second);
  const each = unitOf(third);
  if (interval === undefined || interval < 1 || !each) return undefined;
  return { parts: { FREQ: each, ...(interval > 1 ? { INTERVAL: String(interval) } : {}) }, rest: words.slice(3) };
}

/** "every friday", "every other monday", "every last friday", "every 3rd thursday of the month". */
function everyDays(words: readonly string[], ofTheMonth: boolean): RuleParts | undefined {
  if (words[0] !== 'every') return undefined;
  const other = words[1] === 'other';
  const days = dayList(words.slice(other ? 2 : 1));
  if (days !== undefined) return { FREQ: 'WEEKLY', ...(other ? { INTERVAL: '2' } : {}), BYDAY: days };
  // "every 2nd tuesday" may mean every other one: only the last ones, or those "of the month", are monthly.
  const month = monthDays(words.slice(1));
  const lastOnly = month?.BYDAY?.split(',').every((day) => day.startsWith('-')) === true;
  return month && (ofTheMonth || lastOnly) ? { FREQ: 'MONTHLY', ...month } : undefined;
}

/** The rule a repeat phrase without its end names, or undefined. */
function readWords(text: string): RuleParts | undefined {
  const ofTheMonth = OF_THE_MONTH.test(text);
  const words = tokens(text.replace(OF_THE_MONTH, ''));
  const head = frequency(words);
  if (!head) return everyDays(words, ofTheMonth);
  const { parts } = head;
  const rest = head.rest[0] === 'on' ? head.rest.slice(1) : head.rest;
  // Without days, the start's own: its weekday, its day of the month.
  if (rest.length === 0) return ofTheMonth ? undefined : parts;
  if (parts.FREQ === 'WEEKLY' && !ofTheMonth) {
    const days = dayList(rest);
    return days === undefined ? undefined : { ...parts, BYDAY: days };
  }
  const month = parts.FREQ === 'MONTHLY' ? monthDays(rest) : undefined;
  return month && { ...parts, ...month };
}

/** The RRULE value that `text` names, or an error to print after "--repeat: ". */
export function parseRepeat(text: string, options: RepeatOptions): RepeatResult {
  const input = text.trim();
  const notRule = (why: string): RepeatResult => ({ error: `${JSON.stringify(input)} is not a repeat rule: ${why}` });
  let parts: RuleParts;
  if (input.includes('=')) {
    const read = readRule(input);
    if ('error' in read) return notRule(read.error);
    parts = read.parts;
  } else {
    const ending = splitEnding(input.toLowerCase().replace(/\s+/g, ' '));
    const words = readWords(ending.base);
    if (!words) return notRule(UNDERSTOOD);
    const end = endParts(ending, options);
    if ('error' in end) return notRule(end.error);
    parts = { ...words, ...end };
  }
  if (parts.UNTIL !== undefined) {
    const until = fitUntil(parts.UNTIL, options);
    if (typeof until !== 'string') return notRule(until.error);
    parts.UNTIL = until;
  }
  const refused = icalRefuses(parts);
  return refused === undefined ? { rule: formatRule(parts) } : notRule(refused);
}
