// Paths that cannot hold a calendar file, told in one line naming them; folders made as `mkdir -p` does, never
// endlessly.
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../../helpers/setup.js';
import { makeFolder } from '../../../src/store/file/make-folder.js';
import {
  checkCalendarPath,
  FilePathError,
  newFileFailure,
  readFailure,
} from '../../../src/store/file/path-problems.js';

const box = useSandbox();
const strict = { folderMayBeMissing: false };
const systemError = (code: string) => Object.assign(new Error(`${code}: as the system says it`), { code });

beforeAll(async () => {
  await writeFile(box.path('file'), '');
  await mkdir(box.path('folder'));
});

describe('checkCalendarPath', () => {
  it('takes a file, or no file yet in a folder that exists', async () => {
    await expect(checkCalendarPath(box.path('file'), strict)).resolves.toBeUndefined();
    await expect(checkCalendarPath(box.path('folder/cal.json'), strict)).resolves.toBeUndefined();
  });

  it('refuses a folder not there, unless it may be made', async () => {
    const path = box.path('none/cal.json');
    await expect(checkCalendarPath(path, strict)).rejects.toThrow(
      new FilePathError(`cannot use ${path}: the folder ${box.path('none')} does not exist`),
    );
    await expect(checkCalendarPath(path, { folderMayBeMissing: true })).resolves.toBeUndefined();
  });

  it('refuses a folder, and a path below a file (naming the file, however deep)', async () => {
    await expect(checkCalendarPath(box.path('folder'), strict)).rejects.toThrow(
      `cannot use ${box.path('folder')}: it is a folder, not a calendar file`,
    );
    const below = box.path('file/a/b/cal.json');
    await expect(checkCalendarPath(below, { folderMayBeMissing: true })).rejects.toThrow(
      `cannot use ${below}: ${box.path('file')} is a file, not a folder`,
    );
  });
});

describe('newFileFailure and readFailure', () => {
  const path = () => box.path('folder/cal.json');

  it.each([
    ['EACCES', `no permission to make files in FOLDER (EACCES)`],
    ['EPERM', `no permission to make files in FOLDER (EPERM)`],
    ['EROFS', `FOLDER is on a read-only file system (EROFS)`],
    ['ENOENT', `no file can be made in FOLDER (ENOENT)`],
  ])('tells %s as what the folder refuses', async (code, why) => {
    const told = await newFileFailure(path(), systemError(code));
    expect(told).toBeInstanceOf(FilePathError);
    expect((told as Error).message).toBe(`cannot write ${path()}: ${why.replace('FOLDER', box.path('folder'))}`);
  });

  it('tells ENOENT in a folder not there as the folder missing; other failures stay as they are', async () => {
    const missing = box.path('gone/cal.json');
    expect(((await newFileFailure(missing, systemError('ENOENT'))) as Error).message).toBe(
      `cannot use ${missing}: the folder ${box.path('gone')} does not exist`,
    );
    const other = systemError('EIO');
    expect(await newFileFailure(path(), other)).toBe(other);
  });

  it('tells a read refused to this user; other failures stay as they are', () => {
    expect((readFailure(path(), systemError('EACCES')) as Error).message).toBe(
      `cannot read ${path()}: permission denied (EACCES)`,
    );
    const other = systemError('EIO');
    expect(readFailure(path(), other)).toBe(other);
  });
});

describe('makeFolder', () => {
  it('makes the missing folders above it, and takes one that is there', async () => {
    const deep = box.path('made/a/b');
    await makeFolder(deep);
    await makeFolder(deep);
    expect((await stat(deep)).isDirectory()).toBe(true);
  });

  it('fails below a file', async () => {
    await expect(makeFolder(box.path('file/sub'))).rejects.toMatchObject({ code: 'ENOTDIR' });
  });

  it.runIf(process.platform === 'linux')('fails at once where a parent takes no new folders (/proc)', async () => {
    // Node's own recursive mkdir never returns here.
    await expect(makeFolder(join('/proc', 'nope', 'cal'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
