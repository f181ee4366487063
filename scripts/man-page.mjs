// `npm run man`: writes the manual page (man/cal.1) from the command tree, as `cal help` shows it
// (src/cli/man/page.ts). test/unit/man-page.test.ts fails when the page checked in is not what this writes.
// The sources are TypeScript: esbuild bundles the few modules needed into one file beside dist/, which is run and
// then removed (the libraries stay in node_modules, imported from there).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import process from 'node:process';
import { fileURLToPath, pathToFileURL, URL } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const entry = join(root, 'dist', `man-page-${process.pid}.cjs`);

const { outputFiles } = await build({
  absWorkingDir: root,
  stdin: {
    contents: [
      "export { buildCli } from './src/main.ts';",
      "export { processContext } from './src/cli/context.ts';",
      "export { manPage, MAN_PAGE_FILE } from './src/cli/man/page.ts';",
    ].join('\n'),
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  packages: 'external',
  write: false,
  logLevel: 'warning',
});
await mkdir(dirname(entry), { recursive: true });
await writeFile(entry, outputFiles[0].contents);
try {
  const { buildCli, processContext, manPage, MAN_PAGE_FILE } = await import(pathToFileURL(entry).href);
  // No environment: the page says the same whoever makes it.
  const page = manPage(buildCli(['help'], { ...processContext(), env: {} }).program);
  await mkdir(join(root, dirname(MAN_PAGE_FILE)), { recursive: true });
  await writeFile(join(root, MAN_PAGE_FILE), page);
  process.stdout.write(`${MAN_PAGE_FILE}: ${page.split('\n').length} lines\n`);
} finally {
  await rm(entry, { force: true });
}
