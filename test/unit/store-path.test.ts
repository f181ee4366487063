// Where the calendar file is looked for: the flag, then CAL_DATA, then the per-user data folder.
import { homedir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storePath } from '../../src/config/store-path.js';

describe('storePath', () => {
  it.each([
    ['the --data flag first', 'flag.json', { CAL_DATA: '/env.json', XDG_DATA_HOME: '/xdg' }, 'flag.json'],
    ['then CAL_DATA', undefined, { CAL_DATA: '/env.json', XDG_DATA_HOME: '/xdg' }, '/env.json'],
    ['then $XDG_DATA_HOME/cal', undefined, { XDG_DATA_HOME: '/xdg' }, '/xdg/cal/calendar.json'],
  ])('%s', (_what, flag, env, expected) => {
    expect(storePath(flag, env)).toBe(expected);
  });

  it('falls back to the platform data folder', () => {
    const path = storePath(undefined, {});
    expect(path.endsWith(join('cal', 'calendar.json'))).toBe(true);
    expect(path.startsWith(homedir())).toBe(true);
  });
});
