// What a build of dist/bundle/ was made from: one hash of every project file the build reads. The build writes it
// beside the bundle (stamp.json); the end-to-end tests compare it with the sources and rebuild a stale bundle.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** The build's inputs: the sources, the build scripts and the locked dependency versions. */
const INPUTS = ['src', 'scripts', 'package.json', 'package-lock.json', 'tsconfig.json'];

export const STAMP_FILE = 'dist/bundle/stamp.json';

/**
 * @param {string} root
 * @param {string} path
 * @returns {Promise<string[]>}
 */
async function filesUnder(root, path) {
  const entries = await readdir(join(root, path), { recursive: true, withFileTypes: true }).catch((error) => {
    // A file, or an input the project does not have.
    if (error.code === 'ENOTDIR' || error.code === 'ENOENT') return error.code;
    throw error;
  });
  if (entries === 'ENOTDIR') return [path];
  if (entries === 'ENOENT') return [];
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/**
 * The hash of the build's inputs as they are now in `root`: names and contents, in a fixed order.
 * @param {string} root
 * @returns {Promise<string>}
 */
export async function sourceStamp(root) {
  const files = (await Promise.all(INPUTS.map((path) => filesUnder(root, path)))).flat().sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * The stamp of the bundle in `root`, or undefined when none was built (or its build did not finish).
 * @param {string} root
 * @returns {Promise<string | undefined>}
 */
export async function builtStamp(root) {
  const text = await readFile(join(root, STAMP_FILE), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : JSON.parse(text).sources;
}
