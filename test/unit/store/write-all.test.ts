// Writing every byte to a file: the rest after a short write, and an error where the file takes none.
import { open, readFile } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeAll } from '../../../src/store/file/file-io.js';
import { shortWrites } from '../../helpers/full-disk.js';
import { useSandbox } from '../../helpers/setup.js';

const box = useSandbox('test');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('writeAll', () => {
  it('writes the rest after each short write', async () => {
    const handle = await open(box.file, 'w');
    await shortWrites(box.file, 3);
    await writeAll(handle, Buffer.from('every byte of this line\n'));
    vi.restoreAllMocks();
    await handle.close();
    expect(await readFile(box.file, 'utf8')).toBe('every byte of this line\n');
  });

  it('fails, rather than trying forever, when the file takes none of the bytes', async () => {
    const handle = await open(box.file, 'w');
    await shortWrites(box.file, 0);
    await expect(writeAll(handle, Buffer.from('nothing'))).rejects.toMatchObject({ code: 'EIO' });
    vi.restoreAllMocks();
    await handle.close();
  });
});
