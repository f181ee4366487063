// The journal's integrity: checksummed records, older journals without them, a write cut short by a full disk,
// and folds that run while writes go on.
import { readFile, writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { JsonFileStore, StoreFileError } from '../../src/store/file/json-file-store.js';
import { StorageFullError } from '../../src/store/file/storage-full.js';
import type { TermRecord } from '../../src/store/records/records.js';
import { tag } from '../helpers/records.js';
import { fillTheDisk, shortWrites } from '../helpers/full-disk.js';

const box = useSandbox('test');
const journal = () => `${box.file}.journal`;
const lines = async () => (await readFile(journal(), 'utf8')).split('\n').filter((line) => line !== '');

const addTag = (store: JsonFileStore, name: string) =>
  store.write((tx) => tx.put('tags', tag(tx.nextId('term'), name)));
const names = (store: JsonFileStore) => [...store.all('tags')].map((t) => t.name);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('journal checksums', () => {
  it('writes each record behind the CRC-32 of its JSON, and refuses a record with one byte changed', async () => {
    const store = await JsonFileStore.open(box.file);
    await addTag(store, 'Jazz');
    await addTag(store, 'Folk');
    const [first, second] = await lines();
    expect(first).toMatch(/^[0-9a-f]{8} \{"records":/);
    await store.close().catch(() => undefined);

    // "Folk" becomes "Folj": still valid JSON, only the checksum tells.
    await writeFile(journal(), `${first}\n${(second as string).replace('"Folk"', '"Folj"')}\n`);
    const error = await JsonFileStore.open(box.file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreFileError);
    expect((error as Error).message).toContain(
      'calendar.json.journal: record 2 is damaged (its checksum does not match); the file was left as it is. ' +
        '`cal store repair` keeps the 1 record before it and sets the rest aside',
    );
  });

  it('still opens a journal written before checksums, and writes the new format from then on', async () => {
    const store = await JsonFileStore.open(box.file);
    await addTag(store, 'Old');
    const [line] = await lines();
    await store.close().catch(() => undefined);
    await writeFile(journal(), `${(line as string).slice(9)}\n`);

    const reopened = await JsonFileStore.open(box.file);
    expect(names(reopened)).toEqual(['Old']);
    await addTag(reopened, 'New');
    const now = await lines();
    expect(now.map((l) => l.slice(0, 1) === '{')).toEqual([true, false]);
    await reopened.compact();
    expect(await lines()).toEqual([]);
    expect(JSON.parse(await readFile(box.file, 'utf8')).tags.map((t: TermRecord) => t.name)).toEqual(['Old', 'New']);
    await reopened.close();
  });
});

describe('writes the disk takes a few bytes at a time', () => {
  it('write every byte of each journal record and of a fold, the rest after each short write', async () => {
    const store = await JsonFileStore.open(box.file);
    await shortWrites(box.file, 7);
    await addTag(store, 'First');
    await addTag(store, 'Second');
    expect((await lines()).map((line) => JSON.parse(line.slice(9)).records[0].after.name)).toEqual(['First', 'Second']);
    await store.compact();
    vi.restoreAllMocks();
    expect(await lines()).toEqual([]);
    const reopened = await JsonFileStore.open(box.file);
    expect(reopened.tornTail).toBeUndefined();
    expect(names(reopened)).toEqual(['First', 'Second']);
    await reopened.close();
    await store.close();
  });
});

describe('a write cut short by a full disk', () => {
  it('cuts the journal back to its last whole record, refuses the write, and takes the next one once space is back', async () => {
    const store = await JsonFileStore.open(box.file);
    await addTag(store, 'Before');
    const good = await readFile(journal());

    // The file layer writes part of the record, then the disk is full.
    await fillTheDisk(journal(), 40);
    const refused = await addTag(store, 'Refused').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(StorageFullError);
    expect((refused as Error).message).toBe(
      `no space left on the disk holding ${box.dir} (ENOSPC): the change was not saved`,
    );
    expect(await readFile(journal())).toEqual(good);
    expect(names(store)).toEqual(['Before']);

    vi.restoreAllMocks();
    await addTag(store, 'After');
    expect(names(store)).toEqual(['Before', 'After']);
    // As after a crash: nothing of the refused write, every acknowledged one.
    const reopened = await JsonFileStore.open(box.file);
    expect(reopened.tornTail).toBeUndefined();
    expect(names(reopened)).toEqual(['Before', 'After']);
    await reopened.close();
    await store.close().catch(() => undefined);
  });
});

describe('a fold', () => {
  it('lets writes through while it runs, keeping them in the journal after the snapshot it wrote', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let entered = () => {};
    const foldEntered = new Promise<void>((resolve) => (entered = resolve));
    const events: string[] = [];
    const store = await JsonFileStore.open(
      box.file,
      {},
      {
        foldBytes: 1,
        foldShare: 0,
        whileFolding: async () => {
          events.push('fold held');
          entered();
          await held;
        },
      },
    );
    await addTag(store, 'Folded');
    // The fold started after that write and is held part way through (waited for: on a busy machine it may reach
    // that point after a write's acknowledgement); a write now is not held with it.
    await foldEntered;
    await addTag(store, 'During');
    events.push('write during the fold acknowledged');
    release();
    await store.compact();
    events.push('fold done');
    expect(events).toEqual(['fold held', 'write during the fold acknowledged', 'fold held', 'fold done']);

    const reopened = await JsonFileStore.open(box.file);
    expect(names(reopened)).toEqual(['Folded', 'During']);
    await reopened.close();
    const text = await readFile(box.file, 'utf8');
    // The snapshot is written a record at a time, yet reads as JSON.stringify(document, null, 1) writes it.
    expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 1)}\n`);
    await store.close();
  });

  it('leaves the snapshot it held and the journal as they were when the disk fills during a fold', async () => {
    // A journal this short is folded only when asked.
    const store = await JsonFileStore.open(box.file);
    const snapshot = await readFile(box.file, 'utf8');
    await addTag(store, 'Journalled');
    await fillTheDisk(box.file, 0);
    await expect(store.compact()).rejects.toMatchObject({ code: 'ENOSPC' });
    vi.restoreAllMocks();
    expect(await readFile(box.file, 'utf8')).toBe(snapshot);
    expect((await lines()).length).toBe(1);
    const reopened = await JsonFileStore.open(box.file);
    expect(names(reopened)).toEqual(['Journalled']);
    await reopened.close();
    await store.close();
  });
});
