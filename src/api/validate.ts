// Raw request values → validated input, in WordPress' order: defaults, required, checks, then types.
import { invalidParams, missingParams, type ParamProblem } from './errors.js';
import type { CheckName, CheckOutputs, FieldSpec, OperationSpec, Params } from './field-spec.js';
import { isTruthy, parseWpBoolean, parseWpInteger } from './params.js';

/** A pass, with the normalised value when the check changes it (else the value sent stays), or a failure. */
export type CheckResult<T = unknown> = { ok: true; value?: T } | { ok: false; message?: string };

/** What a check may consult besides the value: the other args, and whatever the server passes. */
export interface CheckInput<Ctx> {
  readonly name: string;
  readonly args: Readonly<Record<string, unknown>>;
  readonly context: Ctx;
  /** The registry this validation runs with, for checks that validate nested data (an event's inline venue). */
  readonly checks: CheckRegistry<Ctx>;
}

export type Check<Ctx, T = unknown> = (value: unknown, input: CheckInput<Ctx>) => CheckResult<T>;
/** Every named check, each bound to the output the catalog's types promise for it. */
export type CheckRegistry<Ctx> = { readonly [K in CheckName]: Check<Ctx, CheckOutputs[K]> };

export interface RawInput {
  path: Record<string, string>;
  args: Record<string, unknown>;
}

/** Typed by the operation it was validated for (see InputOf and PathOf); loosely typed where no one says which. */
export interface ValidatedInput<Args = Record<string, unknown>, Path = Record<string, unknown>> {
  path: Path;
  args: Args;
  /** Everything the request sent, declared or not (upstream ignores the rest, but a few handlers look). */
  raw: Readonly<Record<string, unknown>>;
}

export interface ValidationOptions<Ctx> {
  checks: CheckRegistry<Ctx>;
  context: Ctx;
  settings: { posts_per_page: number };
}

/** Throws the API's 400 errors; returns coerced values. Undeclared args are dropped, as upstream ignores them. */
export function validateInput<Ctx>(op: OperationSpec, raw: RawInput, options: ValidationOptions<Ctx>): ValidatedInput {
  const path = pick(op.pathParams, raw.path);
  const args = pick(op.params, raw.args);
  if (op.action !== 'update') applyDefaults(op.params, args, options.settings);

  const missing = [...missingNames(op.pathParams, path), ...missingNames(op.params, args)];
  if (missing.length > 0) throw missingParams(missing);

  const problems = new Map<string, ParamProblem>();
  const normalised = new Set<string>();
  // The checks and the types read only what was sent or defaulted, in the params' order.
  const sentPath = presentParams(op.pathParams, path);
  const sentArgs = presentParams(op.params, args);
  runChecks(sentPath, path, options, problems, normalised);
  runChecks(sentArgs, args, options, problems, normalised);
  if (problems.size > 0) throw invalidParams(problems);

  coerceTypes(sentPath, path, problems, normalised);
  coerceTypes(sentArgs, args, problems, normalised);
  if (problems.size > 0) throw invalidParams(problems);
  return { path, args, raw: raw.args };
}

/** A declared param: its name, its spec and its place in the declared order. */
type Param = readonly [name: string, spec: FieldSpec, position: number];
type ParamList = readonly Param[];

/** What every request reads of an operation's params, made once: a request names few of the many there are. */
interface ParamIndex {
  readonly byName: ReadonlyMap<string, Param>;
  readonly required: readonly string[];
  /** The params that have a default, in their order. */
  readonly defaulted: ParamList;
}

const paramIndexes = new WeakMap<Params, ParamIndex>();

function indexOf(specs: Params): ParamIndex {
  let index = paramIndexes.get(specs);
  if (!index) {
    const list = Object.entries(specs).map(([name, spec], i): Param => [name, spec, i]);
    index = {
      byName: new Map(list.map((param) => [param[0], param])),
      required: list.filter(([, spec]) => spec.required).map(([name]) => name),
      defaulted: list.filter(([, spec]) => spec.defaultFrom !== undefined || spec.default !== undefined),
    };
    paramIndexes.set(specs, index);
  }
  return index;
}

