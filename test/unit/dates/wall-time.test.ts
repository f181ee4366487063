// Unit tests for the zone-less wall-time helpers.

import { describe, expect, it } from 'vitest';
import {
  type WallTime,
  addDays,
  compareWallTime,
  dateDetails,
  endOfDay,
  formatWallTime,
  parseWallTime,
  plainWallTime,
  startOfDay,
} from '../../../src/dates/wall-time.js';
import { parseDate } from '../../../src/dates/parse.js';

const w = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0): WallTime => ({
  year,
  month,
  day,
  hour,
  minute,
  second,
});

describe('formatWallTime / parseWallTime', () => {
  it.each([
    [w(2026, 12, 5, 20, 0, 0), '2026-12-05 20:00:00'],
    [w(2026, 1, 2, 3, 4, 5), '2026-01-02 03:04:05'],
    [w(987, 3, 9, 0, 0, 0), '0987-03-09 00:00:00'],
    [w(2028, 2, 29, 23, 59, 59), '2028-02-29 23:59:59'],
  ])('formats %o as %s and parses it back', (wall, text) => {
    expect(formatWallTime(wall)).toBe(text);
    expect(parseWallTime(text)).toEqual(wall);
  });

  it('formats every field as padding it to its width did, in range or not', () => {
    const padded = (n: number, width: number) => {
      const s = String(Math.abs(n)).padStart(width, '0');
      return n < 0 ? `-${s}` : s;
    };
    const FIELDS = [-10000, -1, 0, 1, 9, 10, 59, 99, 100, 999, 1000, 2026, 9999, 10000, 1.5];
    let i = 0;
    for (const year of FIELDS)
      for (const field of FIELDS) {
        const [month, day, hour, minute, second] = [field, FIELDS[i++ % 15] ?? 0, field, 0, field];
        expect(formatWallTime({ year, month, day, hour, minute, second })).toBe(
          `${padded(year, 4)}-${padded(month, 2)}-${padded(day, 2)} ` +
            `${padded(hour, 2)}:${padded(minute, 2)}:${padded(second, 2)}`,
        );
      }
  });

  it.each([
    '2026-02-30 00:00:00',
    '2026-13-01 00:00:00',
    '2026-12-05 24:00:00',
    '2026-12-05 23:60:00',
    '2026-12-05 23:59:60',
    '2026-12-05',
    '2026-12-05T20:00:00',
    '2026-12-05 20:00',
    '2026-1-05 20:00:00',
    ' 2026-12-05 20:00:00',
    '',
  ])('rejects %j', (text) => {
    expect(parseWallTime(text)).toBeUndefined();
  });
});

