// What esbuild reads following the requires of built files: every file they load (a missing one fails the build),
// and what each requires by name, left out as a package. Nothing is written.
import { build, type Metafile } from 'esbuild';

export async function requiresOf(entryPoints: readonly string[]): Promise<Metafile> {
  const { metafile } = await build({
    entryPoints: [...entryPoints],
    // Several entries need a folder for their outputs, in memory only (write: false).
    outdir: 'dist/requires-check',
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'cjs',
    packages: 'external',
    logLevel: 'silent',
  });
  return metafile;
}
