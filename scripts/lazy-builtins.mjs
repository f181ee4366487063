// The esbuild plugin of scripts/bundle.mjs that makes a few of Node's own modules load on first use.
//
// Each of them takes milliseconds to load, and most runs of cal never call it: hashes and random bytes (writes
// and sign-ins), child processes (the pager, `serve --detach`), zlib (the journal's checksums), HTTP/2 (which
// undici's client loads for connections cal never makes). Imported by cal's own code or by undici, the module is
// replaced by a stand-in made from the module itself at build time:
// - a function whose name starts in lower case (createHash, spawn, crc32…) becomes a function that loads the
//   module on its first call and calls the real one: code may keep it from load time and call it later;
// - anything else (classes, objects) is a getter that loads the module when it is read;
// - http2's `constants` (protocol numbers, the same everywhere) are copied, as undici reads them as it loads.
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

const require = createRequire(import.meta.url);

export const LAZY_BUILTINS = ['node:crypto', 'node:child_process', 'node:zlib', 'node:http2'];

/** Where the imports come from: cal's sources, and undici (bundled into its own lazy library file). */
const IMPORTERS = /[\\/](src|node_modules[\\/]undici)[\\/]/;

const COPIED = { 'node:http2': ['constants'] };

function standIn(request) {
  const real = require(request);
  const lines = [
    `let real;`,
    `const load = () => (real ??= require(${JSON.stringify(request)}));`,
    `const define = (name, get) => Object.defineProperty(exports, name, { enumerable: true, get });`,
  ];
  for (const name of Object.keys(real)) {
    const value = real[name];
    const key = JSON.stringify(name);
    if (COPIED[request]?.includes(name)) {
      lines.push(`exports[${key}] = Object.freeze(${JSON.stringify(value)});`);
    } else if (typeof value === 'function' && /^[a-z]/.test(name) && value[promisify.custom] === undefined) {
      lines.push(`exports[${key}] = function (...args) { return load()[${key}].apply(this, args); };`);
    } else {
      lines.push(`define(${key}, () => load()[${key}]);`);
    }
  }
  return lines.join('\n');
}

export const lazyBuiltins = {
  name: 'lazy-builtins',
  setup(pluginBuild) {
    const filter = new RegExp(`^(${LAZY_BUILTINS.join('|')})$`);
    pluginBuild.onResolve({ filter }, (args) =>
      IMPORTERS.test(args.importer) ? { path: args.path, namespace: 'lazy-builtin' } : undefined,
    );
    pluginBuild.onLoad({ filter: /.*/, namespace: 'lazy-builtin' }, (args) => ({
      loader: 'js',
      contents: standIn(args.path),
    }));
  },
};
