// Which top-level commands each registration adds, so a run builds only the family it uses.
/** Global options that take a value: the word after them is not the command. */
const VALUE_OPTIONS = new Set(['--profile', '--data', '--url', '--timeout']);

/** The words of a run that are neither options nor a global option's value: the command, its subcommand… */
export function commandWords(argv: readonly string[]): string[] {
  const words: string[] = [];
  let isOptionValue = false;
  for (const word of argv) {
    if (isOptionValue) isOptionValue = false;
    else if (VALUE_OPTIONS.has(word)) isOptionValue = true;
    else if (!word.startsWith('-')) words.push(word);
  }
  return words;
}

/** The command a run names: the first word that is neither an option nor a global option's value. */
export function commandWord(argv: readonly string[]): string | undefined {
  return commandWords(argv)[0];
}

/** The subcommand a run names (`list` in `cal events list --json`), if any. */
export function subcommandWord(argv: readonly string[]): string | undefined {
  return commandWords(argv)[1];
}

/**
 * `wanted(names)` says whether a family is built: all of them for help, completion and anything
 * unknown (which commander then reports with the full list), else only the one holding the command.
 */
export function familyFilter(
  argv: readonly string[],
  known: ReadonlySet<string>,
): (names: readonly string[]) => boolean {
  const word = commandWord(argv);
  if (word === undefined || !known.has(word)) return () => true;
  return (names) => names.includes(word);
}

/**
 * `builds(verb)` for one family's subcommands: only the one a run names (`cal events list`), or all
 * of them when it names none or something else (help, a typo), which commander then answers in full.
 */
export function subcommandFilter(argv: readonly string[], verbs: ReadonlySet<string>): (verb: string) => boolean {
  const word = subcommandWord(argv);
  if (word === undefined || !verbs.has(word)) return () => true;
  return (verb) => verb === word;
}
