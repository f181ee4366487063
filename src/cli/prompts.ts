// Asking the user: the Prompter commands use, and its @inquirer/prompts implementation on stderr.
import type { Io } from './context.js';

export interface Choice<T> {
  name: string;
  value: T;
}

/** What a validation says of a typed answer: fine, or why not (shown under the question, which stays open). */
export type Check = (value: string) => true | string;

export interface TextQuestion {
  message: string;
  /** Taken when Enter is pressed on an empty line; Tab puts it in the line to edit. */
  default?: string;
  /** The default is already in the line, to edit (a value to correct). */
  editable?: boolean;
  validate?: Check;
  /** How the accepted answer is shown once given ("tomorrow 8pm" with the date it names). */
  shown?: (value: string) => string;
}

export interface Prompter {
  input(question: TextQuestion): Promise<string>;
  select<T>(question: { message: string; choices: readonly Choice<T>[] }): Promise<T>;
  /** One item of a list narrowed by typing: `source` gives the choices for the text typed so far. */
  search<T>(question: { message: string; source: (term: string) => Promise<readonly Choice<T>[]> }): Promise<T>;
  /** Any number of the choices (none included). */
  checkbox<T>(question: { message: string; choices: readonly Choice<T>[] }): Promise<T[]>;
  confirm(question: { message: string; default?: boolean }): Promise<boolean>;
  /** Input that is not echoed (passwords). */
  secret(question: { message: string; validate?: Check }): Promise<string>;
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
  const load = () => import('../lazy-libraries/prompts.js');
  return {
    async input(question) {
      const { input } = await load();
      const { shown } = question;
      return guard(() =>
        input(
          {
            message: question.message,
            ...(question.default !== undefined ? { default: question.default } : {}),
            ...(question.editable ? { prefill: 'editable' as const } : {}),
            ...(question.validate ? { validate: question.validate } : {}),
            ...(shown ? { transformer: (value: string, { isFinal }) => (isFinal ? shown(value) : value) } : {}),
          },
          context,
        ),
      );
    },
    async select(question) {
      const { select } = await load();
      return guard(() => select({ message: question.message, choices: [...question.choices] }, context));
    },
    async search<T>(question: { message: string; source: (term: string) => Promise<readonly Choice<T>[]> }) {
      const { searchPrompt } = await load();
      const ask = searchPrompt<T>();
      return guard(() => ask({ message: question.message, source: question.source }, context));
    },
    async checkbox(question) {
      const { checkbox } = await load();
      return guard(() => checkbox({ message: question.message, choices: [...question.choices] }, context));
    },
    async secret(question) {
      const { password } = await load();
      return guard(() =>
        password(
          { message: question.message, mask: '*', ...(question.validate ? { validate: question.validate } : {}) },
          context,
        ),
      );
    },
    async confirm(question) {
      const { confirm } = await load();
      return guard(() => confirm({ message: question.message, default: question.default ?? false }, context));
    },
  };
}
