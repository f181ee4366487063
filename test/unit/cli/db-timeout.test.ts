// The bound on a database's waits: --db-timeout, else CAL_DB_TIMEOUT, in seconds; anything else is a usage error
// naming where it came from.
import { describe, expect, it } from 'vitest';
import { dbTimeoutMs } from '../../../src/cli/db-timeout.js';
import { UsageError } from '../../../src/cli/errors.js';

describe('dbTimeoutMs', () => {
  it('reads seconds from the flag before the environment, and leaves the default to the store', () => {
    expect(dbTimeoutMs('3', { CAL_DB_TIMEOUT: '9' })).toBe(3_000);
    expect(dbTimeoutMs(undefined, { CAL_DB_TIMEOUT: '0.5' })).toBe(500);
    expect(dbTimeoutMs(undefined, { CAL_DB_TIMEOUT: '' })).toBeUndefined();
    expect(dbTimeoutMs(undefined, {})).toBeUndefined();
  });

  it('refuses what is not a number of seconds above 0, naming the flag or the variable', () => {
    for (const bad of ['0', '-1', 'abc', ' ', 'Infinity', '5s'])
      expect(() => dbTimeoutMs(bad, {})).toThrow(
        new UsageError(`--db-timeout: expected a number of seconds above 0, got "${bad}"`),
      );
    expect(() => dbTimeoutMs(undefined, { CAL_DB_TIMEOUT: 'soon' })).toThrow(
      new UsageError('CAL_DB_TIMEOUT: expected a number of seconds above 0, got "soon"'),
    );
  });
});
