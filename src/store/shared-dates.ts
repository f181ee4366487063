// Equal dates of records read from a file are kept as one text. JSON.parse makes a string of every value, and a
// calendar's dates often say the same: an event never edited was modified when it was made, the UTC times of an
// event (or site) in UTC are its times, and events made together were made in the same second. Each is some 40 B:
// 30 MB at 100 000 events.

const DATE_FIELDS = [
  'date',
  'date_utc',
  'modified',
  'modified_utc',
  'start_date',
  'utc_start_date',
  'end_date',
  'utc_end_date',
] as const;

/** Keeps, while reading one file, the date texts last seen: records made together follow one another. */
export class SharedDates {
  private readonly last = new Map<string, string>();

  /** Points each date of `record` equal to an earlier one (of it, or of the record before) at that text. */
  share(record: Record<string, unknown>): void {
    for (let i = 0; i < DATE_FIELDS.length; i++) {
      const field = DATE_FIELDS[i] ?? '';
      const value = record[field];
      if (typeof value !== 'string') continue;
      const kept = this.earlier(record, i, value);
      if (kept !== undefined) record[field] = kept;
      else this.last.set(field, value);
    }
  }

  private earlier(record: Record<string, unknown>, before: number, value: string): string | undefined {
    for (let j = 0; j < before; j++) {
      const other = record[DATE_FIELDS[j] ?? ''];
      if (other === value) return other;
    }
    const last = this.last.get(DATE_FIELDS[before] ?? '');
    return last === value ? last : undefined;
  }
}
