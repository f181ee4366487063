// Import input → numbered records with their line, per format; a record that does not parse is kept as a failure.
import { errorMessage } from '../typing/caught-error.js';
import { isRecord } from '../typing/is-record.js';
import { parseJson } from '../typing/parse-json.js';
import { CsvError, parse } from '../lazy-libraries/csv-parse.js';
import { CodecError } from './errors.js';
import { restoreFormula } from './spreadsheet-cells.js';
import { cellDate, type DateOrder } from './cell-dates.js';
import { CSV_COLUMNS, fromCsvRow, joinList } from './csv/rows.js';
import { detectDelimiter, planHeader, type HeaderOptions, type HeaderPlan } from './csv/header.js';
import { costWithSymbol, TEC_LIST_FIELDS } from './csv/tec-columns.js';
import { flatColumns } from './flat-fields.js';
import { fromFlatRow } from './kind-records.js';
import type { ResourceName } from '../api/resources.js';

export interface Entry {
  /** 1-based position among the records. */
  readonly index: number;
  /** Line of the input where the record starts (a sheet's row number). */
  readonly line: number;
  /** The record to check, unless it could not be parsed (`problem`). */
  readonly value?: unknown;
  readonly problem?: string;
  /** What `--errors` writes back: the JSON value, the NDJSON line, the CSV cells or the sheet row. */
  readonly source: unknown;
}

export interface Input {
  readonly entries: Entry[];
  /** The CSV or sheet header row or the iCalendar VTIMEZONE blocks, repeated in the `--errors` file. */
  readonly header?: string[];
  /** What the reader left out or changed, said once before the run. */
  readonly warnings?: readonly string[];
  /** A CSV file's separator and byte order mark, which `--errors` writes back alike. */
  readonly dialect?: { readonly delimiter: string; readonly bom: boolean };
  /** What the reader made of the file (an iCalendar file's series and their occurrences), said before the run. */
  readonly notes?: readonly string[];
  /** The recurring series an iCalendar file holds, expanded inside `window`. */
  readonly series?: readonly SeriesRead[];
}

/** A recurring series as read: its occurrences' slugs start with `base` and a dash. */
export interface SeriesRead {
  readonly base: string;
  readonly title: string;
  /** The slugs of its occurrences the file gives inside the window. */
  readonly slugs: ReadonlySet<string>;
  /** Milliseconds: occurrences starting in [from, until) were expanded. */
  readonly window: { readonly from: number; readonly until: number };
}

/** The columns a CSV file or sheet of this kind may have, and how a row becomes a record. */
export function tableShape(kind: ResourceName): TableShape {
  if (kind === 'events') return { kind, columns: CSV_COLUMNS, fromRow: fromCsvRow };
  return { kind, columns: flatColumns(kind), fromRow: (cells) => fromFlatRow(kind, cells) };
}

/** How a CSV file is read: its separator (found from the header when not given), columns and date order. */
export interface CsvReadOptions extends HeaderOptions {
  readonly delimiter?: string;
  readonly dateOrder?: DateOrder;
  /** The file started with a UTF-8 byte order mark (kept for --errors). */
  readonly bom?: boolean;
}

export function parseInput(
  text: string,
  format: 'json' | 'ndjson' | 'csv',
  name: string,
  kind: ResourceName = 'events',
  csv: CsvReadOptions = {},
): Input {
  const clean = text.replace(/^\uFEFF/, '');
  if (format === 'json') return { entries: jsonEntries(clean, name, kind) };
  if (format === 'ndjson') return { entries: parseNdjson(clean) };
  return parseCsv(clean, name, tableShape(kind), { ...csv, bom: clean !== text });
}

/** Records given as values (generated, not read from a file): numbered, line = position. */
export function entriesOf(values: readonly unknown[]): Input {
  return { entries: values.map((value, i) => ({ index: i + 1, line: i + 1, value, source: value })) };
}

function jsonEntries(text: string, name: string, kind: ResourceName): Entry[] {
  let value: unknown;
  try {
    value = parseJson(text);
  } catch (error) {
    throw new CodecError(`${name} is not valid JSON (${errorMessage(error)})`);
  }
  if (!Array.isArray(value)) throw new CodecError(`${name}: expected a JSON array of ${kind}`);
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
  let escaped = false;
  for (const char of text) {
    if (char === '\n') line++;
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
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
      entries.push({ ...base, value: parseJson(source) });
    } catch (error) {
      entries.push({ ...base, problem: `not valid JSON (${errorMessage(error)})` });
    }
  });
  return entries;
}

/** The columns a table of this kind may have, and how a row of cells becomes a record. */
export interface TableShape {
  readonly kind: ResourceName;
  readonly columns: readonly string[];
  fromRow(cells: ReadonlyMap<string, string>): Record<string, unknown>;
}

/** A row of a CSV file or a sheet: its cells as text, where it starts, and what `--errors` writes back. */
export interface TableRow {
  readonly line: number;
  readonly cells: readonly string[];
  readonly source: unknown;
  /** Why the row cannot be read at all (its cells do not fit the header). */
  readonly problem?: string;
}

