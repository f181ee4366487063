// Unit tests for parseDate(): the strtotime() forms, evaluated in UTC at a fixed clock.

import { describe, expect, it } from 'vitest';
import { type ParsedDate, nowWallTime, parseDate } from '../../../src/dates/parse.js';
import { formatWallTime } from '../../../src/dates/wall-time.js';

/** Saturday 2026-11-21 14:30:00 UTC. */
const NOW = Date.UTC(2026, 10, 21, 14, 30, 0);
const opts = { zone: 'UTC', now: NOW };

const wallOf = (r: ParsedDate | undefined): string | undefined => r && formatWallTime(r.wall);

/** [input, wall time in UTC, hasTime]; explicitZone is false for all of them. */
const LOCAL_CASES: ReadonlyArray<readonly [string, string, boolean]> = [
  // ISO 8601 without an offset, and plain dates
  ['2027-03-01T10:00:00', '2027-03-01 10:00:00', true],
  ['2026-12-05 20:00:00', '2026-12-05 20:00:00', true],
  ['2026-12-05 20:00', '2026-12-05 20:00:00', true],
  ['2026-12-05T20:00', '2026-12-05 20:00:00', true],
  ['2026-12-05 20:00:00.250', '2026-12-05 20:00:00', true],
  ['2026-12-05  20:00', '2026-12-05 20:00:00', true],
  ['2026-12-05', '2026-12-05 00:00:00', false],
  ['2028-02-29', '2028-02-29 00:00:00', false],
  ['2026/12/05', '2026-12-05 00:00:00', false],
  ['2026-12-05 4pm', '2026-12-05 16:00:00', true],
  ['2026-12-05 4:30pm', '2026-12-05 16:30:00', true],
  ['2026-12-05 4:30 PM', '2026-12-05 16:30:00', true],
  ['2026-12-05 12am', '2026-12-05 00:00:00', true],
  ['2026-12-05 12pm', '2026-12-05 12:00:00', true],
  ['2026-12-05 16:00', '2026-12-05 16:00:00', true],
  // US month-first with slashes, day-first with dashes and dots
  ['12/05/2026', '2026-12-05 00:00:00', false],
  ['12/5/2026 8:15pm', '2026-12-05 20:15:00', true],
  ['1/2/26', '2026-01-02 00:00:00', false],
  ['05-12-2026', '2026-12-05 00:00:00', false],
  ['05.12.2026', '2026-12-05 00:00:00', false],
  ['5.12.2026 18:00', '2026-12-05 18:00:00', true],
  ['05.12.75', '1975-12-05 00:00:00', false],
  // As PHP documents, "dd.mm.yy" loses to "HH.MM.SS" when it could be a time.
  ['05.12.26', '2026-11-21 05:12:26', true],
  // month names
  ['March 2, 2027 10am', '2027-03-02 10:00:00', true],
  ['2 March 2027', '2027-03-02 00:00:00', false],
  ['Dec 5 2026 8pm', '2026-12-05 20:00:00', true],
  ['5 December 2026 20:00', '2026-12-05 20:00:00', true],
  ['December 25th, 2026 7:30pm', '2026-12-25 19:30:00', true],
  ['Saturday, December 5, 2026 8:00 PM', '2026-12-05 20:00:00', true],
  ['Dec 5 20:00', '2026-12-05 20:00:00', true],
  ['Dec 5', '2026-12-05 00:00:00', false],
  ['5 December', '2026-12-05 00:00:00', false],
  ['December 2026', '2026-12-01 00:00:00', false],
  ['dec-05-2026', '2026-12-05 00:00:00', false],
  // a time alone is today
  ['20:00', '2026-11-21 20:00:00', true],
  ['8pm', '2026-11-21 20:00:00', true],
  // relative phrases: day words reset the time, units keep it
  ['now', '2026-11-21 14:30:00', true],
  ['today', '2026-11-21 00:00:00', false],
  ['midnight', '2026-11-21 00:00:00', true],
  ['noon', '2026-11-21 12:00:00', true],
  ['tomorrow', '2026-11-22 00:00:00', false],
  ['yesterday', '2026-11-20 00:00:00', false],
  ['tomorrow 9am', '2026-11-22 09:00:00', true],
  ['tomorrow noon', '2026-11-22 12:00:00', true],
  // PHP quirk kept: the later "tomorrow" resets the time "noon" set.
  ['noon tomorrow', '2026-11-22 00:00:00', false],
  ['tomorrow 00:00:00', '2026-11-22 00:00:00', true],
  ['tomorrow 23:59:59', '2026-11-22 23:59:59', true],
  ['today 18:30', '2026-11-21 18:30:00', true],
  ['next wednesday 4pm', '2026-11-25 16:00:00', true],
  ['last friday', '2026-11-20 00:00:00', false],
  ['wednesday', '2026-11-25 00:00:00', false],
  ['saturday', '2026-11-21 00:00:00', false],
  ['sat', '2026-11-21 00:00:00', false],
  ['next saturday', '2026-11-28 00:00:00', false],
  ['last saturday', '2026-11-14 00:00:00', false],
  ['this friday', '2026-11-27 00:00:00', false],
  ['sunday', '2026-11-22 00:00:00', false],
  // "next week" is Monday of next week (Monday-first weeks), at the current time
  ['next week', '2026-11-23 14:30:00', true],
  ['last week', '2026-11-09 14:30:00', true],
  ['monday next week', '2026-11-23 00:00:00', false],
  ['sunday next week', '2026-11-29 00:00:00', false],
  ['next month', '2026-12-21 14:30:00', true],
  ['next year', '2027-11-21 14:30:00', true],
  ['+5 days 11am', '2026-11-26 11:00:00', true],
  ['+1 month', '2026-12-21 14:30:00', true],
  ['+1 week', '2026-11-28 14:30:00', true],
  ['-2 weeks', '2026-11-07 14:30:00', true],
  ['+1 week 2 days', '2026-11-30 14:30:00', true],
  ['+3 hours', '2026-11-21 17:30:00', true],
  ['+90 minutes', '2026-11-21 16:00:00', true],
  ['3 days ago', '2026-11-18 14:30:00', true],
  ['1 hour ago', '2026-11-21 13:30:00', true],
  ['+1 day 2 hours ago', '2026-11-20 12:30:00', true],
  ['2026-12-05 +1 day', '2026-12-06 00:00:00', false],
  ['first day of next month', '2026-12-01 14:30:00', true],
  ['last day of next month', '2026-12-31 14:30:00', true],
  ['last day of this month 5pm', '2026-11-30 17:00:00', true],
  ['midnight first day of next month', '2026-12-01 00:00:00', true],
  ['first day of january 2027', '2027-01-01 00:00:00', false],
  ['first monday of january 2027', '2027-01-04 00:00:00', false],
  ['second tuesday of march 2027', '2027-03-09 00:00:00', false],
  ['last friday of next month', '2026-12-25 00:00:00', false],
  // case and surrounding whitespace do not matter
  ['TOMORROW 9AM', '2026-11-22 09:00:00', true],
  ['  Next Wednesday 4pm  ', '2026-11-25 16:00:00', true],
  ['\tnow\n', '2026-11-21 14:30:00', true],
];

