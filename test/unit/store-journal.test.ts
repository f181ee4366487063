// The journal: writes append to it, restarts replay it, clean stops fold it; torn tails, damage, migrations.
import { appendFile, readFile, stat, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { JsonFileStore, StoreFileError } from '../../src/store/file/json-file-store.js';
import { decodeJournalLine, encodeJournalLine, type JournalEntry } from '../../src/store/journal/journal.js';
import { crc32 } from 'node:zlib';
import { DEFAULT_SETTINGS } from '../../src/store/records/records.js';
import type { TermRecord } from '../../src/store/records/records.js';
import { tag } from '../helpers/records.js';

const box = useSandbox('test');
const journal = () => `${box.file}.journal`;
/** The JSON of a journal line, past its checksum. */
const json = (line: string) => JSON.parse(line.slice(line.indexOf(' ') + 1));

describe('a journal line', () => {
  it('is the checksum and JSON.stringify of its entry, whichever settings came before', () => {
    const sequences = { post: 3, term: 1, user: 1, key: 0 };
    const entry = (settings: JournalEntry['settings'], id: number): JournalEntry => ({
      records: [{ collection: 'tags', id, after: tag(id, `Tag ${id}`) }],
      settings,
      sequences,
    });
    const utc = { ...DEFAULT_SETTINGS };
    const madrid = { ...DEFAULT_SETTINGS, timezone: 'Europe/Madrid' };
    for (const [i, settings] of [utc, utc, madrid, utc, madrid, madrid].entries()) {
      const written = entry(settings, i + 1);
      const json = JSON.stringify(written);
      const line = encodeJournalLine(written);
      expect(line).toBe(`${crc32(json).toString(16).padStart(8, '0')} ${json}\n`);
      expect(decodeJournalLine(line.slice(0, -1))).toEqual(written);
    }
  });
});

describe('the journal', () => {
  it('takes writes as appended lines, replays them on start and folds them at a clean stop', async () => {
    const store = await JsonFileStore.open(box.file);
    const snapshot = await readFile(box.file, 'utf8');
    await store.write((tx) => tx.put('tags', tag(tx.nextId('term'), 'Jazz')));
    await store.write((tx) => tx.put('tags', tag(tx.nextId('term'), 'Folk')));
    await store.write((tx) => tx.remove('tags', 1));
    expect(await readFile(box.file, 'utf8')).toBe(snapshot);
    const lines = (await readFile(journal(), 'utf8')).trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(json(lines[2] as string).records).toEqual([{ collection: 'tags', id: 1, after: null }]);

    // As after a crash: a second store replays the journal the first one never folded.
    const replayed = await JsonFileStore.open(box.file);
    expect([...replayed.all('tags')].map((t) => t.name)).toEqual(['Folk']);
    expect(await replayed.write((tx) => tx.nextId('term'))).toBe(3);
    await replayed.close();
    expect((await stat(journal())).size).toBe(0);
    expect(JSON.parse(await readFile(box.file, 'utf8')).tags.map((t: TermRecord) => t.name)).toEqual(['Folk']);
    await store.close().catch(() => undefined);
  });

  it('drops a torn last line, which was never acknowledged, and keeps the rest', async () => {
    const store = await JsonFileStore.open(box.file);
    await store.write((tx) => tx.put('tags', tag(tx.nextId('term'), 'Kept')));
    const cut = '0a1b2c3d {"records":[{"collection":"tags","id":2,"after":{"id":2,"na';
    await appendFile(journal(), cut);
    expect((await JsonFileStore.examine(box.file)).tornTail).toEqual({ bytes: cut.length, afterRecord: 1 });
    const reopened = await JsonFileStore.open(box.file);
    expect(reopened.tornTail).toEqual({ bytes: cut.length, afterRecord: 1 });
    expect([...reopened.all('tags')].map((t) => t.name)).toEqual(['Kept']);
    await reopened.write((tx) => tx.put('tags', tag(tx.nextId('term'), 'After')));
    const lines = (await readFile(journal(), 'utf8')).trim().split('\n');
    expect(lines.map((l) => json(l).records[0].after.name)).toEqual(['Kept', 'After']);
    await reopened.close();
    await store.close().catch(() => undefined);
  });

  it('leaves a whole journal untouched at a start, and appends after its records', async () => {
    const store = await JsonFileStore.open(box.file);
    await store.write((tx) => tx.put('tags', tag(tx.nextId('term'), 'Kept')));
    const before = await stat(journal());
    await new Promise((resolve) => setTimeout(resolve, 20));
    const reopened = await JsonFileStore.open(box.file);
    const after = await stat(journal());
    expect([after.size, after.mtimeMs, after.ctimeMs]).toEqual([before.size, before.mtimeMs, before.ctimeMs]);
    await reopened.write((tx) => tx.put('tags', tag(tx.nextId('term'), 'After')));
    const lines = (await readFile(journal(), 'utf8')).trim().split('\n');
    expect(lines.map((l) => json(l).records[0].after.name)).toEqual(['Kept', 'After']);
    await reopened.close();
    await store.close().catch(() => undefined);
  });

  it('refuses a damaged line that is not the last, naming it and changing nothing', async () => {
    const store = await JsonFileStore.open(box.file);
    await store.write((tx) => tx.put('tags', tag(tx.nextId('term'), 'One')));
    await appendFile(journal(), 'garbage\n');
    await store.write((tx) => tx.put('tags', tag(tx.nextId('term'), 'Two')));
    const before = [await readFile(box.file, 'utf8'), await readFile(journal(), 'utf8')];
    const error = await JsonFileStore.open(box.file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreFileError);
    expect((error as Error).message).toMatch(
      /calendar\.json\.journal: record 2 is damaged \(not a journal record\); the file was left as it is\. `cal store repair` keeps the 1 record before it/,
    );
    expect([await readFile(box.file, 'utf8'), await readFile(journal(), 'utf8')]).toEqual(before);
    await store.close().catch(() => undefined);
  });

  const sequences = { post: 0, term: 2, user: 1 };
  it.each([
    [
      'names an unknown collection',
      { records: [{ collection: 'songs', id: 2, after: null }], settings: {}, sequences },
    ],
    ['has a record without an ID', { records: [{ collection: 'tags', after: null }], settings: {}, sequences }],
    ['has no settings', { records: [{ collection: 'tags', id: 1, after: null }], sequences }],
    ['lacks a sequence', { records: [], settings: {}, sequences: { post: 0, term: 2 } }],
  ])('refuses a record that reads as JSON but %s, naming it and changing nothing', async (_kind, entry) => {
    const store = await JsonFileStore.open(box.file);
    await store.write((tx) => tx.put('tags', tag(tx.nextId('term'), 'One')));
    // As journals were written before checksums: bare JSON.
    await appendFile(journal(), `${JSON.stringify(entry)}\n`);
    const before = [await readFile(box.file, 'utf8'), await readFile(journal(), 'utf8')];
    const error = await JsonFileStore.open(box.file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreFileError);
    expect((error as Error).message).toContain('calendar.json.journal: record 2 is damaged (not a journal record)');
    expect([await readFile(box.file, 'utf8'), await readFile(journal(), 'utf8')]).toEqual(before);
    await store.close().catch(() => undefined);
  });

  it('gives a consistent copy of a store in use (snapshot plus journal) without taking it over', async () => {
    const store = await JsonFileStore.open(box.file);
    await store.write((tx) => tx.put('tags', tag(tx.nextId('term'), 'Live')));
    const copy = JSON.parse(await JsonFileStore.readConsistent(box.file));
    expect(copy.tags.map((t: TermRecord) => t.name)).toEqual(['Live']);
    expect(copy.sequences.term).toBe(1);
    await store.close();
  });

  it('reads one collection of a store in use as committed, writing nothing; a missing file is ENOENT', async () => {
    const store = await JsonFileStore.open(box.file);
    await store.write((tx) => tx.put('tags', tag(tx.nextId('term'), 'Journalled')));
    const before = [await readFile(box.file, 'utf8'), await readFile(journal(), 'utf8')];
    expect((await JsonFileStore.readCollection(box.file, 'tags')).map((t) => t.name)).toEqual(['Journalled']);
    expect([await readFile(box.file, 'utf8'), await readFile(journal(), 'utf8')]).toEqual(before);
    await store.close();
    await expect(JsonFileStore.readCollection(`${box.file}.missing`, 'tags')).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('migrations', () => {
  it('leaves a record that is not an object as it is, for the checks to name', async () => {
    await writeFile(box.file, JSON.stringify({ tags: [{ id: 4, name: 'Rock' }, 5] }));
    const error = await JsonFileStore.open(box.file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreFileError);
    expect((error as Error).message).toMatch(/calendar\.json: \$\.tags\[1\]: expected an object; `cal store repair`/);
  });

  it('upgrades a hand-written document without a schema field', async () => {
    await writeFile(
      box.file,
      JSON.stringify({
        settings: { default_language: 'es' },
        tags: [{ id: 4, name: 'Rock', slug: 'rock', description: '', parent: 0 }],
        users: [{ id: 1, login: 'admin', name: 'A', email: '', role: 'administrator' }],
      }),
    );
    const store = await JsonFileStore.open(box.file);
    expect(store.get('tags', 4)?.language).toBe('es');
    expect(store.get('users', 1)?.passwords).toEqual([]);
    await store.write((tx) => tx.updateSettings({ timezone: 'Europe/Madrid' }));
    await store.close();
    expect(JSON.parse(await readFile(box.file, 'utf8'))).toMatchObject({
      format: 'cal-store',
      schema: 1,
      tags: [{ id: 4, language: 'es' }],
    });
  });
});
