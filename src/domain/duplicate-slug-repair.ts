// Duplicate slugs (a hand-edited file) renumbered as WordPress numbers a taken slug: the lowest ID keeps it, each
// other holder gets the first free "-2", "-3", … found as a new post or term of its kind and language would.
import { duplicateSlugs, SLUGGED } from '../store/file/duplicate-slugs.js';
import type { SlugCollection } from '../store/state/memory-state.js';
import type { Transaction } from '../store/store.js';
import { uniqueSlug } from './slugs.js';

export interface RenumberedSlug {
  readonly collection: SlugCollection;
  readonly id: number;
  readonly from: string;
  readonly to: string;
  /** The record that keeps `from`. */
  readonly keptBy: number;
}

/** Renumbers every duplicate slug in `tx`, changing nothing else of the records; what it renamed, in order. */
export function renumberDuplicateSlugs(tx: Transaction): RenumberedSlug[] {
  const duplicates = duplicateSlugs(SLUGGED.map((collection) => [collection, [...tx.all(collection)]] as const));
  const renumbered: RenumberedSlug[] = [];
  for (const { collection, slug, language, ids } of duplicates) {
    const [keptBy = 0, ...others] = ids;
    for (const id of others) {
      const to = uniqueSlug(slug, (candidate) => isTaken(tx, collection, candidate, language, id));
      rename(tx, collection, id, to);
      renumbered.push({ collection, id, from: slug, to, keptBy });
    }
  }
  return renumbered;
}

/** As the writers ask (post-fields.ts assignSlug, term-writer.ts pickSlug): terms number past either taxonomy's. */
function isTaken(tx: Transaction, collection: SlugCollection, slug: string, language: string, id: number): boolean {
  const kinds: readonly SlugCollection[] =
    collection === 'categories' || collection === 'tags' ? ['categories', 'tags'] : [collection];
  return kinds.some((kind) =>
    tx.findBySlug(kind, slug).some((other) => other.id !== id && other.language === language),
  );
}

function rename<C extends SlugCollection>(tx: Transaction, collection: C, id: number, slug: string): void {
  const record = tx.get(collection, id);
  if (record) tx.put(collection, { ...record, slug });
}
