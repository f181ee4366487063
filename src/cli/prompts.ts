// Asking the user: the Prompter commands use, and its @inquirer/prompts implementation on stderr.
import type { Io } from './context.js';

export interface Choice<T> {
  name: string;
  value: T;
}

export interface Prompter {
  input(question: { message: string; validate?: (value: string) => true | string }): Promise<string>;
  select<T>(question: { message: string; choices: readonly Choice<T>[] }): Promise<T>;
  confirm(question: { message: string; default?: boolean }): Promise<boolean>;
  /** Input that is not echoed (passwords). */
  secret(question: { message: string; validate?: (value: string) => true | string }): Promise<string>;
}

/** The user pressed Ctrl-C or Esc at a prompt: exit 130, nothing sent. */
export class CancelledError extends Error {}

/** Prompts draw on stderr so stdout stays data even in an interactive run. */
export function inquirerPrompter(io: Io): Prompter {
  const context = { input: io.stdin, output: io.stderr, clearPromptOnDone: false };
  const guard = async <T>(ask: () => Promise<T>): Promise<T> => {
    try {
      return await ask();
    } catch (error) {
      if (error instanceof Error && (error.name === 'ExitPromptError' || error.name === 'AbortPromptError')) {
        throw new CancelledError('cancelled');
      }
      throw error;
    }
  };
  return {
    async input(question) {
      const { input } = await import('../vendor/prompts.js');
      return guard(() =>
        input({ message: question.message, ...(question.validate ? { validate: question.validate } : {}) }, context),
      );
    },
    async select(question) {
      const { select } = await import('../vendor/prompts.js');
      return guard(() => select({ message: question.message, choices: [...question.choices] }, context));
    },
    async secret(question) {
      const { password } = await import('../vendor/prompts.js');
      return guard(() =>
        password(
          { message: question.message, mask: '*', ...(question.validate ? { validate: question.validate } : {}) },
          context,
        ),
      );
    },
    async confirm(question) {
      const { confirm } = await import('../vendor/prompts.js');
      return guard(() => confirm({ message: question.message, default: question.default ?? false }, context));
    },
  };
}
