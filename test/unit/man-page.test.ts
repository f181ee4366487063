// The manual page checked in (man/cal.1): up to date with the command tree, shipped by the package, and read by
// man (or groff) without a warning.
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { processContext } from '../../src/cli/context.js';
import { HELP_TOPICS } from '../../src/cli/help-topics.js';
import { MAN_PAGE_FILE, manPage } from '../../src/cli/man/page.js';
import { describeCommand, nodesOf } from '../../src/cli/completion/model.js';
import { buildCli } from '../../src/main.js';
import { describeWith, MAN, MAN_OR_GROFF } from '../helpers/system.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

// As scripts/man-page.mjs builds it: the page says the same whoever makes it.
const program = () => buildCli(['help'], { ...processContext(), env: {} }).program;

describe(`the manual page ${MAN_PAGE_FILE}`, () => {
  it('is up to date with the commands', async () => {
    const checkedIn = await readFile(`${ROOT}${MAN_PAGE_FILE}`, 'utf8').catch(() => '');
    expect(checkedIn === manPage(program()), `${MAN_PAGE_FILE} is stale: run \`npm run man\``).toBe(true);
  });

  it('has a section for every command of the completion walk, and one for each help topic', () => {
    const page = manPage(program());
    const headings = [...page.matchAll(/^\.SS "([^"]*)"$/gm)].map((m) => (m[1] ?? '').replace(/\\-/g, '-'));
    const paths = nodesOf(describeCommand(program()))
      .slice(1)
      .map((node) => `cal ${node.path.join(' ')}`);
    // A heading is the command's usage: its path, then its options and arguments.
    expect(headings.map((heading) => heading.replace(/ [[<].*$/, ''))).toEqual(paths);
    expect(headings).toContain('cal events list [options]');
    for (const topic of HELP_TOPICS) {
      expect(page).toContain(`\n.SH ${topic.manSection}\n`);
      for (const [name] of topic.rows) expect(page).toContain(`\n.TP\n\\fB${name.replace(/-/g, '\\-')}\\fR\n`);
    }
  });

  it('is what the package declares as its manual, and ships', async () => {
    const manifest = JSON.parse(await readFile(`${ROOT}package.json`, 'utf8')) as { man?: unknown; files?: unknown };
    // An array: npm links the pages of an array alone into share/man.
    expect(manifest.man).toEqual([`./${MAN_PAGE_FILE}`]);
    expect(manifest.files).toContain('man');
  });
});

describeWith([MAN_OR_GROFF], 'man itself', () => {
  it('renders the page without a warning', () => {
    const file = `${ROOT}${MAN_PAGE_FILE}`;
    // man-db passes --warnings on to groff (w: all of them); groff alone is asked for all of them with -ww, and for
    // plain text (no overstriking) with grotty's -cbou.
    const result =
      MAN.missing() === undefined
        ? spawnSync('man', ['--warnings=w', '-l', file], { encoding: 'utf8', env: { ...process.env, MANWIDTH: '80' } })
        : spawnSync('groff', ['-man', '-Tutf8', '-ww', '-P-cbou', file], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^NAME\n\s+cal - administer an event calendar/m);
    expect(result.stdout).toMatch(/^ {3}cal events list \[options\]$/m);
    expect(result.stdout).toMatch(/^EXIT STATUS\n\s+0\s+success$/m);
    expect(result.stdout).toMatch(/^\s+CAL_DB_TIMEOUT\n/m);
  });
});
