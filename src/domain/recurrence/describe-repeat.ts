// A repeat rule in words for a preview: "every week on Tuesday and Thursday until 2027-06-30", "every 2 weeks",
// "every month on the last Friday, 10 times".
import { instantToWallTime } from '../../dates/zones.js';
import {
  type Frequency,
  PART_NAMES,
  type PartName,
  readRule,
  type RuleParts,
  UNTIL_RE,
  WEEKDAY_CODES,
  WORKDAYS,
} from './rrule-parts.js';

const UNIT_WORDS: Record<Frequency, string> = {
  SECONDLY: 'second',
  MINUTELY: 'minute',
  HOURLY: 'hour',
  DAILY: 'day',
  WEEKLY: 'week',
  MONTHLY: 'month',
  YEARLY: 'year',
};

/** Names in English, as Intl gives them (the views' labels come from the same source). */
const english = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' });
// 4 January 2021 was a Monday: the weekdays in RRULE's order, MO first.
const DAY_WORDS = new Map<string, string>(
  WEEKDAY_CODES.map((code, i) => [code, english({ weekday: 'long' }).format(Date.UTC(2021, 0, 4 + i))]),
);
const MONTH_WORDS = Array.from({ length: 12 }, (_, i) => english({ month: 'long' }).format(Date.UTC(2021, i, 1)));

/** Parts said in words; the others are shown as written. */
const WORDED = new Set<PartName>(['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'BYDAY', 'BYMONTHDAY', 'BYSETPOS', 'BYMONTH']);

/** "Tuesday", "Tuesday and Thursday", "Monday, Wednesday and Friday". */
function and(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

function nth(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** 2 is "2nd", -1 "last", -2 "2nd-to-last". */
const place = (n: number): string => (n === -1 ? 'last' : n < 0 ? `${nth(-n)}-to-last` : nth(n));

const numbers = (value: string | undefined): number[] => (value ?? '').split(',').filter(Boolean).map(Number);

function dayWords(parts: RuleParts): string | undefined {
  if (parts.BYDAY === undefined) return undefined;
  const positions = numbers(parts.BYSETPOS);
  if (positions.length > 0) {
    const days = parts.BYDAY === WORKDAYS ? 'weekday' : `of ${and(parts.BYDAY.split(',').map(dayName))}`;
    return `on the ${and(positions.map(place))} ${days}`;
  }
  // Within a month or a year, a weekday alone is each of them.
  const every = parts.FREQ === 'MONTHLY' || parts.FREQ === 'YEARLY' ? 'every ' : '';
  const items = parts.BYDAY.split(',').map((item) => {
    const m = /^(-?\d+)?(\w\w)$/.exec(item);
    const name = dayName(m?.[2] ?? item);
    return m?.[1] === undefined ? `${every}${name}` : `the ${place(Number(m[1]))} ${name}`;
  });
  return `on ${and(items)}`;
}

const dayName = (code: string): string => DAY_WORDS.get(code) ?? code;

function monthDayWords(value: string): string {
  const days = numbers(value).map((n) => (n === -1 ? 'last day' : n < 0 ? `${place(n)} day` : nth(n)));
  return `on the ${and(days)}`;
}

/** The last day as a date: a UTC date-time is read in `zone`, where the series ends at the end of that day. */
function untilWords(until: string, zone: string | undefined): string {
  const m = UNTIL_RE.exec(until);
  if (!m) return until;
  if (m[7] !== 'Z' || zone === undefined) return `${m[1]}-${m[2]}-${m[3]}`;
  const instant = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
  const w = instantToWallTime(instant, zone);
  return `${String(w.year).padStart(4, '0')}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/**
 * The words for a rule parseRepeat made (or any RRULE value; one that cannot be read comes back as it is). `zone`,
 * the series' own, says which day a UTC UNTIL falls on there; without it, the UTC day is shown.
 */
export function describeRepeat(rule: string, zone?: string): string {
  const read = readRule(rule);
  if ('error' in read) return rule;
  const parts = read.parts;
  const interval = Number(parts.INTERVAL ?? 1);
  const unit = UNIT_WORDS[parts.FREQ];
  const words: string[] = [];
  if (parts.FREQ === 'WEEKLY' && interval === 1 && parts.BYDAY === WORKDAYS) words.push('every weekday');
  else {
    words.push(interval === 1 ? `every ${unit}` : `every ${interval} ${unit}s`);
    const on = dayWords(parts);
    if (on !== undefined) words.push(on);
  }
  if (parts.BYMONTHDAY !== undefined) words.push(monthDayWords(parts.BYMONTHDAY));
  if (parts.BYMONTH !== undefined) words.push(`in ${and(numbers(parts.BYMONTH).map((n) => MONTH_WORDS[n - 1] ?? ''))}`);
  const others = PART_NAMES.filter((name) => !WORDED.has(name) && parts[name] !== undefined);
  if (others.length > 0) words.push(`(${others.map((name) => `${name}=${parts[name]}`).join(';')})`);
  if (parts.UNTIL !== undefined) words.push(`until ${untilWords(parts.UNTIL, zone)}`);
  const text = words.join(' ');
  if (parts.COUNT === undefined) return text;
  return `${text}, ${parts.COUNT === '1' ? 'once' : `${parts.COUNT} times`}`;
}
