// Boxed terminal tables (cli-table3): one line per row, fitted to the terminal width, colored only on request.
import { Chalk, type ChalkInstance } from 'chalk';
import { keysOf } from '../typing/typed-keys.js';
import Table from '../lazy-libraries/cli-table.js';
import { singleLine } from '../codecs/text.js';
import { type ColumnFit, displayWidth, fitColumns, truncateToWidth } from './width.js';

type CharName =
  | 'top'
  | 'top-mid'
  | 'top-left'
  | 'top-right'
  | 'bottom'
  | 'bottom-mid'
  | 'bottom-left'
  | 'bottom-right'
  | 'left'
  | 'left-mid'
  | 'mid'
  | 'mid-mid'
  | 'right'
  | 'right-mid'
  | 'middle';

/** cli-table3's own defaults, spelled out so they can be dimmed one by one. */
const CHARS: Record<CharName, string> = {
  top: '─',
  'top-mid': '┬',
  'top-left': '┌',
  'top-right': '┐',
  bottom: '─',
  'bottom-mid': '┴',
  'bottom-left': '└',
  'bottom-right': '┘',
  left: '│',
  'left-mid': '├',
  mid: '─',
  'mid-mid': '┼',
  right: '│',
  'right-mid': '┤',
  middle: '│',
};

/** Per column: one space of padding on each side and one border character. */
const CELL_OVERHEAD = 3;
const DIM_CLOSE_OPEN = '\u001b[22m\u001b[2m';

export interface TableSpec {
  /** Column headers; absent for key/value tables. */
  head?: readonly string[];
  rows: readonly (readonly string[])[];
  /** Per column: cut this one first when the table is too wide (titles, descriptions, values). */
  shrinkFirst: readonly boolean[];
  /** Bold the first column (the keys of a key/value table). */
  boldFirstColumn?: boolean;
  color: boolean;
  width?: number;
}

function dimmedChars(chalk: ChalkInstance): Record<CharName, string> {
  const out = { ...CHARS };
  for (const name of keysOf(out)) out[name] = chalk.dim(out[name]);
  return out;
}

function columnWidths(
  head: readonly string[] | undefined,
  rows: readonly (readonly string[])[],
  spec: TableSpec,
): number[] {
  // Loops rather than Math.max(...rows): a long --all listing would overflow the argument list.
  const count = rows.reduce((n, row) => Math.max(n, row.length), head?.length ?? 0);
  const columns: ColumnFit[] = Array.from({ length: count }, (_, i) => ({
    natural: rows.reduce((w, row) => Math.max(w, displayWidth(row[i] ?? '')), displayWidth(head?.[i] ?? '')),
    shrinkFirst: spec.shrinkFirst[i] ?? false,
  }));
  if (spec.width === undefined) return columns.map((c) => c.natural);
  return fitColumns(columns, spec.width - (CELL_OVERHEAD * count + 1));
}

/** The table's text without a final newline; '' when there is nothing to show. */
export function renderTable(spec: TableSpec): string {
  const head = spec.head?.map(singleLine);
  const rows = spec.rows.map((row) => row.map(singleLine));
  if (rows.length === 0) return '';
  const widths = columnWidths(head, rows, spec);
  const fit = (cells: readonly string[]) => cells.map((cell, i) => truncateToWidth(cell, widths[i] ?? 0));

  const chalk = new Chalk({ level: spec.color ? 1 : 0 });
  const table = new Table({
    ...(head && head.length > 0 ? { head: fit(head).map((h) => chalk.bold(h)) } : {}),
    // cli-table3 would color through @colors/colors, which reads the environment; chalk does it instead.
    style: { head: [], border: [], compact: true },
    chars: spec.color ? dimmedChars(chalk) : CHARS,
    // Cells are already cut to these widths; passing them makes cli-table3 agree rather than re-measure.
    colWidths: widths.map((w) => w + 2),
  });
  for (const row of rows) {
    const cells = fit(row);
    if (spec.boldFirstColumn && cells[0] !== undefined) cells[0] = chalk.bold(cells[0]);
    table.push(cells);
  }
  // Adjacent dimmed border characters share one dim span; cell padding keeps bold text apart from them.
  return table.toString().split(DIM_CLOSE_OPEN).join('');
}
