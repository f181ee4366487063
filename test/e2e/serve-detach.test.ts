// `cal serve --detach`, `--pid-file`, `--ready-file` and `--stop` with the built CLI: start, use and stop a server in three commands.
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRunning } from '../../src/cli/commands/serve/process.js';
import { useSandbox } from '../helpers/setup.js';
import { ADMIN_PASSWORD } from '../helpers/cli.js';
import { json, ok, readCalendar, run, type Env } from './cli-support.js';

const box = useSandbox();
let env: Env;
/** Servers these tests started, stopped at the end whatever happened. */
const started = new Set<number>();

beforeAll(async () => {
  env = { ...box.env, CAL_ADMIN_PASSWORD: ADMIN_PASSWORD };
});
afterAll(async () => {
  for (const pid of started) if (await isRunning(pid)) process.kill(pid, 'SIGTERM');
  await box?.remove();
});

const API_ROOT = /^http:\/\/127\.0\.0\.1:\d+\/wp-json\/cal\/events\/v1\/$/;

describe('cal serve --detach / --stop', { timeout: 60_000 }, () => {
  it('starts in the background once the API answers, serves CLI commands, and stops with its files removed', async () => {
    const data = box.path('ci.json');
    const pidFile = box.path('ci.pid');
    const readyFile = box.path('ci.ready');
    const started1 = await run(
      ['--data', data, 'serve', '--detach', '--port', '0', '--pid-file', pidFile, '--ready-file', readyFile],
      env,
    );
    const api = ok(started1).trim();
    expect(api).toMatch(API_ROOT);
    const pid = Number((await readFile(pidFile, 'utf8')).trim());
    started.add(pid);
    expect(await isRunning(pid)).toBe(true);
    expect(await readFile(readyFile, 'utf8')).toBe(`${api}\n`);
    expect(JSON.parse(await readFile(`${data}.lock`, 'utf8'))).toMatchObject({
      pid,
      url: api.replace(/\/wp-json\/.*$/, ''),
    });

    const index = await fetch(api);
    expect(index.status).toBe(200);
    const fixture = box.path('tags.yaml');
    await writeFile(fixture, 'tags:\n  free: { name: Free }\n');
    // The calendar file is served: the command goes through the server, which writes it.
    const ids = json(await run(['--data', data, 'seed', fixture], env));
    const tag = await fetch(`${api}tags/${ids.tags.free}`);
    expect(((await tag.json()) as { name: string }).name).toBe('Free');

    const stopped = await run(['serve', '--stop', '--pid-file', pidFile, '--ready-file', readyFile], env);
    expect(stopped.exitCode).toBe(0);
    expect(stopped.stderr).toBe(`stopped cal serve (process ${pid})`);
    expect(await isRunning(pid)).toBe(false);
    for (const file of [pidFile, readyFile, `${data}.lock`]) expect(existsSync(file), file).toBe(false);
    expect(((await readCalendar(data)).tags as { name: string }[]).map((t) => t.name)).toEqual(['Free']);
  });

  it('stops the server holding the calendar file when no pid file is named', async () => {
    const data = box.path('plain.json');
    const api = ok(await run(['serve', '--detach', '--port', '0', '--data', data], env)).trim();
    expect(api).toMatch(API_ROOT);
    const { pid } = JSON.parse(await readFile(`${data}.lock`, 'utf8')) as { pid: number };
    started.add(pid);
    const again = await run(['serve', '--detach', '--port', '0', '--data', data], env);
    expect(again.exitCode).toBe(1);
    expect(again.stderr).toBe(
      `cal: ${data} is already served by process ${pid} at ${api.replace(/\/wp-json\/.*$/, '')}`,
    );
    expect(ok(await run(['serve', '--stop', '--data', data], env))).toBe('');
    expect(await isRunning(pid)).toBe(false);
    expect(existsSync(`${data}.lock`)).toBe(false);
  });

  it("fails with the server's own message and exit code when it cannot start, leaving no files", async () => {
    const pidFile = box.path('bad.pid');
    const result = await run(
      [
        'serve',
        '--detach',
        '--port',
        '0',
        '--timezone',
        'Mars/Olympus',
        '--pid-file',
        pidFile,
        '--data',
        box.path('bad.json'),
      ],
      env,
    );
    expect(result.exitCode).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe('cal: --timezone: unknown time zone "Mars/Olympus"');
    expect(existsSync(pidFile)).toBe(false);
  });

  it("keeps the server's messages in --log-file", async () => {
    const data = box.path('logged.json');
    const log = box.path('serve.log');
    const api = ok(
      await run(['serve', '--detach', '--port', '0', '--host', '0.0.0.0', '--log-file', log, '--data', data], env),
    ).trim();
    const { pid } = JSON.parse(await readFile(`${data}.lock`, 'utf8')) as { pid: number };
    started.add(pid);
    expect(api).toMatch(API_ROOT);
    expect(await readFile(log, 'utf8')).toMatch(/^Warning: listening on 0\.0\.0\.0/);
    ok(await run(['serve', '--stop', '--data', data], env));
  });

  it('says so when no server runs, removing a stale pid file', async () => {
    const none = await run(['serve', '--stop', '--data', box.path('nothing.json')], env);
    expect(none.exitCode).toBe(1);
    expect(none.stderr).toBe(`cal: no cal serve is running on ${box.path('nothing.json')}`);
    const stale = box.path('stale.pid');
    // A pid no process can have (above the kernel's limit).
    await writeFile(stale, '99999999\n');
    const result = await run(['serve', '--stop', '--pid-file', stale], env);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe(
      `cal: no cal serve is running: process 99999999 of ${stale} has exited (the file is removed)`,
    );
    expect(existsSync(stale)).toBe(false);
  });

  it('leaves alone a live process that is not cal serve, named by a stale pid file', async () => {
    const stale = box.path('reused.pid');
    await writeFile(stale, `${process.pid}\n`);
    const result = await run(['serve', '--stop', '--pid-file', stale], env);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe(
      `cal: process ${process.pid} of ${stale} is not cal serve: the file is stale and was removed`,
    );
    expect(existsSync(stale)).toBe(false);
  });

  it.each([
    [['serve', '--stop', '--detach'], '--stop and --detach go separately'],
    [['serve', '--log-file', 'x.log'], '--log-file goes with --detach'],
  ])('rejects %j with exit code 2', async (args, message) => {
    const result = await run([...args, '--data', box.path('unused.json')], env);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toBe(`cal: ${message}`);
  });
});
