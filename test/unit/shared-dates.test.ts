// Unit tests for equal dates of records read from a file kept as one text: every record keeps its values, and
// records without dates, or with dates of other kinds, are left as they are.
import { describe, expect, it } from 'vitest';
import { SharedDates } from '../../src/store/file/shared-dates.js';
import { HAND_WRITTEN_AT, handWrittenEvent } from '../helpers/records.js';

describe('SharedDates', () => {
  it('leaves every date of every record as it was, equal or not', () => {
    const dates = new SharedDates();
    const records = [
      handWrittenEvent(1),
      handWrittenEvent(2, { modified: '2027-02-01 10:00:00', utc_end_date: '2027-01-10 21:00:00' }),
      handWrittenEvent(3, { date_utc: '2027-01-10 19:00:00', start_date: '2027-01-10 20:00:00' }),
    ];
    const before = JSON.stringify(records);
    for (const record of records) dates.share(record);
    expect(JSON.stringify(records)).toBe(before);
    expect(records[1]?.modified).toBe('2027-02-01 10:00:00');
    expect(records[2]?.date).toBe(HAND_WRITTEN_AT);
  });

  it('leaves records without dates, and fields that are not text, as they were', () => {
    const dates = new SharedDates();
    const term = { id: 4, name: 'Jazz', slug: 'jazz', parent: 0 };
    const odd = { id: 5, date: 20270110, modified: null, date_utc: HAND_WRITTEN_AT };
    dates.share(term);
    dates.share(odd);
    expect(term).toEqual({ id: 4, name: 'Jazz', slug: 'jazz', parent: 0 });
    expect(odd).toEqual({ id: 5, date: 20270110, modified: null, date_utc: HAND_WRITTEN_AT });
  });
});
