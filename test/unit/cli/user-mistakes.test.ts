// Every command, run in-process with the mistakes people make (an unknown flag, a bad value for each typed flag or
// argument, a value left out, an ID or name nothing has), answers with one `cal: …` line on stderr and a failing
// exit code, and never with a stack trace. The cases come from the command tree that `cal` itself builds, so a new
// command or flag is covered as soon as it exists. All of it runs against a local calendar file, which no mistake
// may change.
import { PassThrough } from 'node:stream';
import type { Command, Option } from 'commander';
import { describe, expect, it } from 'vitest';
import { fieldOf } from '../../../src/cli/flags.js';
import { buildCli } from '../../../src/main.js';
import { JsonFileStore } from '../../../src/store/file/json-file-store.js';
import { runCli } from '../../helpers/cli-fakes.js';
import { useSandbox } from '../../helpers/setup.js';

/** Words replaced when a case runs: items made before the tests, and files of the sandbox. */
type Token =
  | '@event'
  | '@venue'
  | '@organizer'
  | '@category'
  | '@tag'
  | '@folder'
  | '@missing'
  | '@output'
  | '@empty'
  | '@fixture';

interface Invocation {
  /** The positional arguments, in order. */
  readonly args: readonly string[];
  readonly flags: readonly string[];
}

/**
 * What makes each command otherwise succeed, so that the mistake added to it is the only thing wrong: a mistake
 * the command let through then shows as a success (and as a change to the calendar).
 */
const VALID: Record<string, Invocation> = {
  'events create': {
    args: [],
    flags: ['--title', 'T', '--start-date', '2026-12-01 10:00', '--end-date', '2026-12-01 11:00'],
  },
  'events translate': { args: ['@event'], flags: ['--lang', 'es', '--title', 'T'] },
  'venues create': { args: [], flags: ['--venue', 'V'] },
  'organizers create': { args: [], flags: ['--organizer', 'O'] },
  'categories create': { args: [], flags: ['--name', 'N'] },
  'tags create': { args: [], flags: ['--name', 'N'] },
  ...Object.fromEntries(
    (['event', 'venue', 'organizer', 'category', 'tag'] as const).flatMap((noun) => {
      const resource = noun === 'category' ? 'categories' : `${noun}s`;
      return [
        [`${resource} get`, { args: [`@${noun}`], flags: [] }],
        [`${resource} update`, { args: [`@${noun}`], flags: ['--description', 'changed'] }],
        [`${resource} delete`, { args: [`@${noun}`], flags: ['--yes'] }],
        [`${resource} import`, { args: ['@empty'], flags: [] }],
      ];
    }),
  ),
  import: { args: ['@empty'], flags: [] },
  seed: { args: ['@fixture'], flags: [] },
  api: { args: ['GET', 'events'], flags: [] },
  'config get': { args: ['timezone'], flags: [] },
  'config set': { args: ['timezone', 'Europe/Madrid'], flags: [] },
  'config unset': { args: ['timezone'], flags: [] },
  'users add': { args: ['newcomer'], flags: [] },
  'users remove': { args: ['admin'], flags: [] },
  'users set-role': { args: ['admin', 'editor'], flags: [] },
  'users passwords add': { args: ['admin'], flags: [] },
  'users passwords revoke': { args: ['admin', 'cal-1'], flags: [] },
  'settings get': { args: ['timezone'], flags: [] },
  'settings set': { args: ['timezone', 'Europe/Madrid'], flags: [] },
  'settings reset': { args: ['timezone'], flags: [] },
  'store backup': { args: ['@output'], flags: [] },
  generate: { args: [], flags: ['--events', '1', '--output', '@output'] },
  serve: { args: [], flags: ['--port', '0'] },
  completion: { args: ['bash'], flags: [] },
};

/** A value of the option's type that is wrong, by its catalog field, else by its placeholder. */
const BAD_BY_PLACEHOLDER: Record<string, string> = {
  n: 'abc',
  number: 'abc',
  id: 'abc',
  port: 'abc',
  seconds: 'abc',
  columns: 'abc',
  date: 'not-a-date',
  zone: 'Nowhere/Zone',
  url: 'not a url',
  email: 'not-an-email',
  file: '@folder',
  format: 'no-such-format',
  lang: 'xx',
  code: 'xx',
  statuses: 'no-such-status',
  day: 'funday',
  role: 'emperor',
  origins: 'not an origin',
  host: 'not a host',
  'key=value': 'no-equals-sign',
};

