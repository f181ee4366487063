// Import input → numbered records with their line, per format; a record that does not parse is kept as a failure.
import { CsvError, parse } from 'csv-parse/sync';
import { CommandError } from '../../errors.js';
import { CSV_COLUMNS, fromCsvRow } from './csv.js';
import type { Format } from './format.js';

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
  /** CSV only: the header row, repeated in the `--errors` file. */
  readonly header?: string[];
}

export function parseInput(text: string, format: Format, name: string): Input {
  const clean = text.replace(/^\uFEFF/, '');
  if (format === 'json') return { entries: parseJson(clean, name) };
  if (format === 'ndjson') return { entries: parseNdjson(clean) };
  return parseCsv(clean, name);
}

function parseJson(text: string, name: string): Entry[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CommandError(`${name} is not valid JSON (${(error as Error).message})`);
  }
  if (!Array.isArray(value)) throw new CommandError(`${name}: expected a JSON array of events`);
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

interface CsvRow {
  record: string[];
  raw: string;
  info: { lines: number };
}

function parseCsv(text: string, name: string): Input {
  // csv-parse counts lines reliably on "\n" alone; values keep their line breaks as "\n".
  let rows: CsvRow[];
  try {
    rows = parse(text.replace(/\r\n?/g, '\n'), { info: true, raw: true, skip_empty_lines: true, relax_column_count: true }) as unknown as CsvRow[];
  } catch (error) {
    if (error instanceof CsvError) throw new CommandError(`${name}: ${error.message}`);
    throw error;
  }
  const [head, ...body] = rows;
  if (!head) return { entries: [] };
  const header = head.record.map((column) => column.trim());
  const known: readonly string[] = CSV_COLUMNS;
  const unknown = header.filter((column) => !known.includes(column));
  if (unknown.length > 0) throw new CommandError(`${name}: unknown CSV column${unknown.length > 1 ? 's' : ''} ${unknown.map((c) => `"${c}"`).join(', ')} (expected some of ${CSV_COLUMNS.join(',')})`);
  const repeated = header.find((column, i) => header.indexOf(column) !== i);
  if (repeated !== undefined) throw new CommandError(`${name}: CSV column "${repeated}" appears twice`);
  const entries = body.map((row, i): Entry => {
    // info.lines is the line the record ends on; the raw text holds its own breaks (and empty lines before it).
    const breaks = row.raw.replace(/^\n+/, '').replace(/\n$/, '').split('\n').length - 1;
    const base = { index: i + 1, line: row.info.lines - breaks, source: row.record };
    if (row.record.length !== header.length) return { ...base, problem: `expected ${header.length} CSV fields, got ${row.record.length}` };
    return { ...base, value: fromCsvRow(new Map(header.map((column, j) => [column, row.record[j] ?? '']))) };
  });
  return { entries, header };
}
