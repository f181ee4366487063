// Duplicate avoidance on create: an existing venue or organizer matching every supplied field is reused.
import type { PostRecord } from '../../store/records/records.js';
import { likeFragments } from '../query/filters.js';

/** The supplied texts among `fields`, as [field, text] pairs: blanks and absent fields are not compared. */
export function wantedTexts<F extends string>(
  args: Readonly<Partial<Record<F, string | null>>>,
  fields: readonly F[],
): [F, string][] {
  const wanted: [F, string][] = [];
  for (const field of fields) {
    const value = args[field];
    if (value !== undefined && value !== null && value !== '') wanted.push([field, value]);
  }
  return wanted;
}

/**
 * The first of `candidates` (the items of that name, found by the store's name index, which folds case and blanks as
 * upstream's comparison does) in `language` and out of the trash whose texts match: addresses by fragments, every
 * other field whole, all without regard to letter case (MySQL's collation; checked on TEC 6.17.2).
 */
export function findDuplicate<F extends string>(
  candidates: readonly Readonly<PostRecord & Record<F, string>>[],
  wanted: readonly (readonly [F, string])[],
  language: string,
): number | undefined {
  const sorted = [...candidates].sort((a, b) => a.id - b.id);
  for (const candidate of sorted) {
    if (candidate.status === 'trash' || (candidate.language ?? language) !== language) continue;
    const same = wanted.every(([field, value]) => {
      const have = candidate[field].toLowerCase();
      if (field === 'address') return likeFragments(value).every((f) => have.includes(f));
      return have === value.toLowerCase();
    });
    if (same) return candidate.id;
  }
  return undefined;
}
