// A calendar file whose lock names a `cal serve` that is gone (killed with SIGKILL: its process may stay unreaped for
// a while) or no longer answers: reads go to the file itself at once, and a write takes the lock of a dead server.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { ok, readCalendar, run, type Json } from './cli-support.js';

const box = useSandbox();
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

/** A loopback port nothing listens on: connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The state letter of a process (R, S, Z…) as Linux tells it. */
async function stateOf(pid: number): Promise<string> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
}

/**
 * A process that has exited and that nobody reaps: its parent (Python, which waits for no child it was not asked to)
 * keeps it a zombie, as an init that does not reap keeps a `cal serve --detach` killed with SIGKILL. (A shell as the
 * parent may reap it before it execs anything else.)
 */
async function zombie(): Promise<number> {
  const forkAndSleep =
    'import os, time\npid = os.fork()\nif pid == 0:\n    os._exit(0)\nprint(pid, flush=True)\ntime.sleep(60)';
  const parent = spawn('python3', ['-c', forkAndSleep], { stdio: ['ignore', 'pipe', 'ignore'] });
  children.push(parent);
  const pid = await new Promise<number>((resolve) => parent.stdout.once('data', (chunk) => resolve(Number(chunk))));
  while ((await stateOf(pid)) !== 'Z') await new Promise((resolve) => setTimeout(resolve, 5));
  return pid;
}

/** A live process that is not a server: a `cal serve` that no longer takes connections, as far as a lock tells. */
function live(): number {
  const sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
  children.push(sleeper);
  return sleeper.pid ?? 0;
}

/** A calendar with one tag, `Before`, whose lock names `pid` as its server at a port that refuses connections. */
async function servedBy(name: string, pid: number): Promise<string> {
  const file = box.path(`${name}.json`);
  ok(await run(['--data', file, 'tags', 'create', '--name', 'Before'], box.env));
  const url = `http://127.0.0.1:${await closedPort()}`;
  await writeFile(`${file}.lock`, JSON.stringify({ pid, url, user: 'admin', password: 'gone' }), { mode: 0o600 });
  return file;
}

const tagNames = async (file: string) => ((await readCalendar(file)).tags as Json[]).map((tag) => tag.name);

describe.runIf(process.platform === 'linux')('a lock naming a cal serve that is gone', () => {
  let lockedByZombie: string;
  let lockedByLive: string;
  beforeAll(async () => {
    lockedByZombie = await servedBy('zombie', await zombie());
    lockedByLive = await servedBy('silent', live());
  });

  it('whose process is dead but not reaped: a read reads the file, a write takes the lock over', async () => {
    const listed = await run(['--data', lockedByZombie, 'tags', 'list', '--no-hide-empty', '--format', 'ids'], box.env);
    expect(listed.exitCode, listed.stderr).toBe(0);
    expect(listed.stdout).toBe('1');
    const created = await run(['--data', lockedByZombie, 'tags', 'create', '--name', 'After'], box.env);
    expect(created.exitCode, created.stderr).toBe(0);
    expect(await tagNames(lockedByZombie)).toEqual(['Before', 'After']);
  });

  it('whose process lives but refuses connections: a read reads the file; a write is not made behind it', async () => {
    const started = Date.now();
    const listed = await run(['--data', lockedByLive, 'tags', 'list', '--no-hide-empty', '--format', 'ids'], box.env);
    expect(listed.exitCode, listed.stderr).toBe(0);
    expect(listed.stdout).toBe('1');
    // No retries of a server that is not there: the read is as quick as any other.
    expect(Date.now() - started).toBeLessThan(2000);
    const refused = await run(['--data', lockedByLive, 'tags', 'create', '--name', 'After'], box.env);
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toMatch(
      /^cal: cannot reach http:\/\/127\.0\.0\.1:\d+\/wp-json\/cal\/events\/v1\/: connection refused$/,
    );
    expect(await tagNames(lockedByLive)).toEqual(['Before']);
  });
});
