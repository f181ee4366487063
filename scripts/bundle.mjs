// The one build (`npm run build`): type checking is `npm run typecheck`'s, and nothing else emits JavaScript.
// Bundles the CLI into dist/bundle/ so that starting `cal` reads a few files, not hundreds:
// - cal.cjs: cal's own code with the small libraries every run needs, one CommonJS file that bin/cal.js runs
//   from a V8 code cache (bin/code-cache.js), made at the end of the build by a warm-up run;
// - lazy-libraries/*.cjs: the large libraries only some commands need, one file each, loaded on first use;
// - version.cjs: what `cal --version` prints, for the launcher's shortcut;
// - store.cjs: the calendar file store alone, for the benchmarks and the crash test's writer process;
// - app.cjs: the API app and the store, for the store benchmark's reads through the request handler, and the indexes
//   a write keeps in step, for the write benchmark;
// - stamp.json: what the build was made from (scripts/build-stamp.mjs), written last.
import { Buffer } from 'node:buffer';
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { build } from 'esbuild';
import { sourceStamp, STAMP_FILE } from './build-stamp.mjs';
import { lazyBuiltins } from './lazy-builtins.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(root, 'dist/bundle');
const CORE = join(outdir, 'cal.cjs');
// Taken before reading anything: a source changed during the build leaves the bundle stale, as it is.
const stamp = await sourceStamp(root);

// cosmiconfig loads user config files (and TypeScript for .ts ones) through require and import-fresh,
// which only work from node_modules: it is what package.json's `dependencies` install. playwright-core is a test
// tool and never part of the CLI.
const EXTERNAL = ['cosmiconfig', 'playwright-core', 'typescript'];

/**
 * Libraries that only a few commands need, each re-exported by one module of src/lazy-libraries/ (through which cal
 * imports them) and bundled into its own file: every run reads all of cal.cjs, and together these are larger
 * than the rest of it. The HTTP client (remote servers only), prompts, tables, CSV, Excel workbooks, iCalendar, YAML seed
 * files, fake data and HTML-to-text.
 */
const LAZY_LIBRARY_DIR = join(root, 'src/lazy-libraries');
const LAZY_LIBRARIES = (await readdir(LAZY_LIBRARY_DIR))
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))
  .map((name) => name.slice(0, -'.ts'.length));

/**
 * Modules that packages require at load but call only on paths cal never takes. Bundled, each gets a stand-in
 * that does nothing until one of its functions is called:
 * - postcss (with source-map-js) is sanitize-html's parser for `style` attributes, which cal never allows. The
 *   package installs no libraries beside the bundle (package.json: only what the bundle requires at run time),
 *   so its stand-in says so instead of loading it;
 * - node:child_process (and with it net, dgram…) is commander's for executable subcommands, which cal has none
 *   of: required on first call.
 */
const LAZY = [
  {
    request: 'postcss',
    from: 'sanitize-html',
    functions: ['parse'],
    missing: "cal does not ship postcss (sanitize-html's parser for style attributes, which cal never allows)",
  },
  { request: 'node:child_process', from: 'commander', functions: ['spawn'] },
];

/**
 * A stand-in module: each of `functions` (`default`: the default export) calls the real one, which `load` (the source
 * of a function) gives on the first call.
 */
function standIn(load, functions) {
  return [
    'let real;',
    `const load = ${load};`,
    ...functions.map((name) =>
      name === 'default'
        ? 'export default function calledOnly(...args) {\n  return load().default(...args);\n}'
        : `export function ${name}(...args) {\n  return load().${name}(...args);\n}`,
    ),
  ].join('\n');
}

const lazyModules = {
  name: 'lazy-modules',
  setup(pluginBuild) {
    LAZY.forEach((lazy, index) => {
      const filter = new RegExp(`^${lazy.request}$`);
      pluginBuild.onResolve({ filter }, (args) =>
        args.importer.includes(`${sep}node_modules${sep}${lazy.from}${sep}`)
          ? { path: String(index), namespace: 'lazy-module' }
          : undefined,
      );
    });
    pluginBuild.onLoad({ filter: /.*/, namespace: 'lazy-module' }, (args) => {
      const lazy = LAZY[Number(args.path)];
      const load = lazy.missing
        ? `() => { throw new Error(${JSON.stringify(lazy.missing)}); }`
        : `() => (real ??= require(${JSON.stringify(lazy.request)}))`;
      return { loader: 'js', resolveDir: root, contents: standIn(load, lazy.functions) };
    });
  },
};

