// Dates that name an instant, turned into wall times in the event's zone for servers that relabel wall times.
import { describe, expect, it } from 'vitest';
import { asWallTimes, instantDates } from '../../../src/remote/writes/event-dates.js';

const NOW = Date.UTC(2026, 10, 21, 12);

describe('instantDates', () => {
  it('finds the dates given with an offset, a zone letter or as timestamps, not wall times or phrases', () => {
    expect(
      instantDates(
        { start_date: '2027-06-04T19:00:00+02:00', end_date: '2027-06-04 21:00', title: '2027-01-01T00:00Z' },
        NOW,
      ),
    ).toEqual(['start_date']);
    expect(instantDates({ start_date: 1811955600, end_date: '2027-06-04T21:00:00Z' }, NOW)).toEqual([
      'start_date',
      'end_date',
    ]);
    expect(instantDates({ start_date: 'tomorrow 8pm', end_date: '2027-06-04' }, NOW)).toEqual([]);
  });
});

describe('asWallTimes', () => {
  it("keeps the instant and writes it as the event zone's wall time", () => {
    const args = { start_date: '2027-06-04T19:00:00+02:00', end_date: 1811962800, timezone: 'America/New_York' };
    expect(asWallTimes(args, ['start_date', 'end_date'], 'America/New_York', NOW)).toEqual({
      start_date: '2027-06-04 13:00:00',
      end_date: '2027-06-02 15:00:00',
      timezone: 'America/New_York',
    });
  });
});
