// CSV cells a spreadsheet would run as formulas, neutralised as OWASP advises ("CSV injection"): a cell that
// starts with = + - @ tab or CR gets a leading apostrophe, which spreadsheets show as text and do not run.
// Plain numbers ("-3.7", "+34") run nothing and stay as they are. Apostrophes already in front of such a cell
// get one more, so reading strips exactly one and every value comes back as it was.

const FORMULA = /^'*[=+\-@\t\r]/;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const NEUTRALISED = /^'+[=+\-@\t\r]/;

export interface CsvSafety {
  /** false writes cells as they are, for programs rather than spreadsheets. */
  readonly escapeFormulas: boolean;
  /** A UTF-8 byte order mark first, so spreadsheets read the file as UTF-8. */
  readonly bom: boolean;
}

export const SPREADSHEET_SAFE: CsvSafety = { escapeFormulas: true, bom: false };

export function neutraliseFormula(cell: string): string {
  return FORMULA.test(cell) && !NUMBER.test(cell) ? `'${cell}` : cell;
}

/** The value a neutralised cell stands for: one leading apostrophe less. */
export function restoreFormula(cell: string): string {
  return NEUTRALISED.test(cell) ? cell.slice(1) : cell;
}

/** The header stays as it is (column names); the records' cells are neutralised unless told not to. */
export function safeRows(rows: readonly (readonly string[])[], safety: CsvSafety): string[][] {
  const [head = [], ...body] = rows;
  return [[...head], ...body.map((row) => (safety.escapeFormulas ? row.map(neutraliseFormula) : [...row]))];
}

export function withBom(text: string, safety: CsvSafety): string {
  return safety.bom ? `\uFEFF${text}` : text;
}
