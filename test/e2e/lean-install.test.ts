// The package as users install it: `npm install -g` of the packed tarball brings the bundle and only the packages it
// requires at run time (package.json `dependencies`), within 40 MB, with its manual page and licence, and the
// installed cal runs. One install, from npm's cache when it holds the packages (--prefer-offline).
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { sandbox } from '../helpers/sandbox.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LIMIT_MB = 40;

/** What the tarball may hold: the launcher, the bundle cal runs, completions, the manual page, licence and README. */
const SHIPPED = [
  /^bin\/(cal|code-cache)\.js$/,
  /^bin\/package\.json$/,
  /^dist\/bundle\/(cal|version)\.cjs$/,
  /^dist\/bundle\/lazy-libraries\/[\w-]+\.cjs$/,
  /^completions\/(cal\.bash|_cal|cal\.fish)$/,
  /^man\/cal\.1$/,
  /^(LICENSE|README\.md|package\.json)$/,
];

describe('npm install -g of the packed package', () => {
  it(`installs within ${LIMIT_MB} MB a cal that runs`, { timeout: 240_000 }, async () => {
    const box = await sandbox();
    try {
      // The bundle is fresh (the end-to-end setup rebuilds a stale one): packing need not build it again.
      const packed = await execa('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', box.dir], {
        cwd: ROOT,
      });
      const [tarball] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
      if (tarball === undefined) throw new Error(`npm pack said nothing: ${packed.stderr}`);
      const files = tarball.files.map((file) => file.path);
      expect(files.filter((file) => !SHIPPED.some((pattern) => pattern.test(file)))).toEqual([]);
      expect(files).toEqual(expect.arrayContaining(['LICENSE', 'man/cal.1', 'dist/bundle/cal.cjs', 'bin/cal.js']));

      // npm's own environment (its cache), not the sandbox's empty home.
      const prefix = box.path('prefix');
      const npmArgs = ['install', '--global', '--prefix', prefix, '--prefer-offline', '--no-audit', '--no-fund'];
      await execa('npm', [...npmArgs, join(box.dir, tarball.filename)], { cwd: box.dir });

      const [kilobytes = ''] = (await execa('du', ['-sk', prefix])).stdout.split('\t');
      const megabytes = Number(kilobytes) / 1024;
      expect(megabytes, `installed ${megabytes.toFixed(1)} MB`).toBeLessThanOrEqual(LIMIT_MB);
      const installed = join(prefix, 'lib/node_modules/cal');
      expect(existsSync(join(installed, 'LICENSE'))).toBe(true);
      expect(existsSync(join(prefix, 'share/man/man1/cal.1'))).toBe(true);

      const bin = join(prefix, 'bin/cal');
      const { version } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { version: string };
      expect(await execa(bin, ['--version'], { env: box.env })).toMatchObject({ exitCode: 0, stdout: version });
      // A project config makes lists CSV: cosmiconfig, the one package cal requires, reads it from the install.
      const project = box.path('project');
      await mkdir(project);
      await box.write('project/.calrc.json', '{ "format": "csv" }\n');
      const run = (args: string[]) =>
        execa(bin, ['--data', box.path('c.json'), ...args], { env: box.env, cwd: project, reject: false });
      const created = await run([
        'events',
        'create',
        '--title',
        'Lean install',
        '--start-date',
        '2027-06-04 19:00',
        '--end-date',
        '2027-06-04 21:00',
      ]);
      expect(created).toMatchObject({ exitCode: 0, stderr: '' });
      const listed = await run(['events', 'list', '--starts-after', '2027-01-01', '--fields', 'title']);
      expect(listed).toMatchObject({ exitCode: 0, stdout: 'title\nLean install', stderr: '' });
    } finally {
      await box.remove();
    }
  });
});
