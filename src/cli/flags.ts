// Catalog fields as command-line flags: names, value parsing and help text, and back to API args.
import { Option } from 'commander';
import type { SentParams } from '../api/sent-args.js';
import type { FieldSpec, Params } from '../api/field-spec.js';
import { UsageError } from './errors.js';
import { DATE_EXAMPLES, dateFlag, zoneFlag } from './flag-values.js';

export { DATE_EXAMPLES } from './flag-values.js';

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

/** Catalog checks whose value is the ID of one item. */
const ID_CHECKS = new Set(['event-exists', 'user-id', 'translation-of']);
/** Catalog checks whose value is the ID of one category, which the CLI also takes as its slug or name. */
const CATEGORY_CHECKS = new Set(['category-id']);
const isCategory = (spec: FieldSpec) => spec.check !== undefined && CATEGORY_CHECKS.has(spec.check);

const isList = (spec: FieldSpec) => spec.type === 'array' || spec.check === 'status-filter';
/** Untyped fields with a true/false default: servers read any text there, and all but a few words as false. */
const isTrueOrFalse = (spec: FieldSpec) => spec.type === undefined && typeof spec.default === 'boolean';

/** Yes-or-no fields, typed or read as truthy text: `--x`, `--no-x` or `--x=false` on the command line. */
export const isSwitch = (spec: FieldSpec): boolean => spec.type === 'boolean' || spec.truthy === true;

/** The value's type in words, for help; plain text and switches need none. */
function typeLabel(spec: FieldSpec): string | undefined {
  if (isList(spec)) return 'list';
  if (isCategory(spec)) return 'ID, slug or name';
  if (spec.format === 'time-zone') return 'IANA time zone';
  if (spec.format === 'uri') return 'URL';
  if (spec.format === 'email') return 'e-mail address';
  if (spec.type === 'integer') return spec.check && ID_CHECKS.has(spec.check) ? 'ID' : 'integer';
  if (spec.type === 'number') return 'number';
  if (isTrueOrFalse(spec) && !isSwitch(spec)) return 'true or false';
  return undefined;
}

/** The catalog description, then what help readers need to write a value: type, allowed values, default. */
function describe(spec: FieldSpec, choices: boolean): string {
  const notes: string[] = [];
  const type = typeLabel(spec);
  if (type) notes.push(type);
  // Options with commander choices get them listed after the description already.
  if (spec.check === 'site-language')
    notes.push(`one of the site's languages, by default ${(spec.enum ?? []).join(', ')}`);
  else if (spec.enum && !choices) notes.push(`${isList(spec) ? 'any of' : 'one of'}: ${spec.enum.join(', ')}`);
  if (isList(spec)) notes.push('repeat the flag or give a comma list');
  if (spec.format === 'date-time') notes.push(`e.g. ${DATE_EXAMPLES}`);
  else if (spec.example !== undefined) notes.push(`e.g. ${spec.example}`);
  if (spec.default !== undefined && spec.default !== null) {
    notes.push(
      `server default: ${String(spec.default)}${spec.defaultFrom ? `, or the site's ${spec.defaultFrom}` : ''}`,
    );
  }
  if (spec.required) notes.push('required');
  return notes.length > 0 ? `${spec.description} (${notes.join('; ')})` : spec.description;
}

/** The value placeholder shown in help and usage lines. */
function placeholder(spec: FieldSpec): string {
  if (isCategory(spec)) return 'category';
  if (spec.type === 'integer') return spec.check && ID_CHECKS.has(spec.check) ? 'id' : 'n';
  if (spec.type === 'number') return 'number';
  if (isList(spec)) return 'items';
  if (spec.format === 'date-time') return 'date';
  if (spec.format === 'time-zone') return 'zone';
  if (spec.format === 'uri') return 'url';
  if (spec.format === 'email') return 'email';
  if (spec.check === 'site-language') return 'lang';
  return spec.type === 'string' ? 'text' : 'value';
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

/** An ID stays a number; a slug or name stays text, for the command to look up (src/remote/category-refs.ts). */
function parseCategory(flag: string) {
  return (value: string): number | string => {
    const trimmed = value.trim();
    if (trimmed === '') throw new UsageError(`--${flag}: expected a category ID, slug or name`);
    return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
  };
}

const TRUE_OR_FALSE = new Set(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off']);

/** A typo (`--only-with-upcoming ture`) would silently read as false: only the words for yes and no are taken. */
function parseTrueOrFalse(flag: string) {
  return (value: string): string => {
    if (!TRUE_OR_FALSE.has(value.trim().toLowerCase()))
      throw new UsageError(`--${flag}: expected true or false, got "${value}"`);
    return value;
  };
}

function accumulate(flag: string) {
  return (value: string, previous: unknown[] | undefined): unknown[] => {
    const items = value.trim().startsWith('{') ? [value] : value.split(',');
    return [...(previous ?? []), ...items.filter((i) => i.trim() !== '').map((i) => parseListItem(flag, i))];
  };
}

/** The catalog field each generated option stands for: help and shell completion read it back. */
const FIELDS = new WeakMap<Option, FieldSpec>();

export function fieldOf(option: Option): FieldSpec | undefined {
  return FIELDS.get(option);
}

/** One or two commander options for a catalog field (switches get `--x` and `--no-x`). */
export function optionsFor(arg: string, spec: FieldSpec, renames: Readonly<Record<string, string>> = {}): Option[] {
  const flag = flagName(arg, renames);
  const choices = spec.enum !== undefined && spec.check !== 'site-language' && !isList(spec);
  const option = new Option(isSwitch(spec) ? `--${flag}` : `--${flag} <${placeholder(spec)}>`, describe(spec, choices));
  FIELDS.set(option, spec);
  if (isSwitch(spec)) return [option, new Option(`--no-${flag}`, `the same as --${flag}=false`)];
  if (isCategory(spec)) return [option.argParser(parseCategory(flag))];
  if (spec.type === 'integer' || spec.type === 'number')
    return [option.argParser(parseNumber(flag, spec.type === 'integer'))];
  if (isList(spec)) return [option.argParser(accumulate(flag))];
  if (isTrueOrFalse(spec)) return [option.argParser(parseTrueOrFalse(flag))];
  if (spec.format === 'date-time') return [option.argParser(dateFlag(flag))];
  if (spec.format === 'time-zone') return [option.argParser(zoneFlag(flag))];
  if (choices) option.choices([...spec.enum]);
  return [option];
}

export interface FlagSet<P extends Params = Params> {
  options: Option[];
  /** Turns parsed commander options back into API args (only those given), typed as the parameters they are. */
  toArgs(opts: Record<string, unknown>): SentParams<P>;
}

export function flagsFor<P extends Params>(params: P, renames: Readonly<Record<string, string>> = {}): FlagSet<P> {
  const entries = Object.entries(params).filter(([name]) => !HIDDEN.has(name));
  return {
    options: entries.flatMap(([name, spec]) => optionsFor(name, spec, renames)),
    toArgs(opts) {
      const args: Record<string, unknown> = {};
      for (const [name] of entries) {
        const value = opts[optionKey(flagName(name, renames))];
        if (value !== undefined) args[name] = value;
      }
      // The one place where flags meet the sent types: each key is one of the parameters, each value what that
      // parameter's flag parsed (optionsFor), which is what SentParams derives from the same spec.
      // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- see above.
      return args as SentParams<P>;
    },
  };
}
