// The CLI entry: builds the command tree and is the one place that maps errors to exit codes.
import { CommanderError, type Command } from 'commander';
import { RESOURCE_NAMES } from './api/resources.js';
import { registerAdd } from './cli/commands/add/command.js';
import { registerApi } from './cli/commands/api.js';
import { registerBulk, registerFlatBulk } from './cli/commands/bulk/commands.js';
import { registerAuth } from './cli/commands/auth.js';
import { registerConfig } from './cli/commands/config.js';
import { registerGenerate } from './cli/commands/generate/generate.js';
import { registerCompletion } from './cli/completion/commands.js';
import { registerResource } from './cli/commands/resource/command.js';
import { VERBS } from './cli/commands/resource/actions.js';
import { registerSeed } from './cli/commands/seed/seed.js';
import { registerServe } from './cli/commands/serve/command.js';
import { registerSettings } from './cli/commands/settings/command.js';
import { registerUsers } from './cli/commands/users/command.js';
import { registerViews } from './cli/commands/views/commands.js';
import { registerStore } from './cli/commands/store/command.js';
import { CalCommand } from './cli/cal-command.js';
import type { CliContext } from './cli/context.js';
import { commandWords, familyFilter, subcommandFilter } from './cli/command-families.js';
import { helpTarget } from './cli/help-request.js';
import { topicsList, topicTarget, topicText } from './cli/help-topics.js';
import { commanderErrorLine, describeError, exitCodeOf } from './cli/report.js';
import { createSession, type GlobalOptions, type Session, type SessionOverrides } from './cli/session.js';
import { EXIT } from './cli/errors.js';
import { parseTimeoutFlag, parseUrlFlag } from './cli/global-flags.js';
import { examplesText } from './cli/examples.js';
import { VERSION } from './version.js';

/** The command tree of a run, with the session its commands share and the task the chosen command started. */
export interface Cli {
  readonly program: Command;
  readonly session: Session;
  readonly task: () => Promise<number> | undefined;
}

/**
 * Builds the commands a run of `argv` can reach: the family it names, or all of them when it names none (help,
 * completion, and walks of the whole tree). `overrides` let tests put a fake prompter or a strict transport in
 * place of the real ones.
 */
export function buildCli(argv: readonly string[], ctx: CliContext, overrides: SessionOverrides = {}): Cli {
  let task: Promise<number> | undefined;
  const run = (t: Promise<number>) => {
    task = t;
  };
  const program = new CalCommand('cal')
    .description('Administer an event calendar: events, venues, organizers, categories and tags')
    .addHelpText(
      'after',
      topicsList() +
        examplesText([
          'cal serve --demo',
          'cal events list --starts-after tomorrow --format json',
          'cal --url https://calendar.example.org venues list',
        ]),
    )
    .version(VERSION, '-V, --version')
    .option('--profile <name>', 'configuration profile to use (default: $CAL_PROFILE, then the configured one)')
    .option(
      '--data <file>',
      'local calendar file when no server URL is configured (default: $CAL_DATA, then the per-user file)',
    )
    .option(
      '--url <url>',
      'base URL of a calendar site, overriding the profile (e.g. http://127.0.0.1:8080)',
      parseUrlFlag,
    )
    .option(
      '--timeout <seconds>',
      'give up on a server that does not answer, or on a calendar file another command is writing, within this time (default: 30)',
      parseTimeoutFlag,
    )
    .option('--verbose', 'trace requests (method, URL, status, time) on stderr')
    .option('--debug', 'as --verbose, and the headers and bodies of requests and answers (secrets masked)')
    .option('--no-color', 'no colors, even on a terminal')
    // Set before any subcommand exists: each copies them. Global options show in every subcommand's help.
    .configureHelp({ showGlobalOptions: true })
    .helpCommand('help [command...]', 'display help for a command')
    .exitOverride()
    .configureOutput({
      writeOut: (s) => ctx.io.stdout.write(s),
      writeErr: (s) => ctx.io.stderr.write(s),
      outputError: (message, write) => write(commanderErrorLine(message)),
    });
  const session = createSession(ctx, () => program.opts<GlobalOptions>(), overrides, argv);
  const builds = subcommandFilter(argv, VERBS);
  const families: [names: readonly string[], register: () => void][] = [
    ...RESOURCE_NAMES.map((resource): [readonly string[], () => void] => [
      [resource],
      () => {
        const group = registerResource(program, resource, session, run, builds);
        if (resource !== 'events') registerFlatBulk(group, resource, session, run);
      },
    ]),
    [['export', 'import'], () => registerBulk(program, session, run)],
    [['add'], () => registerAdd(program, session, run)],
    [['api'], () => registerApi(program, session, run)],
    [['config', 'login', 'logout'], () => registerConfig(program, session, run)],
    [['auth'], () => registerAuth(program, session, run)],
    [['users'], () => registerUsers(program, session, run)],
    [['settings'], () => registerSettings(program, session, run)],
    [['store'], () => registerStore(program, session, run)],
    [['generate'], () => registerGenerate(program, session, run)],
    [['seed'], () => registerSeed(program, session, run)],
    [['agenda', 'month', 'week'], () => registerViews(program, session, run)],
    [['serve'], () => registerServe(program, ctx, run)],
  ];
  // Building every command costs start-up time; a run builds the family it names (help and completion need all).
  const wanted = familyFilter(argv, new Set(families.flatMap(([names]) => names)));
  for (const [names, register] of families) if (wanted(names)) register();
  registerCompletion(program, session, run);
  return { program, session, task: () => task };
}

/** Runs `argv`; the one place that maps errors to exit codes. */
export async function main(
  argv: readonly string[],
  ctx: CliContext,
  overrides: SessionOverrides = {},
): Promise<number> {
  const { program, session, task } = buildCli(argv, ctx, overrides);
  try {
    const words = commandWords(argv);
    const topic = topicTarget(words);
    if (topic) {
      ctx.io.stdout.write(topicText(topic, program));
      return EXIT.ok;
    }
    const asked = helpTarget(program, words);
    if (asked) {
      asked.outputHelp();
      return EXIT.ok;
    }
    await program.parseAsync([...argv], { from: 'user' });
    const started = task();
    return started ? await started : EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      return error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.exitCode === 0
        ? EXIT.ok
        : EXIT.usage;
    }
    ctx.io.stderr.write(`cal: ${describeError(error)}\n`);
    return exitCodeOf(error);
  } finally {
    await session.close().catch(() => undefined);
  }
}
