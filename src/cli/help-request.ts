// `cal help events list` and `cal events help list`: the help of the command the words name, at any depth.
import type { Command } from 'commander';
import { UsageError } from './errors.js';

const child = (command: Command, word: string): Command | undefined =>
  command.commands.find((sub) => sub.name() === word || sub.aliases().includes(word));

function pathOf(command: Command): string {
  return command.parent ? `${pathOf(command.parent)} ${command.name()}` : command.name();
}

/**
 * The command whose help a `help` word asks for, given the run's command words (`events`, `help`, `list`);
 * undefined when the run names no `help` command. A name no command has is a usage error.
 */
export function helpTarget(program: Command, words: readonly string[]): Command | undefined {
  let command = program;
  for (const [index, word] of words.entries()) {
    if (word === 'help' && command.commands.length > 0) {
      let target = command;
      for (const name of words.slice(index + 1)) {
        const next = child(target, name);
        if (next === undefined)
          throw new UsageError(`unknown command "${pathOf(target)} ${name}" (see ${pathOf(target)} --help)`);
        target = next;
      }
      return target;
    }
    const next = child(command, word);
    // A leaf's words are its arguments; an unknown word is for commander to report.
    if (next === undefined || next.commands.length === 0) return undefined;
    command = next;
  }
  return undefined;
}