const COMMON = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  logLevel: 'warning',
  metafile: true,
  write: false,
};

/**
 * Writes each output whole under its final name, so that a cal starting meanwhile never reads half a file.
 * An output the same as the file already there is left alone, and with it the file's code cache.
 */
async function writeOutputs(outputFiles) {
  for (const file of outputFiles) {
    const current = await readFile(file.path).catch(() => undefined);
    if (current !== undefined && Buffer.compare(current, file.contents) === 0) continue;
    await mkdir(dirname(file.path), { recursive: true });
    const temporary = `${file.path}.${process.pid}.tmp`;
    await writeFile(temporary, file.contents);
    await rename(temporary, file.path);
  }
}

const lazyLibraries = await build({
  ...COMMON,
  entryPoints: Object.fromEntries(LAZY_LIBRARIES.map((name) => [name, join(LAZY_LIBRARY_DIR, `${name}.ts`)])),
  outdir: join(outdir, 'lazy-libraries'),
  entryNames: '[name]-[hash]',
  outExtension: { '.js': '.cjs' },
  plugins: [lazyModules, lazyBuiltins],
  legalComments: 'none',
});
const lazyLibraryFiles = new Map(
  LAZY_LIBRARIES.map((name) => {
    const output = lazyLibraries.outputFiles.find((file) =>
      new RegExp(`^${name}-[A-Z0-9]+\\.cjs$`).test(basename(file.path)),
    );
    return [name, `./${relative(outdir, output.path)}`];
  }),
);

/**
 * Lazy libraries cal only calls (functions it imports by name, `default` for the default export): the stand-in is a
 * function of each that reads the library's file on its first call, so that a module importing one does not read it
 * as it loads. sanitize-html: src/domain/content.ts renders plain text without it, and markup only from the first
 * description that has some; string-width: src/output/width.ts measures plain ASCII itself, and other text from
 * the first cell that has some; csv-stringify: src/output/delimited.ts, which every table's output module
 * loads, needs it only for CSV output.
 */
const CALLED_ONLY = new Map([
  ['sanitize-html', ['default']],
  ['string-width', ['default']],
  ['csv-stringify', ['stringify']],
]);

/**
 * Imports of a src/lazy-libraries/ module become requires of its file. The stand-in module lives outside the
 * project's ES module scope, so that a default import follows the file's __esModule mark.
 */
const lazyLibraryModules = {
  name: 'lazy-library-modules',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /\/lazy-libraries\/[\w-]+\.js$/ }, (args) => {
      const file = resolve(args.resolveDir, args.path);
      return dirname(file) === LAZY_LIBRARY_DIR
        ? { path: basename(file, '.js'), namespace: 'lazy-library' }
        : undefined;
    });
    pluginBuild.onResolve({ filter: /^\.\/lazy-libraries\//, namespace: 'lazy-library' }, (args) => ({
      path: args.path,
      external: true,
    }));
    pluginBuild.onLoad({ filter: /.*/, namespace: 'lazy-library' }, (args) => {
      const file = JSON.stringify(lazyLibraryFiles.get(args.path));
      const called = CALLED_ONLY.get(args.path);
      if (called) return { loader: 'js', contents: standIn(`() => (real ??= require(${file}))`, called) };
      return { loader: 'js', contents: `export * from ${file};\nexport { default } from ${file};\n` };
    });
  },
};

const core = await build({
  ...COMMON,
  entryPoints: ['src/cli-entry.ts'],
  outfile: CORE,
  external: EXTERNAL,
  alias: { 'side-channel': './scripts/side-channel.cjs' },
  plugins: [lazyModules, lazyBuiltins, lazyLibraryModules],
  // import() of a module outside the bundle stays a require: the launcher runs cal.cjs as a plain script.
  supported: { 'dynamic-import': false },
  define: { 'import.meta.url': '__calBundleUrl' },
  banner: { js: "const __calBundleUrl = require('node:url').pathToFileURL(__filename).href;" },
  sourcemap: 'linked',
  legalComments: 'none',
});
// A lazy library imported other than through its src/lazy-libraries/ module would be read by every run.
const packageOf = (input) => /^node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1];
const lazyPackages = new Set(
  LAZY_LIBRARIES.flatMap((name) =>
    lazyLibraries.metafile.inputs[`src/lazy-libraries/${name}.ts`].imports
      .map((entry) => packageOf(entry.path))
      .filter(Boolean),
  ),
);
const bypassed = [...new Set(Object.keys(core.metafile.inputs).map(packageOf))].filter((name) =>
  lazyPackages.has(name),
);
if (bypassed.length > 0) throw new Error(`imported other than through src/lazy-libraries/: ${bypassed.join(', ')}`);

