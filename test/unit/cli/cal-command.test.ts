// Switches given a value are rewritten as commander reads switches; every other word passes as it came.
import { Option } from 'commander';
import { describe, expect, it } from 'vitest';
import { spellSwitches } from '../../../src/cli/cal-command.js';
import { UsageError } from '../../../src/cli/errors.js';
import { optionsFor } from '../../../src/cli/flags.js';

const options = [
  ...optionsFor('featured', { description: 'Featured', type: 'boolean' }),
  ...optionsFor('has_events', { description: 'Has events', truthy: true }),
  new Option('--title <text>', 'title'),
  new Option('--yes', 'no questions'),
];

describe('spellSwitches', () => {
  it.each([
    [['--featured=false'], ['--no-featured']],
    [['--featured=TRUE'], ['--featured']],
    [
      ['--has-events=no', '--has-events', 'true'],
      ['--no-has-events', '--has-events'],
    ],
    [
      ['--has-events', 'false', '42'],
      ['--no-has-events', '42'],
    ],
    // Only true or false is read as the next word's value: an ID after a switch stays an argument.
    [
      ['--featured', '1'],
      ['--featured', '1'],
    ],
    // A plain switch has no --no- twin: off is leaving it out.
    [['--yes=false', '--yes=on'], ['--yes']],
    [
      ['--title', '--featured=false'],
      ['--title', '--featured=false'],
    ],
    [['--title=--featured=false'], ['--title=--featured=false']],
    [
      ['--', '--featured=false'],
      ['--', '--featured=false'],
    ],
    [
      ['--unknown=false', '--no-featured'],
      ['--unknown=false', '--no-featured'],
    ],
  ])('%j → %j', (words, spelled) => {
    expect(spellSwitches(options, words)).toEqual(spelled);
  });

  it('refuses a value that is neither true nor false', () => {
    expect(() => spellSwitches(options, ['--yes=maybe'])).toThrow(
      new UsageError('--yes: expected true or false, got "maybe"'),
    );
  });
});
