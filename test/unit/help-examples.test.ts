// Every command's --help ends with examples, and every flag an example uses is one its command accepts.
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli-fakes.js';

/** Every command path of the tree, from the completion table (the one place that lists them all). */
async function commandPaths(): Promise<string[][]> {
  const script = (await runCli(['completion', 'bash'])).stdout;
  return [...script.matchAll(/^ {4}'([^']*)'\)$/gm)].map((m) => (m[1] ? m[1].split(' ') : []));
}

/** Words of a command line as a shell would split them, up to a comment. */
function words(line: string): string[] {
  const found: string[] = [];
  for (const match of line.replace(/\s+#.*$/, '').matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g))
    found.push(match[1] ?? match[2] ?? match[3] ?? '');
  return found;
}

function examplesOf(help: string): string[] {
  const block = help.split('\nExamples:\n')[1] ?? '';
  return block
    .split('\n')
    .filter((line) => line.startsWith('  cal '))
    .map((line) => line.trim());
}

const paths = await commandPaths();

describe('examples in --help', () => {
  it('covers the whole tree', () => {
    expect(paths.length).toBeGreaterThan(30);
  });

  it.each(paths.map((path) => [path.join(' ') || '(cal)', path] as const))(
    'cal %s --help has two or more examples that fit it',
    async (_name, path) => {
      const help = await runCli([...path, '--help']);
      expect(help.code).toBe(0);
      const examples = examplesOf(help.stdout);
      expect(examples.length, help.stdout).toBeGreaterThanOrEqual(2);
      for (const example of examples) {
        const line = words(example).slice(1);
        for (const [index, word] of line.entries()) {
          if (!word.startsWith('--')) continue;
          const flag = word.split('=')[0] ?? word;
          const offered = await runCli(['__complete', '--', ...line.slice(0, index), flag]);
          expect(
            offered.stdout.split('\n').map((l) => l.split('\t')[0]),
            `${flag} in "${example}"`,
          ).toContain(flag);
        }
      }
    },
  );
});
