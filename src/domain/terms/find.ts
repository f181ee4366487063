// Finding terms the way upstream reads references: numbers are IDs, other strings a slug or a name.
import type { TermRecord } from '../../store/records/records.js';
import type { StoreReader } from '../../store/store.js';
import { slugify } from '../slugs.js';

/** Slugs and names are looked up in `language` first (they are unique per language), then in any. */
export function findTermByRef(
  store: StoreReader,
  taxonomy: 'categories' | 'tags',
  ref: string | number,
  language?: string,
): Readonly<TermRecord> | undefined {
  if (typeof ref === 'number') return Number.isInteger(ref) ? store.get(taxonomy, ref) : undefined;
  const slugged = [...store.findBySlug(taxonomy, ref), ...store.findBySlug(taxonomy, slugify(ref))];
  const bySlug = slugged.find((t) => t.language === language) ?? slugged[0];
  if (bySlug) return bySlug;
  return (
    (language === undefined ? undefined : findTermByName(store, taxonomy, ref, undefined, language)) ??
    findTermByName(store, taxonomy, ref)
  );
}

export function findTermByName(
  store: StoreReader,
  taxonomy: 'categories' | 'tags',
  name: string,
  parent?: number,
  language?: string,
): Readonly<TermRecord> | undefined {
  // By the store's name index: a scan of every term made each new term cost as much as the taxonomy is long.
  return store
    .findByName(taxonomy, name)
    .find(
      (term) =>
        (parent === undefined || term.parent === parent) && (language === undefined || term.language === language),
    );
}
