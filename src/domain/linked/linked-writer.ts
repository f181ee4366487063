// Creating and updating venues and organizers, including the inline creation an event asks for.
import { ApiError } from '../../api/errors.js';
import { cloneRecord } from '../../store/state/clone-record.js';
import type { CollectionRecords } from '../../store/records/records.js';
import { applyPostFields, blankPost } from '../posts/post-fields.js';
import { joinTranslationGroup } from '../translations.js';
import type { WriteEnv } from '../write-env.js';
import { KIND_WRITERS, type KindWriter } from './kind-writers.js';
import type { LinkedArgs, LinkedKind } from './linked-fields.js';
import type { LinkedRef } from '../../api/field-spec.js';

export interface LinkedWrite {
  id: number;
  /** False when an identical existing item was returned instead of creating one. */
  created: boolean;
}

/**
 * Creates (no `existing`) or updates a venue or organizer from the validated args of its routes. A create that
 * joins a translation group (`translation_of`) is never matched to a duplicate.
 */
export function writeLinkedPost<K extends LinkedKind>(
  kind: K,
  args: LinkedArgs<K>,
  existing: Readonly<CollectionRecords[K]> | undefined,
  env: WriteEnv,
): LinkedWrite {
  const writer: KindWriter<K> = KIND_WRITERS[kind];
  const translationOf = existing ? undefined : writer.translationOf(args);
  if (!existing && translationOf === undefined) {
    const duplicate = writer.duplicateOf(args, env.tx, env.language);
    if (duplicate !== undefined) return { id: duplicate, created: false };
  }
  const record: CollectionRecords[K] = existing
    ? cloneRecord(existing)
    : writer.blank(blankPost(env, env.tx.nextId('post')));
  applyPostFields(record, writer.postFields(args), env, {
    collection: kind,
    created: !existing,
    zone: env.settings.timezone,
    slugFromTitle: 'always',
  });
  writer.applyOwn(record, args);
  if (translationOf !== undefined) joinTranslationGroup(env, kind, record, translationOf);
  env.tx.put(kind, record);
  return { id: record.id, created: !existing };
}

/** IDs for an event's links: references are checked, inline data created or matched to a duplicate. */
export function resolveLinked<K extends LinkedKind>(kind: K, refs: readonly LinkedRef<K>[], env: WriteEnv): number[] {
  const ids: number[] = [];
  for (const ref of refs) {
    let id: number;
    if (ref.kind === 'inline') id = writeLinkedPost(kind, ref.data, undefined, env).id;
    else if (ref.kind === 'ref' && !env.tx.get(kind, ref.id))
      throw new ApiError('invalid-linked-post-id', { args: [ref.id] });
    else id = ref.id;
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}