// The launcher answers --version from this one small file, without loading the command tree.
const version = await build({ ...COMMON, entryPoints: ['src/version.ts'], outfile: join(outdir, 'version.cjs') });
const store = await build({
  ...COMMON,
  entryPoints: ['src/store/file/json-file-store.ts'],
  outfile: join(outdir, 'store.cjs'),
});

const app = await build({
  ...COMMON,
  stdin: {
    contents:
      "export { createApp } from './src/server/app.ts';\nexport { JsonFileStore } from './src/store/file/json-file-store.ts';\n" +
      // The indexes a write keeps in step, for bench/writes.js's cost of each.
      "export { ListingIndex } from './src/store/indexes/listing-index.ts';\nexport { KeyIndex } from './src/store/indexes/key-index.ts';\n" +
      "export { GroupIndex } from './src/store/indexes/group-index.ts';",
    resolveDir: root,
    loader: 'ts',
  },
  outfile: join(outdir, 'app.cjs'),
  external: EXTERNAL,
  // The lazy libraries as cal.cjs has them: read from their files, sanitize-html on its first call.
  plugins: [lazyModules, lazyBuiltins, lazyLibraryModules],
  define: { 'import.meta.url': '__calBundleUrl' },
  banner: { js: "const __calBundleUrl = require('node:url').pathToFileURL(__filename).href;" },
});

/**
 * cal.cjs is kept ASCII: V8 then holds its source as one byte per character rather than two, and the launcher reads
 * it without decoding UTF-8, both a share of every run's start. esbuild escapes what it can; a line comment it keeps
 * (a library's) is escaped here, and any other character outside ASCII fails the build, to be escaped in the source.
 */
function asAscii(file) {
  const text = file.text.replace(/^[ \t]*\/\/.*$/gm, (line) =>
    line.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
  );
  const line = text.split('\n').findIndex((row) => /[\u0080-\uffff]/.test(row));
  if (line >= 0) throw new Error(`${relative(root, file.path)}:${line + 1} is not ASCII: escape it in its source`);
  return { path: file.path, contents: Buffer.from(text, 'latin1') };
}

await writeOutputs([
  ...lazyLibraries.outputFiles,
  ...core.outputFiles.map((file) => (file.path === CORE ? asAscii(file) : file)),
  ...version.outputFiles,
  ...store.outputFiles,
  ...app.outputFiles,
]);

// The code cache: made by running a few commands, so that it holds what they compile as well as the top level.
// Without it cal still works (its first run makes one), so a machine that cannot run the warm-up still builds.
await rm(`${CORE}.cache`, { force: true });
try {
  execFileSync(process.execPath, [join(root, 'scripts/warm-code-cache.cjs'), CORE], { stdio: 'inherit' });
} catch {
  process.stderr.write('warning: no code cache was made; the first run of cal makes one\n');
}

// Files of earlier builds stay a while: a cal started before this build may still load one of its lazy library files.
const STALE_AFTER_MS = 15 * 60_000;
const written = new Set(
  [lazyLibraries, core, version, store, app]
    .flatMap((built) => built.outputFiles.map((file) => file.path))
    .flatMap((file) => [file, `${file}.cache`]),
);
for (const entry of await readdir(outdir, { recursive: true, withFileTypes: true })) {
  const file = join(entry.parentPath, entry.name);
  if (!entry.isFile() || written.has(file) || file === join(root, STAMP_FILE)) continue;
  // Another build running at the same time may have removed it already.
  const info = await stat(file).catch(() => undefined);
  if (info && Date.now() - info.mtimeMs > STALE_AFTER_MS) await rm(file, { force: true });
}
if (process.argv.includes('--metafile'))
  await writeFile(
    join(outdir, 'meta.json'),
    JSON.stringify({ core: core.metafile, lazyLibraries: lazyLibraries.metafile }),
  );
await writeFile(join(root, STAMP_FILE), `${JSON.stringify({ sources: stamp })}\n`);