describe('parseDate: inputs without an offset are wall times in the zone', () => {
  it.each(LOCAL_CASES)('%j -> %s', (input, expected, hasTime) => {
    const r = parseDate(input, opts);
    expect(wallOf(r)).toBe(expected);
    expect(r?.hasTime).toBe(hasTime);
    expect(r?.explicitZone).toBe(false);
  });
});

/** [input, wall time in UTC, epoch ms]. */
const EXPLICIT_CASES: ReadonlyArray<readonly [string | number, string, number]> = [
  ['2018-01-01T16:00:00+02:00', '2018-01-01 14:00:00', Date.UTC(2018, 0, 1, 14)],
  ['2026-12-05T20:00Z', '2026-12-05 20:00:00', Date.UTC(2026, 11, 5, 20)],
  ['2026-12-05T20:00:00.123Z', '2026-12-05 20:00:00', Date.UTC(2026, 11, 5, 20)],
  ['2026-12-05T20:00:00-05:00', '2026-12-06 01:00:00', Date.UTC(2026, 11, 6, 1)],
  ['2026-12-05 20:00:00 -0500', '2026-12-06 01:00:00', Date.UTC(2026, 11, 6, 1)],
  ['2026-12-05 20:00 +0530', '2026-12-05 14:30:00', Date.UTC(2026, 11, 5, 14, 30)],
  ['2026-12-05 20:00 GMT+2', '2026-12-05 18:00:00', Date.UTC(2026, 11, 5, 18)],
  ['2026-12-05 20:00 UTC', '2026-12-05 20:00:00', Date.UTC(2026, 11, 5, 20)],
  ['2026-12-05 20:00 America/New_York', '2026-12-06 01:00:00', Date.UTC(2026, 11, 6, 1)],
  ['1700000000', '2023-11-14 22:13:20', 1_700_000_000_000],
  ['-86400', '1969-12-31 00:00:00', -86_400_000],
  ['@1700000000', '2023-11-14 22:13:20', 1_700_000_000_000],
  [1_700_000_000, '2023-11-14 22:13:20', 1_700_000_000_000],
  [-86_400, '1969-12-31 00:00:00', -86_400_000],
  [0, '1970-01-01 00:00:00', 0],
  [1_700_000_000.9, '2023-11-14 22:13:20', 1_700_000_000_000],
];

