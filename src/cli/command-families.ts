// Which top-level commands each registration adds, so a run builds only the family it uses.
/** Global options that take a value: the word after them is not the command. */
const VALUE_OPTIONS = new Set(['--profile', '--data', '--url', '--timeout']);

/** The command a run names: the first word that is neither an option nor a global option's value. */
export function commandWord(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i] as string;
    if (VALUE_OPTIONS.has(word)) i++;
    else if (!word.startsWith('-')) return word;
  }
  return undefined;
}

/**
 * `wanted(names)` says whether a family is built: all of them for help, completion and anything
 * unknown (which commander then reports with the full list), else only the one holding the command.
 */
export function familyFilter(argv: readonly string[], known: ReadonlySet<string>): (names: readonly string[]) => boolean {
  const word = commandWord(argv);
  if (word === undefined || !known.has(word)) return () => true;
  return (names) => names.includes(word);
}
