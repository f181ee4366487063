// Killing a writer with SIGKILL at arbitrary points never loses an acknowledged write nor breaks the file.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { JsonFileStore } from '../../src/store/file/json-file-store.js';
import { useSandbox } from '../helpers/setup.js';

const WRITER = fileURLToPath(new URL('../fixtures/crash-writer.mjs', import.meta.url));
const box = useSandbox();

/** Runs the writer until it has acknowledged `count` writes, then kills it without warning. */
function writeThenKill(file: string, count: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WRITER, file], { stdio: ['ignore', 'pipe', 'pipe'] });
    const acked: number[] = [];
    let buffer = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) acked.push(Number(line.replace('ack ', '')));
      if (acked.length >= count && !child.killed) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) =>
      signal === 'SIGKILL' ? resolve(acked) : reject(new Error(`writer exited ${code}: ${stderr}`)),
    );
  });
}

describe('crash safety', () => {
  it('keeps every acknowledged write across repeated SIGKILLs', async () => {
    const file = box.path('calendar.json');
    const acknowledged: number[] = [];
    // A fixed sequence of kill points, from right after the first write to well into a burst.
    for (const count of [1, 7, 2, 25, 3, 40, 5, 13, 60, 9]) {
      acknowledged.push(...(await writeThenKill(file, count)));
      const text = await readFile(file, 'utf8');
      expect(() => JSON.parse(text)).not.toThrow();
      const store = await JsonFileStore.open(file);
      const ids = new Set([...store.all('tags')].map((t) => t.id));
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
      // A clean open and close folds the journal, as a restarted server would at its stop.
      await store.close();
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(165);
  });
});
