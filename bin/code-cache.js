// Runs a CommonJS bundle from a V8 code cache kept beside it (FILE.cache). Node 20 has no compile cache of its
// own (module.enableCompileCache is Node 22), and compiling the bundle is a large share of a short command.
'use strict';

const { isAscii } = require('node:buffer');
const fs = require('node:fs');
const path = require('node:path');
const v8 = require('node:v8');
const vm = require('node:vm');
const { createRequire } = require('node:module');

/**
 * V8 settings for every run. They are set before the cache is read, as V8 accepts a cache only under the flags
 * it was made with. undici parses responses with llhttp compiled to WebAssembly; after a few responses V8
 * starts optimising its very large parser function on a background thread, and Node waits for that to finish
 * before the process exits: some 150 ms added to every short command against a server. The unoptimised parser
 * is fast enough.
 */
const V8_FLAGS = '--wasm-tiering-budget=1000000000';

// The parameters Node gives a CommonJS module; on one line so that the bundle's line numbers stay its own.
const WRAPPER_START = '(function (exports, require, module, __filename, __dirname) {';
const WRAPPER_END = '\n})';

/**
 * Which build of the bundle a cache belongs to. V8 checks only the source's length (and its own version and
 * flags), so a cache of an earlier build of the same length would be taken for this one.
 */
function buildStamp(file) {
  const info = fs.statSync(file);
  return `${info.size}:${info.mtimeMs}:${info.ino}\n`;
}

function readCache(cacheFile, stamp) {
  try {
    const bytes = fs.readFileSync(cacheFile);
    return bytes.subarray(0, stamp.length).toString('latin1') === stamp ? bytes.subarray(stamp.length) : undefined;
  } catch {
    return undefined;
  }
}

/** A bundle's text: the build keeps cal.cjs ASCII, which reads without decoding UTF-8. */
function readSource(file) {
  const bytes = fs.readFileSync(file);
  return isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
}

/** Compiles and runs one file, from its cache when it has a usable one. */
function runFile(file, requireFromFile) {
  const cacheFile = `${file}.cache`;
  const stamp = buildStamp(file);
  const cachedData = readCache(cacheFile, stamp);
  const script = new vm.Script(WRAPPER_START + readSource(file) + WRAPPER_END, {
    filename: file,
    cachedData,
  });
  const module = { exports: {} };
  script.runInThisContext().call(module.exports, module.exports, requireFromFile, module, file, path.dirname(file));
  const usedCache = cachedData !== undefined && !script.cachedDataRejected;
  return { exports: module.exports, usedCache, cacheFile, script, stamp };
}

function writeCache({ file, cacheFile, script, stamp }) {
  const temporary = `${cacheFile}.${process.pid}.tmp`;
  try {
    // A rebuild since this run started would make the cache that of the wrong source; a read-only
    // install runs without a cache, as it would without this file.
    if (buildStamp(file) !== stamp) return;
    fs.accessSync(path.dirname(file), fs.constants.W_OK);
    fs.writeFileSync(temporary, Buffer.concat([Buffer.from(stamp, 'latin1'), script.createCachedData()]));
    fs.renameSync(temporary, cacheFile);
  } catch {
    fs.rmSync(temporary, { force: true });
  }
}

/**
 * A loader of CommonJS bundles: `load(file)` returns a file's exports, running it the first time. A bundle's
 * requires of its own `./….cjs` files (cal.cjs's lazy library files) go through the loader too; other requires are
 * Node's. `save()` writes a cache for each file that ran without a usable one, of everything compiled so far,
 * so call it once the work is done.
 */
function createCodeCacheLoader() {
  v8.setFlagsFromString(V8_FLAGS);
  const files = new Map();

  function requireFor(file) {
    const nodeRequire = createRequire(file);
    const dir = path.dirname(file);
    const bundleRequire = (id) =>
      id.startsWith('./') && id.endsWith('.cjs') ? load(path.join(dir, id)) : nodeRequire(id);
    return Object.assign(bundleRequire, {
      resolve: nodeRequire.resolve,
      cache: nodeRequire.cache,
      main: nodeRequire.main,
    });
  }

  function load(file) {
    let loaded = files.get(file);
    if (loaded === undefined) {
      loaded = { file, ...runFile(file, requireFor(file)) };
      files.set(file, loaded);
    }
    return loaded.exports;
  }

  return {
    load,
    usedCache: (file) => files.get(file)?.usedCache === true,
    save() {
      for (const loaded of files.values()) if (!loaded.usedCache) writeCache(loaded);
    },
  };
}

module.exports = { createCodeCacheLoader };
