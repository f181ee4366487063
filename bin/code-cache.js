// Runs a CommonJS bundle from a V8 code cache kept beside it (FILE.cache). Node 20 has no compile cache of its
// own (module.enableCompileCache is Node 22), and compiling the bundle is a large share of a short command.
'use strict';

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

/**
 * Loads `file` and returns its exports, whether a cache was used, and `saveCache`: when the run found no
 * cache it could use, it writes one of everything compiled so far, so call it once the work is done.
 */
function loadWithCodeCache(file) {
  v8.setFlagsFromString(V8_FLAGS);
  const cacheFile = `${file}.cache`;
  const stamp = buildStamp(file);
  const cachedData = readCache(cacheFile, stamp);
  const script = new vm.Script(WRAPPER_START + fs.readFileSync(file, 'utf8') + WRAPPER_END, { filename: file, cachedData });
  const module = { exports: {} };
  script.runInThisContext().call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  const usable = cachedData !== undefined && !script.cachedDataRejected;
  return {
    exports: module.exports,
    usedCache: usable,
    saveCache() {
      if (usable) return;
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
    },
  };
}

module.exports = { loadWithCodeCache };
