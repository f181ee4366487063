// What the built cal requires at run time is what package.json's `dependencies` install: every package a built file
// requires is listed there, and nothing else is (the libraries bundled into dist/bundle/ are devDependencies).
import { readFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { requiresOf } from '../helpers/bundle-metafile.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Packages a bundled library requires only on a path cal never takes, and which are not installed: pg's native
 * bindings, loaded by its `native` property alone (cal uses the JavaScript client).
 */
const NEVER_LOADED = new Set(['pg-native']);

/** A module of Node: `node:` names one even where this Node has none (undici's cache store asks for node:sqlite). */
const builtin = (request: string) => request.startsWith('node:') || isBuiltin(request);

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
const packageName = (request: string) =>
  request
    .split('/')
    .slice(0, request.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Every module the launcher and the bundle it runs require by name, and by which file. esbuild parses them (so that
 * text in comments and strings is not taken for a require) and follows their requires of each other; only
 * requires of names are left out of the bundle it makes.
 */
async function requiredByName(): Promise<Map<string, string>> {
  // The launcher runs cal.cjs through a code cache rather than require: it is an entry of its own.
  const metafile = await requiresOf([join(ROOT, 'bin/cal.js'), join(ROOT, 'dist/bundle/cal.cjs')]);
  const required = new Map<string, string>();
  for (const [file, input] of Object.entries(metafile.inputs))
    for (const { path, external } of input.imports) if (external && !builtin(path)) required.set(path, file);
  return required;
}

describe('the runtime dependencies', () => {
  it('are exactly the packages the built files require', async () => {
    const { dependencies = {} } = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    const required = await requiredByName();
    // The lazy library files: a require of one that is not followed would leave its packages unseen.
    expect([...required.keys()].filter((request) => request.startsWith('.'))).toEqual([]);
    const packages = [...new Set([...required.keys()].map(packageName))];
    expect(packages.filter((name) => NEVER_LOADED.has(name)).sort()).toEqual([...NEVER_LOADED].sort());
    expect(
      packages.filter((name) => !NEVER_LOADED.has(name)).sort(),
      `required by ${JSON.stringify(Object.fromEntries(required))}`,
    ).toEqual(Object.keys(dependencies).sort());
  });
});
