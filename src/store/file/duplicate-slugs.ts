// Slugs more than one record holds, which only a hand-edited file can have: every write numbers a taken slug
// ("jazz-2"), and a database refuses a second holder. Counted as the database's constraint counts them
// (src/store/postgres/schema.ts): per kind and language, an empty slug (a draft) and a trashed one left out.
import { isRecord } from '../../typing/is-record.js';
import type { SlugCollection } from '../state/memory-state.js';

/** The kinds whose records carry a slug unique per kind and language. */
export const SLUGGED: readonly SlugCollection[] = ['events', 'venues', 'organizers', 'categories', 'tags'];

export interface DuplicateSlug {
  readonly collection: SlugCollection;
  readonly slug: string;
  readonly language: string;
  /** Lowest first: the first keeps the slug (WordPress' oldest post). */
  readonly ids: readonly number[];
}

/** Whether `slug` must be unique: trashing frees a slug ("name__trashed"), and a draft may have none. */
export const isUniqueSlug = (slug: string): boolean => slug !== '' && !slug.endsWith('__trashed');

/** The duplicates among `collections` (a document's lists, as read or as a view), kind by kind in SLUGGED order. */
export function duplicateSlugs(collections: Iterable<readonly [string, readonly unknown[]]>): DuplicateSlug[] {
  const lists = new Map(collections);
  const found: DuplicateSlug[] = [];
  for (const collection of SLUGGED) {
    const holders = new Map<string, { slug: string; language: string; ids: number[] }>();
    for (const record of lists.get(collection) ?? []) {
      if (!isRecord(record) || typeof record.slug !== 'string' || typeof record.id !== 'number') continue;
      if (!isUniqueSlug(record.slug)) continue;
      const language = typeof record.language === 'string' ? record.language : '';
      const key = JSON.stringify([language, record.slug]);
      const held = holders.get(key);
      if (held) held.ids.push(record.id);
      else holders.set(key, { slug: record.slug, language, ids: [record.id] });
    }
    for (const { slug, language, ids } of holders.values())
      if (ids.length > 1) found.push({ collection, slug, language, ids: ids.sort((a, b) => a - b) });
  }
  return found;
}

/** `events "jazz" (language en): IDs 3, 7` */
export function duplicateSlugLine(duplicate: DuplicateSlug): string {
  const language = duplicate.language === '' ? '' : ` (language ${duplicate.language})`;
  return `${duplicate.collection} ${JSON.stringify(duplicate.slug)}${language}: IDs ${duplicate.ids.join(', ')}`;
}
