// CONTRIBUTING.md walks through real code: each block marked `file=PATH` is quoted from that file, and every path
// it names exists, so the guide fails here before it misleads anyone.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const GUIDE = readFileSync(join(ROOT, 'CONTRIBUTING.md'), 'utf8');

interface Quote {
  file: string;
  lines: string[];
}

/** Fenced blocks whose info string names a file, without the indentation of their fence (list items indent it). */
function quotes(markdown: string): Quote[] {
  const found: Quote[] = [];
  const fence = /^( *)```\w* file=(\S+)\n([\s\S]*?)^\1```$/gm;
  for (const match of markdown.matchAll(fence)) {
    const [, indent = '', file = '', body = ''] = match;
    const lines = body
      .replace(/\n$/, '')
      .split('\n')
      .map((line) => line.slice(indent.length));
    found.push({ file, lines });
  }
  return found;
}

function contains(text: string, lines: readonly string[]): boolean {
  const source = text.split('\n');
  return source.some((_, start) => lines.every((line, i) => source[start + i] === line));
}

describe('CONTRIBUTING.md', () => {
  const blocks = quotes(GUIDE);

  it('quotes each code block from the file it names', () => {
    expect(blocks.length).toBeGreaterThanOrEqual(6);
    for (const { file, lines } of blocks) {
      expect(contains(readFileSync(join(ROOT, file), 'utf8'), lines), `${file}:\n${lines.join('\n')}`).toBe(true);
    }
  });

  it('names only paths that exist', () => {
    const paths = [...GUIDE.matchAll(/`((?:src|test|scripts|bin|bench|docs|completions)\/[\w./-]*\w)\/?`/g)].map(
      ([, path = '']) => path,
    );
    expect(paths.length).toBeGreaterThan(20);
    // Folders the project keeps out of git (fetched or built) need not exist in a fresh clone.
    const ignored = readFileSync(join(ROOT, '.gitignore'), 'utf8')
      .split('\n')
      .map((line) => line.trim().replace(/^\//, '').replace(/\/$/, ''))
      .filter((line) => line !== '' && !line.startsWith('#'));
    const kept = paths.filter((path) => !ignored.some((entry) => path === entry || path.startsWith(`${entry}/`)));
    expect(kept.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });
});
