// Each run builds only the command family it names: every command must still be reachable that way.
import { describe, expect, it } from 'vitest';
import { commandWord, familyFilter } from '../../../src/cli/command-families.js';
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

describe('every top-level command, built alone', () => {
  it('answers --help as it does in the full tree', async () => {
    const full = await runCli(['--help']);
    const section = (full.stdout.split('Commands:\n')[1] ?? '').split('\n\n')[0] ?? '';
    const names = [...section.matchAll(/^ {2}([a-z][a-z-]*)/gm)].map((m) => m[1] as string).filter((name) => name !== 'help');
    expect(names.length).toBeGreaterThan(15);
    for (const name of names) {
      const alone = await runCli([name, '--help']);
      expect({ name, code: alone.code, usage: alone.stdout.split('\n')[0] }).toEqual({ name, code: 0, usage: expect.stringMatching(new RegExp(`^Usage: cal ${name}\\b`)) });
    }
    // An unknown command is still reported against the full list.
    const typo = await runCli(['evnets']);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain("(Did you mean events?)");
  });
});
