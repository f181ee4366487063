// RRULE values (RFC 5545 3.3.10) as parts: read and checked here, since ical.js takes unknown parts, counts of 0 and
// combinations the RFC forbids without a word; written back in one order, so that equal rules read equal.
import { isValidWallTime } from '../../dates/wall-time.js';
import ICAL from '../../lazy-libraries/ical.js';

export const FREQUENCIES = ['SECONDLY', 'MINUTELY', 'HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** Monday first: the order days are listed in. */
export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];
export const WORKDAYS = 'MO,TU,WE,TH,FR';

/** The order parts are written in: the frequency, how often and how long, then which days. */
export const PART_NAMES = [
  'FREQ',
  'INTERVAL',
  'COUNT',
  'UNTIL',
  'BYDAY',
  'BYMONTHDAY',
  'BYSETPOS',
  'BYMONTH',
  'BYWEEKNO',
  'BYYEARDAY',
  'BYHOUR',
  'BYMINUTE',
  'BYSECOND',
  'WKST',
] as const;
export type PartName = (typeof PART_NAMES)[number];

export type RuleParts = { FREQ: Frequency } & { [name in Exclude<PartName, 'FREQ'>]?: string };

const PART_SET = new Set<string>(PART_NAMES);
const isPartName = (name: string): name is PartName => PART_SET.has(name);
const FREQUENCY_SET = new Set<string>(FREQUENCIES);
const isFrequency = (value: string): value is Frequency => FREQUENCY_SET.has(value);

/** [lowest, highest, whether 0 is one of them]. */
const NUMBER_LISTS: Partial<Record<PartName, readonly [number, number, boolean]>> = {
  BYMONTHDAY: [-31, 31, false],
  BYSETPOS: [-366, 366, false],
  BYMONTH: [1, 12, false],
  BYWEEKNO: [-53, 53, false],
  BYYEARDAY: [-366, 366, false],
  BYHOUR: [0, 23, true],
  BYMINUTE: [0, 59, true],
  BYSECOND: [0, 60, true],
};

const HINTS: Record<PartName, string> = {
  FREQ: `one of ${FREQUENCIES.join(', ')}`,
  INTERVAL: 'a whole number of 1 or more',
  COUNT: 'a whole number of 1 or more',
  UNTIL: 'a date (20270630) or a UTC date-time (20270630T215959Z)',
  BYDAY: 'weekdays such as MO,WE or, monthly, 2TU or -1FR',
  BYMONTHDAY: 'days 1 to 31, or -1 (the last) to -31',
  BYSETPOS: 'positions 1 to 366, or -1 (the last) to -366',
  BYMONTH: 'months 1 to 12',
  BYWEEKNO: 'weeks 1 to 53, or -1 to -53',
  BYYEARDAY: 'days 1 to 366, or -1 to -366',
  BYHOUR: 'hours 0 to 23',
  BYMINUTE: 'minutes 0 to 59',
  BYSECOND: 'seconds 0 to 60',
  WKST: 'a weekday such as MO',
};

