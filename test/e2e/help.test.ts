// --help of a few commands, as file snapshots: flags with their types, defaults and allowed values, then examples.
import { describe, expect, it } from 'vitest';
import { cal } from '../helpers/cli.js';

// Help goes to a pipe here, so commander wraps it at 80 columns whatever the terminal running the tests.
describe('help', () => {
  it.each([
    ['events-list', ['events', 'list']],
    ['events-create', ['events', 'create']],
    ['venues-update', ['venues', 'update']],
    ['categories-list', ['categories', 'list']],
    ['export', ['export']],
    ['completion', ['completion']],
    ['config-set', ['config', 'set']],
    ['users-add', ['users', 'add']],
  ])('cal %s --help', async (name, command) => {
    const result = await cal([...command, '--help']);
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toBe('');
    await expect(result.stdout).toMatchFileSnapshot(`__snapshots__/help/${name}.txt`);
  });
});