interface CsvRow {
  record: string[];
  raw: string;
  info: { lines: number };
}

/** csv-parse's types leave out what `info` and `raw` add to each row: this checks they are there. */
function isCsvRow(value: unknown): value is CsvRow {
  return (
    isRecord(value) &&
    Array.isArray(value.record) &&
    value.record.every((cell) => typeof cell === 'string') &&
    typeof value.raw === 'string' &&
    isRecord(value.info) &&
    typeof value.info.lines === 'number'
  );
}

function parseCsv(text: string, name: string, shape: TableShape, options: CsvReadOptions): Input {
  const delimiter = options.delimiter ?? detectDelimiter(text);
  // csv-parse counts lines reliably on "\n" alone; values keep their line breaks as "\n".
  let rows: unknown[];
  try {
    rows = parse(text.replace(/\r\n?/g, '\n'), {
      delimiter,
      info: true,
      raw: true,
      skip_empty_lines: true,
      relax_column_count: true,
    });
  } catch (error) {
    if (error instanceof CsvError) throw new CodecError(`${name}: ${error.message}`);
    throw error;
  }
  if (!rows.every(isCsvRow)) throw new CodecError(`${name}: the CSV reader gave rows without their text or line`);
  const [head, ...body] = rows;
  const dialect = { delimiter, bom: options.bom === true };
  if (!head) return { entries: [], dialect };
  const header = head.record.map((column) => column.trim());
  const plan = planHeader(header, shape.columns, shape.kind, options, name);
  const table = body.map((row): TableRow => {
    // info.lines is the line the record ends on; the raw text holds its own breaks (and empty lines before it).
    const breaks = row.raw.replace(/^\n+/, '').replace(/\n$/, '').split('\n').length - 1;
    // A cell that export neutralised as text (a leading ') is read as the value it stands for.
    const base = { line: row.info.lines - breaks, cells: row.record.map(restoreFormula), source: row.record };
    return row.record.length === header.length
      ? base
      : { ...base, problem: `expected ${header.length} CSV fields, got ${row.record.length}` };
  });
  return { entries: tableEntries(plan, table, shape, options.dateOrder), header, dialect, warnings: plan.warnings };
}

/** Rows of a CSV file or a sheet, read by their header's plan, as numbered records (CSV and XLSX alike). */
export function tableEntries(
  plan: HeaderPlan,
  rows: readonly TableRow[],
  shape: TableShape,
  dateOrder: DateOrder | undefined,
): Entry[] {
  return rows.map((row, i): Entry => {
    const base = { index: i + 1, line: row.line, source: row.source };
    if (row.problem !== undefined) return { ...base, problem: row.problem };
    const cells = rowCells(plan, row.cells);
    if (shape.kind === 'events') {
      const problem = readDates(cells, dateOrder);
      if (problem !== undefined) return { ...base, problem };
    }
    return { ...base, value: shape.fromRow(cells) };
  });
}

/** A row's cells by field: TEC's separate dates and times, currency and second address line joined, its lists in "|". */
function rowCells(plan: HeaderPlan, record: readonly string[]): Map<string, string> {
  const cells = new Map<string, string>();
  const parts = new Map<string, string>();
  plan.columns.forEach((column, j) => {
    const cell = record[j] ?? '';
    if ('field' in column) cells.set(column.field, cell);
    else if ('part' in column) parts.set(column.part, cell.trim());
  });
  if (!plan.tec) return cells;
  const joinTime = (field: string, part: string) => {
    const time = parts.get(part) ?? '';
    const date = (cells.get(field) ?? '').trim();
    if (date !== '' && time !== '') cells.set(field, `${date} ${time}`);
  };
  joinTime('start_date', 'start_time');
  joinTime('end_date', 'end_time');
  const symbol = parts.get('currency_symbol') ?? '';
  if (cells.has('cost'))
    cells.set('cost', costWithSymbol(cells.get('cost') ?? '', symbol, parts.get('currency_position') ?? ''));
  const address2 = parts.get('address2') ?? '';
  if (address2 !== '') cells.set('address', [cells.get('address') ?? '', address2].filter((p) => p !== '').join(', '));
  for (const field of TEC_LIST_FIELDS) {
    const cell = cells.get(field);
    if (cell !== undefined && cell !== '') cells.set(field, joinList(cell.split(',').map((item) => item.trim())));
  }
  return cells;
}

/** The date cells read as spreadsheets write them (src/codecs/cell-dates.ts); a reason if one is not. */
function readDates(cells: Map<string, string>, order: DateOrder | undefined): string | undefined {
  for (const field of ['start_date', 'end_date']) {
    const cell = cells.get(field);
    if (cell === undefined || cell.trim() === '') continue;
    const read = cellDate(field, cell, order);
    if ('error' in read) return read.error;
    cells.set(field, read.value);
  }
  return undefined;
}
