// Bringing a damaged calendar back to one that opens: what is sound is kept, the rest set aside in dated files.
import { errorCode, errorMessage } from '../../typing/caught-error.js';
import { open, readFile } from 'node:fs/promises';
import { latestBackup } from './backup-log.js';
import { syncDirectory, writeFileDurably, writeFileDurablyFrom } from './file-io.js';
import { dirname } from 'node:path';
import { journalPath, readJournal, recordCount, replayJournal, wholeRecords } from '../journal/journal.js';
import { MemoryState } from '../state/memory-state.js';
import { salvageSnapshot } from './snapshot-salvage.js';
import { decodeDocument, encodeDocument } from './store-document.js';

/** Collections in the order `cal store check` counts them. */
const REPORTED = ['events', 'venues', 'organizers', 'categories', 'tags', 'users', 'media'] as const;

/**
 * Repairs the calendar at `path` (nobody may hold it) and says what it did, a line per fact. A damaged journal
 * keeps its records before the first bad one; the bad one and all after it go to `<journal>.damaged-<time>`. A
 * damaged snapshot goes whole to `<file>.damaged-<time>` and is replaced by every sound record read from it,
 * with the journal replayed over them. `thenRepair`, run once the file reads whole, repairs what the caller knows
 * of (the calendar's rules) and says what it did.
 */
export async function repairStore(
  path: string,
  at: Date,
  thenRepair: () => Promise<string[]> = () => Promise.resolve([]),
): Promise<string[]> {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  const report: string[] = [];
  const text = await readFile(path, 'utf8');
  const journalFile = journalPath(path);
  const journal = await readJournal(journalFile, { tolerate: true });
  const kept = recordCount(journal.entries.length);

  if (journal.damage) {
    const { record, offset, bytes, reason } = journal.damage;
    const aside = `${journalFile}.damaged-${stamp}`;
    const rest = (await readFile(journalFile)).subarray(offset);
    await writeFileDurablyFrom(aside, (handle) => handle.writeFile(rest));
    await cutJournal(journalFile, journal.validBytes);
    const after = wholeRecords(rest);
    report.push(
      `${journalFile}: kept ${kept} (${journal.validBytes} bytes); record ${record} is damaged (${reason}): ` +
        `set it aside with everything after it (${bytes} bytes, ${recordCount(after)} that read whole) in ${aside}`,
    );
  } else if (journal.tornBytes > 0) {
    await cutJournal(journalFile, journal.validBytes);
    report.push(
      `${journalFile}: torn tail: ${journal.tornBytes} bytes after record ${journal.entries.length}, dropped`,
    );
  }

  const state = new MemoryState();
  let damage: string | undefined;
  try {
    decodeDocument(text, state);
  } catch (error) {
    damage = errorMessage(error);
  }
  if (damage !== undefined) {
    const aside = `${path}.damaged-${stamp}`;
    await writeFileDurably(aside, text);
    const salvage = salvageSnapshot(text);
    const recovered = new MemoryState();
    decodeDocument(JSON.stringify(salvage.document), recovered);
    replayJournal(recovered, journal.entries);
    await writeFileDurably(path, encodeDocument(recovered));
    await cutJournal(journalFile, 0);
    const counts = REPORTED.map((name) => `${salvage.kept[name]} ${name}`).join(', ');
    const removed = salvage.referencesRemoved > 0 ? `; ${salvage.referencesRemoved} links to them taken out` : '';
    const settings = salvage.settingsLost ? '; the settings could not be read: defaults in their place' : '';
    report.push(
      `${path}: damaged (${damage}); set it aside in ${aside}`,
      `${path}: recovered ${counts} from it (${recordCount(salvage.lost)} could not be read${removed}${settings}), ` +
        `then replayed the journal's ${kept} over them`,
      await backupAdvice(path),
    );
  }
  report.push(...(await thenRepair()));
  if (report.length === 0)
    report.push(`${path}: nothing to repair (the snapshot and the journal's ${kept} read whole)`);
  return report;
}

async function cutJournal(file: string, bytes: number): Promise<void> {
  const handle = await open(file, 'r+').catch((error: unknown) => {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  });
  if (!handle) return;
  try {
    await handle.truncate(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await syncDirectory(dirname(file));
}

async function backupAdvice(path: string): Promise<string> {
  const latest = await latestBackup(path);
  if (!latest) return `No copy made with \`cal store backup\` is on record for ${path}: what could not be read is lost`;
  if (!latest.present)
    return `The latest \`cal store backup\` (${latest.at}) went to ${latest.path}, which is no longer there`;
  return `The latest \`cal store backup\` (${latest.at}) is ${latest.path}: compare it with what was recovered`;
}
