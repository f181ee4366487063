// How spreadsheet CSV files are read: the separator, headers as people write them, TEC importer columns, dates in
// cells (day-month order never guessed), yes/no flags.
import { describe, expect, it } from 'vitest';
import { cellDate, fromExcelSerial } from '../../../src/codecs/cell-dates.js';
import { detectDelimiter, parseColumnMap, planHeader } from '../../../src/codecs/csv/header.js';
import { CSV_COLUMNS } from '../../../src/codecs/csv/columns.js';
import { parseInput } from '../../../src/codecs/read.js';

describe('cellDate', () => {
  it.each([
    ['2027-06-04 19:00', undefined, '2027-06-04 19:00'],
    ['13/06/2027', undefined, '2027-06-13'],
    ['06/13/2027 7pm', undefined, '2027-06-13 7pm'],
    ['04/06/2027 19:00', 'dmy', '2027-06-04 19:00'],
    ['04/06/2027 19:00', 'mdy', '2027-04-06 19:00'],
    ['4.6.2027', 'dmy', '2027-06-04'],
    ['4.6.27', 'dmy', '2027-06-04'],
    ['2027/06/04', undefined, '2027-06-04'],
    ['June 4, 2027 7pm', undefined, 'June 4, 2027 7pm'],
    ['46542', undefined, '2027-06-04'],
    ['46542.75', undefined, '2027-06-04 18:00:00'],
    ['1780000000', undefined, '1780000000'],
  ] as const)('%s (%s) → %s', (cell, order, value) => {
    expect(cellDate('start_date', cell, order)).toEqual({ value });
  });

  it('fails a date that could be either order, one the order given contradicts, and an impossible day', () => {
    expect(cellDate('start_date', '04/06/2027', undefined)).toEqual({
      error:
        'start_date: "04/06/2027" could be day/month or month/day: say which with --date-order dmy or mdy (or cal config set date_order)',
    });
    expect(cellDate('end_date', '13/06/2027', 'mdy')).toEqual({
      error: 'end_date: "13/06/2027" is not a date in mdy order',
    });
    expect(cellDate('start_date', '31/02/2027', 'dmy')).toEqual({ error: 'start_date: "31/02/2027" is not a date' });
  });

  it("reads Excel's serial days from its 1899-12-30 epoch", () => {
    expect(fromExcelSerial(1)).toBe('1899-12-31');
    expect(fromExcelSerial(45658.5)).toBe('2025-01-01 12:00:00');
  });
});

describe('CSV dialects and headers', () => {
  it('finds the separator of the header line outside quotes', () => {
    expect(detectDelimiter('title;start_date;end_date\nx;1;2')).toBe(';');
    expect(detectDelimiter('"a;b",c,d\n')).toBe(',');
    expect(detectDelimiter('title\tstart_date\n')).toBe('\t');
    expect(detectDelimiter('title\n')).toBe(',');
  });

  it('matches headers ignoring case, spaces, _ and -, reads TEC columns, maps others and skips the unknown', () => {
    const map = parseColumnMap('Nombre=title, Fecha = start_date', CSV_COLUMNS, 'events');
    const plan = planHeader(
      ['Nombre', 'fecha', 'End Date', 'Event Start Time', 'Event Allow Comments', 'Colour'],
      CSV_COLUMNS,
      'events',
      { map },
      'x.csv',
    );
    expect(plan.columns).toEqual([
      { field: 'title' },
      { field: 'start_date' },
      { field: 'end_date' },
      { part: 'start_time' },
      { skip: true },
      { skip: true },
    ]);
    expect(plan.tec).toBe(true);
    expect(plan.warnings).toEqual([
      'CSV column "Event Allow Comments" skipped: the API has no comment setting',
      'unknown CSV column "Colour" skipped (--map "Colour=FIELD" reads it; --strict refuses the file)',
    ]);
    expect(() => parseColumnMap('Nombre=titel', CSV_COLUMNS, 'events')).toThrow(
      /^--map: events have no field "titel" \(did you mean "title"\?\)/,
    );
  });

  it('reads a Spanish Excel file: BOM, ";" and CRLF, its date order, yes/no flags', () => {
    const text =
      '\uFEFFTitle;Start Date;End Date;Featured\r\nYoga;04/06/2027 19:00;04/06/2027 20:00;sí\r\nYoga;11/06/2027 19:00;11/06/2027 20:00;no\r\n';
    const input = parseInput(text, 'csv', 'es.csv', 'events', { dateOrder: 'dmy' });
    expect(input.dialect).toEqual({ delimiter: ';', bom: true });
    expect(input.entries.map((entry) => entry.value)).toEqual([
      { title: 'Yoga', start_date: '2027-06-04 19:00', end_date: '2027-06-04 20:00', featured: true },
      { title: 'Yoga', start_date: '2027-06-11 19:00', end_date: '2027-06-11 20:00', featured: false },
    ]);
    const unordered = parseInput(text, 'csv', 'es.csv', 'events');
    expect(unordered.entries[0]?.problem).toMatch(
      /^start_date: "04\/06\/2027 19:00" could be day\/month or month\/day/,
    );
  });

  it("reads TEC's importer columns: dates and times joined, comma lists, the cost with its symbol", () => {
    const text = [
      'Event Name,Event Start Date,Event Start Time,Event End Date,Event End Time,All Day Event,Event Venue Name,Event Organizer Name(s) or ID(s),Event Category,Event Tags,Event Cost,Event Currency Symbol,Event Currency Position,Feature Event',
      'Jazz Night,2027-06-04,8:00 PM,2027-06-04,11:00 PM,FALSE,Blue Hall,"Ana, Bob","Music, Jazz",late,15,€,suffix,yes',
    ].join('\n');
    const input = parseInput(text, 'csv', 'tec.csv');
    expect(input.warnings).toEqual([]);
    expect(input.entries[0]?.value).toEqual({
      title: 'Jazz Night',
      start_date: '2027-06-04 8:00 PM',
      end_date: '2027-06-04 11:00 PM',
      all_day: false,
      venue: { venue: 'Blue Hall' },
      organizer: [{ organizer: 'Ana' }, { organizer: 'Bob' }],
      categories: ['Music', 'Jazz'],
      tags: ['late'],
      cost: '15€',
      featured: true,
    });
  });
});
