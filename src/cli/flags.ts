// Catalog fields as command-line flags: names, value parsing and help text, and back to API args.
import { Option } from 'commander';
import type { FieldSpec, Params } from '../api/field-spec.js';
import { UsageError } from './errors.js';

/** Args the CLI spells differently from the API (or handles itself). */
const RENAMED: Record<string, string> = { site_language: 'lang' };
/** Fields never offered as flags: the path identifiers and the discovery-only args. */
const HIDDEN = new Set(['namespace', 'context']);

export function flagName(arg: string, renames: Readonly<Record<string, string>> = {}): string {
  return (renames[arg] ?? RENAMED[arg] ?? arg).replace(/_/g, '-');
}

/** Commander's camelCase key for a flag. */
export function optionKey(flag: string): string {
  return flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

function describe(spec: FieldSpec): string {
  const parts = [spec.description];
  if (spec.enum && spec.check !== 'site-language') parts.push(`one of: ${spec.enum.join(', ')}`);
  if (spec.type === 'array') parts.push('repeat the flag or give a comma list');
  if (spec.format === 'date-time') parts.push('e.g. 2026-12-01, "2026-12-01 18:00", "tomorrow 9am"');
  if (spec.default !== undefined && spec.default !== null && spec.type !== 'boolean') parts.push(`server default: ${String(spec.default)}`);
  if (spec.required) parts.push('required');
  return parts.join('; ');
}

function parseNumber(flag: string, integer: boolean) {
  return (value: string): number => {
    const n = Number(value);
    if (value.trim() === '' || !Number.isFinite(n) || (integer && !Number.isInteger(n))) {
      throw new UsageError(`--${flag}: expected ${integer ? 'an integer' : 'a number'}, got "${value}"`);
    }
    return n;
  };
}

/** Numbers stay numbers (IDs), `{…}`/`[…]` are JSON (inline venues), the rest text. */
export function parseListItem(flag: string, item: string): unknown {
  const trimmed = item.trim();
  if (/^-?\d+$/.test(trimmed)) return Number(trimmed);
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return JSON.parse(trimmed);
    } catch {
      throw new UsageError(`--${flag}: not valid JSON: ${trimmed}`);
    }
  }
  return trimmed;
}

function accumulate(flag: string) {
  return (value: string, previous: unknown[] | undefined): unknown[] => {
    const items = value.trim().startsWith('{') ? [value] : value.split(',');
    return [...(previous ?? []), ...items.filter((i) => i.trim() !== '').map((i) => parseListItem(flag, i))];
  };
}

/** One or two commander options for a catalog field (booleans get `--x` and `--no-x`). */
export function optionsFor(arg: string, spec: FieldSpec, renames: Readonly<Record<string, string>> = {}): Option[] {
  const flag = flagName(arg, renames);
  const help = describe(spec);
  if (spec.type === 'boolean') {
    return [new Option(`--${flag}`, help), new Option(`--no-${flag}`, `not ${flag.replace(/-/g, ' ')}`)];
  }
  if (spec.type === 'integer' || spec.type === 'number') {
    return [new Option(`--${flag} <${spec.type === 'integer' ? 'n' : 'number'}>`, help).argParser(parseNumber(flag, spec.type === 'integer'))];
  }
  if (spec.type === 'array' || spec.check === 'status-filter') {
    return [new Option(`--${flag} <items>`, help).argParser(accumulate(flag))];
  }
  const option = new Option(`--${flag} <${spec.format === 'date-time' ? 'date' : 'value'}>`, help);
  if (spec.enum && spec.check !== 'site-language') option.choices([...spec.enum]);
  return [option];
}

export interface FlagSet {
  options: Option[];
  /** Turns parsed commander options back into API args (only those given). */
  toArgs(opts: Record<string, unknown>): Record<string, unknown>;
}

export function flagsFor(params: Params, renames: Readonly<Record<string, string>> = {}): FlagSet {
  const entries = Object.entries(params).filter(([name]) => !HIDDEN.has(name));
  return {
    options: entries.flatMap(([name, spec]) => optionsFor(name, spec, renames)),
    toArgs(opts) {
      const args: Record<string, unknown> = {};
      for (const [name] of entries) {
        const value = opts[optionKey(flagName(name, renames))];
        if (value !== undefined) args[name] = value;
      }
      return args;
    },
  };
}
