// `cal config` and `cal login`: settings and credentials written to the per-user folder, never echoed.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSandbox } from '../../helpers/setup.js';
import { runCli } from '../../helpers/cli-fakes.js';

const box = useSandbox('test');
let home: string;
let env: Record<string, string>;
beforeEach(() => {
  home = box.dir;
  env = { XDG_CONFIG_HOME: box.path('config'), HOME: home };
});

describe('cal config', () => {
  it('sets, gets, lists and unsets settings of the current profile', async () => {
    expect(await runCli(['config', 'set', 'url', 'http://127.0.0.1:8080/'], { env, cwd: home })).toMatchObject({
      code: 0,
      stdout: '',
    });
    expect(await runCli(['config', 'set', 'timezone', 'Europe/Madrid'], { env, cwd: home })).toMatchObject({ code: 0 });
    expect(await runCli(['config', 'get', 'url'], { env, cwd: home })).toEqual({
      code: 0,
      stdout: 'http://127.0.0.1:8080\n',
      stderr: '',
    });
    const file = join(home, 'config', 'cal', 'config.json');
    const list = await runCli(['config', 'list'], { env, cwd: home });
    expect(list.stdout).toBe(
      `profile\tdefault\nurl\thttp://127.0.0.1:8080\t${file}\ntimezone\tEurope/Madrid\t${file}\n`,
    );
    expect(await runCli(['config', 'unset', 'timezone'], { env, cwd: home })).toMatchObject({ code: 0 });
    expect((await runCli(['config', 'get', 'timezone'], { env, cwd: home })).stdout).toBe('');
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({
      profiles: { default: { url: 'http://127.0.0.1:8080' } },
    });
  });

  it('keeps profiles apart and lets CAL_URL win', async () => {
    await runCli(['--profile', 'staging', 'config', 'set', 'url', 'https://staging.example.org'], { env, cwd: home });
    expect((await runCli(['--profile', 'staging', 'config', 'get', 'url'], { env, cwd: home })).stdout).toBe(
      'https://staging.example.org\n',
    );
    const fromEnv = await runCli(['--profile', 'staging', 'config', 'list'], {
      env: { ...env, CAL_URL: 'http://override.test' },
      cwd: home,
    });
    expect(fromEnv.stdout).toContain('url\thttp://override.test\tenv CAL_URL\n');
  });

  it.each([
    [['config', 'set', 'colour', 'x'], 'cal: unknown setting "colour"; known: '],
    [['config', 'set', 'url', 'ftp://x'], 'url'],
    [['--profile', 'nope', 'config', 'list'], 'nope'],
  ])('%j is a usage error', async (argv, message) => {
    const result = await runCli(argv, { env, cwd: home });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });
});

describe('cal login', () => {
  it('stores the credentials in a 0600 file and prints neither the password nor the user back', async () => {
    const result = await runCli(['login', '--user', 'admin', '--password-stdin'], {
      env,
      cwd: home,
      stdin: 'abcd efgh ijkl\n',
    });
    const file = join(home, 'config', 'cal', 'credentials.json');
    expect(result).toEqual({
      code: 0,
      stdout: '',
      stderr: `Stored credentials of admin for profile default in ${file}\n`,
    });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      default: { user: 'admin', password: 'abcd efgh ijkl' },
    });
    const list = await runCli(['config', 'list'], { env, cwd: home });
    expect(list.stdout).toContain('credentials\tadmin (password stored)');
    expect(list.stdout).not.toContain('abcd');
    expect(await runCli(['logout'], { env, cwd: home })).toMatchObject({ code: 0 });
    expect((await runCli(['config', 'list'], { env, cwd: home })).stdout).not.toContain('credentials');
  });

  it('needs --password-stdin without a terminal', async () => {
    const result = await runCli(['login', '--user', 'admin'], { env, cwd: home });
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: 'cal: missing password: use --password-stdin (no terminal to ask on)\n',
    });
  });
});
