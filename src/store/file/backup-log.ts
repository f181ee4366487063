// Where `cal store backup` last wrote a copy of a calendar, noted beside it: a repair points there.
import { appendFile, readFile, stat } from 'node:fs/promises';

const logOf = (storePath: string) => `${storePath}.backups`;

export async function noteBackup(storePath: string, destination: string, at: Date): Promise<void> {
  await appendFile(logOf(storePath), `${at.toISOString()}\t${destination}\n`, { mode: 0o600 });
}

/** The latest backup on record, whether its file is still there; undefined when none was made. */
export async function latestBackup(
  storePath: string,
): Promise<{ at: string; path: string; present: boolean } | undefined> {
  const text = await readFile(logOf(storePath), 'utf8').catch(() => '');
  const last = text
    .split('\n')
    .filter((line) => line.includes('\t'))
    .at(-1);
  if (last === undefined) return undefined;
  const [at = '', path = ''] = last.split('\t');
  const present = await stat(path).then(
    () => true,
    () => false,
  );
  return { at, path, present };
}
