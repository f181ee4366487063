// A list on a terminal (tmux) says what it left out, as gh does, and a long one is paged: through less by default
// (quitting at once when it fits the screen), through CAL_PAGER when set, and never with --no-pager or into a pipe.
import { mkdir, readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { useSandbox } from '../helpers/setup.js';
import { describeWith, TMUX } from '../helpers/system.js';
import { openTerminal } from '../helpers/terminal.js';
import { ok, run, YEAR } from './cli-support.js';

const box = useSandbox();
let terminals = 0;
/** A folder for each terminal: it keeps the program's output and exit status there. */
const terminalDir = async () => {
  const dir = box.path(`terminal-${++terminals}`);
  await mkdir(dir);
  return dir;
};

describeWith([TMUX], 'cal events list at a terminal', () => {
  it('pages a long list, says how many of how many it shows, and leaves pipes alone', async () => {
    const env = { ...box.calendarEnv('paged'), PAGER: '', CAL_PAGER: '' };
    const records = Array.from({ length: 45 }, (_, n) => ({
      title: `Paged ${String(n).padStart(2, '0')}`,
      start_date: `${YEAR}-03-01 ${String(8 + (n % 12)).padStart(2, '0')}:00`,
      end_date: `${YEAR}-03-01 ${String(9 + (n % 12)).padStart(2, '0')}:00`,
    }));
    ok(await run(['import', await box.write('paged-records.json', JSON.stringify(records))], env));
    const list = (...more: string[]) => ['node', BIN, 'events', 'list', '--start-date', `${YEAR}-03-01`, ...more];

    // The default pager (less) holds a list longer than the 30-line screen until q; the note follows it.
    const paged = await openTerminal(
      await terminalDir(),
      list('--per-page', '40'),
      { ...env, CAL_PAGER: 'less' },
      'screen',
    );
    try {
      await paged.waitFor(/^:\s*$/m);
      await paged.press('q');
      expect(await paged.exited()).toBe(0);
      expect(await paged.waitFor(/40 of 45 events shown \(page 1 of 2; --all, --limit or --page for more\)\./)).toMatch(
        /Paged \d\d/,
      );
    } finally {
      await paged.close();
    }

    // A short list goes through it and out at once (less -F).
    const short = await openTerminal(await terminalDir(), list(), { ...env, CAL_PAGER: 'less' }, 'screen');
    try {
      expect(await short.exited()).toBe(0);
      await short.waitFor(
        /Paged \d\d[\s\S]*10 of 45 events shown \(page 1 of 5; --all, --limit or --page for more\)\./,
      );
    } finally {
      await short.close();
    }

    // CAL_PAGER names the pager, a shell command with its own flags and redirections.
    const kept = box.path('paged-out.txt');
    const counted = await openTerminal(
      await terminalDir(),
      list('--per-page', '3'),
      { ...env, CAL_PAGER: `cat > ${kept}` },
      'screen',
    );
    try {
      expect(await counted.exited()).toBe(0);
    } finally {
      await counted.close();
    }
    expect((await readFile(kept, 'utf8')).match(/Paged \d\d/g)).toHaveLength(3);

    // --no-pager: the list itself, whatever the pager.
    const straight = await openTerminal(
      box.dir,
      list('--per-page', '3', '--no-pager'),
      { ...env, CAL_PAGER: 'wc -l' },
      'screen',
    );
    try {
      expect(await straight.exited()).toBe(0);
      await straight.waitFor(/Paged \d\d[\s\S]*3 of 45 events shown/);
    } finally {
      await straight.close();
    }

    // Into a pipe: the items alone, no pager, no note.
    const piped = await run(['events', 'list', '--start-date', `${YEAR}-03-01`], { ...env, CAL_PAGER: 'false' });
    expect(ok(piped)).toContain('Paged 00');
    expect(piped.stderr).toBe('');
  });
});
