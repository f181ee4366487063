// `cal help exit-codes` and `cal help environment`: every exit code main() and the launcher end with, and every
// variable the sources read, one line each; `cal --help` lists the topics.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../../src/cli/errors.js';
import { EXIT_UNFINISHED, HELP_TOPICS, topicTarget } from '../../../src/cli/help-topics.js';
import { runCli } from '../../helpers/cli-fakes.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const TOPICS_FILE = 'src/cli/help-topics.ts';

const topic = (name: string) => {
  const found = HELP_TOPICS.find((t) => t.name === name);
  if (found === undefined) throw new Error(`no topic ${name}`);
  return found;
};

/** The sources, by path, without the topics themselves. */
async function sources(): Promise<Map<string, string>> {
  const files = (await readdir(join(ROOT, 'src'), { recursive: true })).filter((file) => file.endsWith('.ts'));
  const texts = await Promise.all(
    files.map(async (file) => [`src/${file}`, await readFile(join(ROOT, 'src', file), 'utf8')] as const),
  );
  return new Map(texts.filter(([path]) => path !== TOPICS_FILE));
}

/** Variables the sources read: `env.NAME`, `env['NAME']`, and every CAL_ name (some are read by a table). */
function variablesRead(text: string): string[] {
  const patterns = [/\benv\.([A-Z][A-Z0-9_]*)/g, /\benv\[['"]([A-Z][A-Z0-9_]*)['"]\]/g, /\b(CAL_[A-Z0-9_]+)\b/g];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[1] ?? ''));
}

describe('cal help TOPIC', () => {
  it.each(HELP_TOPICS.map((t) => t.name))('cal help %s prints the topic, a row a term', async (name) => {
    const result = await runCli(['help', name]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout.startsWith(`${topic(name).summary}:\n\n`)).toBe(true);
    for (const [term] of topic(name).rows) expect(result.stdout).toMatch(new RegExp(`^  ${term} +\\S`, 'm'));
    expect(topic(name).rows.filter(([, meaning]) => meaning.includes('\n'))).toEqual([]);
  });

  it('takes the global flags, and is found only as `help TOPIC` from the root', async () => {
    expect(await runCli(['--no-color', 'help', 'environment'])).toMatchObject({ code: 0, stderr: '' });
    expect(topicTarget(['help', 'exit-codes'])?.name).toBe('exit-codes');
    expect(topicTarget(['events', 'help', 'exit-codes'])).toBeUndefined();
    expect(topicTarget(['help', 'exit-codes', 'more'])).toBeUndefined();
    expect(topicTarget(['help', 'events'])).toBeUndefined();
  });

  it('is listed by cal --help, after the commands', async () => {
    const { stdout } = await runCli(['--help']);
    const listed = stdout.slice(stdout.indexOf('\nHelp topics (cal help TOPIC):\n'));
    for (const t of HELP_TOPICS) expect(listed).toMatch(new RegExp(`^  ${t.name} +${t.summary}$`, 'm'));
    expect(stdout.indexOf('\nCommands:\n')).toBeLessThan(stdout.indexOf('\nHelp topics'));
  });
});

describe('the exit codes', () => {
  const codes = topic('exit-codes').rows.map(([code]) => Number(code));

  it("are main()'s and the launcher's", async () => {
    expect([...codes].sort((a, b) => a - b)).toEqual([...Object.values(EXIT), EXIT_UNFINISHED].sort((a, b) => a - b));
    expect(await readFile(join(ROOT, 'bin/cal.js'), 'utf8')).toContain(`process.exitCode = ${EXIT_UNFINISHED};`);
  });

  it("are the README's", async () => {
    const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
    const table = readme.slice(
      readme.indexOf('\n## Exit codes\n'),
      readme.indexOf('\n## ', readme.indexOf('\n## Exit codes\n') + 1),
    );
    expect([...table.matchAll(/^\| (\d+) \|/gm)].map((m) => Number(m[1]))).toEqual(codes);
  });
});

describe('the environment', () => {
  const names = topic('environment').rows.map(([name]) => name);

  it('names every variable the sources read', async () => {
    const read = new Set([...(await sources()).values()].flatMap(variablesRead));
    expect([...read].filter((name) => !names.includes(name)).sort()).toEqual([]);
  });

  it('names only variables the sources read or hand on', async () => {
    const texts = [...(await sources()).values()].join('\n');
    expect(names.filter((name) => !new RegExp(`\\b${name}\\b`).test(texts))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });
});
