// Duplicate avoidance on create: an existing venue or organizer matching every supplied field is reused.
import type { StoreReader } from '../../store/store.js';
import { likeFragments } from '../query/filters.js';
import { metaFields, NAME_FIELD, type LinkedKind } from './linked-fields.js';

/**
 * Upstream matches addresses by fragments and every other field whole, all without regard to letter case (MySQL's
 * collation; checked on TEC 6.17.2).
 */
export function findDuplicate(
  kind: LinkedKind,
  data: Readonly<Record<string, unknown>>,
  store: StoreReader,
  language: string,
): number | undefined {
  const wanted: [string, string][] = [];
  const name = data[NAME_FIELD[kind]];
  if (typeof name !== 'string' || name.trim() === '') return undefined;
  for (const field of ['description', 'excerpt', ...metaFields(kind)]) {
    const value = data[field];
    if (typeof value === 'string' && value !== '') wanted.push([field, value]);
  }
  // Found by the store's name index, which folds case and blanks as upstream's comparison does.
  const candidates = store.findByName(kind, name).sort((a, b) => a.id - b.id);
  for (const candidate of candidates) {
    if (candidate.status === 'trash') continue;
    if ((candidate.language ?? language) !== language || data.translation_of !== undefined) continue;
    const fields = candidate as unknown as Record<string, unknown>;
    const same = wanted.every(([field, value]) => {
      const existing = fields[field];
      if (typeof existing !== 'string') return false;
      const have = existing.toLowerCase();
      if (field === 'address') return likeFragments(value).every((f) => have.includes(f));
      return have === value.toLowerCase();
    });
    if (same) return candidate.id;
  }
  return undefined;
}
