// Unit tests for zone validation, instant <-> wall-time conversion, offsets and abbreviations.

import { describe, expect, it } from 'vitest';
import { formatWallTime, parseWallTime } from '../../../src/dates/wall-time.js';
import {
  instantToWallTime,
  isValidTimeZone,
  offsetString,
  timeZoneAbbr,
  wallTimeToInstant,
  zoneOffsetSeconds,
} from '../../../src/dates/zones.js';

const JANUARY = Date.UTC(2026, 0, 15, 12, 0, 0);
const JULY = Date.UTC(2026, 6, 15, 12, 0, 0);

function wall(text: string) {
  const w = parseWallTime(text);
  if (!w) throw new Error(`bad wall time in test: ${text}`);
  return w;
}

const iso = (ms: number): string => new Date(ms).toISOString();

describe('isValidTimeZone', () => {
  it.each([
    'America/New_York',
    'Asia/Kolkata',
    'Europe/Madrid',
    'Australia/Adelaide',
    'UTC',
    'UTC+2',
    'UTC-5',
    'UTC+5.5',
    'UTC+5:30',
    'UTC+0',
    'UTC+5.75',
    'UTC-9.5',
    'UTC+14',
  ])('accepts %s', (zone) => {
    expect(isValidTimeZone(zone)).toBe(true);
  });

  it.each(['Mars/Olympus', 'foo', '', 'UTC+15', 'UTC+5.3', 'UTC+', 'UTC+2:75', 'America/New York'])(
    'rejects %j',
    (zone) => {
      expect(isValidTimeZone(zone)).toBe(false);
    },
  );
});

describe('instantToWallTime / wallTimeToInstant', () => {
  it.each([
    ['UTC', '2026-11-21 14:30:00', '2026-11-21T14:30:00.000Z'],
    ['America/New_York', '2026-11-21 09:30:00', '2026-11-21T14:30:00.000Z'],
    ['America/New_York', '2026-07-04 12:00:00', '2026-07-04T16:00:00.000Z'],
    ['Europe/Madrid', '2026-11-21 15:30:00', '2026-11-21T14:30:00.000Z'],
    ['Asia/Kolkata', '2026-11-21 20:00:00', '2026-11-21T14:30:00.000Z'],
    ['Australia/Adelaide', '2026-11-22 01:00:00', '2026-11-21T14:30:00.000Z'],
    ['Australia/Adelaide', '2026-07-01 09:30:00', '2026-07-01T00:00:00.000Z'],
    ['UTC+5.5', '2026-11-21 20:00:00', '2026-11-21T14:30:00.000Z'],
    ['UTC-5', '2026-11-21 09:30:00', '2026-11-21T14:30:00.000Z'],
    ['UTC+5:30', '1969-12-31 05:30:00', '1969-12-31T00:00:00.000Z'],
  ])('%s: %s <-> %s', (zone, text, instant) => {
    expect(iso(wallTimeToInstant(wall(text), zone))).toBe(instant);
    expect(formatWallTime(instantToWallTime(Date.parse(instant), zone))).toBe(text);
  });

  it('drops milliseconds when converting an instant', () => {
    expect(formatWallTime(instantToWallTime(Date.UTC(2026, 0, 1, 0, 0, 0, 999), 'UTC'))).toBe('2026-01-01 00:00:00');
  });

  it.each([
    // Spring forward: the skipped wall time moves forward by the gap, as in PHP.
    ['America/New_York', '2026-03-08 02:30:00', '2026-03-08T07:30:00.000Z', '2026-03-08 03:30:00'],
    ['Europe/Madrid', '2026-03-29 02:30:00', '2026-03-29T01:30:00.000Z', '2026-03-29 03:30:00'],
    ['Australia/Adelaide', '2026-10-04 02:30:00', '2026-10-03T17:00:00.000Z', '2026-10-04 03:30:00'],
    // Fall back: a repeated wall time is its first (daylight-saving) occurrence.
    ['America/New_York', '2026-11-01 01:30:00', '2026-11-01T05:30:00.000Z', '2026-11-01 01:30:00'],
    ['Europe/Madrid', '2026-10-25 02:30:00', '2026-10-25T00:30:00.000Z', '2026-10-25 02:30:00'],
    ['Australia/Adelaide', '2026-04-05 02:30:00', '2026-04-04T16:00:00.000Z', '2026-04-05 02:30:00'],
    // Either side of a transition is unambiguous.
    ['America/New_York', '2026-03-08 01:59:59', '2026-03-08T06:59:59.000Z', '2026-03-08 01:59:59'],
    ['America/New_York', '2026-03-08 03:00:00', '2026-03-08T07:00:00.000Z', '2026-03-08 03:00:00'],
    ['America/New_York', '2026-11-01 02:00:00', '2026-11-01T07:00:00.000Z', '2026-11-01 02:00:00'],
  ])('%s: %s -> %s (%s)', (zone, text, instant, back) => {
    const ms = wallTimeToInstant(wall(text), zone);
    expect(iso(ms)).toBe(instant);
    expect(formatWallTime(instantToWallTime(ms, zone))).toBe(back);
  });

  it('shows both occurrences of a repeated hour when converting instants', () => {
    expect(formatWallTime(instantToWallTime(Date.UTC(2026, 10, 1, 5, 30), 'America/New_York'))).toBe(
      '2026-11-01 01:30:00',
    );
    expect(formatWallTime(instantToWallTime(Date.UTC(2026, 10, 1, 6, 30), 'America/New_York'))).toBe(
      '2026-11-01 01:30:00',
    );
  });

  it('round-trips every hour of 2026 in New York outside the gap', () => {
    let mismatches = 0;
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 3_600_000) {
      const w = instantToWallTime(ms, 'America/New_York');
      const back = wallTimeToInstant(w, 'America/New_York');
      // The second 01:xx of November 1 maps back to the first one by design.
      if (back !== ms && back !== ms - 3_600_000) mismatches++;
    }
    expect(mismatches).toBe(0);
  });

  it('throws RangeError for an unknown zone', () => {
    expect(() => instantToWallTime(0, 'Mars/Olympus')).toThrow(RangeError);
    expect(() => wallTimeToInstant(wall('2026-01-01 00:00:00'), 'foo')).toThrow(RangeError);
  });
});

