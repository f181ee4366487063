// The command tree as completion data: every visible command with its flags, arguments and what their values are.
import { Help, type Argument, type Command, type Option } from 'commander';
import { fieldOf } from '../flags.js';
import { argumentValues, optionValues, type Values } from './values.js';

export interface FlagSpec {
  /** Every spelling, long first: `--yes`, `-y`. */
  readonly names: readonly string[];
  readonly description: string;
  /** Absent for flags that take no value. */
  readonly values?: Values;
}

export interface ArgSpec {
  readonly name: string;
  readonly variadic: boolean;
  readonly values: Values;
}

export interface NodeSpec {
  /** Command names from the root: [] for `cal` itself, ['events', 'list'] for `cal events list`. */
  readonly path: readonly string[];
  readonly description: string;
  readonly subcommands: readonly NodeSpec[];
  readonly flags: readonly FlagSpec[];
  /** Flags of the commands above it, which commander accepts here too (`--data`, `--url`...). */
  readonly inherited: readonly FlagSpec[];
  readonly args: readonly ArgSpec[];
}

const help = new Help();
help.showGlobalOptions = true;

/** The first clause of a description, without the notes on type and defaults: enough for a shell menu. */
export function summary(text: string): string {
  return text.split(/; | \(|\n/)[0]?.trim() ?? '';
}

function flagSpec(option: Option, path: readonly string[]): FlagSpec {
  const names = [option.long, option.short].filter((n): n is string => n !== undefined);
  const takesValue = option.required || option.optional;
  const placeholder = /[<[]([^>\]]+)[>\]]/.exec(option.flags)?.[1] ?? '';
  return {
    names,
    description: summary(option.description),
    ...(takesValue
      ? { values: optionValues(path, option.long ?? '', placeholder, option.argChoices, fieldOf(option)) }
      : {}),
  };
}

function argSpec(argument: Argument, path: readonly string[]): ArgSpec {
  return {
    name: argument.name(),
    variadic: argument.variadic,
    values: argumentValues(path, argument.name(), argument.argChoices),
  };
}

/** Walks commander's tree as its help shows it: hidden commands and options are left out. */
export function describeCommand(command: Command, path: readonly string[] = []): NodeSpec {
  const visible = new Set(help.visibleCommands(command));
  return {
    path,
    description: summary(command.description()),
    subcommands: command.commands
      .filter((sub) => visible.has(sub))
      .map((sub) => describeCommand(sub, [...path, sub.name()])),
    flags: help.visibleOptions(command).map((option) => flagSpec(option, path)),
    inherited: help.visibleGlobalOptions(command).map((option) => flagSpec(option, [])),
    args: command.registeredArguments.map((argument) => argSpec(argument, path)),
  };
}

/** Every node of the tree, parents before children. */
export function nodesOf(root: NodeSpec): NodeSpec[] {
  return [root, ...root.subcommands.flatMap(nodesOf)];
}
