// Dates as spreadsheets write them in cells: ISO, "04/06/2027 19:00" and "4.6.2027" in the file's day-month
// order, Excel serial numbers, and what the date parser reads ("June 4, 2027 7pm"). A slash or dot date whose order
// the cell does not settle fails its row unless an order is given: never a silent guess.
import type { DateOrder } from '../dates/date-order.js';
import { formatWallTime, utcMsToWallTime } from '../dates/wall-time.js';

export { DATE_ORDERS, isDateOrder, type DateOrder } from '../dates/date-order.js';

export type CellDate = { readonly value: string } | { readonly error: string };

const NUMERIC_DATE_RE = /^(\d{1,4})([/.-])(\d{1,2})\2(\d{1,4})(?:(?:\s+|T|,\s*)(.+))?$/;
/** Excel's day 0 is 1899-12-30 (its 1900 leap-year bug included); serials up to 9999-12-31. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const EXCEL_SERIAL_RE = /^\d{1,7}(?:\.\d+)?$/;
const MAX_SERIAL = 2_958_465;

const pad = (n: number) => String(n).padStart(2, '0');

/** Two-digit years as spreadsheets take them: 00–68 are 20xx, 69–99 19xx. */
const fullYear = (year: string) => (year.length > 2 ? Number(year) : Number(year) + (Number(year) < 69 ? 2000 : 1900));

/** An Excel serial day number (with a fraction for the time) as the wall time it stands for. */
export function fromExcelSerial(serial: number): string {
  const wall = utcMsToWallTime(EXCEL_EPOCH_MS + Math.round(serial * 86_400) * 1000);
  const text = formatWallTime(wall);
  return Number.isInteger(serial) ? text.slice(0, 10) : text;
}

function isValidDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A date cell of `column` as text the date parser reads; `order` says how to read "04/06/2027" (without one, only a
 * cell that settles it by itself, such as 13/06/2027, is read).
 */
export function cellDate(column: string, cell: string, order: DateOrder | undefined): CellDate {
  const text = cell.trim();
  if (EXCEL_SERIAL_RE.test(text) && Number(text) >= 1 && Number(text) <= MAX_SERIAL)
    return { value: fromExcelSerial(Number(text)) };
  const match = NUMERIC_DATE_RE.exec(text);
  if (!match) return { value: text };
  const [, a = '', separator, b = '', c = '', time] = match;
  if (separator === '-' && a.length !== 4) return { value: text };
  let year: number;
  let month: number;
  let day: number;
  if (a.length === 4) [year, month, day] = [Number(a), Number(b), Number(c)];
  else {
    const settled: DateOrder | undefined = Number(a) > 12 ? 'dmy' : Number(b) > 12 ? 'mdy' : undefined;
    const chosen = order === 'ymd' ? undefined : (order ?? settled);
    if (settled !== undefined && order !== undefined && settled !== order)
      return { error: `${column}: ${JSON.stringify(cell)} is not a date in ${order} order` };
    if (chosen === undefined)
      return {
        error:
          `${column}: ${JSON.stringify(cell)} could be day/month or month/day: say which with --date-order dmy or ` +
          'mdy (or cal config set date_order)',
      };
    year = fullYear(c);
    [day, month] = chosen === 'dmy' ? [Number(a), Number(b)] : [Number(b), Number(a)];
  }
  if (!isValidDay(year, month, day)) return { error: `${column}: ${JSON.stringify(cell)} is not a date` };
  const date = `${year}-${pad(month)}-${pad(day)}`;
  return { value: time === undefined ? date : `${date} ${time.trim()}` };
}
