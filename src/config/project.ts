// Finds the project config file with cosmiconfig, from the working folder up to the home folder.
import { readdir } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, resolve } from 'node:path';
import type { PublicExplorer } from 'cosmiconfig';
import { errorCode, errorMessage } from '../typing/caught-error.js';
import { isRecord } from '../typing/is-record.js';
import { ConfigError } from './errors.js';
import type { ConfigEnvironment } from './paths.js';
import { parseConfigFile, type ConfigFileData } from './validate.js';

export const PROJECT_SEARCH_PLACES: readonly string[] = Object.freeze([
  '.calrc',
  '.calrc.json',
  '.calrc.yaml',
  '.calrc.yml',
  'cal.config.js',
  'cal.config.mjs',
  'package.json',
]);

/** The working folder and its parents, stopping after the home folder (or at the root when outside it). */
export function searchDirs(cwd: string, home: string): string[] {
  const stop = resolve(home);
  const dirs = [resolve(cwd)];
  for (let dir = dirs[0] ?? '/'; dir !== stop;) {
    const parent = dirname(dir);
    if (parent === dir) break;
    dirs.push(parent);
    dir = parent;
  }
  return dirs;
}

/**
 * Whether `dir` may hold a project config. Most folders hold none of the names, and then cosmiconfig
 * (slow to load) is not needed at all; a folder that cannot be listed is left to cosmiconfig to report.
 */
async function mayHoldConfig(dir: string): Promise<boolean> {
  try {
    // Compared without case: on case-insensitive file systems cosmiconfig finds `.CalRC` as `.calrc`.
    const names = new Set((await readdir(dir)).map((name) => name.toLowerCase()));
    return PROJECT_SEARCH_PLACES.some((name) => names.has(name.toLowerCase()));
  } catch (error) {
    const code = errorCode(error);
    return code !== 'ENOENT' && code !== 'ENOTDIR';
  }
}

/**
 * The nearest project config, checked; undefined when there is none.
 * The upward walk is ours rather than cosmiconfig's 'global' strategy: that strategy ends in the real
 * per-user config folder (read from process.env), which would read config.json a second time as a
 * "project" file and escape the environment a test or caller supplied.
 */
export async function findProjectConfig(environment: ConfigEnvironment): Promise<ConfigFileData | undefined> {
  let explorer: PublicExplorer | undefined;
  const home = environment.env.HOME ?? environment.env.USERPROFILE ?? homedir();
  for (const dir of searchDirs(environment.cwd, home)) {
    if (!(await mayHoldConfig(dir))) continue;
    explorer ??= (await import('cosmiconfig')).cosmiconfig('cal', {
      searchPlaces: [...PROJECT_SEARCH_PLACES],
      searchStrategy: 'none',
      packageProp: 'cal',
      cache: false,
    });
    let found;
    try {
      found = await explorer.search(dir);
    } catch (error) {
      const file = isRecord(error) && typeof error.filepath === 'string' ? error.filepath : dir;
      throw new ConfigError(`${file}: cannot be loaded (${errorMessage(error)})`);
    }
    if (found) return parseConfigFile(found.filepath, found.config);
  }
  return undefined;
}
