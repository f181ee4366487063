// Day keys: arithmetic across months and years, weeks from Monday or Sunday, month grids, days of instants in zones.
import { describe, expect, it } from 'vitest';
import { addDaysTo, dayOfInstant, daysFrom, monthWeeks, weekOf, weekdayOf } from '../../../src/domain/views/days.js';

describe('day keys', () => {
  it.each([
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-11-21', -30, '2026-10-22'],
  ])('%s plus %i days is %s', (day, n, expected) => {
    expect(addDaysTo(day, n)).toBe(expected);
    expect(daysFrom(day, expected)).toBe(n);
  });

  it('numbers weekdays from Sunday', () => {
    expect(['2026-11-22', '2026-11-23', '2026-11-28'].map(weekdayOf)).toEqual([0, 1, 6]);
  });

  it.each([
    ['2026-11-21', 1, '2026-11-16', '2026-11-22'],
    ['2026-11-23', 1, '2026-11-23', '2026-11-29'],
    ['2026-11-22', 1, '2026-11-16', '2026-11-22'],
    ['2026-11-22', 0, '2026-11-22', '2026-11-28'],
    ['2026-12-31', 1, '2026-12-28', '2027-01-03'],
  ] as const)('the week of %s starting on day %i runs from %s to %s', (day, start, first, last) => {
    const week = weekOf(day, start);
    expect(week).toHaveLength(7);
    expect([week[0], week[6]]).toEqual([first, last]);
  });

  it.each([
    [2026, 11, 1, 6, '2026-10-26', '2026-12-06'],
    [2027, 2, 1, 4, '2027-02-01', '2027-02-28'],
    [2026, 11, 0, 5, '2026-11-01', '2026-12-05'],
    [2026, 8, 1, 6, '2026-07-27', '2026-09-06'],
  ] as const)('%i-%i from weekday %i is %i weeks, %s to %s', (year, month, start, count, first, last) => {
    const weeks = monthWeeks(year, month, start);
    expect(weeks).toHaveLength(count);
    expect([weeks[0]?.[0], weeks.at(-1)?.[6]]).toEqual([first, last]);
  });

  it('reads the day of an instant in the zone asked for', () => {
    const lateUtc = Date.UTC(2026, 10, 21, 23, 30);
    expect(dayOfInstant(lateUtc, 'UTC')).toBe('2026-11-21');
    expect(dayOfInstant(lateUtc, 'Europe/Madrid')).toBe('2026-11-22');
    expect(dayOfInstant(lateUtc, 'America/New_York')).toBe('2026-11-21');
    expect(dayOfInstant(Date.UTC(2026, 10, 21, 3), 'America/Los_Angeles')).toBe('2026-11-20');
  });
});
