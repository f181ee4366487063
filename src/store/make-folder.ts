// A folder and the missing folders above it, as `mkdir -p` makes them. Node's own (mkdir with `recursive`) never
// returns where a parent exists yet takes no new entries (procfs answers ENOENT there): each level is tried once here.
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { errorCode } from '../typing/caught-error.js';

export async function makeFolder(dir: string): Promise<void> {
  const first = await failureToMake(dir);
  if (!first) return;
  const parent = dirname(dir);
  if (errorCode(first.error) !== 'ENOENT' || parent === dir) throw first.error;
  await makeFolder(parent);
  const again = await failureToMake(dir);
  if (again) throw again.error;
}

/** Undefined once `dir` is there (made here, or by another process meanwhile); else why it is not. */
async function failureToMake(dir: string): Promise<{ error: unknown } | undefined> {
  try {
    await mkdir(dir);
    return undefined;
  } catch (error) {
    // EEXIST for a file of that name too: what is then made in it fails with ENOTDIR, naming it.
    return errorCode(error) === 'EEXIST' ? undefined : { error };
  }
}
