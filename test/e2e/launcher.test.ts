// bin/cal.js and the bundle it loads: the --version shortcut, every file they load exists and ships with the
// package, and the build's code cache serves a plain run.
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { requiresOf } from '../helpers/bundle-metafile.js';
import { BIN, cal } from '../helpers/cli.js';
import { sandbox } from '../helpers/sandbox.js';
import { eventCreateArgs } from './cli-support.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A `--require` hook that writes which of the bundle's lazy library files a run reads, at its exit. */
async function readsHook(box: Awaited<ReturnType<typeof sandbox>>): Promise<string> {
  return box.write(
    'reads.cjs',
    [
      "const fs = require('node:fs');",
      'const read = fs.readFileSync;',
      'const seen = new Set();',
      'fs.readFileSync = function (file, ...rest) {',
      '  const name = String(file).match(/lazy-libraries\\/([a-z-]+)-[A-Z0-9]+\\.cjs$/);',
      '  if (name) seen.add(name[1]);',
      '  return read.call(this, file, ...rest);',
      '};',
      "process.on('exit', () => fs.writeFileSync(process.env.READS_FILE, [...seen].sort().join(',')));",
    ].join('\n'),
  );
}

/** A `--require` hook that writes which of `modules` (Node's own) a run loaded, at its exit. */
async function builtinsHook(box: Awaited<ReturnType<typeof sandbox>>, modules: readonly string[]): Promise<string> {
  return box.write(
    'builtins.cjs',
    [
      `const watched = ${JSON.stringify(modules)};`,
      "process.on('exit', () => require('node:fs').writeFileSync(process.env.BUILTINS_FILE, watched",
      "  .filter((name) => process.moduleLoadList.includes(`NativeModule ${name}`)).join(',')));",
    ].join('\n'),
  );
}

