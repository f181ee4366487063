// Which command a `help` word asks about: any depth, never a leaf command's argument.
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/cli/errors.js';
import { helpTarget } from '../../../src/cli/help-request.js';

function tree(): Command {
  const program = new Command('cal');
  const events = program.command('events');
  events.command('list');
  program.command('config').command('get').argument('<key>');
  program.command('api').argument('<path>');
  return program;
}

const named = (words: string[]) => {
  const target = helpTarget(tree(), words);
  return target === undefined ? undefined : target.name();
};

describe('helpTarget', () => {
  it.each([
    [['help'], 'cal'],
    [['help', 'events'], 'events'],
    [['help', 'events', 'list'], 'list'],
    [['events', 'help'], 'events'],
    [['events', 'help', 'list'], 'list'],
  ])('%j asks for the help of %s', (words, name) => {
    expect(named(words)).toBe(name);
  });

  it.each([[['events', 'list']], [['config', 'get', 'help']], [['api', 'help']], [['nope', 'help']], [[]]])(
    '%j asks for none (a leaf takes "help" as an argument)',
    (words) => {
      expect(named(words)).toBeUndefined();
    },
  );

  it('names the unknown command', () => {
    expect(() => helpTarget(tree(), ['help', 'events', 'nope'])).toThrow(
      new UsageError('unknown command "cal events nope" (see cal events --help)'),
    );
  });
});
