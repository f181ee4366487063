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
