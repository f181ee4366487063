// The manual page, cal.1 (`npm run man` writes man/cal.1): every command as its --help shows it, walked as the
// completion scripts walk the tree, and the help topics (exit codes, environment).
import type { Command, Help, Option } from 'commander';
import { VERSION } from '../../version.js';
import { describeCommand, nodesOf } from '../completion/model.js';
import { HELP_TOPICS, type HelpTopic } from '../help-topics.js';
import { escape, item, paragraphs, preformatted, quoted, term } from './roff.js';

/** Where the page is kept, and what the package declares as its manual (package.json `man`). */
export const MAN_PAGE_FILE = 'man/cal.1';

const HEADER = `.\\" Made by \`npm run man\` from the command tree (src/cli/man/page.ts): edit the commands, not this file.`;

function commandAt(program: Command, path: readonly string[]): Command {
  let command = program;
  for (const name of path) {
    const next = command.commands.find((sub) => sub.name() === name);
    if (next === undefined) throw new Error(`no command "${path.join(' ')}" in the tree`);
    command = next;
  }
  return command;
}

/**
 * The text a command adds after its help (examples, notes: addHelpText), as its --help prints it: the help is
 * printed into a string, and what follows the generated part is kept. The command's output settings are put back
 * at once.
 */
function afterText(command: Command): string {
  const saved = { ...command.configureOutput() };
  let text = '';
  command.configureOutput({ writeOut: (chunk) => (text += chunk), getOutHasColors: () => false });
  try {
    command.outputHelp();
    const generated = command.helpInformation();
    return text.slice(text.indexOf(generated) + generated.length);
  } finally {
    command.configureOutput(saved);
  }
}

function options(options: readonly Option[], help: Help): string[] {
  return options.flatMap((option) => item(term(help.optionTerm(option)), help.optionDescription(option)));
}

/** A command's section: usage, description, arguments, its own options and the text after its help. */
function commandSection(command: Command, help: Help): string[] {
  const own = help.visibleOptions(command).filter((option) => option.long !== '--help');
  const after = afterText(command);
  return [
    quoted('SS', help.commandUsage(command)),
    ...paragraphs(help.commandDescription(command)),
    ...help
      .visibleArguments(command)
      .flatMap((argument) => item(term(help.argumentTerm(argument)), help.argumentDescription(argument))),
    ...options(own, help),
    ...(after.trim() === '' ? [] : preformatted(after)),
  ];
}

function topicSection(topic: HelpTopic): string[] {
  return [
    `.SH ${topic.manSection}`,
    ...topic.rows.flatMap(([name, meaning]) => item(`\\fB${escape(name)}\\fR`, meaning)),
    ...(topic.note === undefined ? [] : ['.PP', ...paragraphs(topic.note)]),
  ];
}

/** The page for `program`, the whole command tree (as `buildCli` makes it for `cal help`). */
export function manPage(program: Command): string {
  const help = program.createHelp();
  const description = program.description();
  const commands = nodesOf(describeCommand(program)).slice(1);
  return [
    HEADER,
    `.TH CAL 1 "" "cal ${VERSION}" "User Commands"`,
    // Flags and names are searched for and copied: not hyphenated, nor spread apart.
    '.nh',
    '.ad l',
    '.SH NAME',
    `cal \\- ${escape(description.charAt(0).toLowerCase() + description.slice(1))}`,
    '.SH SYNOPSIS',
    `\\fBcal\\fR [\\fIoptions\\fR] \\fIcommand\\fR [\\fIarguments\\fR]`,
    '.SH DESCRIPTION',
    ...paragraphs(`${description}.`),
    '.PP',
    ...paragraphs(
      'The section of each command below says what its --help says (as does cal help COMMAND); EXIT STATUS and ' +
        'ENVIRONMENT say what cal help exit-codes and cal help environment do.',
    ),
    ...preformatted(afterText(program)),
    '.SH OPTIONS',
    ...paragraphs('Every command takes these, before or after its name.'),
    ...options(help.visibleOptions(program), help),
    '.SH COMMANDS',
    ...commands.flatMap((node) => commandSection(commandAt(program, node.path), help)),
    ...HELP_TOPICS.flatMap(topicSection),
    '',
  ].join('\n');
}
