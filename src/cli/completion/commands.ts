// `cal completion SHELL` and the hidden `cal __complete`: declared here, run by a module loaded only when used.
import { Argument, type Command } from 'commander';
import type { Session } from '../session.js';
import type * as CompletionRun from './run.js';
import { SHELLS, type Shell } from './shells.js';

type Run = (task: Promise<number>) => void;

/** Where `npm run completions` writes each script (and where the package ships them). */
export const SCRIPT_FILES: Readonly<Record<Shell, string>> = {
  bash: 'completions/cal.bash',
  zsh: 'completions/_cal',
  fish: 'completions/cal.fish',
};

const EXAMPLES = `
Examples:
  cal completion bash > ~/.local/share/bash-completion/completions/cal
  cal completion zsh > ~/.zfunc/_cal      # with fpath=(~/.zfunc $fpath) before compinit in ~/.zshrc
  cal completion fish > ~/.config/fish/completions/cal.fish`;

export function registerCompletion(program: Command, session: Session, run: Run): void {
  const act = (task: (ops: typeof CompletionRun) => number | Promise<number>) => run(import('./run.js').then(task));
  program
    .command('completion')
    .description(
      'Print the completion script for a shell: commands, flags, allowed values, and IDs and slugs from the calendar',
    )
    .addArgument(new Argument('<shell>', 'the shell to complete in').choices(SHELLS))
    .addHelpText('after', EXAMPLES)
    .action((shell: Shell) => act((ops) => ops.printScript(session, program, shell)));
  // The scripts call this on each Tab press that needs the calendar; `--` keeps the words away from option parsing.
  program
    .command('__complete', { hidden: true })
    .description('Print the completion candidates for a partial command line, one a line')
    .argument('[words...]', 'the words after cal; the last one is being completed')
    .allowUnknownOption()
    .helpOption(false)
    .action((words: string[]) => act((ops) => ops.printCandidates(session, program, words)));
}
