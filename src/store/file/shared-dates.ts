// Equal dates of records read from a file are kept as one text. JSON.parse makes a string of every value, and a
// calendar's dates often say the same: an event never edited was modified when it was made, the UTC times of an
// event (or site) in UTC are its times, and records made together were made in the same second. Each is some 40 B:
// 30 MB at 100 000 events. Named fields, not a loop over their names: opening a file pays this for every record.

/** The dates a record may have (events have all; venues, organizers and media the first four). */
interface Dated {
  readonly id: unknown;
  date?: unknown;
  date_utc?: unknown;
  modified?: unknown;
  modified_utc?: unknown;
  start_date?: unknown;
  utc_start_date?: unknown;
  end_date?: unknown;
  utc_end_date?: unknown;
}

/** The first of `a` and `b` equal to `value`, or `value`. */
function shared(value: string, a: unknown, b?: unknown): string {
  if (typeof a === 'string' && value === a) return a;
  if (typeof b === 'string' && value === b) return b;
  return value;
}

/** Keeps, while reading one file, the dates made of the record before: records made together follow one another. */
export class SharedDates {
  private made: unknown;
  private madeUtc: unknown;

  /** Points each date of `record` equal to an earlier one (of it, or the date made of the record before) at it. */
  share(record: Dated): void {
    const { date, date_utc: dateUtc, modified, modified_utc: modifiedUtc } = record;
    if (typeof date !== 'string') return;
    const made = (record.date = shared(date, this.made));
    this.made = made;
    if (typeof dateUtc === 'string') this.madeUtc = record.date_utc = shared(dateUtc, made, this.madeUtc);
    if (typeof modified === 'string') record.modified = shared(modified, made, record.date_utc);
    if (typeof modifiedUtc === 'string') record.modified_utc = shared(modifiedUtc, record.date_utc, record.modified);
    const { start_date: start, utc_start_date: utcStart, end_date: end, utc_end_date: utcEnd } = record;
    if (typeof utcStart === 'string') record.utc_start_date = shared(utcStart, start);
    if (typeof utcEnd === 'string') record.utc_end_date = shared(utcEnd, end);
  }
}
