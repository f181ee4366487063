// Commands writing one calendar file at the same time, with no server (parallel CI steps): each waits for the
// file's lock and builds on what the others wrote; beside `cal serve` they all go through it.
import { access, utimes, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { cal } from '../helpers/cli.js';
import { useSandbox } from '../helpers/setup.js';
import { createEventArgs, ok, readCalendar, YEAR, type Json } from './cli-support.js';

const box = useSandbox();

const createArgs = createEventArgs;

const gone = (path: string) => expect(access(path)).rejects.toMatchObject({ code: 'ENOENT' });

describe('commands writing one file at the same time', () => {
  it('20 parallel writers store 20 events with 20 different IDs, and leave no lock', async () => {
    const file = box.path('parallel.json');
    const titles = Array.from({ length: 20 }, (_, i) => `Step ${i + 1}`);
    const runs = await Promise.all(
      titles.map((title) => cal(['--data', file, ...createArgs(title)], { env: box.env })),
    );
    const ids = runs.map((run) => (JSON.parse(ok(run)) as Json).id as number);
    expect(new Set(ids).size).toBe(20);
    const stored = (await readCalendar(file)).events as Json[];
    expect(stored.map((event) => event.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(stored.map((event) => event.title).sort()).toEqual([...titles].sort());
    await gone(`${file}.lock`);
  });

  it('go through cal serve when it holds the file', async () => {
    const file = box.path('served.json');
    const server = await box.startServer(file);
    const runs = await Promise.all(
      ['A', 'B', 'C', 'D', 'E'].map((title) =>
        cal(['--verbose', '--data', file, ...createArgs(title)], { env: box.env }),
      ),
    );
    for (const run of runs) {
      expect(run.exitCode, run.stderr).toBe(0);
      expect(run.stderr.split('\n')).toContain(`→ POST ${server.base}/wp-json/cal/events/v1/events`);
    }
    const ids = runs.map((run) => (JSON.parse(run.stdout) as Json).id as number);
    expect(new Set(ids).size).toBe(5);
    const listed = (await (await fetch(`${server.api}events?per_page=50&start_date=${YEAR}-01-01`)).json()) as Json;
    expect((listed.events as Json[]).map((event) => event.id).sort()).toEqual([...ids].sort());
    expect(await server.stop()).toBe(0);
  });

  it('a writer gives up on a lock another command keeps, naming it; a reader does not wait for it', async () => {
    const file = box.path('held.json');
    ok(await cal(['--data', file, ...createArgs('Before')], { env: box.env }));
    // This test process is alive: a command lock with its pid is a live one.
    await writeFile(`${file}.lock`, JSON.stringify({ pid: process.pid, url: '', holder: 'command' }));

    const refused = await cal(['--timeout', '0.3', '--data', file, ...createArgs('Refused')], { env: box.env });
    expect(refused.exitCode).toBe(1);
    expect(refused.stderr).toBe(
      `cal: ${file} is being written by process ${process.pid} (another cal command); gave up waiting after 0.3 s (--timeout SECONDS waits longer)`,
    );
    expect(refused.stdout).toBe('');

    const listed = await cal(['--timeout', '0.3', '--data', file, 'events', 'list', '--format', 'ids'], {
      env: box.env,
    });
    expect(ok(listed).trim().split('\n')).toHaveLength(1);
    expect(((await readCalendar(file)).events as Json[]).map((event) => event.title)).toEqual(['Before']);
  });

  it.runIf(process.platform === 'linux')(
    'takes over a lock whose pid now belongs to a process started after it was written',
    async () => {
      const file = box.path('reused.json');
      const lock = `${file}.lock`;
      await writeFile(lock, JSON.stringify({ pid: process.pid, url: '', holder: 'command' }));
      // Written a day before this (live) process started: its pid was another process's then.
      const dayAgo = new Date(Date.now() - 24 * 3600 * 1000);
      await utimes(lock, dayAgo, dayAgo);
      const created = await cal(['--timeout', '0.3', '--data', file, ...createArgs('Taken over')], { env: box.env });
      expect(created.exitCode, created.stderr).toBe(0);
      expect(((await readCalendar(file)).events as Json[]).map((event) => event.title)).toEqual(['Taken over']);
      await gone(lock);
    },
  );
});

describe('a command lock when its process ends early', () => {
  /** A process taking the lock as commands do (src/store/file/lock.ts, bundled), then stopped by the test. */
  async function holder(): Promise<string> {
    const lockModule = box.path('lock.cjs');
    await build({
      entryPoints: [fileURLToPath(new URL('../../src/store/file/lock.ts', import.meta.url))],
      outfile: lockModule,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      logLevel: 'silent',
    });
    return box.write(
      'holder.cjs',
      `const { acquireLock } = require(${JSON.stringify(lockModule)});
acquireLock(process.argv[2], { holder: 'command', waitMs: 1000 }).then(() => {
  process.stdout.write('held\\n');
  process.stdin.on('data', () => { throw new Error('stopped by an error'); });
});
`,
    );
  }

  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['an uncaught error', 1],
  ] as const)('removes it on %s', async (ending, exitCode) => {
    const script = await holder();
    const file = box.path(`ended-${exitCode}.json`);
    const child = execa('node', [script, file], { reject: false });
    await new Promise<void>((resolve) => child.stdout?.once('data', () => resolve()));
    await access(`${file}.lock`);
    if (ending === 'an uncaught error') child.stdin?.write('x');
    else child.kill(ending);
    expect((await child).exitCode).toBe(exitCode);
    await gone(`${file}.lock`);
  });
});