/** The declared params among `values`' own keys (those `keep` accepts), in the declared order. */
function declaredAmong(specs: Params, values: Record<string, unknown>, keep: (value: unknown) => boolean): Param[] {
  const { byName } = indexOf(specs);
  const found: Param[] = [];
  for (const name in values) {
    const declared = byName.get(name);
    if (!declared || !Object.hasOwn(values, name) || !keep(values[name])) continue;
    // Put in its place among the few found so far, those after it moved one on (a sort made a list per call).
    let at = found.length;
    for (let before = found[at - 1]; before && before[2] > declared[2]; before = found[at - 1]) {
      found[at] = before;
      at -= 1;
    }
    found[at] = declared;
  }
  return found;
}

const isSet = (value: unknown): boolean => value !== undefined && value !== null;
const always = (): boolean => true;

/** The params whose value is set (neither undefined nor null), in their order. */
function presentParams(specs: Params, values: Record<string, unknown>): ParamList {
  return declaredAmong(specs, values, isSet);
}

function pick(specs: Params, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name] of declaredAmong(specs, values, always)) out[name] = values[name];
  return out;
}

function applyDefaults(specs: Params, args: Record<string, unknown>, settings: { posts_per_page: number }): void {
  for (const [name, spec] of indexOf(specs).defaulted) {
    if (args[name] !== undefined && args[name] !== null) continue;
    const value = spec.defaultFrom ? settings[spec.defaultFrom] : spec.default;
    if (value !== undefined && value !== null) args[name] = value;
  }
}

function missingNames(specs: Params, values: Record<string, unknown>): string[] {
  return indexOf(specs).required.filter((name) => values[name] === undefined || values[name] === null);
}

function runChecks<Ctx>(
  specs: ParamList,
  values: Record<string, unknown>,
  options: ValidationOptions<Ctx>,
  problems: Map<string, ParamProblem>,
  normalised: Set<string>,
): void {
  for (const [name, spec] of specs) {
    const value = values[name];
    if (value === undefined || value === null) continue;
    if (spec.check) {
      const result = options.checks[spec.check](value, {
        name,
        args: values,
        context: options.context,
        checks: options.checks,
      });
      if (!result.ok) problems.set(name, { message: result.message ?? 'Invalid parameter.' });
      else if ('value' in result) {
        // A check that normalises a value owns its type (lists, IDs, references).
        values[name] = result.value;
        normalised.add(name);
      }
    } else if (spec.enum && typeof value === 'string' && !spec.enum.includes(value)) {
      problems.set(name, typeProblem(name, `${name} is not one of ${spec.enum.join(', ')}.`, 'rest_not_in_enum'));
    }
  }
}

function coerceTypes(
  specs: ParamList,
  values: Record<string, unknown>,
  problems: Map<string, ParamProblem>,
  normalised: ReadonlySet<string>,
): void {
  for (const [name, spec] of specs) {
    const value = values[name];
    if (value === undefined || value === null || normalised.has(name)) continue;
    // Untyped yes-or-no args are read as WordPress reads truthy text; their output type is boolean.
    if (spec.truthy && !spec.type) {
      values[name] = isTruthy(value);
      continue;
    }
    if (!spec.type) continue;
    const coerced = coerce(spec, value);
    if (coerced === undefined) {
      problems.set(name, typeProblem(name, `${name} is not of type ${spec.type}.`, 'rest_invalid_type'));
    } else {
      values[name] = coerced;
    }
  }
}

function coerce(spec: FieldSpec, value: unknown): unknown {
  switch (spec.type) {
    case 'integer':
      return parseWpInteger(value);
    case 'boolean':
      return parseWpBoolean(value);
    case 'number':
      if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
      return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))
        ? Number(value)
        : undefined;
    case 'string':
      return typeof value === 'string' ? value : undefined;
    default:
      // Lists and objects accept several shapes (arrays, comma lists, inline data); their checks decide.
      return value;
  }
}

function typeProblem(name: string, message: string, code: string): ParamProblem {
  return { message, detail: { code, message, data: { param: name } } };
}
