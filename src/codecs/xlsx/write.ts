// Excel workbooks (.xlsx) written by `cal export --format xlsx` and by `--errors` for an .xlsx input: one sheet, the
// same columns as CSV, the header row bold and frozen, dates as date cells and flags as booleans.
import { Workbook } from '../../lazy-libraries/exceljs.js';
import { BOOLEAN_COLUMNS, CSV_COLUMNS, flagCell, toCsvRow } from '../csv/rows.js';
import type { FlatRecord } from '../flat-portable.js';
import { flatColumns } from '../flat-fields.js';
import type { FlatKind } from '../kinds.js';
import type { ResourceName } from '../../api/resources.js';
import type { PortableEvent } from '../portable.js';
import { TEC_COLUMNS, TEC_DATE_COLUMNS, TEC_EVENT_HEADER, toTecRow } from '../csv/tec-columns.js';
import type { CsvColumnSet } from '../write.js';
import type { Entry } from '../read.js';
import type { SheetCell, SheetSource } from './read.js';

const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const DATE_FORMAT = 'yyyy-mm-dd';
const WALL_TIME_RE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** A wall time ("2027-06-04 20:00:00") as a date cell: a Date whose UTC fields are that wall time. */
function dateCell(text: string, numFmt: string): SheetCell {
  const match = WALL_TIME_RE.exec(text);
  if (!match) return { value: text === '' ? null : text };
  const [year = 0, month = 1, day = 1, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
  return { value: date, numFmt };
}

/** A text cell of a typed column as its sheet cell: a date, a flag, or the text (empty as no value). */
type ColumnType = 'date-time' | 'date' | 'flag' | 'text';

function typedCell(text: string, type: ColumnType): SheetCell {
  if (type === 'date-time') return dateCell(text, DATE_TIME_FORMAT);
  if (type === 'date') return dateCell(text, DATE_FORMAT);
  if (type === 'flag' && text !== '') return { value: flagCell(text) };
  return { value: text === '' ? null : text };
}

const TEC_FLAG_COLUMNS = new Set(
  TEC_COLUMNS.events.flatMap(([column, target]) =>
    'field' in target && BOOLEAN_COLUMNS.includes(target.field) ? [column] : [],
  ),
);

function calColumnType(column: string): ColumnType {
  if (column === 'start_date' || column === 'end_date') return 'date-time';
  return BOOLEAN_COLUMNS.includes(column) ? 'flag' : 'text';
}

function tecColumnType(column: string): ColumnType {
  if (TEC_DATE_COLUMNS.includes(column)) return 'date';
  return TEC_FLAG_COLUMNS.has(column) ? 'flag' : 'text';
}

/** A workbook of one sheet: the header (bold, frozen) and the rows. */
export async function workbookBytes(
  sheetName: string,
  header: readonly string[],
  rows: readonly (readonly SheetCell[])[],
): Promise<Uint8Array> {
  const workbook = new Workbook();
  workbook.creator = 'cal';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...header]).font = { bold: true };
  for (const cells of rows) {
    const row = sheet.addRow(cells.map((cell) => cell.value));
    cells.forEach((cell, i) => {
      if (cell.numFmt !== undefined) row.getCell(i + 1).numFmt = cell.numFmt;
    });
  }
  sheet.columns.forEach((column, i) => {
    column.width = Math.min(60, Math.max(10, (header[i]?.length ?? 0) + 2));
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Events in cal's CSV columns, or in those of TEC's importer, as a workbook. */
export function eventsWorkbook(events: readonly PortableEvent[], columns: CsvColumnSet): Promise<Uint8Array> {
  if (columns === 'tec') {
    const rows = events.map(toTecRow);
    return workbookBytes(
      'events',
      TEC_EVENT_HEADER,
      rows.map((row) => TEC_EVENT_HEADER.map((name) => typedCell(row[name] ?? '', tecColumnType(name)))),
    );
  }
  return workbookBytes(
    'events',
    CSV_COLUMNS,
    events.map((event) => toCsvRow(event).map((cell, i) => typedCell(cell, calColumnType(CSV_COLUMNS[i] ?? '')))),
  );
}

/** Venues, organizers, categories or tags in their CSV columns; numbers and flags keep their type. */
export function flatWorkbook(kind: FlatKind, records: readonly FlatRecord[]): Promise<Uint8Array> {
  const columns = flatColumns(kind);
  return workbookBytes(
    kind,
    columns,
    records.map((record) => columns.map((column) => ({ value: record[column] ?? null }))),
  );
}

const isSheetSource = (source: unknown): source is SheetSource =>
  typeof source === 'object' && source !== null && 'cells' in source && 'text' in source;

/** Failed rows of a sheet as a workbook with its header, each cell as it was read (dates as dates). */
export function failedWorkbook(
  kind: ResourceName,
  entries: readonly Entry[],
  header: readonly string[],
): Promise<Uint8Array> {
  return workbookBytes(
    kind,
    header,
    entries.map((entry) => (isSheetSource(entry.source) ? entry.source.cells : [])),
  );
}

/** Failed rows of a sheet with their cells as text, for a CSV `--errors` file. */
export function failedAsText(entries: readonly Entry[]): Entry[] {
  return entries.map((entry) => (isSheetSource(entry.source) ? { ...entry, source: entry.source.text } : entry));
}
