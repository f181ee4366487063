// Bundles the CLI into dist/bundle/ (one entry plus lazy chunks) so that starting `cal` reads a few files, not hundreds.
import { readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import process from 'node:process';
import { fileURLToPath, URL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}dist/bundle`;

// cosmiconfig loads user config files (and TypeScript for .ts ones) through require and import-fresh,
// which only work from node_modules; playwright-core is a test tool and never part of the CLI.
const EXTERNAL = ['cosmiconfig', 'playwright-core', 'typescript'];

/**
 * Modules that packages require at load but call only on paths cal never takes. Bundled, each gets a
 * stand-in whose functions load the real module (resolved as the package itself would) on first call:
 * - postcss (with source-map-js, a fifth of what listing events parses) is sanitize-html's parser for
 *   `style` attributes, which cal never allows;
 * - node:child_process (and with it net, dgram…) is commander's for executable subcommands, which cal has none of.
 */
const LAZY = [
  { request: 'postcss', from: 'sanitize-html', functions: ['parse'] },
  { request: 'node:child_process', from: 'commander', functions: ['spawn'] },
];

const lazyModules = {
  name: 'lazy-modules',
  setup(pluginBuild) {
    LAZY.forEach((lazy, index) => {
      const filter = new RegExp(`^${lazy.request}$`);
      pluginBuild.onResolve({ filter }, (args) =>
        args.importer.includes(`${sep}node_modules${sep}${lazy.from}${sep}`) ? { path: String(index), namespace: 'lazy-module' } : undefined,
      );
    });
    pluginBuild.onLoad({ filter: /.*/, namespace: 'lazy-module' }, (args) => {
      const lazy = LAZY[Number(args.path)];
      return {
        loader: 'js',
        resolveDir: root,
        contents: [
          "const { createRequire } = require('node:module');",
          'let real;',
          `const load = () => (real ??= createRequire(require.resolve(${JSON.stringify(lazy.from)}))(${JSON.stringify(lazy.request)}));`,
          ...lazy.functions.map((name) => `exports.${name} = (...args) => load().${name}(...args);`),
        ].join('\n'),
      };
    });
  },
};

const result = await build({
  absWorkingDir: root,
  entryPoints: { cal: 'src/cli-entry.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: EXTERNAL,
  alias: { 'side-channel': './scripts/side-channel.cjs' },
  plugins: [lazyModules],
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: 'linked',
  // Bundled CommonJS packages call require() for Node built-ins; ESM output has no require of its own.
  banner: { js: "import { createRequire as __calCreateRequire } from 'node:module'; const require = __calCreateRequire(import.meta.url);" },
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
});

// The launcher answers --version from this one small file, without loading the command tree (or,
// being CommonJS like the launcher, Node's ES module loader).
const version = await build({
  absWorkingDir: root,
  entryPoints: ['src/version.ts'],
  outfile: join(outdir, 'version.cjs'),
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
  metafile: true,
});

// Chunks of earlier builds stay a while: a CLI started before this build may still load one lazily.
const STALE_AFTER_MS = 15 * 60_000;
const written = new Set([result, version].flatMap((built) => Object.keys(built.metafile.outputs)).map((file) => resolve(root, file)));
for (const entry of await readdir(outdir, { recursive: true, withFileTypes: true })) {
  const file = join(entry.parentPath, entry.name);
  if (!entry.isFile() || written.has(file)) continue;
  // Another build running at the same time may have removed it already.
  const info = await stat(file).catch(() => undefined);
  if (info && Date.now() - info.mtimeMs > STALE_AFTER_MS) await rm(file, { force: true });
}
if (process.argv.includes('--metafile')) await writeFile(join(outdir, 'meta.json'), JSON.stringify(result.metafile));
