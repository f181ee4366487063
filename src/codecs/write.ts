// Portable records and failed import records written out as JSON (one pretty array), NDJSON, CSV or iCalendar.
import { stringify } from '../lazy-libraries/csv-stringify.js';
import { safeRows, SPREADSHEET_SAFE, withBom, type CsvSafety } from './spreadsheet-cells.js';
import { withoutControls } from './text.js';
import { CSV_COLUMNS, toCsvRow } from './csv/rows.js';
import { TEC_EVENT_HEADER, toTecRow } from './csv/tec-columns.js';
import type { Format } from './format.js';
import { formatIcs, type IcsOptions } from './ics/write.js';
import type { FlatRecord } from './flat-portable.js';
import { flatColumns } from './flat-fields.js';
import type { FlatKind } from './kinds.js';
import type { ResourceName } from '../api/resources.js';
import type { PortableEvent } from './portable.js';
import type { Entry } from './read.js';

/** The formats written as text (an .xlsx workbook is written by xlsx/write.ts). */
export type TextFormat = Exclude<Format, 'xlsx'>;

const DEFAULT_ICS: IcsOptions = { host: 'cal.invalid', now: Date.now() };

/** One indented JSON array, or one JSON value a line. */
function jsonText(values: readonly unknown[], format: 'json' | 'ndjson'): string {
  return format === 'json'
    ? `${JSON.stringify(values, null, 2)}\n`
    : values.map((value) => `${JSON.stringify(value)}\n`).join('');
}

/** CSV for a spreadsheet by default: formulas neutralised, no control characters, a byte order mark if asked. */
function csvText(rows: readonly (readonly string[])[], safety: CsvSafety): string {
  const clean = rows.map((row) => row.map(withoutControls));
  return withBom(stringify(safeRows(clean, safety)), safety);
}

/** Which columns an events CSV has: cal's own (what `cal import` reads back), or those of TEC's own importer. */
export type CsvColumnSet = 'cal' | 'tec';

export function formatEvents(
  events: readonly PortableEvent[],
  format: TextFormat,
  ics: IcsOptions = DEFAULT_ICS,
  csv: CsvSafety = SPREADSHEET_SAFE,
  columns: CsvColumnSet = 'cal',
): string {
  if (format === 'ics') return formatIcs(events, ics);
  if (format === 'json' || format === 'ndjson') return jsonText(events, format);
  if (columns === 'tec') {
    const rows = events.map(toTecRow);
    return csvText([TEC_EVENT_HEADER, ...rows.map((row) => TEC_EVENT_HEADER.map((name) => row[name] ?? ''))], csv);
  }
  return csvText([CSV_COLUMNS, ...events.map(toCsvRow)], csv);
}

/** Venues, organizers, categories or tags as their import reads them: JSON, NDJSON or CSV with the kind's columns. */
export function formatFlat(
  kind: FlatKind,
  records: readonly FlatRecord[],
  format: Exclude<TextFormat, 'ics'>,
  csv: CsvSafety = SPREADSHEET_SAFE,
): string {
  if (format === 'json' || format === 'ndjson') return jsonText(records, format);
  const columns = flatColumns(kind);
  return csvText(
    [
      columns,
      ...records.map((record) => columns.map((column) => (record[column] === undefined ? '' : String(record[column])))),
    ],
    csv,
  );
}

/** The failed records as they were read (cells untouched), in the input's format, so the file can be imported again. */
export function formatFailed(
  entries: readonly Entry[],
  format: TextFormat,
  kind: ResourceName = 'events',
  header?: readonly string[],
  dialect: { readonly delimiter: string; readonly bom: boolean } = { delimiter: ',', bom: false },
): string {
  if (format === 'json')
    return `${JSON.stringify(
      entries.map((entry) => entry.source),
      null,
      2,
    )}\n`;
  if (format === 'ndjson') return entries.map((entry) => `${String(entry.source)}\n`).join('');
  if (format === 'ics') {
    // The header holds the file's VTIMEZONE blocks, which the events' TZIDs refer to.
    const body = [...(header ?? []), ...entries.map((entry) => String(entry.source))].join('\r\n');
    return `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//cal//failed records//EN\r\n${body}${body === '' ? '' : '\r\n'}END:VCALENDAR\r\n`;
  }
  // In the file's own dialect, so the rows can be fixed in the same spreadsheet and imported again.
  const columns = header ?? (kind === 'events' ? CSV_COLUMNS : flatColumns(kind));
  const text = stringify([[...columns], ...entries.map((entry) => entry.source)], {
    delimiter: dialect.delimiter,
  });
  return dialect.bom ? `\uFEFF${text}` : text;
}
