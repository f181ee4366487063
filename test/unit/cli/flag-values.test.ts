// Date and zone flags read before anything is sent: a value cal cannot read is a usage error naming the flag, with
// the nearest valid value where there is one; a zone in another case is sent as it is spelt.
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/cli/errors.js';
import { dateFlag, zoneFlag } from '../../../src/cli/flag-values.js';

const EXAMPLES = 'dates look like 2026-12-01, "2026-12-01 18:00", "tomorrow 9am"';

describe('date flags', () => {
  const read = dateFlag('start-date');

  it('keep what cal can read as it was given', () => {
    for (const value of [
      '2026-12-01',
      '2026-12-01 18:00',
      'tomorrow 9am',
      'next friday 8pm',
      '2026-12-01T18:00:00+02:00',
    ])
      expect(read(value)).toBe(value);
  });

  it('refuse the rest, saying what is impossible and the nearest date', () => {
    const refusal = (value: string) => {
      try {
        read(value);
      } catch (error) {
        expect(error).toBeInstanceOf(UsageError);
        return (error as Error).message;
      }
      throw new Error(`${value} was read`);
    };
    expect(refusal('2026-13-45 10:00')).toBe(
      `--start-date: cannot read "2026-13-45 10:00" as a date: there is no month 13; ${EXAMPLES}`,
    );
    expect(refusal('2027-02-29')).toBe(
      `--start-date: cannot read "2027-02-29" as a date: February 2027 has 28 days (the nearest date is "2027-02-28"); ${EXAMPLES}`,
    );
    expect(refusal('2026-04-31 09:00')).toContain('April 2026 has 30 days (the nearest date is "2026-04-30 09:00")');
    expect(refusal('2026-02-03 25:00')).toContain('there is no time 25:00 (hours go to 23, minutes to 59)');
    expect(refusal('someday')).toBe(`--start-date: cannot read "someday" as a date; ${EXAMPLES}`);
  });
});

describe('time-zone flags', () => {
  const read = zoneFlag('timezone');

  it('send a known zone as it is spelt, and offsets and aliases as they are', () => {
    expect(read('europe/madrid')).toBe('Europe/Madrid');
    expect(read('America/New_York')).toBe('America/New_York');
    expect(read('utc')).toBe('UTC');
    expect(read('UTC+2')).toBe('UTC+2');
    expect(read('')).toBe('');
  });

  it('refuse an unknown zone, naming the nearest when one is close', () => {
    expect(() => read('Europe/Madird')).toThrow(
      new UsageError(
        '--timezone: unknown time zone "Europe/Madird" (did you mean Europe/Madrid?); zones are IANA names such as Europe/Madrid, or offsets such as UTC+2',
      ),
    );
    expect(() => read('new york')).toThrow(/did you mean America\/New_York\?/);
    expect(() => read('Mars/Olympus')).toThrow(
      new UsageError(
        '--timezone: unknown time zone "Mars/Olympus"; zones are IANA names such as Europe/Madrid, or offsets such as UTC+2',
      ),
    );
  });
});
