// Global setup of the projects that run the built `bin/cal`: they never test a bundle older than the sources.
// A stale (or missing) bundle is rebuilt once, here, before any test file starts.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { builtStamp, sourceStamp } from '../../scripts/build-stamp.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export default async function freshBundle(): Promise<void> {
  const [built, sources] = await Promise.all([builtStamp(ROOT), sourceStamp(ROOT)]);
  if (built === sources) return;
  process.stderr.write(
    `${built === undefined ? 'No bundle built yet' : 'The bundle is older than the sources'}: building it (npm run build)\n`,
  );
  try {
    await promisify(execFile)(process.execPath, ['scripts/bundle.mjs'], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr =
      error instanceof Error && 'stderr' in error && typeof error.stderr === 'string' ? error.stderr.trim() : '';
    throw new Error(`npm run build failed, so the end-to-end tests cannot run: ${stderr || String(error)}`);
  }
}
