// The lock that makes cal commands on one machine take turns updating one item of a server without If-Match.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { updateLocks } from '../../../src/remote/writes/update-lock.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const item = { server: 'http://site.example/wp-json/tribe/events/v1/', kind: 'event', id: 6 };

describe('update locks', () => {
  it("wait while another cal command holds the item's lock, and take it once that one lets go", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'cal-lock-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const lock = updateLocks(dir);
    // Where the item's lock lives: taken and let go once.
    await (
      await lock(item)
    )();
    const [name] = await readdir(join(dir, 'updates'));
    expect(name).toBeUndefined();
    const probe = await lock(item);
    const [file = ''] = await readdir(join(dir, 'updates'));
    await probe();
    // Another process (a cal command, as far as the lock can tell) holds it.
    const other = spawn('sleep', ['30'], { stdio: 'ignore' });
    cleanups.push(async () => void other.kill());
    const path = join(dir, 'updates', file);
    await writeFile(path, JSON.stringify({ pid: other.pid, url: '', holder: 'command' }), { mode: 0o600 });
    const order: string[] = [];
    const taken = lock(item).then((release) => {
      order.push('taken');
      return release;
    });
    const otherItem = await lock({ ...item, id: 7 });
    order.push('another item is free');
    await new Promise((resolve) => setTimeout(resolve, 200));
    order.push('the other command lets go');
    await rm(path);
    await (
      await taken
    )();
    await otherItem();
    expect(order).toEqual(['another item is free', 'the other command lets go', 'taken']);
    expect(await readdir(join(dir, 'updates'))).toEqual([]);
  });
});
