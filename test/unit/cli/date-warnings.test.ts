// Warnings for what servers do to event dates without saying so: an end before the start, a wall time in a DST gap.
import { describe, expect, it } from 'vitest';
import { dateWarnings } from '../../../src/dates/date-warnings.js';

const NOW = Date.UTC(2026, 10, 26);

/** What a server answers for an event in Madrid whose start fell in the spring-forward gap (02:00 → 03:00). */
const gapAnswer = {
  timezone: 'Europe/Madrid',
  start_date: '2027-03-28 02:30:00',
  end_date: '2027-03-28 04:00:00',
  utc_start_date: '2027-03-28 01:30:00',
  utc_end_date: '2027-03-28 02:00:00',
  all_day: false,
};

describe('dateWarnings', () => {
  it('says a typed wall time does not exist in the zone, and where the server put it', () => {
    expect(dateWarnings({ start_date: '2027-03-28 02:30', end_date: '2027-03-28 04:00' }, gapAnswer, NOW)).toEqual([
      'warning: start_date 2027-03-28 02:30 does not exist in Europe/Madrid (the clocks skip it); the server keeps 2027-03-28 02:30, which is 2027-03-28 03:30 CEST',
      'warning: the event lasts 30 min, not the 1 h 30 min typed',
    ]);
  });

  it('says how long an event lasts when a date in the gap changed its length (an hour typed, none kept)', () => {
    const answer = { ...gapAnswer, end_date: '2027-03-28 03:30:00', utc_end_date: '2027-03-28 01:30:00' };
    expect(dateWarnings({ start_date: '2027-03-28 02:30', end_date: '2027-03-28 03:30' }, answer, NOW)).toEqual([
      'warning: start_date 2027-03-28 02:30 does not exist in Europe/Madrid (the clocks skip it); the server keeps 2027-03-28 02:30, which is 2027-03-28 03:30 CEST',
      'warning: the event lasts 0 min, not the 1 h typed',
    ]);
  });

  it('names the zone of the record when a minimal answer carries none', () => {
    expect(dateWarnings({ start_date: '2027-03-28T02:15', timezone: 'Europe/Madrid' }, {}, NOW)).toEqual([
      'warning: start_date 2027-03-28 02:15 does not exist in Europe/Madrid (the clocks skip it)',
    ]);
  });

  it('says an end before the start was moved', () => {
    const answer = { ...gapAnswer, start_date: '2027-06-04 19:00:00', end_date: '2027-06-04 19:00:00' };
    expect(dateWarnings({ start_date: '2027-06-04 19:00', end_date: '2027-06-04 18:00' }, answer, NOW)).toEqual([
      'warning: end_date 2027-06-04 18:00 is before the start; the server keeps the end at 2027-06-04 19:00:00',
    ]);
    // An end alone is compared with the event's start as answered.
    const stored = { ...answer, utc_start_date: '2027-06-04 17:00:00' };
    expect(dateWarnings({ end_date: '2027-06-04 18:30' }, stored, NOW)).toHaveLength(1);
    expect(dateWarnings({ end_date: '2027-06-04 19:30' }, stored, NOW)).toEqual([]);
  });

  it('is quiet for times that exist, instants with offsets, relative dates and all-day events', () => {
    expect(dateWarnings({ start_date: '2027-03-28 03:30', end_date: '2027-03-28 04:00' }, gapAnswer, NOW)).toEqual([]);
    expect(dateWarnings({ start_date: '2027-03-28T02:30:00+01:00' }, gapAnswer, NOW)).toEqual([]);
    expect(dateWarnings({ start_date: 'tomorrow 9am' }, gapAnswer, NOW)).toEqual([]);
    expect(dateWarnings({ start_date: '2027-03-28 02:30' }, { ...gapAnswer, all_day: true }, NOW)).toEqual([]);
    expect(dateWarnings({ start_date: '2027-03-28 02:30' }, { timezone: 'Mars/Base' }, NOW)).toEqual([]);
  });
});
