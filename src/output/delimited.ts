// CSV (RFC 4180 quoting by csv-stringify) and TSV (one physical line per row, for cut/awk).
import { stringify } from '../lazy-libraries/csv-stringify.js';
import { safeRows, SPREADSHEET_SAFE } from '../codecs/spreadsheet-cells.js';

/** Header row of the column paths, then one record per row; every record ends with "\n". Cells a spreadsheet
 * would run as formulas are neutralised: a CSV list goes to spreadsheets as often as to programs (TSV is for those). */
export function renderCsv(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify(safeRows([columns, ...rows], SPREADSHEET_SAFE));
}

/** TSV has no quoting, so tabs and line breaks inside a value become spaces to keep fields and rows apart. */
function tsvField(value: string): string {
  return value.replace(/[\t\r\n]+/g, ' ');
}

export function renderTsv(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  return [columns, ...rows].map((row) => `${row.map(tsvField).join('\t')}\n`).join('');
}