describe('offsetString', () => {
  it.each([
    ['Asia/Kolkata', JANUARY, '+05:30'],
    ['America/New_York', JANUARY, '-05:00'],
    ['America/New_York', JULY, '-04:00'],
    ['Europe/Madrid', JULY, '+02:00'],
    ['Australia/Adelaide', JANUARY, '+10:30'],
    ['Australia/Adelaide', JULY, '+09:30'],
    ['Asia/Kathmandu', JULY, '+05:45'],
    ['America/St_Johns', JANUARY, '-03:30'],
    ['UTC', JULY, '+00:00'],
    ['UTC+0', JULY, '+00:00'],
    ['UTC+5.5', JULY, '+05:30'],
    ['UTC+5:30', JULY, '+05:30'],
    ['UTC-5', JULY, '-05:00'],
    ['UTC-9.5', JULY, '-09:30'],
  ])('%s at %d -> %s', (zone, ms, expected) => {
    expect(offsetString(zone, ms)).toBe(expected);
  });

  it('agrees with zoneOffsetSeconds', () => {
    expect(zoneOffsetSeconds('Asia/Kolkata', JULY)).toBe(19_800);
    expect(zoneOffsetSeconds('America/New_York', JANUARY)).toBe(-18_000);
  });
});

describe('timeZoneAbbr', () => {
  it.each([
    ['America/New_York', JANUARY, 'EST'],
    ['America/New_York', JULY, 'EDT'],
    ['America/Los_Angeles', JULY, 'PDT'],
    ['Europe/Madrid', JANUARY, 'CET'],
    ['Europe/Madrid', JULY, 'CEST'],
    ['Europe/London', JANUARY, 'GMT'],
    ['Europe/London', JULY, 'BST'],
    ['Europe/Dublin', JANUARY, 'GMT'],
    ['Europe/Dublin', JULY, 'IST'],
    ['Australia/Sydney', JANUARY, 'AEDT'],
    ['Australia/Sydney', JULY, 'AEST'],
    ['Australia/Adelaide', JANUARY, 'ACDT'],
    ['Australia/Adelaide', JULY, 'ACST'],
    ['Asia/Kolkata', JANUARY, 'IST'],
    ['Asia/Kolkata', JULY, 'IST'],
    ['Asia/Tokyo', JULY, 'JST'],
    ['UTC', JULY, 'UTC'],
    ['UTC+2', JULY, 'UTC+2'],
    ['UTC-5', JANUARY, 'UTC-5'],
    ['UTC+5.5', JULY, 'UTC+5.5'],
    ['UTC+0', JULY, 'UTC+0'],
    // No letters in tzdata: PHP prints the numeric abbreviation.
    ['America/Sao_Paulo', JULY, '-03'],
    ['Asia/Dubai', JULY, '+04'],
    ['Asia/Kathmandu', JULY, '+0545'],
    ['Etc/GMT+5', JULY, '-05'],
  ])('%s at %d -> %s', (zone, ms, expected) => {
    expect(timeZoneAbbr(zone, ms)).toBe(expected);
  });

  it('switches exactly at the transition', () => {
    expect(timeZoneAbbr('America/New_York', Date.UTC(2026, 2, 8, 6, 59, 59))).toBe('EST');
    expect(timeZoneAbbr('America/New_York', Date.UTC(2026, 2, 8, 7, 0, 0))).toBe('EDT');
  });
});
