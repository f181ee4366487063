// bin/code-cache.js, as the launcher uses it: each run is a fresh Node process, as V8 only reads a cache when it compiles.
import { mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const LOADER = fileURLToPath(new URL('../../bin/code-cache.js', import.meta.url));

/** A bundle whose answer is compiled into its code: a cache of another build would give the other answer. */
const bundleSource = (answer: string) =>
  `'use strict';\nfunction answer() { return ${JSON.stringify(answer)}; }\nmodule.exports.answer = answer();\nmodule.exports.part = require('./part.cjs').part;\nmodule.exports.sep = require('node:path').sep;\n`;
const PART_SOURCE = `'use strict';\nmodule.exports.part = (() => 'a part')();\n`;

describe('running a bundle from a code cache', () => {
  let dir: string;
  let bundle: string;
  /** Whether each run found a usable cache of part.cjs, which the bundle requires. */
  let parts: boolean[];
  beforeEach(async () => {
    parts = [];
    dir = await mkdtemp(join(tmpdir(), 'cal-code-cache-'));
    bundle = join(dir, 'bundle.cjs');
    await writeFile(join(dir, 'part.cjs'), PART_SOURCE);
    await build('one');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** Writes the bundle as scripts/bundle.mjs does: whole, under a new name, then renamed into place. */
  async function build(answer: string) {
    await writeFile(`${bundle}.tmp`, bundleSource(answer));
    await rename(`${bundle}.tmp`, bundle);
  }

  async function run(options: { rebuildBeforeSave?: string } = {}) {
    const script = [
      `const loader = require(${JSON.stringify(LOADER)}).createCodeCacheLoader();`,
      `const loaded = loader.load(${JSON.stringify(bundle)});`,
      options.rebuildBeforeSave === undefined
        ? ''
        : `require('node:fs').writeFileSync(${JSON.stringify(`${bundle}.tmp`)}, ${JSON.stringify(bundleSource(options.rebuildBeforeSave))}); require('node:fs').renameSync(${JSON.stringify(`${bundle}.tmp`)}, ${JSON.stringify(bundle)});`,
      'loader.save();',
      `const usedCache = loader.usedCache(${JSON.stringify(bundle)});`,
      `const partUsedCache = loader.usedCache(${JSON.stringify(join(dir, 'part.cjs'))});`,
      "if (loaded.part !== 'a part' || loaded.sep !== '/') throw new Error('requires from the bundle failed');",
      'console.log(JSON.stringify({ answer: loaded.answer, usedCache, partUsedCache }));',
    ].join('\n');
    const { stdout, stderr } = await execa(process.execPath, ['-e', script], { env: { NODE_OPTIONS: '' } });
    expect(stderr).toBe('');
    const { answer, usedCache, partUsedCache } = JSON.parse(stdout) as {
      answer: string;
      usedCache: boolean;
      partUsedCache: boolean;
    };
    parts.push(partUsedCache);
    return { answer, usedCache };
  }

  const cacheFile = () => `${bundle}.cache`;

  it('compiles without a cache the first time, writes one, and runs from it the next time', async () => {
    expect(await run()).toEqual({ answer: 'one', usedCache: false });
    const info = await stat(bundle);
    const written = await readFile(cacheFile());
    expect(written.subarray(0, written.indexOf(10) + 1).toString()).toBe(`${info.size}:${info.mtimeMs}:${info.ino}\n`);
    expect(written.length).toBeGreaterThan(100);

    expect(await run()).toEqual({ answer: 'one', usedCache: true });
    // A cache that served is left as it is.
    expect(await readFile(cacheFile())).toEqual(written);
    // The bundle's own files run from caches of their own.
    expect(parts).toEqual([false, true]);
  });

  it('never runs the cache of an earlier build, even one of the same length', async () => {
    await run();
    await build('two');
    expect(bundleSource('two').length).toBe(bundleSource('one').length);
    expect(await run()).toEqual({ answer: 'two', usedCache: false });
    expect(await run()).toEqual({ answer: 'two', usedCache: true });
  });

  it('compiles afresh and replaces a cache V8 rejects', async () => {
    await run();
    const written = await readFile(cacheFile());
    const stamp = written.subarray(0, written.indexOf(10) + 1);
    await writeFile(cacheFile(), Buffer.concat([stamp, Buffer.alloc(written.length - stamp.length, 7)]));
    expect(await run()).toEqual({ answer: 'one', usedCache: false });
    expect(await run()).toEqual({ answer: 'one', usedCache: true });
  });

  it('writes no cache when the bundle was rebuilt while it ran', async () => {
    expect(await run({ rebuildBeforeSave: 'two' })).toEqual({ answer: 'one', usedCache: false });
    await expect(stat(cacheFile())).rejects.toThrow(/ENOENT/);
    expect(await run()).toEqual({ answer: 'two', usedCache: false });
  });
});
