// What a bundle was built from (scripts/build-stamp.mjs): the end-to-end tests rebuild a bundle whose stamp differs.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtStamp, sourceStamp, STAMP_FILE } from '../../scripts/build-stamp.mjs';
import { useSandbox } from '../helpers/setup.js';

const box = useSandbox('test');

async function put(name: string, text: string): Promise<void> {
  await mkdir(dirname(box.path(name)), { recursive: true });
  await writeFile(box.path(name), text);
}

/** A project with sources, a build script and a lock file. */
async function project(): Promise<void> {
  await put('src/main.ts', 'export const main = 1;\n');
  await put('src/cli/run.ts', 'export const run = 2;\n');
  await put('scripts/bundle.mjs', '// build\n');
  await put('package.json', '{}\n');
  await put('package-lock.json', '{}\n');
}

describe('the build stamp', () => {
  it('is the same for the same sources, and changes with any change to a source, its name, or a new file', async () => {
    await project();
    const first = await sourceStamp(box.dir);
    expect(await sourceStamp(box.dir)).toBe(first);

    await put('src/main.ts', 'export const main = 10;\n');
    const edited = await sourceStamp(box.dir);
    expect(edited).not.toBe(first);

    await rename(box.path('src/cli/run.ts'), box.path('src/cli/start.ts'));
    const renamed = await sourceStamp(box.dir);
    expect(renamed).not.toBe(edited);

    await put('src/new.ts', '');
    expect(await sourceStamp(box.dir)).not.toBe(renamed);
  });

  it('follows the locked dependencies and the build scripts, not files outside the build', async () => {
    await project();
    const first = await sourceStamp(box.dir);
    await put('test/some.test.ts', 'a test\n');
    await put('README.md', 'words\n');
    expect(await sourceStamp(box.dir)).toBe(first);
    await put('package-lock.json', '{"lockfileVersion":3}\n');
    const locked = await sourceStamp(box.dir);
    expect(locked).not.toBe(first);
    await put('scripts/bundle.mjs', '// build, changed\n');
    expect(await sourceStamp(box.dir)).not.toBe(locked);
  });

  it('reads no stamp where no build finished, and the stamp a build wrote', async () => {
    await project();
    expect(await builtStamp(box.dir)).toBeUndefined();
    const stamp = await sourceStamp(box.dir);
    await put(STAMP_FILE, `${JSON.stringify({ sources: stamp })}\n`);
    expect(await builtStamp(box.dir)).toBe(stamp);
  });
});
