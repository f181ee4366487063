// Tab in real shells: the checked-in scripts sourced, the built cal on PATH; zsh and fish from the system's packages.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeWith, FISH, ZSH } from '../helpers/system.js';
import { useSandbox } from '../helpers/setup.js';
import { calOnPath, json, run, type Env } from './cli-support.js';

const SCRIPT = fileURLToPath(new URL('../../completions/cal.bash', import.meta.url));
const ZSH_SCRIPT = fileURLToPath(new URL('../../completions/_cal', import.meta.url));
const FISH_SCRIPT = fileURLToPath(new URL('../../completions/cal.fish', import.meta.url));

const box = useSandbox();
let env: Env;
const ids: Record<string, number> = {};

beforeAll(async () => {
  env = { ...box.env, CAL_DATA: box.path('calendar.json'), PATH: await calOnPath(box) };
  const create = async (name: string, argv: string[]) =>
    (ids[name] = json<{ id: number }>(await run([...argv, '--json'], env)).id);
  await create('hall', ['venues', 'create', '--venue', 'Blue Note Hall']);
  await create('apollo', ['venues', 'create', '--venue', 'Apollo']);
  await create('jazz', [
    'events',
    'create',
    '--title',
    'Jazz Night',
    '--start-date',
    '2030-01-10 20:00',
    '--end-date',
    '2030-01-10 23:00',
  ]);
  await writeFile(box.path('events.json'), '[]');
});
/** Runs bash with the script sourced; `program` sees the words to complete as "$@". */
async function bash(program: string, words: string[]): Promise<string> {
  const result = await execa(
    'bash',
    ['--norc', '--noprofile', '-c', `source "$1"; shift\n${program}`, 'bash', SCRIPT, ...words],
    { env, cwd: box.dir, reject: false },
  );
  expect(result.stderr).toBe('');
  expect(result.exitCode).toBe(0);
  return result.stdout;
}

/** What Tab offers when the cursor ends the last of `words` (an empty one starts a new word). */
async function tab(...words: string[]): Promise<string[]> {
  const out = await bash(
    [
      'spec=$(complete -p cal); fn=${spec##*-F }; fn=${fn%% *}',
      'COMP_WORDS=(cal "$@"); COMP_CWORD=$#; COMP_LINE="cal $*"; COMP_POINT=${#COMP_LINE}',
      '"$fn" cal "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"',
      'printf "%s\\n" "${COMPREPLY[@]}"',
    ].join('\n'),
    words,
  );
  return out.split('\n').filter((line) => line !== '');
}

describe('bash completion', () => {
  it('is registered for cal by sourcing the script', async () => {
    expect(await bash('complete -p cal', [])).toBe('complete -F _cal cal');
  });

  it.each([
    [['ev'], ['events']],
    [['events', 'tr'], ['translate']],
    [
      ['events', 'list', '--sta'],
      ['--start-date', '--starts-before', '--starts-after', '--status'],
    ],
    [['events', 'list', '--status', 'publish,d'], ['publish,draft']],
    [['categories', 'list', '--orderby', '=', 'na'], ['name']],
    [
      ['categories', 'list', '--orderby', '='],
      ['id', 'name', 'slug', 'count', 'description', 'term_group', 'include', 'slug_in', 'include_slugs', 'none'],
    ],
    [['--verbose', 'venues', 'list', '--format', 'n'], ['ndjson']],
    [
      ['config', 'set', 'u'],
      ['url', 'user'],
    ],
    [
      ['completion', ''],
      ['bash', 'zsh', 'fish'],
    ],
    [['users', 'set-role', 'ana', 'ed'], ['editor']],
    [['import', 'ev'], ['events.json']],
    [['nonsense', ''], []],
    [['events', 'list', '--', '--st'], []],
  ])('%j', async (words, expected) => {
    expect(await tab(...words)).toEqual(expected);
  });

  it('offers IDs and slugs from the local calendar', async () => {
    expect(await tab('events', 'get', '')).toEqual([String(ids.jazz)]);
    expect(await tab('events', 'update', '--slug', 'ja')).toEqual(['jazz-night']);
    expect(await tab('events', 'create', '--venue', `${ids.hall},`)).toEqual([
      `${ids.hall},${ids.apollo}`,
      `${ids.hall},${ids.hall}`,
    ]);
  });

  it('offers time zones', async () => {
    expect(await tab('events', 'create', '--timezone', 'Europe/Mad')).toEqual(['Europe/Madrid']);
  });

  it('reads a served calendar through its server', async () => {
    const server = await box.startServer(env.CAL_DATA ?? '', env);
    try {
      expect(await tab('venues', 'delete', '')).toEqual([String(ids.apollo), String(ids.hall)]);
    } finally {
      await server.stop();
    }
  });
});

