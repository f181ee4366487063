// Repeat rules from words (khal's --repeat, gcalcli's) and RRULEs as written; the start is Friday 2026-11-27 20:00 in
// Madrid (now: Thursday 2026-11-26, 13:00 there).
import { describe, expect, it } from 'vitest';
import { dayOfWeek, daysInMonth, type WallTime } from '../../../src/dates/wall-time.js';
import ICAL from '../../../src/lazy-libraries/ical.js';
import { describeRepeat, parseRepeat, type RepeatOptions } from '../../../src/domain/recurrence/repeat-words.js';

const start: WallTime = { year: 2026, month: 11, day: 27, hour: 20, minute: 0, second: 0 };
const timed: RepeatOptions = { start, zone: 'Europe/Madrid', now: Date.UTC(2026, 10, 26, 12, 0, 0) };
const allDay: RepeatOptions = { ...timed, start: { ...start, hour: 0 }, allDay: true };

const UNDERSTOOD =
  'say daily, weekly, monthly or yearly, "every 2 weeks on tue,thu", "monthly on the last friday", ' +
  '"weekly until 2027-06-30", "daily for 10", or an RRULE such as FREQ=WEEKLY;BYDAY=MO';

function ruleOf(text: string, options: RepeatOptions = timed): string {
  const result = parseRepeat(text, options);
  return 'rule' in result ? result.rule : `error: ${result.error}`;
}

