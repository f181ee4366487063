// A program in a real terminal: a pane of a tmux server of its own, keys typed into it, its screen read back.
import { access, readFile } from 'node:fs/promises';
import { execa } from 'execa';

/** How long a screen or the program's end is waited for before the test fails, showing the screen. */
const WAIT_MS = 5_000;
const POLL_MS = 25;

export interface Terminal {
  /** Resolves once the screen matches `pattern` (the screen then), or fails with the screen at the deadline. */
  waitFor(pattern: RegExp): Promise<string>;
  /** Text typed as it is (no key names read in it). */
  type(text: string): Promise<void>;
  /** Keys by tmux's names: Enter, C-u, Down, Space... */
  press(...keys: string[]): Promise<void>;
  /** Resolves with the exit code once the program has ended. */
  exited(): Promise<number>;
  /** What the program wrote on stdout (kept apart from the screen). */
  stdout(): Promise<string>;
  /** Ends the tmux server and the program with it. */
  close(): Promise<void>;
}

const quote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `command` in an 80x30 pane of a private tmux server (its socket in `dir`, no user configuration), with
 * `env`. Its stdout goes to a file, so that the screen holds what a user sees on stderr: prompts and messages.
 */
export async function openTerminal(
  dir: string,
  command: readonly string[],
  env: Record<string, string>,
  /** `screen`: stdout goes to the pane too, a terminal of its own (a pager's), and `stdout()` reads nothing. */
  stdoutTo: 'file' | 'screen' = 'file',
): Promise<Terminal> {
  const socket = `${dir}/tmux.sock`;
  const out = `${dir}/terminal.out`;
  const status = `${dir}/terminal.status`;
  const tmux = (...args: string[]) =>
    execa('tmux', ['-S', socket, '-f', '/dev/null', ...args], { env: { ...env, TERM: 'xterm' } });
  const redirect = stdoutTo === 'file' ? ` > ${quote(out)}` : '';
  const shell = `${command.map(quote).join(' ')}${redirect}; echo $? > ${quote(status)}`;
  await tmux(
    'new-session',
    '-d',
    '-s',
    'cal',
    '-x',
    '80',
    '-y',
    '30',
    shell,
    ';',
    'set-option',
    '-t',
    'cal',
    'remain-on-exit',
    'on',
  );
  const screen = async () => (await tmux('capture-pane', '-p', '-t', 'cal')).stdout;
  const until = async <T>(what: string, attempt: () => Promise<T | undefined>): Promise<T> => {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const found = await attempt();
      if (found !== undefined) return found;
      if (Date.now() > deadline)
        throw new Error(`${what} not seen within ${WAIT_MS} ms; the screen:\n${await screen()}`);
      await delay(POLL_MS);
    }
  };
  return {
    waitFor: (pattern) =>
      until(String(pattern), async () => {
        const shown = await screen();
        return pattern.test(shown) ? shown : undefined;
      }),
    async type(text) {
      await tmux('send-keys', '-t', 'cal', '-l', text);
    },
    async press(...keys) {
      await tmux('send-keys', '-t', 'cal', ...keys);
    },
    exited: () =>
      until('the end of the program', async () => {
        const code = await readFile(status, 'utf8').catch(() => '');
        return code.trim() === '' ? undefined : Number(code);
      }),
    stdout: () => readFile(out, 'utf8'),
    async close() {
      await access(socket).then(
        () => tmux('kill-server'),
        () => undefined,
      );
    },
  };
}
