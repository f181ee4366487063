// Files a command writes at its end, checked at its start: a run that could not write one fails before it has
// changed anything, rather than after all its work.
import { stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { errorCode } from '../typing/caught-error.js';
import { CommandError } from './errors.js';

/** Why `path` cannot be written as a file (an error code); undefined when it can. */
async function problemWith(path: string): Promise<string | undefined> {
  const codeOf = (error: unknown) => errorCode(error) ?? String(error);
  try {
    if ((await stat(path)).isDirectory()) return 'EISDIR';
  } catch (error) {
    if (codeOf(error) !== 'ENOENT') return codeOf(error);
  }
  try {
    return (await stat(dirname(resolve(path)))).isDirectory() ? undefined : 'ENOTDIR';
  } catch (error) {
    return codeOf(error);
  }
}

/** Fails, naming the flag, when the file `flag` names could not be written later: it is a folder, or has none. */
export async function checkWritable(flag: string, path: string): Promise<void> {
  const problem = await problemWith(path);
  if (problem !== undefined) throw new CommandError(`${flag}: cannot write ${path}: ${problem}`);
}
