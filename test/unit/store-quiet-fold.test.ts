// When the journal is folded: once past its size (or the snapshot's, when that is more), at the first quiet moment
// rather than among a run of writes (an import), and at once, quiet or not, once it has grown to four times that size.
import { readFile, stat } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { JsonFileStore, type StoreOptions } from '../../src/store/file/json-file-store.js';
import { tag } from '../helpers/records.js';

const box = useSandbox('test');
const journal = () => `${box.file}.journal`;

/** The bytes one tag's write adds to the journal (a journal line), from a calendar of its own. */
async function lineBytes(): Promise<number> {
  const path = box.path('measure.json');
  const store = await JsonFileStore.open(path);
  await store.write((tx) => tx.put('tags', tag(tx.nextId('term'), 'Tag 1')));
  const bytes = (await stat(`${path}.journal`)).size;
  await store.close();
  return bytes;
}

/** A store whose folds are recorded with the number of writes acknowledged when each began. */
async function recordingFolds(options: StoreOptions) {
  const folds: number[] = [];
  let acknowledged = 0;
  const store = await JsonFileStore.open(
    box.file,
    {},
    {
      ...options,
      whileFolding: () => {
        if (folds.at(-1) !== acknowledged) folds.push(acknowledged);
        return Promise.resolve();
      },
    },
  );
  const write = async (n: number) => {
    await store.write((tx) => tx.put('tags', tag(tx.nextId('term'), `Tag ${n}`)));
    acknowledged += 1;
  };
  return { store, folds, write };
}

describe('folding the journal', () => {
  it('waits for a quiet moment once the journal is past its size, then folds it', async () => {
    const line = await lineBytes();
    // Past the size after 3 writes; 8 stay below four times it.
    const { store, folds, write } = await recordingFolds({ foldBytes: 2.5 * line, foldShare: 0, quietMs: 300 });
    for (let n = 1; n <= 8; n++) await write(n);
    expect(folds).toEqual([]);
    await vi.waitFor(() => expect(folds).toEqual([8]), { timeout: 5_000 });
    await vi.waitFor(async () => expect((await stat(journal())).size).toBe(0), { timeout: 5_000 });
    const snapshot = JSON.parse(await readFile(box.file, 'utf8')) as { tags: unknown[] };
    expect(snapshot.tags).toHaveLength(8);
    await store.close();
  });

  it('folds at once, with no quiet moment, a journal grown to four times its size', async () => {
    const line = await lineBytes();
    // Four times the size is passed at the ninth write; no moment is quiet enough.
    const { store, folds, write } = await recordingFolds({ foldBytes: 2.2 * line, foldShare: 0, quietMs: 60_000 });
    for (let n = 1; n <= 8; n++) await write(n);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(folds).toEqual([]);
    for (let n = 9; n <= 12; n++) await write(n);
    // Without a quiet moment for a minute, only the size can have started it.
    await vi.waitFor(() => expect(folds).toHaveLength(1), { timeout: 5_000 });
    expect(folds[0]).toBeGreaterThanOrEqual(9);
    await store.compact();
    const reopened = await JsonFileStore.open(box.file);
    expect([...reopened.all('tags')]).toHaveLength(12);
    await reopened.close();
    await store.close();
  });

  it('lets the journal grow to the size of the snapshot first, when that is more', async () => {
    const line = await lineBytes();
    const before = await JsonFileStore.open(box.file);
    for (let n = 1; n <= 40; n++) await before.write((tx) => tx.put('tags', tag(tx.nextId('term'), `Old ${n}`)));
    await before.close();
    const snapshotBytes = (await stat(box.file)).size;
    const { store, folds, write } = await recordingFolds({ foldBytes: 1, quietMs: 50 });
    // Below the snapshot's size, quiet moments go by without a fold.
    const below = Math.floor(snapshotBytes / line) - 1;
    for (let n = 1; n <= below; n++) await write(n);
    expect((await stat(journal())).size).toBeLessThanOrEqual(snapshotBytes);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(folds).toEqual([]);
    // Past it, the next quiet moment folds.
    let written = below;
    while ((await stat(journal())).size <= snapshotBytes) await write(++written);
    await vi.waitFor(() => expect(folds).toEqual([written]), { timeout: 5_000 });
    await store.close();
  });
});
