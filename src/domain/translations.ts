// Translation groups: joining one on create, and choosing the member in the language a reader asked for.
import { ApiError } from '../api/errors.js';
import type { CollectionRecords } from '../store/records/records.js';
import type { StoreReader, TranslatableCollection } from '../store/store.js';
import { canManageTerms, canModifyPost } from './permissions.js';
import type { WriteEnv } from './write-env.js';

function invalid(message: string): ApiError {
  return new ApiError('rest_invalid_param', {
    args: ['translation_of'],
    data: { params: { translation_of: message } },
  });
}

/**
 * Puts `record` (new, in its own language) in the group of `targetId`; one member per language. Joining a group
 * changes the target too (its group, the translations it lists), so the caller must be one who may edit it.
 */
export function joinTranslationGroup<C extends TranslatableCollection>(
  env: WriteEnv,
  collection: C,
  record: CollectionRecords[C],
  targetId: number,
): void {
  const { tx } = env;
  const target = tx.get(collection, targetId);
  if (!target) throw invalid(`translation_of: no such item ${targetId}.`);
  const post: Readonly<CollectionRecords[TranslatableCollection]> = target;
  const editable = 'author' in post ? canModifyPost(env.principal, post) : canManageTerms(env.principal);
  if (!editable)
    throw new ApiError('rest_cannot_edit', {
      data: { params: { translation_of: `Item ${targetId} is not yours to edit: no translation can join it.` } },
    });
  const members = [target, ...tx.translationsOf(collection, target)];
  const same = members.find((m) => (m.language ?? '') === record.language);
  if (same)
    throw invalid(`The translation group of ${targetId} already has a "${record.language}" member (ID ${same.id}).`);
  const group = target.translation_group ?? target.id;
  if (target.translation_group !== group) tx.put(collection, { ...target, translation_group: group });
  record.translation_group = group;
}

/** Read by ID returns the group's member in the requested language when there is one. */
export function inLanguageOf<C extends TranslatableCollection>(
  store: StoreReader,
  collection: C,
  record: Readonly<CollectionRecords[C]>,
  language: string,
): Readonly<CollectionRecords[C]> {
  if ((record.language ?? language) === language) return record;
  return store.translationsOf(collection, record).find((m) => m.language === language) ?? record;
}

/** `{"es": 15, "ca": 16}`: the other members of the group, by language. */
export function translationMap<C extends TranslatableCollection>(
  store: Pick<StoreReader, 'translationsOf'>,
  collection: C,
  record: Readonly<CollectionRecords[C]>,
): Record<string, number> {
  const map: Record<string, number> = {};
  for (const member of store.translationsOf(collection, record)) map[member.language] = member.id;
  return map;
}
