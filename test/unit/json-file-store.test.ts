// The JSON-file store: durable writes, atomic transactions, rollback on failure, hand-edited files.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useSandbox } from '../helpers/setup.js';
import { JsonFileStore, StoreFileError } from '../../src/store/file/json-file-store.js';
import type { OrganizerRecord, TermRecord } from '../../src/store/records/records.js';
import { tag } from '../helpers/records.js';

const box = useSandbox('test');

const organizer = (id: number, title: string): OrganizerRecord => ({
  id,
  title,
  author: 1,
  status: 'publish',
  slug: `org-${id}`,
  description: '',
  excerpt: '',
  date: '2026-01-01 00:00:00',
  date_utc: '2026-01-01 00:00:00',
  modified: '2026-01-01 00:00:00',
  modified_utc: '2026-01-01 00:00:00',
  image: null,
  language: 'en',
  password: null,
  phone: '',
  website: '',
  email: '',
});

describe('JsonFileStore', () => {
  it('creates a readable, versioned document for a missing file', async () => {
    const store = await JsonFileStore.open(join(box.dir, 'new.json'), { timezone: 'Europe/Madrid' });
    const doc = JSON.parse(await readFile(join(box.dir, 'new.json'), 'utf8'));
    expect(doc).toMatchObject({
      format: 'cal-store',
      schema: 1,
      settings: { timezone: 'Europe/Madrid' },
      events: [],
      tags: [],
    });
    expect(store.settings().timezone).toBe('Europe/Madrid');
    await store.close();
  });

  it('makes no folder: a file in a missing one is not created', async () => {
    await expect(JsonFileStore.open(join(box.dir, 'missing', 'cal.json'))).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(readdir(box.dir)).resolves.not.toContain('missing');
  });

  it('makes an acknowledged write durable and continues the ID sequences after a reopen', async () => {
    const store = await JsonFileStore.open(box.file);
    await store.write((tx) => tx.put('tags', tag(tx.nextId('term'), 'Jazz')));
    await store.close();
    const reopened = await JsonFileStore.open(box.file);
    expect(reopened.get('tags', 1)?.name).toBe('Jazz');
    expect(reopened.findBySlug('tags', 'jazz').map((t) => t.id)).toEqual([1]);
    const id = await reopened.write((tx) => tx.nextId('term'));
    expect(id).toBe(2);
    await reopened.close();
  });

  it('applies nothing when the change throws', async () => {
    const store = await JsonFileStore.open(box.file);
    const before = await readFile(box.file, 'utf8');
    await expect(
      store.write((tx) => {
        tx.put('tags', tag(tx.nextId('term'), 'Half'));
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(store.count('tags')).toBe(0);
    expect(await readFile(box.file, 'utf8')).toBe(before);
    expect(await store.write((tx) => tx.nextId('term'))).toBe(1);
    await store.close();
  });

  it('takes a write back when it cannot be saved', async () => {
    const store = await JsonFileStore.open(box.file);
    // Closing the journal's file handle under the store makes the next append fail.
    await (store as unknown as { journal: { close(): Promise<void> } }).journal.close();
    await expect(store.write((tx) => tx.put('tags', tag(tx.nextId('term'), 'Lost')))).rejects.toThrow();
    expect(store.count('tags')).toBe(0);
    expect(store.findBySlug('tags', 'lost')).toEqual([]);
    await store.close();
  });

  it('commits concurrent writes, each acknowledged and all saved', async () => {
    const store = await JsonFileStore.open(box.file);
    await Promise.all(
      Array.from({ length: 25 }, (_, i) => store.write((tx) => tx.put('tags', tag(tx.nextId('term'), `T${i}`)))),
    );
    await store.close();
    const doc = JSON.parse(await readFile(box.file, 'utf8'));
    expect(doc.tags).toHaveLength(25);
    expect(new Set(doc.tags.map((t: TermRecord) => t.id)).size).toBe(25);
  });

  it('lets a transaction read its own staged changes and nobody else see them before commit', async () => {
    const store = await JsonFileStore.open(box.file);
    await store.write((tx) => {
      tx.put('tags', tag(7, 'Staged'));
      expect(tx.get('tags', 7)?.name).toBe('Staged');
      expect([...tx.all('tags')].map((t) => t.id)).toEqual([7]);
      expect(tx.findBySlug('tags', 'staged')).toHaveLength(1);
      expect(store.get('tags', 7)).toBeUndefined();
      tx.remove('tags', 7);
      expect(tx.get('tags', 7)).toBeUndefined();
    });
    expect(store.count('tags')).toBe(0);
    await store.close();
  });

  it('finds venues and organizers by name whatever the case and surrounding blanks, staged ones too', async () => {
    const store = await JsonFileStore.open(box.file);
    await store.write((tx) => {
      tx.put('organizers', organizer(1, 'Jazz Society'));
      tx.put('organizers', organizer(2, ' jazz society '));
    });
    expect(store.findByName('organizers', 'JAZZ SOCIETY ').map((o) => o.id)).toEqual([1, 2]);
    await store.write((tx) => {
      tx.put('organizers', organizer(2, 'Blues Club'));
      tx.put('organizers', organizer(3, 'Jazz society'));
      expect(tx.findByName('organizers', 'jazz society').map((o) => o.id)).toEqual([1, 3]);
      expect(tx.findByName('organizers', 'blues club').map((o) => o.id)).toEqual([2]);
      expect(store.findByName('organizers', 'blues club')).toEqual([]);
    });
    expect(store.findByName('organizers', 'Jazz Society').map((o) => o.id)).toEqual([1, 3]);
    expect(store.findByName('venues', 'Jazz Society')).toEqual([]);
    await store.write((tx) => tx.remove('organizers', 1));
    expect(store.findByName('organizers', 'jazz society').map((o) => o.id)).toEqual([3]);
    await store.close();
  });

  it('never reuses IDs that a hand edit added without raising the sequence', async () => {
    await writeFile(
      box.file,
      JSON.stringify({
        format: 'cal-store',
        schema: 1,
        sequences: { post: 0, term: 0, user: 0 },
        tags: [tag(40, 'Hand')],
      }),
    );
    const store = await JsonFileStore.open(box.file);
    expect(await store.write((tx) => tx.nextId('term'))).toBe(41);
    await store.close();
  });

  it.each([
    ['not JSON', '{', /not valid JSON/],
    ['a future schema', JSON.stringify({ schema: 99 }), /\$\.schema: this version of cal reads schema 1/],
    ['a collection that is not a list', JSON.stringify({ schema: 1, events: {} }), /\$\.events: expected an array/],
    [
      'a record without an ID',
      JSON.stringify({ schema: 1, tags: [{ name: 'x' }] }),
      /\$\.tags\[0\]\.id: expected a positive integer/,
    ],
    [
      'an ID used twice',
      JSON.stringify({ schema: 1, categories: [tag(3, 'A')], tags: [tag(3, 'B')] }),
      /\$\.tags\[0\]\.id: 3 is used twice/,
    ],
    [
      'a field of the wrong type',
      JSON.stringify({ schema: 1, tags: [tag(1, 'A'), { ...tag(2, 'B'), parent: -1 }] }),
      /^[^;]*: \$\.tags\[1\]\.parent: expected a whole number, got -1/,
    ],
  ])('refuses %s with a message naming the JSON path, leaving the file as it was', async (_what, contents, message) => {
    await writeFile(box.file, contents);
    const error = await JsonFileStore.open(box.file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreFileError);
    expect((error as Error).message).toMatch(message);
    expect(await readFile(box.file, 'utf8')).toBe(contents);
  });
});