describe('the launcher', () => {
  it('answers --version and -V with the package version, as the full command tree does', async () => {
    const { version } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8'));
    for (const args of [['--version'], ['-V'], ['--no-color', '--version']]) {
      const result = await cal(args);
      expect({ args, code: result.exitCode, stdout: result.stdout, stderr: result.stderr }).toEqual({
        args,
        code: 0,
        stdout: version,
        stderr: '',
      });
    }
  });

  it('loads only files that exist and that the package ships', async () => {
    const { files } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { files: string[] };
    const shipped = (file: string) => files.some((entry) => file.startsWith(join(ROOT, entry, '/')));
    // esbuild follows every require from a file and fails on any file that is missing.
    const inputsOf = async (entry: string) => {
      const metafile = await requiresOf([entry]);
      return Object.keys(metafile.inputs).map((file) => resolve(ROOT, file));
    };
    const launcher = await inputsOf(BIN);
    expect(launcher.filter((file) => !shipped(file))).toEqual([]);
    expect(launcher).toEqual(
      expect.arrayContaining([join(ROOT, 'bin/code-cache.js'), join(ROOT, 'dist/bundle/version.cjs')]),
    );
    // The launcher runs the bundle as a script (bin/code-cache.js); the bundle requires its vendor files.
    const bundle = await inputsOf(join(ROOT, 'dist/bundle/cal.cjs'));
    expect(bundle.filter((file) => !shipped(file))).toEqual([]);
    const lazyLibraries = bundle.filter((file) => file.startsWith(join(ROOT, 'dist/bundle/lazy-libraries/')));
    expect(lazyLibraries.length).toBe((await readdir(join(ROOT, 'src/lazy-libraries'))).length);
  });

  it('runs the command tree from the code cache the build made', async () => {
    const core = join(ROOT, 'dist/bundle/cal.cjs');
    const script = [
      `const loader = require(${JSON.stringify(join(ROOT, 'bin/code-cache.js'))}).createCodeCacheLoader();`,
      `const exports = Object.keys(loader.load(${JSON.stringify(core)})).sort();`,
      `console.log(JSON.stringify({ usedCache: loader.usedCache(${JSON.stringify(core)}), exports }));`,
    ].join('\n');
    const { stdout } = await execa(process.execPath, ['-e', script], { env: { NODE_OPTIONS: '' } });
    expect(JSON.parse(stdout)).toEqual({ usedCache: true, exports: ['main', 'processContext'] });
  });

  it('never ends with status 0 when the command never finished its work', async () => {
    // The real launcher beside a bundle whose main() never answers, as a command waiting on itself would.
    const box = await sandbox();
    try {
      await mkdir(box.path('bin'));
      for (const file of ['cal.js', 'code-cache.js', 'package.json'])
        await copyFile(join(ROOT, 'bin', file), box.path(`bin/${file}`));
      await mkdir(box.path('dist/bundle'), { recursive: true });
      await writeFile(
        box.path('dist/bundle/cal.cjs'),
        'exports.main = () => new Promise(() => {});\nexports.processContext = () => ({});\n',
      );
      const result = await execa(process.execPath, [box.path('bin/cal.js'), 'events', 'list'], { reject: false });
      expect({ code: result.exitCode, stderr: result.stderr }).toEqual({
        code: 70,
        stderr: 'cal: stopped before finishing its work (a bug in cal: please report it)',
      });
    } finally {
      await box.remove();
    }
  });

  it('reads the Unicode width tables only for a table with text beyond plain ASCII, and CSV only for CSV', async () => {
    const box = await sandbox();
    try {
      const hook = await readsHook(box);
      const env = { ...box.fileEnv, NODE_OPTIONS: `--require ${hook}`, READS_FILE: box.path('reads.txt') };
      const tableOf = async (name: string) => {
        expect((await cal(['venues', 'create', '--venue', name, '--city', 'Kyoto'], { env })).exitCode).toBe(0);
        const listed = await cal(['venues', 'list', '--format', 'table'], { env });
        expect(listed.exitCode).toBe(0);
        return { lines: listed.stdout.split('\n'), reads: (await box.read('reads.txt')).split(',') };
      };
      const plain = await tableOf('Plain Hall');
      expect(plain.reads).toContain('cli-table');
      expect(plain.reads).not.toContain('string-width');
      expect(plain.reads).not.toContain('csv-stringify');
      expect((await cal(['venues', 'list', '--format', 'csv'], { env })).stdout).toMatch(/^id,/);
      expect((await box.read('reads.txt')).split(',')).toContain('csv-stringify');
      // Ten characters of two columns each: the venue column is 20 wide, and the name needs no padding.
      const wide = await tableOf('京都コンサートホール');
      expect(wide.reads).toContain('string-width');
      expect(wide.lines).toContainEqual(expect.stringContaining(`│ venue${' '.repeat(15)} │`));
      expect(wide.lines).toContainEqual(expect.stringContaining('│ 京都コンサートホール │'));
    } finally {
      await box.remove();
    }
  });

  it('reads no iCalendar library for a run that makes no series, and reads it for one that does', async () => {
    const box = await sandbox();
    try {
      const hook = await readsHook(box);
      const env = { ...box.fileEnv, NODE_OPTIONS: `--require ${hook}`, READS_FILE: box.path('reads.txt') };
      const reads = async (args: string[]) => {
        expect((await cal(args, { env })).exitCode).toBe(0);
        return (await box.read('reads.txt')).split(',');
      };
      const event = eventCreateArgs('Gig', '2027-06-04 18:00', '2027-06-04 19:00');
      expect(await reads(event)).not.toContain('ical');
      expect(await reads(['events', 'list'])).not.toContain('ical');
      expect(await reads([...event, '--repeat', 'weekly for 2'])).toContain('ical');
    } finally {
      await box.remove();
    }
  });

  it("loads Node's hashing, child processes, zlib, HTTP/2 and performance hooks only for a run that uses them", async () => {
    const box = await sandbox();
    try {
      const watched = ['crypto', 'child_process', 'zlib', 'http2', 'perf_hooks'];
      const hook = await builtinsHook(box, watched);
      const served = await box.startServer(box.file);
      const loaded = async (args: string[], env: Record<string, string>) => {
        // From the sandbox: in a folder with a package.json, cosmiconfig (and with it crypto) reads project settings.
        const run = await cal(args, {
          env: { ...env, NODE_OPTIONS: `--require ${hook}`, BUILTINS_FILE: box.path('b') },
          cwd: box.dir,
        });
        expect(run.exitCode, run.stderr).toBe(0);
        return (await box.read('b')).split(',').filter(Boolean);
      };
      // A list through a server: undici's HTTP/2 client and cal's hashing, pager and checksums stay unread.
      expect(await loaded(['--url', served.base, 'venues', 'list'], box.env)).toEqual([]);
      // A list of the file itself goes through the request handler, which checks no password for the local user.
      expect(await loaded(['venues', 'list'], { ...box.env, CAL_DATA: box.path('own.json') })).toEqual([]);
      // A create sends a fresh idempotency key (crypto); the served journal's checksums are the server's.
      expect(await loaded(['--url', served.base, 'venues', 'create', '--venue', 'Hall'], box.env)).toEqual(['crypto']);
      // On the file itself, the write is journalled with its checksum.
      expect(
        await loaded(['venues', 'create', '--venue', 'Room'], { ...box.env, CAL_DATA: box.path('own.json') }),
      ).toEqual(expect.arrayContaining(['crypto', 'zlib']));
    } finally {
      await box.remove();
    }
  });
});