describe('dateDetails', () => {
  it('cuts zero-padded parts from the string', () => {
    expect(dateDetails('2026-03-08 07:05:09')).toEqual({
      year: '2026',
      month: '03',
      day: '08',
      hour: '07',
      minutes: '05',
      seconds: '09',
    });
  });

  it('fills a missing time with zeros', () => {
    expect(dateDetails('2026-12-05')).toEqual({
      year: '2026',
      month: '12',
      day: '05',
      hour: '00',
      minutes: '00',
      seconds: '00',
    });
  });

  it('throws on something that is not a date string', () => {
    expect(() => dateDetails('tomorrow')).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it.each([
    [w(2026, 11, 21, 14, 30), 1, '2026-11-22 14:30:00'],
    [w(2026, 11, 30, 8), 1, '2026-12-01 08:00:00'],
    [w(2026, 12, 31, 23, 59, 59), 1, '2027-01-01 23:59:59'],
    [w(2028, 2, 28), 1, '2028-02-29 00:00:00'],
    [w(2026, 2, 28), 1, '2026-03-01 00:00:00'],
    [w(2026, 3, 1, 12), -1, '2026-02-28 12:00:00'],
    [w(2026, 1, 15), 365, '2027-01-15 00:00:00'],
    [w(2026, 3, 7, 2, 30), 1, '2026-03-08 02:30:00'],
  ])('%o plus %d days -> %s', (wall, n, expected) => {
    expect(formatWallTime(addDays(wall, n))).toBe(expected);
  });
});

describe('startOfDay / endOfDay', () => {
  it('uses midnight by default', () => {
    expect(formatWallTime(startOfDay(w(2026, 12, 5, 20, 15, 3)))).toBe('2026-12-05 00:00:00');
    expect(formatWallTime(endOfDay(w(2026, 12, 5, 20, 15, 3)))).toBe('2026-12-05 23:59:59');
  });

  it('moves both ends to the end-of-day cutoff', () => {
    const cutoff = { hour: 6, minute: 30 };
    expect(formatWallTime(startOfDay(w(2026, 12, 5, 20), cutoff))).toBe('2026-12-05 06:30:00');
    expect(formatWallTime(endOfDay(w(2026, 12, 5, 20), cutoff))).toBe('2026-12-06 06:29:59');
  });

  it('crosses month and year ends', () => {
    expect(formatWallTime(endOfDay(w(2026, 12, 31, 1)))).toBe('2026-12-31 23:59:59');
    expect(formatWallTime(endOfDay(w(2026, 12, 31, 1), { hour: 4, minute: 0 }))).toBe('2027-01-01 03:59:59');
    expect(formatWallTime(endOfDay(w(2028, 2, 28), { hour: 0, minute: 1 }))).toBe('2028-02-29 00:00:59');
  });
});

describe('compareWallTime', () => {
  it.each([
    [w(2026, 12, 5, 20), w(2026, 12, 5, 20), 0],
    [w(2026, 12, 5, 20), w(2026, 12, 5, 20, 0, 1), -1],
    [w(2026, 12, 6), w(2026, 12, 5, 23, 59, 59), 1],
    [w(2025, 12, 31), w(2026, 1, 1), -1],
    [w(2026, 2, 1), w(2026, 1, 31), 1],
  ])('%o vs %o -> %d', (a, b, expected) => {
    expect(compareWallTime(a, b)).toBe(expected);
  });

  it('sorts wall times chronologically', () => {
    const list = [w(2026, 12, 5, 20), w(2026, 1, 1), w(2026, 12, 5, 8), w(2025, 6, 30)];
    expect([...list].sort(compareWallTime).map(formatWallTime)).toEqual([
      '2025-06-30 00:00:00',
      '2026-01-01 00:00:00',
      '2026-12-05 08:00:00',
      '2026-12-05 20:00:00',
    ]);
  });
});

describe('plainWallTime', () => {
  /** A random date and time written out whole, its fields in range or just past it (a 30th of February, 24:00). */
  function randomText(random: () => number): string {
    const pick = (n: number) => Math.floor(random() * n);
    const two = (n: number) => String(n).padStart(2, '0');
    const year = [0, 1, 987, 1900, 1970, 2000, 2024, 2026, 2100, 9999][pick(10)] ?? 2026;
    const date = `${String(year).padStart(4, '0')}-${two(pick(14))}-${two(pick(33))}`;
    const time = `${two(pick(26))}:${two(pick(62))}${random() < 0.5 ? '' : `:${two(pick(62))}`}`;
    const between = [' ', 'T', 't'][pick(3)] ?? ' ';
    const around = random() < 0.2 ? ' ' : '';
    return `${around}${date}${between}${time}${around}`;
  }

  it('reads each text as parseDate does in UTC, or leaves it to parseDate', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    let read = 0;
    for (let n = 0; n < 5000; n++) {
      const text = randomText(random);
      const plain = plainWallTime(text);
      const parsed = parseDate(text, { zone: 'UTC', now: 0 })?.wall;
      if (plain === undefined) expect(parsed, text).toBeUndefined();
      else {
        read += 1;
        expect(plain, text).toEqual(parsed);
      }
    }
    // Both kinds were met: texts in range and texts out of it.
    expect(read).toBeGreaterThan(500);
    expect(read).toBeLessThan(4500);
  });

  it('leaves zones, offsets, fractions and other writings to parseDate', () => {
    for (const text of ['2027-03-28 02:30Z', '2027-03-28T02:30:00+02:00', '2027-03-28 02:30:00.5', '2027-03-28 2:30'])
      expect(plainWallTime(text), text).toBeUndefined();
  });
});

describe('reading by character', () => {
  // The expressions these functions matched before they read stored dates character by character.
  const WALL_RE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
  const PLAIN_RE = /^\s*(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2})(?::(\d{2}))?\s*$/;
  const DETAILS_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;
  const fields = (m: RegExpExecArray | null) =>
    m && w(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  const inRange = (v: WallTime | null) => (v && formatWallTime(v) === formatWallTime(addDays(v, 0)) ? v : undefined);

  // Stored dates, and texts of the same length one character off: separators, signs, letters, spaces, non-ASCII digits.
  const base = ['2026-12-05 20:00:00', '2024-02-29 23:59:59', '0987-03-09 00:00:00', '2027-03-28T02:30:00'];
  const swaps = [' ', 'T', 't', '-', ':', '+', 'x', '٣', '0', '9', '\u00a0'];
  const texts = [
    ...base,
    ...base.flatMap((text) => [...text].flatMap((_, i) => swaps.map((c) => text.slice(0, i) + c + text.slice(i + 1)))),
    '2026-13-05 20:00:00',
    '2026-02-30 20:00:00',
    '2026-12-05 24:00:00',
    '2026-12-05 20:60:00',
    ' 2026-12-05 20:00 ',
    '2026-12-05 20:00   ',
    '   2026-12-05 20:00',
    '2026-12-05 20:00',
    '2026-12-05',
    '',
  ];

  it('reads every text as the expressions did', () => {
    for (const text of texts) {
      expect(parseWallTime(text), text).toEqual(inRange(fields(WALL_RE.exec(text))));
      expect(plainWallTime(text), text).toEqual(inRange(fields(PLAIN_RE.exec(text))));
      const m = DETAILS_RE.exec(text.trim());
      if (m)
        expect(dateDetails(text), text).toEqual({
          year: m[1],
          month: m[2],
          day: m[3],
          hour: m[4] ?? '00',
          minutes: m[5] ?? '00',
          seconds: m[6] ?? '00',
        });
      else expect(() => dateDetails(text), text).toThrow(RangeError);
    }
  });
});
