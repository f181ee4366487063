// Each run builds only the command family it names: every command must still be reachable that way.
import { describe, expect, it } from 'vitest';
import { commandWord, familyFilter, subcommandFilter } from '../../../src/cli/command-families.js';
import { runCli } from '../../helpers/cli-fakes.js';

describe('commandWord', () => {
  it.each([
    [['events', 'list'], 'events'],
    [['--data', 'x.json', 'venues', 'get', '3'], 'venues'],
    [['--no-color', '--url', 'http://h', '--profile', 'p', '--timeout', '5', 'import', 'f.csv'], 'import'],
    [['--data=x.json', 'agenda'], 'agenda'],
    [['--version'], undefined],
    [[], undefined],
  ])('%j names %j', (argv, word) => {
    expect(commandWord(argv)).toBe(word);
  });

  it('builds every family for help, completion and unknown words', () => {
    const known = new Set(['events', 'serve']);
    expect(familyFilter(['events', 'list'], known)(['serve'])).toBe(false);
    expect(familyFilter(['events', 'list'], known)(['events'])).toBe(true);
    for (const argv of [['help', 'events'], ['completion', 'bash'], ['__complete', 'ev'], ['evnets'], []]) {
      expect(familyFilter(argv, known)(['serve'])).toBe(true);
    }
  });
});

describe('subcommandFilter', () => {
  const verbs = new Set(['list', 'get', 'create']);
  it('builds only the named subcommand', () => {
    const builds = subcommandFilter(['--data', 'x.json', 'events', 'list', '--limit', '5'], verbs);
    expect(['list', 'get', 'create'].map(builds)).toEqual([true, false, false]);
  });

  it('builds all of them when none or something else is named', () => {
    for (const argv of [
      ['events'],
      ['events', '--help'],
      ['events', 'help', 'list'],
      ['help', 'events', 'list'],
      ['events', 'translate', '3'],
    ]) {
      expect(['list', 'get', 'create'].map(subcommandFilter(argv, verbs))).toEqual([true, true, true]);
    }
  });

  it('keeps every subcommand routable and documented when one is named', async () => {
    for (const verb of ['list', 'get', 'create', 'update', 'delete']) {
      const alone = await runCli(['events', verb, '--help']);
      const full = await runCli(['events', '--help']);
      expect(alone.code).toBe(0);
      expect(alone.stdout).toMatch(new RegExp(`^Usage: cal events ${verb}\\b`));
      expect(full.stdout).toContain(`  ${verb}`);
    }
  });
});

describe('every top-level command, built alone', () => {
  it('answers --help as it does in the full tree', async () => {
    const full = await runCli(['--help']);
    const section = (full.stdout.split('Commands:\n')[1] ?? '').split('\n\n')[0] ?? '';
    const names = [...section.matchAll(/^ {2}([a-z][a-z-]*)/gm)]
      .map((m) => m[1] as string)
      .filter((name) => name !== 'help');
    expect(names.length).toBeGreaterThan(15);
    for (const name of names) {
      const alone = await runCli([name, '--help']);
      expect({ name, code: alone.code, usage: alone.stdout.split('\n')[0] }).toEqual({
        name,
        code: 0,
        usage: expect.stringMatching(new RegExp(`^Usage: cal ${name}\\b`)),
      });
    }
    // An unknown command is still reported against the full list.
    const typo = await runCli(['evnets']);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('(Did you mean events?)');
  });
});
