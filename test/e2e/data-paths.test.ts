// Bad --data paths: a read makes nothing, a write makes no folder but cal's own data folder, and every path that
// cannot hold a calendar fails at once in one line naming it (exit code 1).
import { existsSync } from 'node:fs';
import { chmod, mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { execa } from 'execa';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { useSandbox } from '../helpers/setup.js';
import type { Env } from './cli-support.js';

const box = useSandbox();

/** The built CLI, ended after a few seconds: a run that does not return by then has hung. */
const run = (args: readonly string[], env: Env = box.env) =>
  execa('node', [BIN, ...args], { reject: false, timeout: 5000, env });
const read = (data: string, env?: Env) => run(['--data', data, 'tags', 'list', '--format', 'ids'], env);
const write = (data: string, env?: Env) => run(['--data', data, 'tags', 'create', '--name', 'Jazz'], env);

type Result = Awaited<ReturnType<typeof run>>;

/** One line on stderr, exit code 1, nothing on stdout, and no hang. */
function refused(result: Result, line: string | RegExp): void {
  expect(result.timedOut, 'the run hung').toBe(false);
  expect(result.stdout).toBe('');
  if (typeof line === 'string') expect(result.stderr).toBe(line);
  else expect(result.stderr).toMatch(line);
  expect(result.exitCode).toBe(1);
}

beforeAll(async () => {
  await writeFile(box.path('a-file'), 'not a folder\n');
  await mkdir(box.path('a-folder'));
});

describe('--data in a folder that does not exist', () => {
  it('is refused for a read and for a write, naming the folder, and nothing is made', async () => {
    const data = box.path('missing/deeper/cal.json');
    const message = `cal: cannot use ${data}: the folder ${dirname(data)} does not exist`;
    refused(await read(data), message);
    refused(await write(data), message);
    expect(existsSync(box.path('missing'))).toBe(false);
  });

  it("is made for a write when it is cal's own data folder, and left alone by a read", async () => {
    const env = { ...box.env, XDG_DATA_HOME: box.path('fresh-data') };
    const own = join(box.path('fresh-data'), 'cal');
    expect((await run(['tags', 'list', '--format', 'ids'], env)).exitCode).toBe(0);
    expect(existsSync(box.path('fresh-data'))).toBe(false);
    const created = await run(['tags', 'create', '--name', 'Jazz'], env);
    expect(created.exitCode, created.stderr).toBe(0);
    expect(await readdir(own)).toContain('calendar.json');
  });

  it('is refused by cal serve, which makes nothing either', async () => {
    const data = box.path('nowhere/cal.json');
    refused(
      await run(['serve', '--port', '0', '--data', data]),
      `cal: cannot use ${data}: the folder ${dirname(data)} does not exist`,
    );
    expect(existsSync(box.path('nowhere'))).toBe(false);
  });
});

describe('--data naming a file in a folder that exists', () => {
  it('reads as an empty calendar without making the file; a write makes it', async () => {
    const data = box.path('new.json');
    const listed = await read(data);
    expect(listed.exitCode, listed.stderr).toBe(0);
    expect(listed.stdout).toBe('');
    expect(existsSync(data)).toBe(false);
    expect((await write(data)).exitCode).toBe(0);
    expect(existsSync(data)).toBe(true);
  });
});

describe('--data that cannot be a calendar file', () => {
  it('under a file (ENOTDIR)', async () => {
    const data = box.path('a-file/cal.json');
    const message = `cal: cannot use ${data}: ${box.path('a-file')} is a file, not a folder`;
    refused(await read(data), message);
    refused(await write(data), message);
  });

  it('a folder (EISDIR)', async () => {
    const data = box.path('a-folder');
    const message = `cal: cannot use ${data}: it is a folder, not a calendar file`;
    refused(await read(data), message);
    refused(await write(data), message);
    expect(await readdir(data)).toEqual([]);
    expect(existsSync(`${data}.lock`)).toBe(false);
  });

  it.skipIf(process.getuid?.() === 0)('in a folder this user may not enter (EACCES)', async () => {
    // Root enters any folder whatever its mode: this runs only as another user.
    const locked = box.path('locked');
    await mkdir(locked);
    await chmod(locked, 0o000);
    try {
      const data = join(locked, 'cal.json');
      const message = `cal: cannot use ${data}: permission denied (EACCES)`;
      refused(await read(data), message);
      refused(await write(data), message);
    } finally {
      await chmod(locked, 0o700);
    }
  });

  it.skipIf(process.getuid?.() === 0)('in a folder this user may read but not write (EACCES)', async () => {
    // Root writes in any folder whatever its mode: this runs only as another user.
    const shut = box.path('shut');
    await mkdir(shut);
    await chmod(shut, 0o500);
    try {
      const data = join(shut, 'cal.json');
      expect((await read(data)).exitCode).toBe(0);
      refused(await write(data), `cal: cannot write ${data}: no permission to make files in ${shut} (EACCES)`);
    } finally {
      await chmod(shut, 0o700);
    }
  });
});

describe.runIf(process.platform === 'linux')('--data on a file system that takes no new files', () => {
  it('/proc/nope/cal.json is refused at once, for a read and for a write', async () => {
    const message = 'cal: cannot use /proc/nope/cal.json: the folder /proc/nope does not exist';
    refused(await read('/proc/nope/cal.json'), message);
    refused(await write('/proc/nope/cal.json'), message);
  });

  it('/proc/cal.json reads as an empty calendar; a write is refused, naming /proc', async () => {
    const listed = await read('/proc/cal.json');
    expect(listed.exitCode, listed.stderr).toBe(0);
    expect(listed.stdout).toBe('');
    // procfs answers ENOENT to a new file; other read-only file systems EROFS, and /sys EACCES.
    refused(
      await write('/proc/cal.json'),
      /^cal: cannot write \/proc\/cal\.json: (no file can be made in \/proc \(ENOENT\)|\/proc is on a read-only file system \(EROFS\)|no permission to make files in \/proc \(EACCES\))$/,
    );
  });

  it('settings under /proc/nope (XDG_CONFIG_HOME): a save is refused at once, naming the folder', async () => {
    refused(
      await run(['config', 'set', 'timezone', 'UTC'], { ...box.env, XDG_CONFIG_HOME: '/proc/nope' }),
      'cal: cannot save /proc/nope/cal/config.json: no folder /proc/nope/cal can be made (ENOENT)',
    );
  });

  it('/sys/cal.json: a write is refused, naming /sys', async () => {
    refused(
      await write('/sys/cal.json'),
      /^cal: cannot write \/sys\/cal\.json: (\/sys is on a read-only file system \(EROFS\)|no permission to make files in \/sys \(EACCES\))$/,
    );
  });
});