const POSITIVE_RE = /^\+?\d{1,9}$/;
const NUMBER_RE = /^[+-]?\d{1,3}$/;
const BYDAY_RE = /^([+-]?)(\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/;
export const UNTIL_RE = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/;

/** 20270630 or 20270630T215959Z, a day and time that exist. */
function untilIsReal(value: string): boolean {
  const m = UNTIL_RE.exec(value);
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = (m ?? [])
    .slice(1, 7)
    .map((f) => Number(f ?? 0));
  return m !== null && isValidWallTime({ year, month, day, hour, minute, second });
}

function list(value: string, item: (text: string) => string | undefined): string | undefined {
  const items = value.split(',').map(item);
  if (items.some((text) => text === undefined)) return undefined;
  return [...new Set(items)].join(',');
}

function byDayItem(text: string): string | undefined {
  const m = BYDAY_RE.exec(text);
  if (!m) return undefined;
  if (m[2] === undefined) return m[3];
  const n = Number(m[2]);
  return n >= 1 && n <= 53 ? `${m[1] === '-' ? '-' : ''}${n}${m[3]}` : undefined;
}

/** The value written the one way (no "+", no leading zeros), or undefined when it is not one `name` takes. */
function normalValue(name: PartName, value: string): string | undefined {
  const range = NUMBER_LISTS[name];
  if (range) {
    const [low, high, zero] = range;
    return list(value, (text) => {
      const n = Number(text);
      return NUMBER_RE.test(text) && n >= low && n <= high && (zero || n !== 0) ? String(n + 0) : undefined;
    });
  }
  switch (name) {
    case 'FREQ':
      return isFrequency(value) ? value : undefined;
    case 'INTERVAL':
    case 'COUNT':
      return POSITIVE_RE.test(value) && Number(value) >= 1 ? String(Number(value)) : undefined;
    case 'UNTIL':
      return untilIsReal(value) ? value : undefined;
    case 'BYDAY':
      return list(value, byDayItem);
    default:
      return WEEKDAY_CODES.some((code) => code === value) ? value : undefined;
  }
}

/** What RFC 5545 forbids that ical.js lets through. */
function conflict(parts: RuleParts): string | undefined {
  const freq = parts.FREQ;
  if (parts.COUNT !== undefined && parts.UNTIL !== undefined) return 'COUNT and UNTIL cannot both be given';
  const ordinals = (parts.BYDAY ?? '').split(',').filter((item) => /\d/.test(item));
  if (ordinals.length > 0 && freq !== 'MONTHLY' && freq !== 'YEARLY')
    return `BYDAY=${ordinals.join(',')} takes a number only with FREQ=MONTHLY or FREQ=YEARLY`;
  if (ordinals.length > 0 && freq === 'YEARLY' && parts.BYWEEKNO !== undefined)
    return 'BYDAY takes no number with BYWEEKNO';
  // A month has at most five of a weekday: 6FR would never come, and ical.js would look for it for years.
  if (freq === 'MONTHLY' && parts.BYMONTH === undefined && ordinals.some((item) => Math.abs(parseInt(item)) > 5))
    return `BYDAY=${ordinals.join(',')}: a month has at most 5 of a weekday`;
  if (parts.BYMONTHDAY !== undefined && freq === 'WEEKLY') return 'BYMONTHDAY cannot be given with FREQ=WEEKLY';
  if (parts.BYYEARDAY !== undefined && (freq === 'DAILY' || freq === 'WEEKLY' || freq === 'MONTHLY'))
    return `BYYEARDAY cannot be given with FREQ=${freq}`;
  if (parts.BYWEEKNO !== undefined && freq !== 'YEARLY') return 'BYWEEKNO needs FREQ=YEARLY';
  const other = PART_NAMES.some((name) => name.startsWith('BY') && name !== 'BYSETPOS' && parts[name] !== undefined);
  if (parts.BYSETPOS !== undefined && !other) return 'BYSETPOS needs another BY… part to pick from';
  return undefined;
}

export function formatRule(parts: RuleParts): string {
  return PART_NAMES.flatMap((name) => (parts[name] === undefined ? [] : [`${name}=${parts[name]}`])).join(';');
}

/** ical.js reads it too: what the calendar's export and expansion will use. */
export function icalRefuses(parts: RuleParts): string | undefined {
  try {
    ICAL.Recur.fromString(formatRule(parts));
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** An RRULE value ("FREQ=WEEKLY;BYDAY=MO", with or without "RRULE:", any case) as parts, or why it is not one. */
export function readRule(text: string): { readonly parts: RuleParts } | { readonly error: string } {
  const values = new Map<PartName, string>();
  const body = text.trim().replace(/^RRULE:/i, '');
  for (const piece of body.toUpperCase().split(';')) {
    const [name = '', value, ...more] = piece.trim().split('=');
    if (name === '' && value === undefined) continue;
    if (!isPartName(name)) return { error: `${name || piece} is not an RRULE part (${PART_NAMES.join(', ')})` };
    if (values.has(name)) return { error: `${name} is given twice` };
    const normal = value === undefined || more.length > 0 ? undefined : normalValue(name, value);
    if (normal === undefined) return { error: `${piece.trim()}: ${name} takes ${HINTS[name]}` };
    values.set(name, normal);
  }
  const freq = values.get('FREQ');
  if (freq === undefined || !isFrequency(freq)) return { error: `FREQ is missing (${HINTS.FREQ})` };
  const parts: RuleParts = { FREQ: freq };
  for (const [name, value] of values) if (name !== 'FREQ') parts[name] = value;
  // The defaults say nothing: left out, as ical.js leaves them out.
  if (parts.INTERVAL === '1') delete parts.INTERVAL;
  if (parts.WKST === 'MO') delete parts.WKST;
  const error = conflict(parts) ?? icalRefuses(parts);
  return error === undefined ? { parts } : { error };
}
