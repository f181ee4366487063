// Long lists through a pager on a terminal, as git and gh page theirs: CAL_PAGER, else PAGER, else `less`, run by
// the shell (a pager may carry its own flags: "less -S"). `less` gets LESS=FRX unless LESS is set: it quits at once
// when the text fits the screen, keeps colors, and leaves the text on the screen. Never for a pipe or a file, nor
// with --no-pager, nor when the pager is "" or "cat".
import { spawn } from 'node:child_process';

export interface PagerContext {
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: NodeJS.WritableStream & { isTTY?: boolean };
}

/** The pager command for this run, or undefined when the text goes straight to stdout. */
export function pagerCommand(context: PagerContext, noPager: boolean): string | undefined {
  if (noPager || context.stdout !== process.stdout || !process.stdout.isTTY) return undefined;
  const chosen = (context.env.CAL_PAGER ?? context.env.PAGER ?? 'less').trim();
  return chosen === '' || chosen === 'cat' ? undefined : chosen;
}

/**
 * Writes `text` through the pager, resolving once it is closed (the user quits it; a pager that cannot start or
 * ends early leaves the text written to stdout instead, so nothing is lost).
 */
export async function writePaged(context: PagerContext, text: string, command: string): Promise<void> {
  const env = { ...process.env, LESS: context.env.LESS ?? 'FRX', LV: context.env.LV ?? '-c' };
  const pager = spawn(command, { shell: true, stdio: ['pipe', 'inherit', 'inherit'], env });
  const ended = new Promise<number | null>((resolve) => {
    pager.on('error', () => resolve(null));
    pager.on('close', (code) => resolve(code));
  });
  // A pager quit before reading it all closes its input: the rest is not wanted.
  pager.stdin.on('error', () => undefined);
  pager.stdin.end(text);
  const code = await ended;
  if (code === null || code === 127) context.stdout.write(text);
}