describe('parseDate: offsets and timestamps denote instants', () => {
  it.each(EXPLICIT_CASES)('%j -> %s', (input, expected, instant) => {
    const r = parseDate(input, opts);
    expect(wallOf(r)).toBe(expected);
    expect(r?.instant).toBe(instant);
    expect(r?.explicitZone).toBe(true);
    expect(r?.hasTime).toBe(true);
  });
});

describe('parseDate: rejections', () => {
  it.each([
    'foo',
    '',
    '   ',
    'not a strtotime parsable string',
    '"before my birthday"',
    '2026-13-45',
    '2026-02-30',
    '2026-02-29',
    '2026-12-00',
    '32/01/2026',
    '13/01/2026',
    '2026-12-05 24:00',
    '2026-12-05 23:60',
    '25:00',
    'tues',
    'next foo',
    '+1 blah',
    '10am 11am',
    '2026-12-05 2026-12-06',
    '2026-12-05 20:00 Z +02:00',
    '2026-12-05 20:00 Mars/Olympus',
    // PHP fails here too: "8" is read as the year 2008 and "pm" is left over.
    'Dec 5 8pm',
    'x'.repeat(500),
    // PHP reads these as 2009-01-01 and 2000-01-01 20:00 ("9999" then "9-01-01"): a number cut in two is refused.
    '99999-01-01',
    '20000-01-01',
    '99999-01-01 10:00',
    '2026-12-055',
    '2026-12-05 20:000',
  ])('%j -> undefined', (input) => {
    expect(parseDate(input, opts)).toBeUndefined();
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, 1e20])('%d -> undefined', (input) => {
    expect(parseDate(input, opts)).toBeUndefined();
  });

  it('rejects rather than throws on a bad zone or clock', () => {
    expect(parseDate('now', { zone: 'Mars/Olympus', now: NOW })).toBeUndefined();
    expect(parseDate('now', { zone: 'UTC', now: Number.NaN })).toBeUndefined();
  });
});

describe('parseDate: WordPress manual offsets as the zone', () => {
  it.each([
    ['UTC+5.5', 'now', '2026-11-21 20:00:00', NOW],
    ['UTC+5.5', 'tomorrow 9am', '2026-11-22 09:00:00', Date.UTC(2026, 10, 22, 3, 30)],
    ['UTC-5', '2026-12-05 20:00', '2026-12-05 20:00:00', Date.UTC(2026, 11, 6, 1)],
    ['UTC+2', '2026-12-05T20:00Z', '2026-12-05 22:00:00', Date.UTC(2026, 11, 5, 20)],
  ])('%s: %j -> %s', (zone, input, wall, instant) => {
    const r = parseDate(input, { zone, now: NOW });
    expect(wallOf(r)).toBe(wall);
    expect(r?.instant).toBe(instant);
  });
});

describe('parseDate: result shape', () => {
  it('returns wall, instant and flags together', () => {
    expect(parseDate('2026-12-05 20:00', { zone: 'America/New_York', now: NOW })).toEqual({
      wall: { year: 2026, month: 12, day: 5, hour: 20, minute: 0, second: 0 },
      instant: Date.UTC(2026, 11, 6, 1),
      explicitZone: false,
      hasTime: true,
    });
  });

  it('keeps whole seconds of "now"', () => {
    expect(parseDate('now', { zone: 'UTC', now: NOW + 999 })?.instant).toBe(NOW);
  });

  it('nowWallTime reads the clock in the zone', () => {
    expect(formatWallTime(nowWallTime('Asia/Kolkata', NOW))).toBe('2026-11-21 20:00:00');
    expect(formatWallTime(nowWallTime('Australia/Adelaide', NOW))).toBe('2026-11-22 01:00:00');
  });
});
