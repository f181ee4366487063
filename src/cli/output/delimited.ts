// CSV (RFC 4180 quoting by csv-stringify) and TSV (one physical line per row, for cut/awk).
import { stringify } from '../../vendor/csv-stringify.js';

/** Header row of the column paths, then one record per row; every record ends with "\n". */
export function renderCsv(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify([[...columns], ...rows.map((row) => [...row])]);
}

/** TSV has no quoting, so tabs and line breaks inside a value become spaces to keep fields and rows apart. */
function tsvField(value: string): string {
  return value.replace(/[\t\r\n]+/g, ' ');
}

export function renderTsv(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  return [columns, ...rows].map((row) => `${row.map(tsvField).join('\t')}\n`).join('');
}
