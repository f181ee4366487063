// Import input → numbered records with their line, per format; a record that does not parse is kept as a failure.
import { CsvError, parse } from '../../../vendor/csv-parse.js';
import { CommandError } from '../../errors.js';
import { restoreFormula } from '../../output/spreadsheet-cells.js';
import { CSV_COLUMNS, fromCsvRow } from './csv.js';
import type { Format } from './format.js';
import type { ImportKind } from './import-kinds.js';
import { flatColumns, fromFlatRow } from './kind-records.js';

export interface Entry {
  /** 1-based position among the records. */
  readonly index: number;
  /** Line of the input where the record starts. */
  readonly line: number;
  /** The record to check, unless it could not be parsed (`problem`). */
  readonly value?: unknown;
  readonly problem?: string;
  /** What `--errors` writes back: the JSON value, the NDJSON line or the CSV cells. */
  readonly source: unknown;
}

export interface Input {
  readonly entries: Entry[];
  /** The CSV header row or the iCalendar VTIMEZONE blocks, repeated in the `--errors` file. */
  readonly header?: string[];
  /** What the reader left out or changed, said once before the run. */
  readonly warnings?: string[];
}

/** The columns a CSV file of this kind may have, and how a row becomes a record. */
function csvShape(kind: ImportKind): CsvShape {
  if (kind === 'events') return { columns: CSV_COLUMNS, fromRow: fromCsvRow };
  return { columns: flatColumns(kind), fromRow: (cells) => fromFlatRow(kind, cells) };
}

export function parseInput(
  text: string,
  format: Exclude<Format, 'ics'>,
  name: string,
  kind: ImportKind = 'events',
): Input {
  const clean = text.replace(/^\uFEFF/, '');
  if (format === 'json') return { entries: parseJson(clean, name, kind) };
  if (format === 'ndjson') return { entries: parseNdjson(clean) };
  return parseCsv(clean, name, csvShape(kind));
}

/** Records given as values (generated, not read from a file): numbered, line = position. */
export function entriesOf(values: readonly unknown[]): Input {
  return { entries: values.map((value, i) => ({ index: i + 1, line: i + 1, value, source: value })) };
}

function parseJson(text: string, name: string, kind: ImportKind): Entry[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CommandError(`${name} is not valid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(value)) throw new CommandError(`${name}: expected a JSON array of ${kind}`);
  const lines = elementLines(text);
  return value.map((item: unknown, i) => ({ index: i + 1, line: lines[i] ?? 1, value: item, source: item }));
}

/** The line on which each element of the top-level JSON array starts (the text is valid JSON). */
export function elementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let expecting = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (char === '\n') line++;
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
      continue;
    }
    if (/\s/.test(char)) continue;
    if (depth === 1 && expecting && char !== ']') {
      lines.push(line);
      expecting = false;
    }
    if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth++;
      if (depth === 1) expecting = true;
    } else if (char === ']' || char === '}') depth--;
    else if (char === ',' && depth === 1) expecting = true;
  }
  return lines;
}

function parseNdjson(text: string): Entry[] {
  const entries: Entry[] = [];
  text.split('\n').forEach((raw, i) => {
    const source = raw.replace(/\r$/, '');
    if (source.trim() === '') return;
    const base = { index: entries.length + 1, line: i + 1, source };
    try {
      entries.push({ ...base, value: JSON.parse(source) as unknown });
    } catch (error) {
      entries.push({ ...base, problem: `not valid JSON (${(error as Error).message})` });
    }
  });
  return entries;
}

interface CsvShape {
  readonly columns: readonly string[];
  fromRow(cells: ReadonlyMap<string, string>): Record<string, unknown>;
}

interface CsvRow {
  record: string[];
  raw: string;
  info: { lines: number };
}

function parseCsv(text: string, name: string, shape: CsvShape): Input {
  // csv-parse counts lines reliably on "\n" alone; values keep their line breaks as "\n".
  let rows: CsvRow[];
  try {
    rows = parse(text.replace(/\r\n?/g, '\n'), {
      info: true,
      raw: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as CsvRow[];
  } catch (error) {
    if (error instanceof CsvError) throw new CommandError(`${name}: ${error.message}`);
    throw error;
  }
  const [head, ...body] = rows;
  if (!head) return { entries: [] };
  const header = head.record.map((column) => column.trim());
  const known = shape.columns;
  const unknown = header.filter((column) => !known.includes(column));
  if (unknown.length > 0)
    throw new CommandError(
      `${name}: unknown CSV column${unknown.length > 1 ? 's' : ''} ${unknown.map((c) => `"${c}"`).join(', ')} (expected some of ${known.join(',')})`,
    );
  const repeated = header.find((column, i) => header.indexOf(column) !== i);
  if (repeated !== undefined) throw new CommandError(`${name}: CSV column "${repeated}" appears twice`);
  const entries = body.map((row, i): Entry => {
    // info.lines is the line the record ends on; the raw text holds its own breaks (and empty lines before it).
    const breaks = row.raw.replace(/^\n+/, '').replace(/\n$/, '').split('\n').length - 1;
    const base = { index: i + 1, line: row.info.lines - breaks, source: row.record };
    if (row.record.length !== header.length)
      return { ...base, problem: `expected ${header.length} CSV fields, got ${row.record.length}` };
    const cells = new Map(header.map((column, j) => [column, restoreFormula(row.record[j] ?? '')]));
    return { ...base, value: shape.fromRow(cells) };
  });
  return { entries, header };
}
