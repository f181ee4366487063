// --help of a few commands, as file snapshots: flags with their types, defaults and allowed values, the global
// options, then examples; `cal help …` at any depth, and the help topics.
import { describe, expect, it } from 'vitest';
import { cal } from '../helpers/cli.js';

// Help goes to a pipe here, so commander wraps it at 80 columns whatever the terminal running the tests.
describe('help', () => {
  it.each([
    ['events-list', ['events', 'list']],
    ['events-create', ['events', 'create']],
    ['venues-update', ['venues', 'update']],
    ['categories-list', ['categories', 'list']],
    ['venues-list', ['venues', 'list']],
    ['events', ['events']],
    ['export', ['export']],
    ['completion', ['completion']],
    ['config-set', ['config', 'set']],
    ['users-add', ['users', 'add']],
    ['serve', ['serve']],
    ['add', ['add']],
    ['api', ['api']],
    ['store', ['store']],
    ['store-repair', ['store', 'repair']],
  ])('cal %s --help', async (name, command) => {
    const result = await cal([...command, '--help']);
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toBe('');
    await expect(result.stdout).toMatchFileSnapshot(`__snapshots__/help/${name}.txt`);
  });

  it.each(['exit-codes', 'environment'])('cal help %s prints the topic', async (topic) => {
    const result = await cal(['help', topic]);
    expect(result).toMatchObject({ exitCode: 0, stderr: '' });
    await expect(result.stdout).toMatchFileSnapshot(`__snapshots__/help/topic-${topic}.txt`);
  });

  it.each([
    [
      ['help', 'events', 'list'],
      ['events', 'list'],
    ],
    [
      ['events', 'help', 'list'],
      ['events', 'list'],
    ],
    [
      ['--no-color', 'help', 'config', 'set'],
      ['config', 'set'],
    ],
    [['help', 'events'], ['events']],
    [['help'], []],
  ])('cal %j prints the help of cal %j', async (words, command) => {
    const [asked, direct] = await Promise.all([cal(words), cal([...command, '--help'])]);
    expect(asked).toMatchObject({ exitCode: 0, stderr: '' });
    expect(direct.exitCode).toBe(0);
    expect(asked.stdout).toBe(direct.stdout);
  });

  it.each([
    [['help', 'events', 'nope'], 'cal: unknown command "cal events nope" (see cal events --help)'],
    [['events', 'help', 'list', 'more'], 'cal: unknown command "cal events list more" (see cal events list --help)'],
  ])('cal %j is a usage error naming the command', async (words, message) => {
    const result = await cal(words);
    expect(result).toMatchObject({ exitCode: 2, stdout: '', stderr: message });
  });
});
