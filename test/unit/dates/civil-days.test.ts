// Calendar arithmetic without Date gives what Date gives, across its whole range.
import { describe, expect, it } from 'vitest';
import { civilFromDays, daysFromCivil } from '../../../src/dates/civil-days.js';
import { utcMsToWallTime, wallFieldsToUtcMs } from '../../../src/dates/wall-time.js';
import { seeded } from '../../helpers/seeded.js';

/** What utcMsToWallTime gave when it read a Date. */
function byDate(ms: number) {
  const d = new Date(Math.floor(ms / 1000) * 1000);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

const DATE_LIMIT = 8.64e15;

describe('utcMsToWallTime', () => {
  it('reads what Date reads, from ancient years to far ones, across leap days and day edges', () => {
    const next = seeded(31);
    // A fraction from 0 to 1, in steps fine enough to reach every second of Date's range.
    const random = () => (next(2 ** 30) * 2 ** 30 + next(2 ** 30)) / 2 ** 60;
    const samples = [0, -0, -1, 1, 999, -999, -1000, 951_782_400_000, 4_107_542_399_999, -62_135_596_800_001];
    for (let i = 0; i < 20_000; i++) samples.push(Math.floor((random() * 2 - 1) * DATE_LIMIT));
    for (let i = 0; i < 20_000; i++) samples.push(Math.floor((random() * 2 - 1) * 4e12) + random());
    for (const ms of samples) expect(utcMsToWallTime(ms), String(ms)).toEqual(byDate(ms));
  });

  it('gives NaN fields where Date has no date: past its range, or for NaN', () => {
    for (const ms of [DATE_LIMIT + 1000, -DATE_LIMIT - 1000, Number.NaN, Infinity, -Infinity]) {
      expect(utcMsToWallTime(ms), String(ms)).toEqual(byDate(ms));
    }
    expect(utcMsToWallTime(DATE_LIMIT)).toEqual(byDate(DATE_LIMIT));
    expect(utcMsToWallTime(-DATE_LIMIT)).toEqual(byDate(-DATE_LIMIT));
  });
});

describe('civilFromDays', () => {
  it('is the inverse of daysFromCivil on every day of four centuries and at far years', () => {
    const first = daysFromCivil(1900, 1, 1);
    for (let days = first; days < first + 146_097 + 400; days++) {
      const { year, month, day } = civilFromDays(days);
      expect(daysFromCivil(year, month, day)).toBe(days);
    }
    for (const days of [-100_000_000, 100_000_000, -719_468, -719_469]) {
      const { year, month, day } = civilFromDays(days);
      expect(daysFromCivil(year, month, day)).toBe(days);
    }
  });
});

/** What wallFieldsToUtcMs gave when it set the fields of a Date. */
function setOnDate(year: number, month: number, day: number, hour: number, minute: number, second: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, 0);
  return d.getTime();
}

describe('wallFieldsToUtcMs', () => {
  it('carries fields over as Date does: months past 12 or below 1, days past the month, hours past 23, fractions', () => {
    const next = seeded(47);
    const field = (low: number, high: number) => low + next(high - low + 1) + (next(4) === 0 ? next(1000) / 1000 : 0);
    for (let i = 0; i < 20_000; i++) {
      const fields = [
        field(-3000, 12000),
        field(-30, 40),
        field(-70, 70),
        field(-50, 50),
        field(-200, 200),
        field(-9000, 9000),
      ] as const;
      expect(wallFieldsToUtcMs(...fields), fields.join(' ')).toBe(setOnDate(...fields));
    }
  });

  it('gives NaN where Date does: beyond its range, and for fields that are not finite', () => {
    const cases: [number, number, number, number, number, number][] = [
      [275760, 9, 13, 0, 0, 0],
      [275760, 9, 13, 0, 0, 1],
      [275760, 9, 14, -1, 0, 0],
      [-271821, 4, 20, 0, 0, 0],
      [-271821, 4, 19, 23, 59, 59],
      [-271821, 4, 19, 24, 0, 0],
      [2026, Number.NaN, 1, 0, 0, 0],
      [2026, 1, Infinity, 0, 0, 0],
      [1e20, 1, 1, 0, 0, 0],
      [0, 1, 1, 0, 0, 0],
      [99, 12, 31, 23, 59, 59],
      [1970, 1, 1, 0, 0, -0],
    ];
    for (const fields of cases) expect(wallFieldsToUtcMs(...fields), fields.join(' ')).toBe(setOnDate(...fields));
  });
});
