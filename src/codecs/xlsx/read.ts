// Excel workbooks (.xlsx) as import input: one sheet's first row is the header, read as a CSV header is, and each
// later row's cells become text as a CSV file would hold them, date cells as the wall time the sheet shows.
import { Workbook, type CellValue, type Worksheet } from '../../lazy-libraries/exceljs.js';
import { formatWallTime, utcMsToWallTime } from '../../dates/wall-time.js';
import { errorMessage } from '../../typing/caught-error.js';
import { CodecError, CodecOptionError } from '../errors.js';
import type { DateOrder } from '../cell-dates.js';
import { headerKey, planHeader, type HeaderOptions } from '../csv/header.js';
import type { ResourceName } from '../../api/resources.js';
import { tableEntries, tableShape, type Input, type TableRow } from '../read.js';
import { TEC_DATE_COLUMNS } from '../csv/tec-columns.js';

export interface XlsxReadOptions extends HeaderOptions {
  readonly dateOrder?: DateOrder;
  /** The sheet to read (default: the first). */
  readonly sheet?: string;
}

/** A cell as `--errors` writes it back into a workbook: its value, and the number format of a date. */
export interface SheetCell {
  readonly value: string | number | boolean | Date | null;
  readonly numFmt?: string;
}

/** A row of a sheet as read: the cells as text (for a CSV `--errors` file) and as they were (for a workbook). */
export interface SheetSource {
  readonly text: readonly string[];
  readonly cells: readonly SheetCell[];
}

/** Excel's day 0: a date cell on it holds a time of day alone. */
const DAY_ZERO = Date.UTC(1899, 11, 30);

/** The value a cell shows: a formula's cached result, a rich text's or a link's text, an error's code. */
function plainValue(value: CellValue): SheetCell['value'] {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    const result = value.result;
    if (result === undefined || result === null) return null;
    return typeof result === 'object' && !(result instanceof Date) ? result.error : result;
  }
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : value.hyperlink;
  if ('error' in value) return value.error;
  return null;
}

/** Whether a number format shows a time of day (hours or seconds outside quoted text and [brackets]). */
const showsTime = (numFmt: string | undefined) =>
  numFmt !== undefined && /[hs]/i.test(numFmt.replace(/"[^"]*"|\[[^\]]*\]|\\./g, ''));

/**
 * A date cell as the text a CSV cell would hold: ExcelJS gives a Date whose UTC fields are the wall time the sheet
 * shows. Midnight is a date alone when the column holds dates alone or the cell shows no time.
 */
function dateText(date: Date, numFmt: string | undefined, dateOnlyColumn: boolean): string {
  const ms = date.getTime();
  const wall = formatWallTime(utcMsToWallTime(ms - (ms % 1000)));
  if (Math.floor(ms / 86_400_000) * 86_400_000 === DAY_ZERO) return wall.slice(11);
  const midnight = wall.endsWith(' 00:00:00');
  return midnight && (dateOnlyColumn || !showsTime(numFmt)) ? wall.slice(0, 10) : wall;
}

function cellText(cell: SheetCell, dateOnlyColumn: boolean): string {
  const { value } = cell;
  if (value === null) return '';
  if (value instanceof Date) return dateText(value, cell.numFmt, dateOnlyColumn);
  return typeof value === 'string' ? value : String(value);
}

/** The sheet `--sheet` names, or the first; one that is not there is refused with the names there are. */
function pickSheet(workbook: Workbook, name: string, wanted: string | undefined): Worksheet {
  const sheets = workbook.worksheets;
  const sheet = wanted === undefined ? sheets[0] : sheets.find((candidate) => candidate.name === wanted);
  if (sheet !== undefined) return sheet;
  const names = sheets.map((candidate) => JSON.stringify(candidate.name)).join(', ');
  if (wanted === undefined) throw new CodecError(`${name} has no sheet`);
  throw new CodecOptionError(`--sheet: ${name} has no sheet "${wanted}"; its sheets: ${names}`);
}

/** The cells of a row from column 1 on, as many as the row has (ExcelJS numbers columns from 1). */
function rowCells(sheet: Worksheet, rowNumber: number): SheetCell[] {
  const row = sheet.getRow(rowNumber);
  return Array.from({ length: row.cellCount }, (_, i) => {
    const cell = row.getCell(i + 1);
    const value = plainValue(cell.value);
    return value instanceof Date ? { value, numFmt: cell.numFmt } : { value };
  });
}

export async function parseXlsx(
  bytes: ArrayBuffer,
  name: string,
  kind: ResourceName,
  options: XlsxReadOptions = {},
): Promise<Input> {
  const workbook = new Workbook();
  try {
    await workbook.xlsx.load(bytes);
  } catch (error) {
    throw new CodecError(`${name} is not an .xlsx workbook (${errorMessage(error)})`);
  }
  const sheet = pickSheet(workbook, name, options.sheet);
  const numbers: number[] = [];
  sheet.eachRow((_, rowNumber) => numbers.push(rowNumber));
  const [headNumber, ...bodyNumbers] = numbers;
  if (headNumber === undefined) return { entries: [] };
  const head = rowCells(sheet, headNumber).map((cell) => cellText(cell, false).trim());
  // Trailing empty header cells are no columns (a sheet may have formatted cells beyond its table).
  const width = head.reduce((last, cell, i) => (cell === '' ? last : i + 1), 0);
  const header = head.slice(0, width);
  const shape = tableShape(kind);
  const plan = planHeader(header, shape.columns, kind, options, name, 'column');
  const dateColumns = new Set(TEC_DATE_COLUMNS.map(headerKey));
  const dateOnly = header.map((column) => dateColumns.has(headerKey(column)));
  const rows = bodyNumbers.flatMap((line): TableRow[] => {
    const cells = rowCells(sheet, line);
    const text = cells.map((cell, j) => cellText(cell, dateOnly[j] === true));
    if (text.every((cell) => cell.trim() === '')) return [];
    // As many cells as the header has: a row ends at its last value.
    const columns = Array.from({ length: width }, (_, j) => j);
    const source: SheetSource = {
      text: columns.map((j) => text[j] ?? ''),
      cells: columns.map((j) => cells[j] ?? { value: null }),
    };
    const beyond = text.findIndex((cell, j) => j >= width && cell.trim() !== '');
    if (beyond >= 0)
      return [{ line, cells: [], source, problem: `column ${columnLetters(beyond + 1)} has a value and no header` }];
    return [{ line, cells: source.text, source }];
  });
  return { entries: tableEntries(plan, rows, shape, options.dateOrder), header, warnings: plan.warnings };
}

/** A column's letters as a spreadsheet names it: 1 → A, 27 → AA. */
function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}
