// A create as a command line to run again: the words typed, less the flags answered anew, plus the answers.
import type { Params } from '../../api/field-spec.js';
import { flagName, isSwitch } from '../flags.js';

const PLAIN = /^[\w@%+=:,./-]+$/;

/** The word as a POSIX shell reads it back. */
export const shellWord = (word: string): string => (PLAIN.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`);

const isScalar = (value: unknown) => typeof value === 'string' || typeof value === 'number';

/** The flag words that give `value` to the field, as the flags read them back. */
export function flagWords(field: string, params: Params, value: unknown): string[] {
  const flag = `--${flagName(field)}`;
  const spec = params[field];
  if (typeof value === 'boolean' && spec && isSwitch(spec)) return [value ? flag : `--no-${flagName(field)}`];
  if (Array.isArray(value))
    return value.every(isScalar)
      ? [flag, value.join(',')]
      : value.flatMap((item) => [flag, isScalar(item) ? String(item) : JSON.stringify(item)]);
  return [flag, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)];
}

/** `words` without the flags of `fields` (as `--x v`, `--x=v` or a switch's `--x`/`--no-x`). */
export function withoutFlags(words: readonly string[], fields: Iterable<string>, params: Params): string[] {
  const dropped = new Map<string, boolean>();
  for (const field of fields) {
    const takesValue = !(params[field] && isSwitch(params[field]));
    dropped.set(`--${flagName(field)}`, takesValue);
    if (!takesValue) dropped.set(`--no-${flagName(field)}`, false);
  }
  const kept: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] ?? '';
    const takesValue = dropped.get(word);
    if (takesValue !== undefined) {
      if (takesValue) i++;
      continue;
    }
    if ([...dropped.keys()].some((flag) => word.startsWith(`${flag}=`))) continue;
    kept.push(word);
  }
  return kept;
}