const WORDS: ReadonlyArray<readonly [string, string]> = [
  ['daily', 'FREQ=DAILY'],
  ['weekly', 'FREQ=WEEKLY'],
  ['monthly', 'FREQ=MONTHLY'],
  ['yearly', 'FREQ=YEARLY'],
  ['annually', 'FREQ=YEARLY'],
  ['fortnightly', 'FREQ=WEEKLY;INTERVAL=2'],
  ['every day', 'FREQ=DAILY'],
  ['every week', 'FREQ=WEEKLY'],
  ['every 2 weeks', 'FREQ=WEEKLY;INTERVAL=2'],
  ['every other week', 'FREQ=WEEKLY;INTERVAL=2'],
  ['every 3 months', 'FREQ=MONTHLY;INTERVAL=3'],
  ['every other day', 'FREQ=DAILY;INTERVAL=2'],
  ['every year', 'FREQ=YEARLY'],
  ['every weekday', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR'],
  ['every monday', 'FREQ=WEEKLY;BYDAY=MO'],
  ['every friday', 'FREQ=WEEKLY;BYDAY=FR'],
  ['Every Friday', 'FREQ=WEEKLY;BYDAY=FR'],
  ['every mondays', 'FREQ=WEEKLY;BYDAY=MO'],
  ['every tue,thu', 'FREQ=WEEKLY;BYDAY=TU,TH'],
  ['every mon wed fri', 'FREQ=WEEKLY;BYDAY=MO,WE,FR'],
  ['every tue and thu', 'FREQ=WEEKLY;BYDAY=TU,TH'],
  ['every thurs, tues', 'FREQ=WEEKLY;BYDAY=TU,TH'],
  ['every other monday', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO'],
  ['weekly on mon,wed', 'FREQ=WEEKLY;BYDAY=MO,WE'],
  ['every week on saturday & sunday', 'FREQ=WEEKLY;BYDAY=SA,SU'],
  ['every 2 weeks on tue,thu', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH'],
  ['every 2 weeks on monday', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO'],
  ['monthly on the last friday', 'FREQ=MONTHLY;BYDAY=-1FR'],
  ['monthly on the 2nd tuesday', 'FREQ=MONTHLY;BYDAY=2TU'],
  ['monthly on the second tuesday', 'FREQ=MONTHLY;BYDAY=2TU'],
  ['monthly on the 2nd and 4th tuesday', 'FREQ=MONTHLY;BYDAY=2TU,4TU'],
  ['monthly on the 2nd to last friday', 'FREQ=MONTHLY;BYDAY=-2FR'],
  ['monthly on the 15th', 'FREQ=MONTHLY;BYMONTHDAY=15'],
  ['monthly on the 1st and 15th', 'FREQ=MONTHLY;BYMONTHDAY=1,15'],
  ['monthly on the last day', 'FREQ=MONTHLY;BYMONTHDAY=-1'],
  ['monthly on the last weekday', 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1'],
  ['every month on the first monday', 'FREQ=MONTHLY;BYDAY=1MO'],
  ['every 3 months on the 1st', 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1'],
  ['every last friday', 'FREQ=MONTHLY;BYDAY=-1FR'],
  ['every 3rd thursday of the month', 'FREQ=MONTHLY;BYDAY=3TH'],
];

// Madrid is at +02:00 on 2027-06-30 and at +01:00 on 2027-01-15: the end of the day there, in UTC.
const ENDS: ReadonlyArray<readonly [string, string]> = [
  ['weekly until 2027-06-30', 'FREQ=WEEKLY;UNTIL=20270630T215959Z'],
  ['weekly until june', 'FREQ=WEEKLY;UNTIL=20270630T215959Z'],
  ['weekly until june 2028', 'FREQ=WEEKLY;UNTIL=20280630T215959Z'],
  ['every tue,thu until june 30', 'FREQ=WEEKLY;UNTIL=20270630T215959Z;BYDAY=TU,TH'],
  ['daily until 2027-01-15', 'FREQ=DAILY;UNTIL=20270115T225959Z'],
  ['daily till 15 january', 'FREQ=DAILY;UNTIL=20270115T225959Z'],
  ['daily until tomorrow', 'FREQ=DAILY;UNTIL=20261127T225959Z'],
  ['weekly until next month', 'FREQ=WEEKLY;UNTIL=20261226T225959Z'],
  ['daily for 10', 'FREQ=DAILY;COUNT=10'],
  ['daily for 10 times', 'FREQ=DAILY;COUNT=10'],
  ['daily 10 times', 'FREQ=DAILY;COUNT=10'],
  ['daily x10', 'FREQ=DAILY;COUNT=10'],
  ['daily, 10x', 'FREQ=DAILY;COUNT=10'],
  ['every 2 weeks on tue,thu for 6', 'FREQ=WEEKLY;INTERVAL=2;COUNT=6;BYDAY=TU,TH'],
  ['monthly on the last friday for 10', 'FREQ=MONTHLY;COUNT=10;BYDAY=-1FR'],
  // A length: the series ends on its last day (from Friday 27 November).
  ['daily for 10 days', 'FREQ=DAILY;UNTIL=20261206T225959Z'],
  ['every tue,thu for 2 weeks', 'FREQ=WEEKLY;UNTIL=20261210T225959Z;BYDAY=TU,TH'],
  ['monthly for 1 year', 'FREQ=MONTHLY;UNTIL=20271126T225959Z'],
];

const RRULES: ReadonlyArray<readonly [string, string]> = [
  ['FREQ=WEEKLY;BYDAY=MO', 'FREQ=WEEKLY;BYDAY=MO'],
  ['RRULE:freq=weekly;byday=mo', 'FREQ=WEEKLY;BYDAY=MO'],
  ['BYDAY=TU,TH;INTERVAL=2;FREQ=WEEKLY', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH'],
  ['FREQ=MONTHLY;BYDAY=+2TU;INTERVAL=1', 'FREQ=MONTHLY;BYDAY=2TU'],
  ['FREQ=MONTHLY;BYSETPOS=-1;BYDAY=MO,TU,WE,TH,FR;', 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1'],
  ['FREQ=YEARLY;COUNT=03;WKST=SU;BYMONTH=6,06', 'FREQ=YEARLY;COUNT=3;BYMONTH=6;WKST=SU'],
  ['FREQ=WEEKLY;WKST=MO', 'FREQ=WEEKLY'],
  // A date is the end of its day in the start's zone; a wall time without "Z" is one there.
  ['FREQ=DAILY;UNTIL=20270630', 'FREQ=DAILY;UNTIL=20270630T215959Z'],
  ['FREQ=DAILY;UNTIL=20270630T120000', 'FREQ=DAILY;UNTIL=20270630T100000Z'],
  ['FREQ=DAILY;UNTIL=20270630T215959Z', 'FREQ=DAILY;UNTIL=20270630T215959Z'],
];

describe('parseRepeat', () => {
  it.each(WORDS)('%s', (text, rule) => expect(ruleOf(text)).toBe(rule));
  it.each(ENDS)('%s', (text, rule) => expect(ruleOf(text)).toBe(rule));
  it.each(RRULES)('%s', (text, rule) => expect(ruleOf(text)).toBe(rule));

  it('ends an all-day series on a date', () => {
    expect(ruleOf('weekly until 2027-06-30', allDay)).toBe('FREQ=WEEKLY;UNTIL=20270630');
    expect(ruleOf('every friday until june', allDay)).toBe('FREQ=WEEKLY;UNTIL=20270630;BYDAY=FR');
    expect(ruleOf('FREQ=DAILY;UNTIL=20270630T215959Z', allDay)).toBe('FREQ=DAILY;UNTIL=20270630');
    expect(ruleOf('FREQ=DAILY;UNTIL=20270630', allDay)).toBe('FREQ=DAILY;UNTIL=20270630');
  });

  it('ends on the end of the day in the zone of the start', () => {
    const newYork = { ...timed, zone: 'America/New_York' };
    expect(ruleOf('weekly until 2027-06-30', newYork)).toBe('FREQ=WEEKLY;UNTIL=20270701T035959Z');
  });

  it('names what it does not understand and says what it does, on one line', () => {
    expect(ruleOf('fortnightly-ish')).toBe(`error: "fortnightly-ish" is not a repeat rule: ${UNDERSTOOD}`);
    const others = ['every', 'every 2', 'sometimes', 'some week', 'weekly on the 15th', 'daily on monday'];
    for (const text of [...others, 'every 2nd tuesday', 'weekly of the month', 'every 0 days'])
      expect(ruleOf(text)).toBe(`error: ${JSON.stringify(text)} is not a repeat rule: ${UNDERSTOOD}`);
    expect(ruleOf('monthly on the 6th friday')).toMatch(/is not a repeat rule: say daily/);
    expect(ruleOf('monthly on the 15th and the last friday')).toMatch(/is not a repeat rule: say daily/);
  });

  it('refuses a count of 0, an end before the start, an end that is no date', () => {
    expect(ruleOf('daily for 0')).toBe(
      'error: "daily for 0" is not a repeat rule: the count must be 1 or more, as in "daily for 10"',
    );
    expect(ruleOf('daily x0')).toMatch(/the count must be 1 or more/);
    expect(ruleOf('daily for 0 days')).toMatch(/a length must be 1 or more, as in "daily for 10 days"$/);
    expect(ruleOf('weekly until 2026-11-01')).toBe(
      'error: "weekly until 2026-11-01" is not a repeat rule: it ends on 2026-11-01, before it starts on 2026-11-27',
    );
    expect(ruleOf('FREQ=DAILY;UNTIL=20261127T185959Z')).toMatch(
      /it ends on 2026-11-27, before it starts on 2026-11-27/,
    );
    expect(ruleOf('weekly until someday')).toBe(
      'error: "weekly until someday" is not a repeat rule: "someday" is not a date, as in "weekly until 2027-06-30" ' +
        'or "until june"',
    );
    expect(ruleOf('weekly until 8pm')).toMatch(/"8pm" is not a date/);
  });

  it.each([
    ['BYDAY=MO', 'FREQ is missing'],
    ['FREQ=SOMETIMES', 'FREQ=SOMETIMES: FREQ takes one of SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY, MONTHLY, YEARLY'],
    ['FREQ=WEEKLY;BYDAY=XX', 'BYDAY=XX: BYDAY takes weekdays such as MO,WE'],
    ['FREQ=WEEKLY;FOO=1', 'FOO is not an RRULE part'],
    ['FREQ=WEEKLY;BYDAY', 'BYDAY: BYDAY takes'],
    ['FREQ=DAILY;COUNT=0', 'COUNT=0: COUNT takes a whole number of 1 or more'],
    ['FREQ=DAILY;INTERVAL=0', 'INTERVAL=0: INTERVAL takes'],
    ['FREQ=DAILY;COUNT=3;UNTIL=20270101', 'COUNT and UNTIL cannot both be given'],
    ['FREQ=DAILY;UNTIL=20270231', 'UNTIL=20270231: UNTIL takes a date'],
    ['FREQ=DAILY;FREQ=WEEKLY', 'FREQ is given twice'],
    ['FREQ=WEEKLY;BYDAY=2TU', 'BYDAY=2TU takes a number only with FREQ=MONTHLY or FREQ=YEARLY'],
    ['FREQ=MONTHLY;BYDAY=6FR', 'a month has at most 5 of a weekday'],
    ['FREQ=WEEKLY;BYMONTHDAY=3', 'BYMONTHDAY cannot be given with FREQ=WEEKLY'],
    ['FREQ=MONTHLY;BYMONTHDAY=0', 'BYMONTHDAY=0: BYMONTHDAY takes days 1 to 31'],
    ['FREQ=MONTHLY;BYMONTHDAY=32', 'BYMONTHDAY takes days'],
    ['FREQ=DAILY;BYWEEKNO=3', 'BYWEEKNO needs FREQ=YEARLY'],
    ['FREQ=DAILY;BYSETPOS=1', 'BYSETPOS needs another BY'],
  ])('refuses the RRULE %s', (text, why) => {
    const result = ruleOf(text);
    expect(result).toContain(`error: ${JSON.stringify(text)} is not a repeat rule: `);
    expect(result).toContain(why);
    expect(result).not.toContain('\n');
  });

  it('makes rules ical.js reads back as they are', () => {
    for (const [text] of [...WORDS, ...ENDS, ...RRULES]) {
      const rule = ruleOf(text);
      const again = ICAL.Recur.fromString(rule).toString();
      expect(ruleOf(again), text).toBe(rule);
      expect(ICAL.Recur.fromString(again).toJSON(), text).toEqual(ICAL.Recur.fromString(rule).toJSON());
    }
  });

  it('gives the last Friday of each month, as ical.js counts them', () => {
    const first: WallTime = { year: 2027, month: 1, day: 29, hour: 19, minute: 0, second: 0 };
    const rule = ruleOf('monthly on the last friday for 12', { ...timed, start: first });
    expect(rule).toBe('FREQ=MONTHLY;COUNT=12;BYDAY=-1FR');
    const iterator = ICAL.Recur.fromString(rule).iterator(ICAL.Time.fromData({ ...first, isDate: false }));
    const days: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) {
      expect(dayOfWeek(next.year, next.month, next.day)).toBe(5);
      expect(next.day + 7).toBeGreaterThan(daysInMonth(next.year, next.month));
      expect(next.hour).toBe(19);
      days.push(next.toString().slice(0, 10));
    }
    expect(days).toEqual([
      '2027-01-29',
      '2027-02-26',
      '2027-03-26',
      '2027-04-30',
      '2027-05-28',
      '2027-06-25',
      '2027-07-30',
      '2027-08-27',
      '2027-09-24',
      '2027-10-29',
      '2027-11-26',
      '2027-12-31',
    ]);
  });
});

describe('describeRepeat', () => {
  it.each([
    ['FREQ=WEEKLY;UNTIL=20270630T215959Z;BYDAY=TU,TH', 'every week on Tuesday and Thursday until 2027-06-30'],
    ['FREQ=WEEKLY;INTERVAL=2', 'every 2 weeks'],
    ['FREQ=MONTHLY;COUNT=10;BYDAY=-1FR', 'every month on the last Friday, 10 times'],
    ['FREQ=DAILY', 'every day'],
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', 'every weekday'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR', 'every 2 weeks on Monday, Wednesday and Friday'],
    ['FREQ=MONTHLY;BYDAY=2TU,4TU', 'every month on the 2nd Tuesday and the 4th Tuesday'],
    ['FREQ=MONTHLY;BYDAY=-2FR', 'every month on the 2nd-to-last Friday'],
    ['FREQ=MONTHLY;BYMONTHDAY=15', 'every month on the 15th'],
    ['FREQ=MONTHLY;BYMONTHDAY=1,-1', 'every month on the 1st and last day'],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', 'every month on the last day'],
    ['FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1', 'every month on the last weekday'],
    ['FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=21,22,23', 'every 3 months on the 21st, 22nd and 23rd'],
    ['FREQ=YEARLY;COUNT=1', 'every year, once'],
    ['FREQ=WEEKLY;UNTIL=20270630', 'every week until 2027-06-30'],
    ['FREQ=YEARLY;BYMONTH=6;BYHOUR=9', 'every year in June (BYHOUR=9)'],
    ['FREQ=HOURLY;INTERVAL=8', 'every 8 hours'],
    ['not a rule', 'not a rule'],
  ])('%s', (rule, words) => expect(describeRepeat(rule)).toBe(words));

  it('says the last day as the series zone counts it', () => {
    const rule = ruleOf('daily until 2027-06-30', { ...timed, zone: 'America/New_York' });
    expect(rule).toBe('FREQ=DAILY;UNTIL=20270701T035959Z');
    expect(describeRepeat(rule, 'America/New_York')).toBe('every day until 2027-06-30');
    expect(describeRepeat(rule)).toBe('every day until 2027-07-01');
  });

  it('words each rule the words made', () => {
    expect(describeRepeat(ruleOf('every 2 weeks on tue,thu until june'), 'Europe/Madrid')).toBe(
      'every 2 weeks on Tuesday and Thursday until 2027-06-30',
    );
    expect(describeRepeat(ruleOf('monthly on the last friday for 10'))).toBe(
      'every month on the last Friday, 10 times',
    );
  });
});
