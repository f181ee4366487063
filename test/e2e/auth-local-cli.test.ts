// CLI commands on a calendar file that `cal serve` holds go through that server, signed in with the local
// password from `<file>.lock`; once it stops they work on the file again. No URL is configured anywhere.
import { access, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { cal } from '../helpers/cli.js';
import { useSandbox } from '../helpers/setup.js';
import { createEventArgs, readCalendar, type Json } from './cli-support.js';

const box = useSandbox();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const createArgs = createEventArgs;

describe.concurrent('CLI commands on a served file', () => {
  it('go through the server with the lock credentials, and straight to the file once it stops', async () => {
    const file = box.path('served.json');
    // CAL_USER/CAL_PASSWORD of the sandbox name a password this server does not have: only the lock's can work.
    const env = { ...box.env, CAL_DATA: file };
    const server = await box.serve([], { ...env, CAL_ADMIN_PASSWORD: '' });
    const base = server.base;
    const pid = server.child.pid;

    const created = await cal(['--verbose', ...createArgs('Through the server')], { env });
    expect(created.exitCode, created.stderr).toBe(0);
    const event = JSON.parse(created.stdout) as Json;
    expect(event.title).toBe('Through the server');
    // The first write asks the server what it can do (then kept a while), then writes.
    const trace = created.stderr.split('\n');
    expect(trace).toHaveLength(4);
    expect(trace[0]).toBe(`→ GET ${base}/wp-json/cal/events/v1/`);
    expect(trace[2]).toBe(`→ POST ${base}/wp-json/cal/events/v1/events`);
    expect(trace[3]).toMatch(new RegExp(`^← 201 POST ${escape(base)}/wp-json/cal/events/v1/events \\(\\d+ ms\\)$`));

    // The server knows the event (it made it), and has saved it.
    const viaApi = await fetch(`${server.api}events/${event.id}`);
    expect(viaApi.status).toBe(200);
    expect(((await viaApi.json()) as Json).title).toBe('Through the server');
    const whileServed = await readCalendar(file);
    expect((whileServed.events as Json[]).map((e) => [e.id, e.title])).toEqual([[event.id, 'Through the server']]);

    const read = await cal(['--verbose', 'events', 'get', String(event.id), '--json'], { env });
    expect(read.exitCode, read.stderr).toBe(0);
    expect((JSON.parse(read.stdout) as Json).title).toBe('Through the server');
    expect(read.stderr.split('\n')[0]).toBe(`→ GET ${base}/wp-json/cal/events/v1/events/${event.id}`);

    // Users are read beside the server, from the file as committed; changing them waits until it stops.
    const users = await cal(['users', 'list'], { env });
    expect(users.exitCode, users.stderr).toBe(0);
    expect(users.stdout).toBe(
      'id\tlogin\trole\tname\temail\tpassword_names\n1\tadmin\tadministrator\tAdministrator\t\tadmin',
    );
    const added = await cal(['users', 'add', 'ana', '--role', 'editor'], { env });
    expect(added.exitCode).toBe(1);
    expect(added.stderr).toBe(`cal: ${file} is served by cal serve (process ${pid}); stop it to manage users`);
    expect(added.stdout).toBe('');

    expect(await server.stop()).toBe(0);
    await expect(access(`${file}.lock`)).rejects.toMatchObject({ code: 'ENOENT' });
    const afterStop = await readCalendar(file);
    expect((afterStop.events as Json[]).map((e) => e.title)).toEqual(['Through the server']);

    // Without a server the same commands work on the file itself: no requests traced.
    const direct = await cal(['--verbose', ...createArgs('Straight to the file')], { env });
    expect(direct.exitCode, direct.stderr).toBe(0);
    expect(direct.stderr).toBe('');
    const directEvent = JSON.parse(direct.stdout) as Json;
    expect(directEvent.id).toBeGreaterThan(event.id as number);
    const directRead = await cal(['--verbose', 'events', 'get', String(event.id), '--json'], { env });
    expect(directRead.exitCode, directRead.stderr).toBe(0);
    expect(directRead.stderr).toBe('');
    expect((JSON.parse(directRead.stdout) as Json).title).toBe('Through the server');
    expect(((await readCalendar(file)).events as Json[]).map((e) => e.title)).toEqual([
      'Through the server',
      'Straight to the file',
    ]);

    const usersAfter = await cal(['users', 'list'], { env });
    expect(usersAfter.exitCode, usersAfter.stderr).toBe(0);
    expect(usersAfter.stdout).toBe(
      'id\tlogin\trole\tname\temail\tpassword_names\n1\tadmin\tadministrator\tAdministrator\t\tadmin',
    );
  });

  it('finds the served file through --data too', async () => {
    const file = box.path('served-flag.json');
    const server = await box.serve(['--data', file]);
    const base = server.base;
    const created = await cal(['--verbose', '--data', file, ...createArgs('Via --data')], { env: box.env });
    expect(created.exitCode, created.stderr).toBe(0);
    expect(created.stderr.split('\n')).toContain(`→ POST ${base}/wp-json/cal/events/v1/events`);
    const id = (JSON.parse(created.stdout) as Json).id as number;
    expect((await fetch(`${server.api}events/${id}`)).status).toBe(200);
    expect(await server.stop()).toBe(0);
  });

  it('works on the file directly when the lock was left by a dead process', async () => {
    const file = box.path('stale.json');
    await writeFile(
      `${file}.lock`,
      JSON.stringify({ pid: 999999, url: 'http://127.0.0.1:9', user: 'admin', password: 'x' }),
    );
    const created = await cal(['--verbose', ...createArgs('Stale lock')], { env: { ...box.env, CAL_DATA: file } });
    expect(created.exitCode, created.stderr).toBe(0);
    expect(created.stderr).toBe('');
    expect(((await readCalendar(file)).events as Json[]).map((e) => e.title)).toEqual(['Stale lock']);
  });

  it.each([
    [
      { url: '' },
      (file: string) => `cal: ${file} is being opened by cal serve (process ${process.pid}); try again in a moment`,
    ],
    [
      { url: 'http://127.0.0.1:9' },
      (file: string) =>
        `cal: ${file} is served at http://127.0.0.1:9 without local credentials; use --url and cal login`,
    ],
  ])('refuses to touch a file a live process holds (%j) with exit code 1', async (lock, message) => {
    // This test process is alive: its pid makes the lock a live one.
    const file = box.path(`held-${lock.url === '' ? 'starting' : 'bare'}.json`);
    await writeFile(`${file}.lock`, JSON.stringify({ pid: process.pid, ...lock }));
    const result = await cal(createArgs('Refused'), { env: { ...box.env, CAL_DATA: file } });
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toBe(message(file));
    expect(result.stdout).toBe('');
    await expect(access(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
