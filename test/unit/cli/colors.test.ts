// Colors: only on a terminal, never with NO_COLOR or --no-color; FORCE_COLOR turns them on in pipes.
import { describe, expect, it } from 'vitest';
import { runCli, strictTransport } from '../../helpers/cli-fakes.js';

// eslint-disable-next-line no-control-regex -- matching ANSI escapes is the point
const ANSI = /\x1b\[[0-9;]*m/;
const answer = (path: string) => ({
  method: 'GET' as const,
  path,
  reply: { body: { tags: [{ id: 1, name: 'jazz', slug: 'jazz', count: 2 }], total: 1, total_pages: 1 } },
});
/** The list, and on a terminal the count of tags it hides for having no events. */
const list = (tty: boolean) =>
  strictTransport([answer('tags?page=1'), ...(tty ? [answer('tags?hide_empty=false&page=1&per_page=1')] : [])]);

describe('colors', () => {
  it.each([
    ['a terminal', { tty: true, env: { NO_COLOR: '' } }, [], true],
    ['a terminal with NO_COLOR', { tty: true, env: { NO_COLOR: '1' } }, [], false],
    ['a terminal with --no-color', { tty: true, env: { NO_COLOR: '' } }, ['--no-color'], false],
    ['a pipe', { tty: false, env: { NO_COLOR: '' } }, ['--format', 'table'], false],
    ['a pipe with FORCE_COLOR', { tty: false, env: { NO_COLOR: '', FORCE_COLOR: '1' } }, ['--format', 'table'], true],
  ] as const)('%s', async (_where, options, flags, colored) => {
    const result = await runCli(['tags', 'list', ...flags], {
      ...options,
      env: { ...options.env },
      transport: list(options.tty),
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('jazz');
    expect(ANSI.test(result.stdout)).toBe(colored);
  });

  it('prints a table on a terminal and TSV in a pipe by default', async () => {
    expect((await runCli(['tags', 'list'], { tty: true, transport: list(true) })).stdout).toMatch(/─/);
    expect((await runCli(['tags', 'list'], { transport: list(false) })).stdout).toBe(
      'id\tname\tslug\tcount\n1\tjazz\tjazz\t2\n',
    );
  });
});
