// Duplicate slugs in `cal store`: check names them, copy into a database refuses them up front (the database would
// refuse the copy), and repair renumbers them.
import { singular } from '../../../api/resources.js';
import { renumberDuplicateSlugs, type RenumberedSlug } from '../../../domain/duplicate-slug-repair.js';
import { duplicateSlugLine, duplicateSlugs, SLUGGED, type DuplicateSlug } from '../../../store/file/duplicate-slugs.js';
import { JsonFileStore } from '../../../store/file/json-file-store.js';
import { calendarAt } from '../../../store/calendar-at.js';
import type { DocumentView } from '../../../store/file/store-document.js';
import { isRecord } from '../../../typing/is-record.js';
import { CommandError } from '../../errors.js';

/** Duplicates named in one line at most: the first few show what is wrong. */
const NAMED_IN_A_LINE = 5;

/** The slugged lists of a parsed calendar document. */
export function documentLists(doc: unknown): [string, unknown[]][] {
  return SLUGGED.map((name) => {
    const list: unknown = isRecord(doc) ? doc[name] : undefined;
    return [name, Array.isArray(list) ? list : []];
  });
}

/** What `cal store check` prints for a calendar holding duplicates: a heading, then a line for each. */
export function duplicatesReport(location: string, duplicates: readonly DuplicateSlug[]): string {
  const lines = duplicates.map((duplicate) => `  ${duplicateSlugLine(duplicate)}\n`).join('');
  return (
    `${calendarAt(location).shown}: slugs held by more than one record ` +
    `(\`cal store repair\` leaves each to the lowest ID and renumbers the others):\n${lines}`
  );
}

/** A copy into a database of a calendar holding duplicates is refused before anything is written, in one line. */
export function refuseDuplicateSlugs(from: string, view: DocumentView): void {
  const duplicates = duplicateSlugs(view.collections);
  if (duplicates.length === 0) return;
  const named = duplicates.slice(0, NAMED_IN_A_LINE).map(duplicateSlugLine).join('; ');
  const more = duplicates.length > NAMED_IN_A_LINE ? `; and ${duplicates.length - NAMED_IN_A_LINE} more` : '';
  throw new CommandError(
    `${calendarAt(from).shown} holds slugs more than one record has, which a database refuses: ${named}${more}; ` +
      `\`cal --data ${from} store repair\` renumbers them`,
  );
}

/**
 * Renumbers the duplicate slugs of the calendar file (its holder must hold its lock); a line per record renamed.
 * A file without any is not opened for writing, so that nothing of it changes.
 */
export async function renumberSlugsIn(file: string): Promise<string[]> {
  const committed = await JsonFileStore.readCommitted(file);
  const lists = SLUGGED.map((collection) => [collection, [...committed.all(collection)]] as const);
  if (duplicateSlugs(lists).length === 0) return [];
  const store = await JsonFileStore.open(file);
  let renamed: RenumberedSlug[];
  try {
    renamed = await store.write(renumberDuplicateSlugs);
  } finally {
    await store.close();
  }
  return renamed.map(({ collection, id, from, to, keptBy }) => {
    const noun = singular(collection);
    return `${file}: ${noun} ${id} had the slug ${JSON.stringify(from)} of ${noun} ${keptBy}: now ${JSON.stringify(to)}`;
  });
}
