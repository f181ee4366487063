// A full disk: writes are refused with 507 insufficient_storage naming the disk, reads go on, writes resume after.
import { onPostgres } from '../helpers/postgres.js';
import { dirname } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillTheDisk } from '../helpers/full-disk.js';
import { useApi } from '../helpers/setup.js';

const api = useApi();

afterEach(() => {
  vi.restoreAllMocks();
});

// A full disk is the calendar file's (a database out of reach: test/api/postgres-store.test.ts).
describe.skipIf(onPostgres())('a full disk', () => {
  it('answers 507 insufficient_storage to writes, keeps answering reads, and takes writes again once freed', async () => {
    const before = await api.request('POST', 'tags', { body: { name: 'Before' } });
    expect(before.status).toBe(201);
    // Every journal append from now on writes part of its record, then finds the disk full.
    await fillTheDisk(api.dataFile, 25);
    const refused = await api.request('POST', 'tags', { body: { name: 'Refused' } });
    expect(refused.status).toBe(507);
    expect(refused.json).toEqual({
      code: 'insufficient_storage',
      message: `No space left on the disk holding ${dirname(api.dataFile)}: the change was not saved.`,
      data: { status: 507 },
    });
    const read = await api.request('GET', `tags/${before.json.id}`);
    expect(read.status).toBe(200);
    expect(read.json.name).toBe('Before');

    vi.restoreAllMocks();
    expect((await api.request('POST', 'tags', { body: { name: 'After' } })).status).toBe(201);
    const committed = JSON.parse(await api.fileText());
    expect(committed.tags.map((t: { name: string }) => t.name)).toEqual(['Before', 'After']);
  });
});
