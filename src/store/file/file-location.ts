// A calendar kept in a file: opened whole into memory, guarded by its lock file, copied as its document and key.
import { stat, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { errorCode } from '../../typing/caught-error.js';
import { CalendarExistsError } from '../calendar-exists.js';
import type { CalendarCopy, CalendarLocation, DatabaseWaits, OpenedStore } from '../calendar-location.js';
import type { Settings } from '../records/records.js';
import { FileKeySecretBox, keyFileOf } from '../secret-box.js';
import type { Store } from '../store.js';
import { writeFileDurably } from './file-io.js';
import { JsonFileStore } from './json-file-store.js';
import { acquireLock, servingLock, type HeldLock, type LockInfo, type LockOptions } from './lock.js';
import { checkCalendarPath } from './path-problems.js';
import { openFileForReading } from './read-only-store.js';
import { documentChunks } from './store-document.js';

export class FileLocation implements CalendarLocation {
  readonly kind = 'file';
  readonly noun = 'calendar file';

  constructor(readonly given: string) {}

  get shown(): string {
    return this.given;
  }

  get folder(): string {
    return dirname(this.given);
  }

  resolvedFrom(cwd: string): CalendarLocation {
    return new FileLocation(resolve(cwd, this.given));
  }

  checkPlace(options: { folderMayBeMissing: boolean }): Promise<void> {
    return checkCalendarPath(this.given, options);
  }

  servingLock(): Promise<LockInfo | undefined> {
    return servingLock(this.given);
  }

  holdForWriting(options: LockOptions): Promise<HeldLock> {
    return acquireLock(this.given, options);
  }

  open(initialSettings: Partial<Settings>, _waits: DatabaseWaits): Promise<OpenedStore> {
    return JsonFileStore.open(this.given, initialSettings);
  }

  openForReading(): Promise<Store | undefined> {
    return openFileForReading(this.given);
  }

  async read(): Promise<CalendarCopy> {
    const view = await JsonFileStore.readView(this.given);
    return { view, keyText: new FileKeySecretBox(keyFileOf(this.given)).keyText() };
  }

  async expectNoCalendar(): Promise<void> {
    const exists = await stat(this.given).then(
      () => true,
      (error: unknown) => {
        if (errorCode(error) === 'ENOENT') return false;
        throw error;
      },
    );
    if (exists) throw new CalendarExistsError(`${this.given} already exists: copy to a new file`);
  }

  async write(copy: CalendarCopy): Promise<number> {
    await this.expectNoCalendar();
    // The key first: a calendar file is never without the key its passwords need.
    if (copy.keyText !== undefined) await writeFile(keyFileOf(this.given), `${copy.keyText}\n`, { mode: 0o600 });
    await writeFileDurably(this.given, [...documentChunks(copy.view)].join(''));
    return copy.view.collections.reduce((sum, [, records]) => sum + records.length, 0);
  }
}
