// Record versions: 1 when created, one more on every committed write, kept in the file; older files count as 1.
import { readFile, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { JsonFileStore } from '../../src/store/file/json-file-store.js';
import { tag } from '../helpers/records.js';

const box = useSandbox('test');

describe('record versions', () => {
  it('starts a record at 1 and adds one per committed write, however often a write puts it', async () => {
    const store = await JsonFileStore.open(box.file);
    await store.write((tx) => tx.put('tags', tag(tx.nextId('term'), 'Jazz')));
    expect(store.get('tags', 1)?.version).toBe(1);
    await store.write((tx) => {
      const current = tx.get('tags', 1);
      if (!current) throw new Error('missing');
      tx.put('tags', { ...current, description: 'one' });
      tx.put('tags', { ...current, description: 'two' });
    });
    expect(store.get('tags', 1)).toMatchObject({ description: 'two', version: 2 });
    // A version given by the writer is not taken: the store counts.
    await store.write((tx) => tx.put('tags', { ...tag(1, 'Jazz'), version: 40 }));
    expect(store.get('tags', 1)?.version).toBe(3);
    await store.close();
  });

  it('keeps versions in the file, through the journal and the snapshot', async () => {
    const store = await JsonFileStore.open(box.file);
    await store.write((tx) => tx.put('tags', tag(tx.nextId('term'), 'Jazz')));
    await store.write((tx) => tx.put('tags', { ...tag(1, 'Jazz'), description: 'live' }));
    // Read back from the snapshot and its journal while the store is open, then from the folded snapshot.
    expect((await JsonFileStore.readCollection(box.file, 'tags'))[0]?.version).toBe(2);
    await store.close();
    const doc = JSON.parse(await readFile(box.file, 'utf8'));
    expect(doc.tags[0]).toMatchObject({ id: 1, version: 2 });
    const reopened = await JsonFileStore.open(box.file);
    expect(reopened.get('tags', 1)?.version).toBe(2);
    await reopened.close();
  });

  it('reads a record of an older file, which has no version, as version 1, and its next write as 2', async () => {
    await writeFile(
      box.file,
      JSON.stringify({ format: 'cal-store', schema: 1, tags: [tag(4, 'Folk')], events: [], venues: [] }),
    );
    const store = await JsonFileStore.open(box.file);
    expect(store.get('tags', 4)?.version).toBe(1);
    await store.write((tx) => tx.put('tags', { ...tag(4, 'Folk'), description: 'acoustic' }));
    expect(store.get('tags', 4)?.version).toBe(2);
    await store.close();
  });

  it('gives media and users no version', async () => {
    const store = await JsonFileStore.open(box.file);
    await store.write((tx) =>
      tx.put('media', {
        id: tx.nextId('post'),
        url: 'https://example.org/a.png',
        extension: 'png',
        mime_type: 'image/png',
        date_utc: '2026-01-01 00:00:00',
      }),
    );
    expect(store.get('media', 1)).not.toHaveProperty('version');
    await store.close();
  });
});
