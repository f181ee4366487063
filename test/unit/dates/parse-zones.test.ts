// Unit tests for parseDate() across zones: "now" read in each zone, DST changes and month overflow.

import { describe, expect, it } from 'vitest';
import { parseDate } from '../../../src/dates/parse.js';
import { formatWallTime } from '../../../src/dates/wall-time.js';

/**
 * Saturday 2026-11-21 14:30:00 UTC: 09:30 in New York (EST), 15:30 in Madrid (CET), 20:00 in
 * Kolkata, and already Sunday 01:00 in Adelaide (ACDT, +10:30).
 */
const NOW = Date.UTC(2026, 10, 21, 14, 30, 0);
const ZONES = ['UTC', 'America/New_York', 'Europe/Madrid', 'Asia/Kolkata', 'Australia/Adelaide'] as const;

type Row = readonly [input: string, utc: string, newYork: string, madrid: string, kolkata: string, adelaide: string];

const ROWS: readonly Row[] = [
  [
    'now',
    '2026-11-21 14:30:00',
    '2026-11-21 09:30:00',
    '2026-11-21 15:30:00',
    '2026-11-21 20:00:00',
    '2026-11-22 01:00:00',
  ],
  [
    'today',
    '2026-11-21 00:00:00',
    '2026-11-21 00:00:00',
    '2026-11-21 00:00:00',
    '2026-11-21 00:00:00',
    '2026-11-22 00:00:00',
  ],
  [
    'midnight',
    '2026-11-21 00:00:00',
    '2026-11-21 00:00:00',
    '2026-11-21 00:00:00',
    '2026-11-21 00:00:00',
    '2026-11-22 00:00:00',
  ],
  [
    'noon',
    '2026-11-21 12:00:00',
    '2026-11-21 12:00:00',
    '2026-11-21 12:00:00',
    '2026-11-21 12:00:00',
    '2026-11-22 12:00:00',
  ],
  [
    'tomorrow',
    '2026-11-22 00:00:00',
    '2026-11-22 00:00:00',
    '2026-11-22 00:00:00',
    '2026-11-22 00:00:00',
    '2026-11-23 00:00:00',
  ],
  [
    'yesterday',
    '2026-11-20 00:00:00',
    '2026-11-20 00:00:00',
    '2026-11-20 00:00:00',
    '2026-11-20 00:00:00',
    '2026-11-21 00:00:00',
  ],
  [
    'tomorrow 9am',
    '2026-11-22 09:00:00',
    '2026-11-22 09:00:00',
    '2026-11-22 09:00:00',
    '2026-11-22 09:00:00',
    '2026-11-23 09:00:00',
  ],
  [
    'today 18:30',
    '2026-11-21 18:30:00',
    '2026-11-21 18:30:00',
    '2026-11-21 18:30:00',
    '2026-11-21 18:30:00',
    '2026-11-22 18:30:00',
  ],
  [
    '20:00',
    '2026-11-21 20:00:00',
    '2026-11-21 20:00:00',
    '2026-11-21 20:00:00',
    '2026-11-21 20:00:00',
    '2026-11-22 20:00:00',
  ],
  [
    '+3 hours',
    '2026-11-21 17:30:00',
    '2026-11-21 12:30:00',
    '2026-11-21 18:30:00',
    '2026-11-21 23:00:00',
    '2026-11-22 04:00:00',
  ],
  [
    '+12 hours',
    '2026-11-22 02:30:00',
    '2026-11-21 21:30:00',
    '2026-11-22 03:30:00',
    '2026-11-22 08:00:00',
    '2026-11-22 13:00:00',
  ],
  [
    '3 days ago',
    '2026-11-18 14:30:00',
    '2026-11-18 09:30:00',
    '2026-11-18 15:30:00',
    '2026-11-18 20:00:00',
    '2026-11-19 01:00:00',
  ],
  [
    'wednesday',
    '2026-11-25 00:00:00',
    '2026-11-25 00:00:00',
    '2026-11-25 00:00:00',
    '2026-11-25 00:00:00',
    '2026-11-25 00:00:00',
  ],
  [
    'saturday',
    '2026-11-21 00:00:00',
    '2026-11-21 00:00:00',
    '2026-11-21 00:00:00',
    '2026-11-21 00:00:00',
    '2026-11-28 00:00:00',
  ],
  [
    'sunday',
    '2026-11-22 00:00:00',
    '2026-11-22 00:00:00',
    '2026-11-22 00:00:00',
    '2026-11-22 00:00:00',
    '2026-11-22 00:00:00',
  ],
  [
    'next saturday',
    '2026-11-28 00:00:00',
    '2026-11-28 00:00:00',
    '2026-11-28 00:00:00',
    '2026-11-28 00:00:00',
    '2026-11-28 00:00:00',
  ],
  [
    'last friday',
    '2026-11-20 00:00:00',
    '2026-11-20 00:00:00',
    '2026-11-20 00:00:00',
    '2026-11-20 00:00:00',
    '2026-11-20 00:00:00',
  ],
  [
    'this friday',
    '2026-11-27 00:00:00',
    '2026-11-27 00:00:00',
    '2026-11-27 00:00:00',
    '2026-11-27 00:00:00',
    '2026-11-27 00:00:00',
  ],
  [
    'next wednesday 4pm',
    '2026-11-25 16:00:00',
    '2026-11-25 16:00:00',
    '2026-11-25 16:00:00',
    '2026-11-25 16:00:00',
    '2026-11-25 16:00:00',
  ],
  [
    'next week',
    '2026-11-23 14:30:00',
    '2026-11-23 09:30:00',
    '2026-11-23 15:30:00',
    '2026-11-23 20:00:00',
    '2026-11-23 01:00:00',
  ],
  [
    'next month',
    '2026-12-21 14:30:00',
    '2026-12-21 09:30:00',
    '2026-12-21 15:30:00',
    '2026-12-21 20:00:00',
    '2026-12-22 01:00:00',
  ],
  [
    'next year',
    '2027-11-21 14:30:00',
    '2027-11-21 09:30:00',
    '2027-11-21 15:30:00',
    '2027-11-21 20:00:00',
    '2027-11-22 01:00:00',
  ],
  [
    '+1 week 2 days',
    '2026-11-30 14:30:00',
    '2026-11-30 09:30:00',
    '2026-11-30 15:30:00',
    '2026-11-30 20:00:00',
    '2026-12-01 01:00:00',
  ],
  [
    '-2 weeks',
    '2026-11-07 14:30:00',
    '2026-11-07 09:30:00',
    '2026-11-07 15:30:00',
    '2026-11-07 20:00:00',
    '2026-11-08 01:00:00',
  ],
  [
    '+5 days 11am',
    '2026-11-26 11:00:00',
    '2026-11-26 11:00:00',
    '2026-11-26 11:00:00',
    '2026-11-26 11:00:00',
    '2026-11-27 11:00:00',
  ],
  [
    'first day of next month',
    '2026-12-01 14:30:00',
    '2026-12-01 09:30:00',
    '2026-12-01 15:30:00',
    '2026-12-01 20:00:00',
    '2026-12-01 01:00:00',
  ],
  [
    'last day of next month',
    '2026-12-31 14:30:00',
    '2026-12-31 09:30:00',
    '2026-12-31 15:30:00',
    '2026-12-31 20:00:00',
    '2026-12-31 01:00:00',
  ],
  [
    'last day of this month 5pm',
    '2026-11-30 17:00:00',
    '2026-11-30 17:00:00',
    '2026-11-30 17:00:00',
    '2026-11-30 17:00:00',
    '2026-11-30 17:00:00',
  ],
  [
    'first monday of january 2027',
    '2027-01-04 00:00:00',
    '2027-01-04 00:00:00',
    '2027-01-04 00:00:00',
    '2027-01-04 00:00:00',
    '2027-01-04 00:00:00',
  ],
  [
    '2026-12-05 20:00:00',
    '2026-12-05 20:00:00',
    '2026-12-05 20:00:00',
    '2026-12-05 20:00:00',
    '2026-12-05 20:00:00',
    '2026-12-05 20:00:00',
  ],
  // Instants are converted into the zone, not relabelled.
  [
    '2018-01-01T16:00:00+02:00',
    '2018-01-01 14:00:00',
    '2018-01-01 09:00:00',
    '2018-01-01 15:00:00',
    '2018-01-01 19:30:00',
    '2018-01-02 00:30:00',
  ],
  [
    '2026-12-05T20:00Z',
    '2026-12-05 20:00:00',
    '2026-12-05 15:00:00',
    '2026-12-05 21:00:00',
    '2026-12-06 01:30:00',
    '2026-12-06 06:30:00',
  ],
  [
    '1700000000',
    '2023-11-14 22:13:20',
    '2023-11-14 17:13:20',
    '2023-11-14 23:13:20',
    '2023-11-15 03:43:20',
    '2023-11-15 08:43:20',
  ],
  [
    '-86400',
    '1969-12-31 00:00:00',
    '1969-12-30 19:00:00',
    '1969-12-31 01:00:00',
    '1969-12-31 05:30:00',
    '1969-12-31 09:30:00',
  ],
];