function placeholderOf(option: Option): string | undefined {
  return /<([^>]+)>/.exec(option.flags)?.[1];
}

function badValue(option: Option): string | undefined {
  if (option.argChoices) return 'no-such-choice';
  const field = fieldOf(option);
  // Catalog fields not listed here take any text: an organizer's `email` too, as in TEC (TEC-REFERENCE §7).
  if (field) {
    if (field.type === 'integer' || field.type === 'number') return 'abc';
    if (field.format === 'date-time') return 'not-a-date';
    if (field.format === 'time-zone') return 'Nowhere/Zone';
    if (field.format === 'uri') return 'not a url';
    if (field.check === 'site-language') return 'xx';
    if (field.enum) return 'no-such-choice';
    if (field.type === 'array') return '{not json';
    if (field.type === undefined && typeof field.default === 'boolean') return 'maybe';
    return undefined;
  }
  return BAD_BY_PLACEHOLDER[placeholderOf(option) ?? ''];
}

/** Positional values of the right form that are wrong, by command and argument name. */
const BAD_ARGUMENTS: Record<string, string> = {
  'month month': '2026-13',
  'week date': 'not-a-date',
  'api method': 'FETCH',
  'settings set value': 'Nowhere/Zone',
  'config set value': 'Nowhere/Zone',
  'users set-role role': 'emperor',
  'users add login': 'not a login!',
  'store backup destination': '@folder',
};

/** Positional values of the right form that nothing has. */
const UNKNOWN_ARGUMENTS: Record<string, string> = {
  id: '999999',
  login: 'nobody',
  file: '@missing',
  'users passwords revoke name': 'no-such-password',
  'config get key': 'no_such_key',
  'config unset key': 'no_such_key',
};

/**
 * Left out by design: `__complete` takes any words and always succeeds, printing what it can (the shells call it
 * on every Tab). Not run either: `serve --detach` (a flag without a value, so never added to a case) would start a
 * background server; `serve` itself runs, already asked to stop, so one that started would end at once.
 */
const EXCLUDED = new Set(['__complete']);

interface Case {
  readonly mistake: string;
  readonly argv: readonly string[];
}

function casesOf(command: Command, path: readonly string[]): Case[] {
  const name = path.join(' ');
  const valid = VALID[name] ?? { args: [], flags: [] };
  const run = (args: readonly string[], flags: readonly string[]) => [...path, ...args, ...flags];
  const cases: Case[] = [{ mistake: 'an unknown flag', argv: run(valid.args, [...valid.flags, '--no-such-flag']) }];
  if (command.commands.length > 0) return cases;
  for (const option of command.options) {
    const flag = option.long;
    if (flag === undefined || !option.required) continue;
    cases.push({ mistake: `no value for ${flag}`, argv: run(valid.args, [...valid.flags, flag]) });
    const bad = badValue(option);
    if (bad !== undefined) cases.push({ mistake: `a bad ${flag}`, argv: run(valid.args, [...valid.flags, flag, bad]) });
    if (placeholderOf(option) === 'id' || placeholderOf(option) === 'category')
      cases.push({ mistake: `an unknown ${flag}`, argv: run(valid.args, [...valid.flags, flag, '999999']) });
    if (placeholderOf(option) === 'category')
      cases.push({ mistake: `an unknown ${flag} name`, argv: run(valid.args, [...valid.flags, flag, 'No such']) });
    if (placeholderOf(option) === 'slug')
      cases.push({ mistake: 'an unknown --slug', argv: run([], [...valid.flags, '--slug', 'no-such-slug']) });
    if (option.mandatory) {
      const without = valid.flags.filter((word, i) => word !== flag && valid.flags[i - 1] !== flag);
      cases.push({ mistake: `no ${flag}`, argv: run(valid.args, without) });
    }
  }
  command.registeredArguments.forEach((argument, index) => {
    const replaced = (value: string) => [...valid.args.slice(0, index), value, ...valid.args.slice(index + 1)];
    const key = `${name} ${argument.name()}`;
    const bad = argument.argChoices ? 'no-such-choice' : BAD_ARGUMENTS[key];
    if (bad !== undefined) cases.push({ mistake: `a bad <${argument.name()}>`, argv: run(replaced(bad), valid.flags) });
    const unknown = UNKNOWN_ARGUMENTS[key] ?? UNKNOWN_ARGUMENTS[argument.name()];
    if (unknown !== undefined && index < valid.args.length)
      cases.push({ mistake: `an unknown <${argument.name()}>`, argv: run(replaced(unknown), valid.flags) });
  });
  if (command.registeredArguments.some((argument) => argument.required))
    cases.push({ mistake: 'no arguments', argv: run([], valid.flags) });
  return cases;
}

