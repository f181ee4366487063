// The checked-in completion scripts: up to date with the command tree, alike across shells, and valid shell code.
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SCRIPT_FILES } from '../../src/cli/completion/commands.js';
import { SHELLS, type Shell } from '../../src/cli/completion/shells.js';
import { runCli } from '../helpers/cli-fakes.js';
import { BASH, describeWith, FISH, ZSH, type SystemProgram } from '../helpers/system.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

async function generated(shell: Shell): Promise<string> {
  const result = await runCli(['completion', shell]);
  expect(result).toMatchObject({ code: 0, stderr: '' });
  return result.stdout;
}

/** The case labels of a script's tables: command paths, and command paths with a flag or an argument. */
function labels(script: string, shell: Shell): string[] {
  const pattern = shell === 'fish' ? /^ {8}case '([^']*)'$/gm : /^ {4}'([^']*)'\)/gm;
  return [...script.matchAll(pattern)].map((m) => m[1] ?? '').filter((label) => label !== '*');
}

describe.each(SHELLS)('the %s script', (shell) => {
  it(`is up to date in ${SCRIPT_FILES[shell]}`, async () => {
    const checkedIn = await readFile(`${ROOT}${SCRIPT_FILES[shell]}`, 'utf8').catch(() => '');
    expect(checkedIn === (await generated(shell)), `${SCRIPT_FILES[shell]} is stale: run \`npm run completions\``).toBe(
      true,
    );
  });

  it('has a row for every command path and every completable value, the same as the bash script', async () => {
    const rows = labels(await generated(shell), shell);
    expect(rows).toEqual(labels(await generated('bash'), 'bash'));
    expect(rows).toEqual(
      expect.arrayContaining([
        '',
        'events',
        'events list',
        'events list --status',
        'events get <id>',
        'users passwords revoke',
        'completion <shell>',
        '--data',
      ]),
    );
    expect(rows.some((row) => row.includes('__complete'))).toBe(false);
  });
});

describe('script details', () => {
  it('bash registers _cal for cal and asks cal __complete for calendar items', async () => {
    const script = await generated('bash');
    expect(script).toMatch(/^complete -F _cal cal$/m);
    expect(script).toContain(`__complete -- "\${COMP_WORDS[@]:1:COMP_CWORD-1}" "$cur"`);
    expect(script).toContain(
      `    'events list --status') _cal_kind=list _cal_words='publish future draft pending private trash' ;;`,
    );
    expect(script).toContain(`    'events get <id>') _cal_kind=ask _cal_words='' ;;`);
    expect(script).toContain(`    'import <file>') _cal_kind=file _cal_words='' ;;`);
  });

  it('zsh is a #compdef file that also works when sourced, with descriptions', async () => {
    const script = await generated('zsh');
    expect(script.startsWith('#compdef cal\n')).toBe(true);
    expect(script).toContain('if [[ $funcstack[1] == _cal ]]; then _cal "$@"; else compdef _cal cal; fi');
    expect(script).toContain(`'events:List, read, create, update and delete events'`);
    expect(script).toContain(`    'categories list --orderby') kind=words values=('id' 'name' 'slug'`);
  });

  it('fish completes through one function, with descriptions', async () => {
    const script = await generated('fish');
    expect(script).toMatch(/^complete -c cal -f -a '\(__cal_complete\)'$/m);
    expect(script).toContain(`            set -g __cal_subdescs 'List, read, create, update and delete events'`);
    expect(script).toContain(`        case 'serve --timezone'\n            set -g __cal_kind ask`);
  });
});

/** Each shell, and its flags that read a script without running it. */
const SYNTAX_CHECKS: Record<Shell, [SystemProgram, string[]]> = {
  bash: [BASH, ['-n']],
  zsh: [ZSH, ['-n']],
  fish: [FISH, ['--no-execute']],
};

for (const shell of SHELLS) {
  const [program, flags] = SYNTAX_CHECKS[shell];
  describeWith([program], `${shell} itself`, () => {
    it('reads the checked-in script without a syntax error', () => {
      const result = spawnSync(shell, [...flags, `${ROOT}${SCRIPT_FILES[shell]}`], { encoding: 'utf8' });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    });
  });
}
