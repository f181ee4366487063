// ISO dates are remembered between parses: the answers must not depend on the clock, and a reading shared by every
// later parse of its text cannot be changed by one caller.
import { describe, expect, it } from 'vitest';
import { parseDate } from '../../../src/dates/parse.js';

describe('parseDate on ISO dates', () => {
  it('gives the same answer whatever the clock, frozen', () => {
    const early = parseDate('2027-03-28 01:30:00', { zone: 'Europe/Madrid', now: Date.UTC(2020, 0, 1) });
    const late = parseDate('2027-03-28 01:30:00', { zone: 'Europe/Madrid', now: Date.UTC(2030, 5, 1) });
    expect(late).toEqual(early);
    expect(early?.instant).toBe(Date.UTC(2027, 2, 28, 0, 30));
    // Read only by its type; frozen against a cast.
    expect(Object.isFrozen(early)).toBe(true);
    expect(Object.isFrozen(early?.wall)).toBe(true);
    expect(() => Object.assign(early?.wall ?? {}, { hour: 23 })).toThrow(TypeError);
    expect(parseDate('2027-03-28 01:30:00', { zone: 'Europe/Madrid', now: 0 })?.wall.hour).toBe(1);
    // The zone is part of what is remembered.
    expect(parseDate('2027-03-28 01:30:00', { zone: 'UTC', now: 0 })?.instant).toBe(Date.UTC(2027, 2, 28, 1, 30));
    expect(parseDate('2027-02-30', { zone: 'UTC', now: 0 })).toBeUndefined();
  });
});

describe('parseDate on dates written whole', () => {
  it('reads YYYY-MM-DD HH:MM:SS (T or t between) as the ISO expression reads the same date with a fraction', () => {
    const zones = ['UTC', 'Europe/Madrid', 'America/New_York', 'Australia/Lord_Howe', 'UTC+5:30'];
    const texts = [
      '2027-03-28 02:30:00', // in Madrid's gap
      '2027-10-31 02:30:00', // twice in Madrid
      '2027-03-14T02:15:00',
      '2027-03-14t23:59:59',
      '2024-02-29 12:00:00',
      '2027-02-29 12:00:00', // no such day
      '2027-12-31 24:00:00',
      '0987-03-09 00:00:00',
    ];
    for (const zone of zones)
      for (const text of texts) {
        const now = Date.UTC(2026, 10, 30);
        const whole = parseDate(text, { zone, now });
        const viaExpression = parseDate(`${text}.0`, { zone, now });
        expect(whole, `${text} in ${zone}`).toEqual(viaExpression);
      }
  });
});
