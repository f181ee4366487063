// A folder and the missing folders above it, as `mkdir -p` makes them. Node's own (mkdir with `recursive`) never
// returns where a parent exists yet takes no new entries (procfs answers ENOENT there): each level is tried once here.
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { errorCode } from '../../typing/caught-error.js';

/** `mode`: of each folder made (as the umask leaves it). */
export async function makeFolder(dir: string, mode?: number): Promise<void> {
  const first = await failureToMake(dir, mode);
  if (!first) return;
  const parent = dirname(dir);
  if (errorCode(first.error) !== 'ENOENT' || parent === dir) throw first.error;
  await makeFolder(parent, mode);
  const again = await failureToMake(dir, mode);
  if (again) throw again.error;
}

/** Undefined once `dir` is there (made here, or by another process meanwhile); else why it is not. */
async function failureToMake(dir: string, mode: number | undefined): Promise<{ error: unknown } | undefined> {
  try {
    await mkdir(dir, mode === undefined ? undefined : { mode });
    return undefined;
  } catch (error) {
    // EEXIST for a file of that name too: what is then made in it fails with ENOTDIR, naming it.
    return errorCode(error) === 'EEXIST' ? undefined : { error };
  }
}
