// A CSV file's dialect and header as spreadsheets write them: the separator found from the header line (",", ";"
// or tab), headers matched ignoring case, spaces, "_" and "-", TEC importer columns read as cal's fields, --map
// for any other name, and unknown columns skipped with the nearest known name (or refused with --strict).
import { closest } from '../nearest-name.js';
import { CodecError, CodecOptionError } from '../errors.js';
import type { ResourceName } from '../../api/resources.js';
import { TEC_COLUMNS, type TecTarget } from './tec-columns.js';

export const DELIMITERS = [',', ';', '\t'] as const;

/** What one column of the file is here. */
export type ColumnPlan = { readonly field: string } | Extract<TecTarget, { part: string }> | { readonly skip: true };

export interface HeaderPlan {
  readonly columns: readonly ColumnPlan[];
  /** The file is in TEC's importer columns: lists are comma-separated. */
  readonly tec: boolean;
  readonly warnings: readonly string[];
}

export interface HeaderOptions {
  /** `--map "Nombre=title,Fecha=start_date"`: a file's header → a field. */
  readonly map?: ReadonlyMap<string, string>;
  readonly strict?: boolean;
}

export const headerKey = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/** The separator of the header line: the candidate found most often outside quotes (a comma when none is). */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '\n') break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

/** `--map` text → header name to field, each field checked against the kind's columns. */
export function parseColumnMap(text: string, known: readonly string[], kind: ResourceName): Map<string, string> {
  const map = new Map<string, string>();
  for (const pair of text.split(',')) {
    if (pair.trim() === '') continue;
    const eq = pair.lastIndexOf('=');
    const from = pair.slice(0, eq).trim();
    const to = pair.slice(eq + 1).trim();
    if (eq <= 0 || from === '' || to === '')
      throw new CodecOptionError(`--map: expected HEADER=field, got "${pair.trim()}"`);
    if (!known.includes(to)) {
      const hint = closest(to, known);
      throw new CodecOptionError(
        `--map: ${kind} have no field "${to}"${hint ? ` (did you mean "${hint}"?)` : ''}; fields: ${known.join(', ')}`,
      );
    }
    map.set(headerKey(from), to);
  }
  return map;
}

export function planHeader(
  header: readonly string[],
  known: readonly string[],
  kind: ResourceName,
  options: HeaderOptions,
  name: string,
  /** What the messages call a column: a CSV file's, or a sheet's. */
  noun: 'CSV column' | 'column' = 'CSV column',
): HeaderPlan {
  const knownByKey = new Map(known.map((column) => [headerKey(column), column]));
  const tecByKey = new Map(TEC_COLUMNS[kind].map(([column, target]) => [headerKey(column), target]));
  const warnings: string[] = [];
  let tec = false;
  const unknown = `unknown ${noun}`;
  const columns = header.map((cell): ColumnPlan => {
    const key = headerKey(cell);
    const mapped = options.map?.get(key) ?? knownByKey.get(key);
    if (mapped !== undefined) return { field: mapped };
    const target = tecByKey.get(key);
    if (target !== undefined) {
      tec = true;
      if ('skip' in target) {
        warnings.push(`${noun} "${cell}" skipped: ${target.skip}`);
        return { skip: true };
      }
      return target;
    }
    const hint = closest(key, [...knownByKey.keys()]);
    const nearest = hint === undefined ? undefined : knownByKey.get(hint);
    const said = `${unknown} "${cell}"${nearest ? ` (did you mean "${nearest}"?)` : ''}`;
    if (options.strict) throw new CodecError(`${name}: ${said}; the columns are ${known.join(',')}`);
    warnings.push(`${said} skipped (--map "${cell}=FIELD" reads it; --strict refuses the file)`);
    return { skip: true };
  });
  const fields = columns.flatMap((column) =>
    'field' in column ? [column.field] : 'part' in column ? [column.part] : [],
  );
  const repeated = fields.find((column, i) => fields.indexOf(column) !== i);
  if (repeated !== undefined) throw new CodecError(`${name}: ${noun} "${repeated}" appears twice`);
  if (fields.length === 0 && header.length > 0)
    throw new CodecError(`${name}: no ${noun} is one of ${known.join(',')}`);
  return { columns, tec, warnings };
}
