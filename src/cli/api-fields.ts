// The parameters of `cal api`, as gh has them: -f/--raw-field sends text as written, -F/--field types its value.
import { UsageError } from './errors.js';
import { parseListItem } from './flags.js';

export interface FieldFlags {
  /** -f/--raw-field pairs. */
  readonly raw?: readonly string[];
  /** -F/--field pairs. */
  readonly typed?: readonly string[];
}

/** The text of the file a typed field's `@FILE` names (`-` for stdin). */
export type ReadFieldFile = (file: string) => Promise<string>;

/** true/false/null, integers and `{…}`/`[…]` JSON keep their type; the rest is text. */
export function typedValue(text: string): unknown {
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text === 'null') return null;
  return parseListItem('field', text);
}

/** The request's parameters: raw fields, then typed ones; `k[]=v` and a repeated key build a list. */
export async function parseFields(flags: FieldFlags, readFile: ReadFieldFile): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const add = (key: string, list: boolean, value: unknown) => {
    const previous = out[key];
    const earlier: readonly unknown[] = Array.isArray(previous) ? previous : previous === undefined ? [] : [previous];
    out[key] = list || previous !== undefined ? [...earlier, value] : value;
  };
  for (const pair of flags.raw ?? []) {
    const { key, list, text } = splitPair('--raw-field', pair);
    add(key, list, text);
  }
  for (const pair of flags.typed ?? []) {
    const { key, list, text } = splitPair('--field', pair);
    if (!text.startsWith('@')) {
      add(key, list, typedValue(text));
      continue;
    }
    const file = text.slice(1);
    if (file === '') throw new UsageError(`--field: expected a file name after @ in "${pair}"`);
    add(key, list, await readFile(file));
  }
  return out;
}

/** Whether a typed field reads its value from stdin (`key=@-`). */
export function readsStdin(pair: string): boolean {
  const eq = pair.indexOf('=');
  return eq > 0 && pair.slice(eq + 1) === '@-';
}

function splitPair(flag: string, pair: string): { key: string; list: boolean; text: string } {
  const eq = pair.indexOf('=');
  if (eq <= 0) throw new UsageError(`${flag}: expected key=value, got "${pair}"`);
  const rawKey = pair.slice(0, eq);
  const list = rawKey.endsWith('[]');
  return { key: list ? rawKey.slice(0, -2) : rawKey, list, text: pair.slice(eq + 1) };
}
