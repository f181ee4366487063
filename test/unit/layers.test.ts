// The layers of src/ (CONTRIBUTING.md, "The architecture"): a module imports its own layer or one below it, and
// no modules import each other in a circle, types included.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../src');

/** Top to bottom; a file at the top of src/ is its own layer, placed here too. */
const LAYERS = [
  ['cli-entry.ts', 'main.ts'],
  ['cli'],
  ['demo', 'config', 'output'],
  ['remote'],
  ['client'],
  ['server', 'codecs'],
  ['domain'],
  ['store'],
  ['api'],
  ['dates'],
  ['typing', 'lazy-libraries', 'version.ts', 'types'],
];

function layerOf(file: string): number {
  const top = relative(SRC, file).split('/')[0] ?? '';
  const index = LAYERS.findIndex((names) => names.includes(top));
  if (index < 0) throw new Error(`${relative(SRC, file)} is in no layer: add its folder to LAYERS`);
  return index;
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)(['"])(\.{1,2}\/[^'"]+)\1/gm;

function imports(): Map<string, string[]> {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(SRC, name));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].map(([, , spec = '']) =>
      resolve(dirname(file), spec.replace(/\.js$/, '.ts')),
    );
    graph.set(
      file,
      targets.filter((target) => graph.has(target) || files.includes(target)),
    );
  }
  return graph;
}

describe('the layers of src', () => {
  const graph = imports();

  it('import only their own layer or lower ones', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((target) => layerOf(target) < layerOf(file))
        .map((target) => `${relative(SRC, file)} -> ${relative(SRC, target)}`),
    );
    expect(graph.size).toBeGreaterThan(300);
    expect(upward).toEqual([]);
  });

  it('hold no circle of imports', () => {
    const done = new Set<string>();
    const path: string[] = [];
    const circles: string[] = [];
    const visit = (file: string): void => {
      if (done.has(file)) return;
      const at = path.indexOf(file);
      if (at >= 0) {
        circles.push([...path.slice(at), file].map((f) => relative(SRC, f)).join(' -> '));
        return;
      }
      path.push(file);
      for (const target of graph.get(file) ?? []) visit(target);
      path.pop();
      done.add(file);
    };
    for (const file of graph.keys()) visit(file);
    expect(circles).toEqual([]);
  });
});
