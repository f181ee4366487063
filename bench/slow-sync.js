// A disk with slow flushes for a process the bench starts (bench/slow-sync.c, loaded with LD_PRELOAD): cal's writes
// wait for their journal's flush, and how many of them share one decides how much a slower disk costs.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const SOURCE = fileURLToPath(new URL('./slow-sync.c', import.meta.url));

/**
 * The environment that gives a process `flushMs` more per flush, once the shim is compiled into `dir`; undefined,
 * with the reason, where it cannot be (no C compiler, or not Linux).
 */
export async function slowSyncEnv(dir, flushMs) {
  if (process.platform !== 'linux') return { reason: 'LD_PRELOAD needs Linux' };
  const library = `${dir}/slow-sync.so`;
  try {
    await promisify(execFile)('cc', ['-shared', '-fPIC', '-O2', '-o', library, SOURCE, '-ldl']);
  } catch (error) {
    return { reason: `the shim could not be compiled (${error.code === 'ENOENT' ? 'no cc' : error.message})` };
  }
  return { env: { LD_PRELOAD: library, SLOWSYNC_US: String(Math.round(flushMs * 1000)) } };
}