describe('parseDate evaluates "now" and relative phrases in the zone', () => {
  for (const [z, zone] of ZONES.entries()) {
    describe(zone, () => {
      it.each(ROWS.map((row) => [row[0], row[z + 1]] as const))('%j -> %s', (input, expected) => {
        const r = parseDate(input, { zone, now: NOW });
        expect(r && formatWallTime(r.wall)).toBe(expected);
      });
    });
  }
});

/** [zone, now, input, wall time, instant]. */
type DstRow = readonly [string, number, string, string, number];

const NY_BEFORE_SPRING = Date.UTC(2026, 2, 7, 17, 0, 0); // Sat 2026-03-07 12:00 EST
const NY_BEFORE_FALL = Date.UTC(2026, 9, 31, 16, 0, 0); // Sat 2026-10-31 12:00 EDT
const ADL_BEFORE_SPRING = Date.UTC(2026, 9, 3, 2, 0, 0); // Sat 2026-10-03 11:30 ACST

const DST_ROWS: readonly DstRow[] = [
  // A day is a calendar day: the wall time is kept across the change.
  ['America/New_York', NY_BEFORE_SPRING, '+1 day', '2026-03-08 12:00:00', Date.UTC(2026, 2, 8, 16)],
  ['America/New_York', NY_BEFORE_SPRING, 'tomorrow', '2026-03-08 00:00:00', Date.UTC(2026, 2, 8, 5)],
  ['America/New_York', NY_BEFORE_SPRING, 'next week', '2026-03-09 12:00:00', Date.UTC(2026, 2, 9, 16)],
  // Hours are added to the wall clock, as timelib does, then the result is placed in the zone.
  ['America/New_York', NY_BEFORE_SPRING, '+24 hours', '2026-03-08 12:00:00', Date.UTC(2026, 2, 8, 16)],
  // Wall times inside the gap move forward by the gap.
  ['America/New_York', NY_BEFORE_SPRING, '2026-03-08 02:30', '2026-03-08 03:30:00', Date.UTC(2026, 2, 8, 7, 30)],
  ['America/New_York', NY_BEFORE_SPRING, 'tomorrow 2:30am', '2026-03-08 03:30:00', Date.UTC(2026, 2, 8, 7, 30)],
  ['America/New_York', NY_BEFORE_FALL, '+1 day', '2026-11-01 12:00:00', Date.UTC(2026, 10, 1, 17)],
  // A repeated wall time is its first (EDT) occurrence.
  ['America/New_York', NY_BEFORE_FALL, '2026-11-01 01:30', '2026-11-01 01:30:00', Date.UTC(2026, 10, 1, 5, 30)],
  ['America/New_York', NY_BEFORE_FALL, 'tomorrow 1:30am', '2026-11-01 01:30:00', Date.UTC(2026, 10, 1, 5, 30)],
  ['Australia/Adelaide', ADL_BEFORE_SPRING, '+1 day', '2026-10-04 11:30:00', Date.UTC(2026, 9, 4, 1)],
  ['Australia/Adelaide', ADL_BEFORE_SPRING, '2026-10-04 02:30', '2026-10-04 03:30:00', Date.UTC(2026, 9, 3, 17)],
  ['Europe/Madrid', NOW, '2026-03-29 02:30', '2026-03-29 03:30:00', Date.UTC(2026, 2, 29, 1, 30)],
  ['Europe/Madrid', NOW, '2026-10-25 02:30', '2026-10-25 02:30:00', Date.UTC(2026, 9, 25, 0, 30)],
];

