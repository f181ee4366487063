// Completing a partial command line against the tree: which command it is in, and what may come next.
import type { FlagSpec, NodeSpec } from './model.js';
import type { Values } from './values.js';

export interface Candidate {
  readonly value: string;
  readonly description?: string;
}

/** Values only known when completing: items of the calendar, time zones. */
export interface Lookup {
  readonly values: Extract<Values, { kind: 'live' } | { kind: 'zone' }>;
  /** What precedes the value being completed in the word (`--venue=`, or earlier items of a comma list). */
  readonly prefix: string;
  /** The part of the value typed so far. */
  readonly partial: string;
}

export interface Completion {
  /** Candidates that need no lookup, already narrowed to the word being completed. */
  readonly candidates: readonly Candidate[];
  readonly lookup?: Lookup;
  /** Values of the program's own flags seen on the line (`data`, `url`, `profile`...), so lookups read the right calendar. */
  readonly globals: Readonly<Record<string, string>>;
}

const nameOf = (node: NodeSpec) => node.path[node.path.length - 1] ?? '';

function valueCompletion(
  values: Values | undefined,
  word: string,
  outer: string,
  globals: Record<string, string>,
): Completion {
  if (!values || values.kind === 'free' || values.kind === 'file') return { candidates: [], globals };
  const list = values.kind !== 'zone' && values.list;
  const cut = list ? word.lastIndexOf(',') + 1 : 0;
  const prefix = outer + word.slice(0, cut);
  const partial = word.slice(cut);
  if (values.kind === 'words') {
    return {
      candidates: values.words.filter((w) => w.startsWith(partial)).map((w) => ({ value: prefix + w })),
      globals,
    };
  }
  return { candidates: [], lookup: { values, prefix, partial }, globals };
}

/** `words` are the arguments after `cal`; the last one is the word being completed (empty for a new one). */
export function complete(root: NodeSpec, words: readonly string[]): Completion {
  let node = root;
  let positionals = 0;
  let expecting: FlagSpec | undefined;
  let afterDashes = false;
  const globals: Record<string, string> = {};
  const findFlag = (name: string) => [...node.flags, ...node.inherited].find((f) => f.names.includes(name));
  const programFlags = new Set(root.flags.flatMap((f) => f.names));
  const remember = (flag: FlagSpec, value: string) => {
    const name = flag.names[0];
    if (name && programFlags.has(name)) globals[name.replace(/^-+/, '')] = value;
  };

  for (const word of words.slice(0, -1)) {
    if (expecting) {
      // bash splits `--flag=value` around the `=`.
      if (word === '=') continue;
      remember(expecting, word);
      expecting = undefined;
    } else if (!afterDashes && word === '--') {
      afterDashes = true;
    } else if (!afterDashes && word.length > 1 && word.startsWith('-')) {
      const eq = word.indexOf('=');
      const flag = findFlag(eq < 0 ? word : word.slice(0, eq));
      if (flag?.values && eq < 0) expecting = flag;
      else if (flag?.values) remember(flag, word.slice(eq + 1));
    } else {
      const sub = positionals === 0 && !afterDashes ? node.subcommands.find((s) => nameOf(s) === word) : undefined;
      if (sub) node = sub;
      else positionals += 1;
    }
  }

  const current = words[words.length - 1] ?? '';
  if (expecting) return valueCompletion(expecting.values, current === '=' ? '' : current, '', globals);
  const eq = current.indexOf('=');
  if (!afterDashes && current.startsWith('--') && eq > 0) {
    return valueCompletion(
      findFlag(current.slice(0, eq))?.values,
      current.slice(eq + 1),
      current.slice(0, eq + 1),
      globals,
    );
  }
  const flags = () => {
    const candidates = [...node.flags, ...node.inherited].flatMap((flag) =>
      flag.names.filter((n) => n.startsWith(current)).map((value) => ({ value, description: flag.description })),
    );
    return { candidates, globals };
  };
  if (!afterDashes && current.startsWith('-')) return flags();
  if (node.subcommands.length > 0) {
    // A word that is not one of them is not a command: nothing can follow it.
    if (positionals > 0) return { candidates: [], globals };
    const candidates = node.subcommands
      .filter((s) => nameOf(s).startsWith(current))
      .map((s) => ({ value: nameOf(s), description: s.description }));
    return { candidates, globals };
  }
  const last = node.args[node.args.length - 1];
  const arg = node.args[positionals] ?? (last?.variadic ? last : undefined);
  if (arg) return valueCompletion(arg.values, current, '', globals);
  // Nothing positional is left: the flags are all that can follow.
  return current === '' && !afterDashes ? flags() : { candidates: [], globals };
}
