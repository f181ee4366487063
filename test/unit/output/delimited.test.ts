// CSV quoting (RFC 4180 via csv-stringify) and TSV's one-line-per-row guarantee.
import { describe, expect, it } from 'vitest';
import { renderCsv, renderTsv } from '../../../src/output/delimited.js';
import { renderList } from '../../../src/output/render.js';
import type { OutputFormat } from '../../../src/output/types.js';
import { blueNote } from './fixtures.js';

const lines = (...rows: string[]): string => `${rows.join('\n')}\n`;

/** A venue whose name and address hold every character CSV has to quote. */
const awkward: Record<string, unknown> = {
  ...blueNote,
  id: 30,
  venue: 'Bob&#039;s &quot;Big&quot; Hall, Annex',
  address: '1 Main St\nSuite 2',
  city: 'Tab\there',
  country: '',
};

describe('renderCsv', () => {
  it.each<[string, string[], string]>([
    ['plain', ['a', 'b'], 'a,b\n'],
    ['comma', ['a,b', 'c'], '"a,b",c\n'],
    ['quote', ['say "hi"', 'c'], '"say ""hi""",c\n'],
    ['newline', ['line 1\nline 2', 'c'], '"line 1\nline 2",c\n'],
    ['carriage return', ['a\rb', 'c'], '"a\rb",c\n'],
    ['empty', ['', 'c'], ',c\n'],
  ])('%s', (_name, row, expectedRow) => {
    expect(renderCsv(['x', 'y'], [row])).toBe(`x,y\n${expectedRow}`);
  });
});

describe('renderTsv', () => {
  it('replaces tabs and line breaks inside values by spaces', () => {
    expect(renderTsv(['x', 'y'], [['a\tb', 'line 1\r\nline 2\nline 3']])).toBe('x\ty\na b\tline 1 line 2 line 3\n');
  });
});

describe('venues with awkward values', () => {
  it.each<[OutputFormat, string]>([
    [
      'csv',
      lines('id,venue,address,city,country', '30,"Bob\'s ""Big"" Hall, Annex","1 Main St', 'Suite 2",Tab\there,'),
    ],
    ['tsv', lines('id\tvenue\taddress\tcity\tcountry', '30\tBob\'s "Big" Hall, Annex\t1 Main St Suite 2\tTab here\t')],
    [
      'table',
      lines(
        '┌────┬─────────────────────────┬───────────────────┬──────────┬─────────┐',
        '│ id │ venue                   │ address           │ city     │ country │',
        '├────┼─────────────────────────┼───────────────────┼──────────┼─────────┤',
        '│ 30 │ Bob\'s "Big" Hall, Annex │ 1 Main St Suite 2 │ Tab here │         │',
        '└────┴─────────────────────────┴───────────────────┴──────────┴─────────┘',
      ),
    ],
  ])('%s', (format, expected) => {
    const out = renderList([awkward], undefined, {
      format,
      columns: ['id', 'venue', 'address', 'city', 'country'],
      color: false,
    });
    expect(out).toBe(expected);
  });
});