/** Stand-ins for zsh's completion builtins, printing what they are given to offer (after the typed prefix). */
const ZSH_HARNESS = `
_describe() {
  local name el
  while [[ $1 == -* && $1 != -- ]]; do shift 2; done
  shift
  for name in "$@"; do
    [[ $name == -- ]] && continue
    for el in "\${(@P)name}"; do [[ \${el%%:*} == \${PREFIX}* ]] && print -r -- "$IPREFIX\${el%%:*}"; done
  done
}
compadd() {
  local arr el
  while (( $# )); do case $1 in -S) shift 2 ;; -a) arr=$2; shift 2 ;; *) shift ;; esac; done
  for el in "\${(@P)arr}"; do [[ $el == \${PREFIX}* ]] && print -r -- "$IPREFIX$el"; done
}
compset() {
  local m
  if [[ $PREFIX == \${~2}* ]]; then m=\${(M)PREFIX##\${~2}}; IPREFIX+=$m; PREFIX=\${PREFIX#$m}; fi
}
_files() { print -r -- '(files)'; }
compdef() { :; }
source "$1"; shift
words=(cal "$@"); CURRENT=\${#words}; PREFIX=\${words[-1]}; IPREFIX=
_cal
`;

describeWith([ZSH], 'zsh completion', () => {
  async function zshTab(...words: string[]): Promise<string[]> {
    const result = await execa('zsh', ['-f', '-c', ZSH_HARNESS, 'zsh', ZSH_SCRIPT, ...words], {
      env,
      cwd: box.dir,
      reject: false,
    });
    expect(result.stderr).toBe('');
    return result.stdout.split('\n').filter((line) => line !== '');
  }

  it.each([
    [['ev'], ['events']],
    [['events', 'list', '--status', 'publish,d'], ['publish,draft']],
    [['categories', 'list', '--orderby=na'], ['--orderby=name']],
    [
      ['config', 'set', 'u'],
      ['url', 'user'],
    ],
    [['import', 'ev'], ['(files)']],
    [['nonsense', ''], []],
  ])('%j', async (words, expected) => {
    expect(await zshTab(...words)).toEqual(expected);
  });

  it('offers IDs and slugs from the calendar', async () => {
    expect(await zshTab('events', 'get', '')).toEqual([String(ids.jazz)]);
    expect(await zshTab('events', 'list', `--venue=${ids.hall},`)).toEqual([
      `--venue=${ids.hall},${ids.apollo}`,
      `--venue=${ids.hall},${ids.hall}`,
    ]);
  });
});

describeWith([FISH], 'fish completion', () => {
  async function fishTab(line: string): Promise<string[]> {
    const result = await execa(
      'fish',
      ['--no-config', '-c', 'source $argv[1]; complete -C $argv[2]', FISH_SCRIPT, line],
      { env, cwd: box.dir, reject: false },
    );
    expect(result.stderr).toBe('');
    return result.stdout
      .split('\n')
      .filter((l) => l !== '')
      .map((l) => l.split('\t')[0] ?? '');
  }

  it.each([
    ['cal ev', ['events']],
    ['cal events list --status publish,d', ['publish,draft']],
    ['cal categories list --orderby=na', ['--orderby=name']],
    ['cal config set u', ['url', 'user']],
    ['cal nonsense ', []],
  ])('%j', async (line, expected) => {
    expect(await fishTab(line)).toEqual(expected);
  });

  it('offers IDs and slugs from the calendar', async () => {
    expect(await fishTab('cal events get ')).toEqual([String(ids.jazz)]);
    expect(await fishTab('cal events update --slug ja')).toEqual(['jazz-night']);
  });
});