/** Global flags, with a command that otherwise succeeds, and commands that do not exist. */
function globalCases(program: Command): Case[] {
  const unknown: Case[] = [
    { mistake: 'an unknown flag', argv: ['--no-such-flag', 'events', 'list'] },
    { mistake: 'an unknown command', argv: ['no-such-command'] },
    { mistake: 'an unknown subcommand', argv: ['events', 'no-such-command'] },
  ];
  return unknown.concat(
    program.options.flatMap((option) => {
      const bad = option.long === '--data' ? '@folder' : badValue(option);
      if (!option.required || option.long === undefined) return [];
      return [
        { mistake: `no value for ${option.long}`, argv: ['events', 'list', option.long] },
        ...(bad === undefined ? [] : [{ mistake: `a bad ${option.long}`, argv: [option.long, bad, 'events', 'list'] }]),
      ];
    }),
  );
}

function commandTree(): Command {
  const io = { stdout: new PassThrough(), stderr: new PassThrough(), stdin: new PassThrough() };
  const context = { io, env: {}, now: Date.now, cwd: () => '/', stopSignal: () => new Promise<string>(() => {}) };
  return buildCli([], context).program;
}

function commandsOf(command: Command, path: readonly string[] = []): [string, Command, readonly string[]][] {
  return command.commands
    .filter((sub) => !EXCLUDED.has(sub.name()))
    .flatMap((sub) => {
      const subPath = [...path, sub.name()];
      return [[subPath.join(' '), sub, subPath] as [string, Command, readonly string[]], ...commandsOf(sub, subPath)];
    });
}

const FIXTURE = 'tags:\n  free: { name: Free }\n';

describe('a mistake on any command', () => {
  const box = useSandbox();
  const program = commandTree();
  const ids: Partial<Record<Token, string>> = {};
  let calendar = '';

  const env = () => ({ ...box.env, CAL_DATA: box.path('calendar.json') });
  /** The calendar as committed, snapshot and journal together. */
  const contents = () => JsonFileStore.readConsistent(box.path('calendar.json'));
  const expand = (argv: readonly string[]) =>
    argv.map((word) => {
      if (word === '@folder') return box.dir;
      if (word === '@missing') return box.path('missing/file.json');
      if (word === '@output') return box.path('output.json');
      if (word === '@empty') return box.path('empty.json');
      if (word === '@fixture') return box.path('fixture.yaml');
      return ids[word as Token] ?? word;
    });

  it('has a calendar to work on', async () => {
    const made: [Token, string[]][] = [
      ['@venue', ['venues', 'create', '--venue', 'Hall']],
      ['@organizer', ['organizers', 'create', '--organizer', 'Society']],
      ['@category', ['categories', 'create', '--name', 'Music']],
      ['@tag', ['tags', 'create', '--name', 'Jazz']],
      [
        '@event',
        ['events', 'create', '--title', 'Gig', '--start-date', '2026-12-05 20:00', '--end-date', '2026-12-05 22:00'],
      ],
    ];
    for (const [token, argv] of made) {
      const result = await runCli([...argv, '--format', 'ids'], { env: env() });
      expect(result).toMatchObject({ code: 0, stderr: '' });
      ids[token] = result.stdout.trim();
    }
    await box.write('empty.json', '[]');
    await box.write('fixture.yaml', FIXTURE);
    calendar = await contents();
  });

  it.each([
    ...commandsOf(program).map(([name, command, path]) => [name, casesOf(command, path)] as const),
    ['--global', globalCases(program)] as const,
  ])('cal %s', async (_name, cases) => {
    const failures: string[] = [];
    for (const { mistake, argv } of cases) {
      const words = expand(argv);
      const result = await runCli([...words], { env: env(), stopped: true });
      const ok = /^cal: [^\n]+\n$/.test(result.stderr) && [1, 2, 4].includes(result.code);
      if (!ok)
        failures.push(
          `${mistake}: cal ${words.join(' ')} → exit ${result.code}, stderr ${JSON.stringify(result.stderr.slice(0, 300))}`,
        );
    }
    expect(failures).toEqual([]);
  });

  it('left the calendar as it was', async () => {
    expect(JSON.parse(await contents())).toEqual(JSON.parse(calendar));
  });
});
