// An event whose only flaw is its end (DTEND or DURATION) is kept as if it had none, with a warning naming the
// line: it ends when it starts, or lasts its start day. A DTSTART, DTEND or DURATION written twice is read once.
import { describe, expect, it } from 'vitest';
import { validateRecord } from '../../../src/codecs/validate.js';
import { calendar, readIcs, vevent } from '../../helpers/ics-text.js';

const NOW = Date.UTC(2026, 0, 1);
/** An event titled as its UID: BEGIN, UID, SUMMARY, then `lines`, then END. */
const event = (uid: string, ...lines: string[]) => vevent(uid, uid, ...lines);

/** What an import reads: its warnings (without the file name), each event's dates, and why any fails. */
function read(text: string) {
  const { input, said } = readIcs(text);
  return {
    said,
    dates: input.entries.map((entry) => {
      if (entry.problem !== undefined) return entry.problem;
      const checked = validateRecord(entry.value, NOW);
      if ('error' in checked) return checked.error;
      const { title, start_date, end_date, all_day } = checked.record.fields;
      return [title, start_date, end_date, all_day === true];
    }),
  };
}

describe('an event with a bad end', () => {
  it('is kept ending when it starts: a duration where a date is, None, a bad date-time, an end before the start', () => {
    const { said, dates } = read(
      calendar(
        ...event('week', 'DTSTART:20300101T100000Z', 'DTEND:PT1W'),
        ...event('none', 'DTSTART:20300101T100000Z', 'DTEND:None'),
        ...event('hour', 'DTSTART:20300101T100000Z', 'DTEND:20300101T25'),
        ...event('backwards', 'DTSTART:20300101T100000', 'DTEND:20300101T093000'),
        ...event('typo', 'DTSTART:20300101T100000Z', 'DURATION:PT1Q'),
        ...event('long', 'DTSTART:20300101T100000Z', 'DURATION:P99999999999W'),
        ...event('negative', 'DTSTART:20300101T100000Z', 'DURATION:-PT1H'),
      ),
    );
    const date = 'expected a date (YYYYMMDD) or a date-time (YYYYMMDDTHHMMSS)';
    const kept = 'ignored, the event ends when it starts';
    expect(said).toEqual([
      `DTEND on line 8: ${date}, got "PT1W": ${kept}`,
      `DTEND on line 14: ${date}, got "None": ${kept}`,
      `DTEND on line 20: ${date}, got "20300101T25": ${kept}`,
      `DTEND on line 26: expected the end at or after the start (2030-01-01 10:00:00), got 2030-01-01 09:30:00: ${kept}`,
      `DURATION on line 32: expected a duration such as PT1H30M or P1D, got "PT1Q": ${kept}`,
      `DURATION on line 38: expected a duration of less than 100 years, got "P99999999999W": ${kept}`,
      `DURATION on line 44: expected a duration of zero or more, got a negative one: ${kept}`,
    ]);
    const at = (title: string) => [title, '2030-01-01 10:00:00', '2030-01-01 10:00:00', false];
    expect(dates).toEqual(['week', 'none', 'hour', 'backwards', 'typo', 'long', 'negative'].map(at));
  });

  it('of an all-day event is kept as its start day', () => {
    const { said, dates } = read(
      calendar(
        ...event('before', 'DTSTART;VALUE=DATE:20300105', 'DTEND;VALUE=DATE:20300101'),
        ...event('none', 'DTSTART;VALUE=DATE:20300105', 'DTEND:None'),
        ...event('negative', 'DTSTART;VALUE=DATE:20300105', 'DURATION:-P1D'),
      ),
    );
    const kept = 'ignored, the event lasts its start day';
    expect(said).toEqual([
      `DTEND on line 8: expected a day after DTSTART's, got 2030-01-01: ${kept}`,
      `DTEND on line 14: expected a date (YYYYMMDD) or a date-time (YYYYMMDDTHHMMSS), got "None": ${kept}`,
      `DURATION on line 20: expected a duration of zero or more, got a negative one: ${kept}`,
    ]);
    const day = (title: string) => [title, '2030-01-05 00:00:00', '2030-01-05 23:59:59', true];
    expect(dates).toEqual(['before', 'none', 'negative'].map(day));
  });

  it('still fails an event whose start is bad, with its one-line reason', () => {
    const { said, dates } = read(calendar(...event('soon', 'DTSTART:SOON', 'DTEND:None')));
    expect(said).toEqual([]);
    expect(dates).toEqual([
      'DTSTART on line 7: expected a date (YYYYMMDD) or a date-time (YYYYMMDDTHHMMSS), got "SOON"',
    ]);
  });
});

describe('an event with two DTSTART lines', () => {
  it('reads the first, as calendar programs do, and says which', () => {
    const { said, dates } = read(
      calendar(...event('twice', 'DTSTART:20300101T080000Z', 'DTSTART:20300101T100000Z', 'DURATION:PT1H')),
    );
    expect(said).toEqual(['DTSTART on lines 7 and 8: the one on line 7 is read']);
    expect(dates).toEqual([['twice', '2030-01-01 08:00:00', '2030-01-01 09:00:00', false]]);
  });
});
