// Where a calendar is kept (src/store/calendar-location.ts): what differs between a file and a database is decided by
// the location calendarAt gives, the one place that reads a --data value for its kind.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { calendarAt } from '../../src/store/calendar-at.js';
import { CalendarExistsError } from '../../src/store/calendar-exists.js';
import { openStore } from '../../src/store/open-store.js';

describe('a location named by a --data value', () => {
  it('is a database for a postgres:// URL, shown without its password, wherever it is named from', () => {
    const location = calendarAt('postgresql://cal:s3cret@db.example:5432/calendar');
    expect(location.kind).toBe('database');
    expect(location.noun).toBe('calendar database');
    expect(location.shown).toBe('postgresql://cal:***@db.example:5432/calendar');
    expect(location.given).toContain('s3cret');
    expect(location.folder).toBeUndefined();
    expect(location.resolvedFrom('/elsewhere').given).toBe(location.given);
  });

  it('is a file for anything else, made absolute from the folder it is named from', () => {
    const location = calendarAt('calendars/club.json');
    expect(location.kind).toBe('file');
    expect(location.noun).toBe('calendar file');
    expect(location.shown).toBe('calendars/club.json');
    expect(location.resolvedFrom('/srv').given).toBe('/srv/calendars/club.json');
    expect(location.resolvedFrom('/srv').folder).toBe('/srv/calendars');
  });

  it('has a lock file naming its server for a file, and none for a database (its servers share it)', async () => {
    await expect(calendarAt('postgres://localhost/none').servingLock()).resolves.toBeUndefined();
    await expect(calendarAt('postgres://localhost/none').checkPlace({ folderMayBeMissing: false })).resolves.toBe(
      undefined,
    );
    // Its writers take turns on the database's own write lock: nothing to hold, nothing written.
    const hold = calendarAt('postgres://localhost/none').holdForWriting({ holder: 'server', waitMs: 0 });
    await expect(hold).resolves.toBeUndefined();
  });
});

describe('a calendar file through its location', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cal-location-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('reads as the calendar its first write makes while it is not made, and is left unmade', async () => {
    const location = calendarAt(join(dir, 'new.json'));
    const store = await location.openForReading();
    expect(store?.count('users')).toBe(1);
    await store?.close();
    await expect(readFile(join(dir, 'new.json'))).rejects.toThrow(/ENOENT/);
  });

  it('is held for writing by its lock file, as a server or as a command, until it is let go', async () => {
    const location = calendarAt(join(dir, 'held.json'));
    const lockFile = join(dir, 'held.json.lock');
    const server = await location.holdForWriting({ holder: 'server', waitMs: 0 });
    expect(JSON.parse(await readFile(lockFile, 'utf8'))).toEqual({ pid: process.pid, url: '' });
    await server?.release();
    await expect(readFile(lockFile)).rejects.toThrow(/ENOENT/);
    const command = await location.holdForWriting({ holder: 'command', waitMs: 0 });
    expect(JSON.parse(await readFile(lockFile, 'utf8'))).toMatchObject({ pid: process.pid, holder: 'command' });
    await command?.release();
    await expect(readFile(lockFile)).rejects.toThrow(/ENOENT/);
  });

  it('is copied whole to a new file with its key, and never over a file that exists', async () => {
    const from = join(dir, 'from.json');
    const store = await openStore(from);
    await store.write((tx) =>
      tx.put('tags', { id: tx.nextId('term'), name: 'Jazz', slug: 'jazz', description: '', parent: 0, language: 'en' }),
    );
    await store.close();
    const copy = await calendarAt(from).read();
    const to = calendarAt(join(dir, 'to.json'));
    expect(await to.write(copy)).toBe(2);
    const again = await to.read();
    expect(again.view.collections).toEqual(copy.view.collections);
    expect(again.keyText).toBe(copy.keyText);
    await writeFile(join(dir, 'taken.json'), '{}');
    await expect(calendarAt(join(dir, 'taken.json')).write(copy)).rejects.toThrow(CalendarExistsError);
  });
});
