// Finding terms the way upstream reads references: numbers are IDs, other strings a slug or a name.
import type { TermRecord } from '../../store/records.js';
import type { StoreReader } from '../../store/store.js';
import { slugify } from '../slugs.js';

export function findTermByRef(
  store: StoreReader,
  taxonomy: 'categories' | 'tags',
  ref: string | number,
): Readonly<TermRecord> | undefined {
  if (typeof ref === 'number') return Number.isInteger(ref) ? store.get(taxonomy, ref) : undefined;
  const bySlug = store.findBySlug(taxonomy, ref)[0] ?? store.findBySlug(taxonomy, slugify(ref))[0];
  if (bySlug) return bySlug;
  return findTermByName(store, taxonomy, ref);
}

export function findTermByName(
  store: StoreReader,
  taxonomy: 'categories' | 'tags',
  name: string,
  parent?: number,
): Readonly<TermRecord> | undefined {
  const wanted = name.trim().toLowerCase();
  for (const term of store.all(taxonomy)) {
    if (term.name.toLowerCase() === wanted && (parent === undefined || term.parent === parent)) return term;
  }
  return undefined;
}
