// bin/cal.js and the bundle it loads: the --version shortcut, and every file they load exists and ships with the package.
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { BIN, cal } from '../helpers/cli.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('the launcher', () => {
  it('answers --version and -V with the package version, as the full command tree does', async () => {
    const { version } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8'));
    for (const args of [['--version'], ['-V'], ['--no-color', '--version']]) {
      const result = await cal(args);
      expect({ args, code: result.exitCode, stdout: result.stdout, stderr: result.stderr }).toEqual({ args, code: 0, stdout: version, stderr: '' });
    }
  });

  it('loads only files that exist and that the package ships', async () => {
    // esbuild follows every static and dynamic import from the launcher and fails on any file that is missing.
    const { metafile } = await build({ entryPoints: [BIN], bundle: true, write: false, metafile: true, platform: 'node', format: 'esm', packages: 'external', logLevel: 'silent' });
    const loaded = Object.keys(metafile.inputs).map((file) => resolve(ROOT, file));
    const { files } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { files: string[] };
    const shipped = (file: string) => files.some((entry) => file.startsWith(join(ROOT, entry, '/')));
    expect(loaded.filter((file) => !shipped(file))).toEqual([]);
    // The launcher, its two entries and the chunks behind them: the command tree is bundled, not read from dist/ file by file.
    expect(loaded).toContain(join(ROOT, 'dist/bundle/cal.js'));
    expect(loaded).toContain(join(ROOT, 'dist/bundle/version.cjs'));
    expect(loaded.some((file) => file.startsWith(join(ROOT, 'dist/bundle/chunks/')))).toBe(true);
  });
});
