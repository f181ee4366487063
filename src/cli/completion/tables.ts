// The tree flattened into the lookup tables every shell script embeds: one row per command, one per completable value.
import { nodesOf, type NodeSpec } from './model.js';
import type { Values } from './values.js';

export interface Named {
  readonly name: string;
  readonly description: string;
}

export interface NodeRow {
  /** The command path joined with spaces: '' for `cal`, 'events list'. */
  readonly key: string;
  readonly subcommands: readonly Named[];
  /** Its own flags, then those of the commands above it. */
  readonly flags: readonly Named[];
  /** Flags followed by a value, which the scripts skip when finding the command path. */
  readonly takesValue: readonly string[];
  /** Positional arguments in order; a variadic last one ends with `...`. */
  readonly args: readonly string[];
}

/** How a script completes a value: from its own words, from files, or by asking `cal __complete`. */
export type ValueKind = 'words' | 'list' | 'file' | 'ask';

export interface ValueRow {
  /** The command path and the flag (`events list --status`) or argument (`events get <id>`). */
  readonly key: string;
  readonly kind: ValueKind;
  readonly words: readonly string[];
}

export interface Tables {
  readonly nodes: readonly NodeRow[];
  readonly values: readonly ValueRow[];
}

const join = (path: readonly string[], last: string) => [...path, last].join(' ');

function valueRow(key: string, values: Values): ValueRow | undefined {
  switch (values.kind) {
    case 'words':
      return { key, kind: values.list ? 'list' : 'words', words: values.words };
    case 'file':
      return { key, kind: 'file', words: [] };
    case 'live':
    case 'zone':
      return { key, kind: 'ask', words: [] };
    case 'free':
      return undefined;
  }
}

export function tablesOf(root: NodeSpec): Tables {
  const nodes: NodeRow[] = [];
  const values: ValueRow[] = [];
  for (const node of nodesOf(root)) {
    const flags = [...node.flags, ...node.inherited];
    nodes.push({
      key: node.path.join(' '),
      subcommands: node.subcommands.map((sub) => ({
        name: sub.path[sub.path.length - 1] ?? '',
        description: sub.description,
      })),
      flags: flags.flatMap((flag) => flag.names.map((name) => ({ name, description: flag.description }))),
      takesValue: flags.filter((flag) => flag.values).flatMap((flag) => flag.names),
      args: node.args.map((arg) => (arg.variadic ? `${arg.name}...` : arg.name)),
    });
    for (const flag of node.flags) {
      for (const name of flag.names) {
        const row = flag.values ? valueRow(join(node.path, name), flag.values) : undefined;
        if (row) values.push(row);
      }
    }
    for (const arg of node.args) {
      const row = valueRow(join(node.path, `<${arg.name}>`), arg.values);
      if (row) values.push(row);
    }
  }
  return { nodes, values };
}