describe('parseDate around DST changes', () => {
  it.each(DST_ROWS)('%s at %d: %j -> %s', (zone, now, input, wall, instant) => {
    const r = parseDate(input, { zone, now });
    expect(r && formatWallTime(r.wall)).toBe(wall);
    expect(r?.instant).toBe(instant);
  });
});

describe('month arithmetic overflows like PHP', () => {
  it.each([
    [Date.UTC(2026, 0, 31, 12), '+1 month', '2026-03-03 12:00:00'],
    [Date.UTC(2026, 0, 31, 12), 'next month', '2026-03-03 12:00:00'],
    [Date.UTC(2028, 0, 31, 12), '+1 month', '2028-03-02 12:00:00'],
    [Date.UTC(2026, 2, 31, 12), '-1 month', '2026-03-03 12:00:00'],
    [Date.UTC(2026, 0, 31, 12), 'first day of next month', '2026-02-01 12:00:00'],
    [Date.UTC(2026, 0, 31, 12), 'last day of next month', '2026-02-28 12:00:00'],
    [Date.UTC(2028, 0, 31, 12), 'last day of next month', '2028-02-29 12:00:00'],
    [Date.UTC(2026, 11, 31, 12), '+1 day', '2027-01-01 12:00:00'],
    [Date.UTC(2028, 1, 29, 12), '+1 year', '2029-03-01 12:00:00'],
  ])('at %d: %j -> %s', (now, input, expected) => {
    const r = parseDate(input, { zone: 'UTC', now });
    expect(r && formatWallTime(r.wall)).toBe(expected);
  });
});

describe('weekday names when today is that weekday (Wednesday 2026-11-25 10:00 UTC)', () => {
  const WEDNESDAY = Date.UTC(2026, 10, 25, 10, 0, 0);
  it.each([
    ['wednesday', '2026-11-25 00:00:00'],
    ['this wednesday', '2026-11-25 00:00:00'],
    ['next wednesday', '2026-12-02 00:00:00'],
    ['last wednesday', '2026-11-18 00:00:00'],
    ['wednesday next week', '2026-12-02 00:00:00'],
    ['this week', '2026-11-23 10:00:00'],
    ['monday', '2026-11-30 00:00:00'],
    ['last monday', '2026-11-23 00:00:00'],
  ])('%j -> %s', (input, expected) => {
    const r = parseDate(input, { zone: 'UTC', now: WEDNESDAY });
    expect(r && formatWallTime(r.wall)).toBe(expected);
  });
});
