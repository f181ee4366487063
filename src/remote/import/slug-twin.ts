// The item another writer made with an imported record's slug while this run was making it. The server gave the
// one made here another slug ("race-2"); or the same, as WordPress checks a slug and writes it apart, so that two
// writers at once may both get it: its by-slug route then answers the older (the lowest ID first), and the newer
// yields. The record goes to the twin, and the one made here is removed, said.
import { isPost, type PostResource, type ResourceName } from '../../api/resources.js';
import type { ImportRecord } from '../../codecs/record-checks.js';
import { isRecord } from '../../typing/is-record.js';
import { sameSlug } from '../find-by-slug.js';

export interface SlugTwinContext {
  readonly kind: ResourceName;
  readonly noun: string;
  /**
   * Whether the server makes a post's slug unique in the write that sets it (the local calendar, a server declaring
   * unique_slugs): then no other writer can hold the slug given, and a create answered with it is not looked up.
   */
  readonly uniqueInWrite: boolean;
  /** The ID of the item with this slug, as this run looks items up. */
  lookup(slug: string): Promise<number | undefined>;
  /** Removes an item made here (for good where the server allows it). */
  discard(kind: PostResource, id: number): Promise<unknown>;
  warn(line: string): void;
}

/**
 * The twin the record goes to, the item `id` made here removed; undefined when `id` is the item with the slug, or
 * when nothing this user can read has it (said: a later run would not find it by its slug).
 */
export async function slugTwin(
  context: SlugTwinContext,
  record: ImportRecord,
  id: number,
  answer: unknown,
): Promise<number | undefined> {
  const slug = isRecord(answer) && typeof answer.slug === 'string' ? answer.slug : undefined;
  // WordPress keeps no slug for a contributor's events (found by title and start instead).
  if (record.key === '' || slug === undefined || slug === '') return undefined;
  const asked = sameSlug(slug, record.key);
  const { kind } = context;
  const post = isPost(kind);
  // WordPress makes a term's slug unique after writing it (the older term stays).
  if (asked && (context.uniqueInWrite || !post)) return undefined;
  const { noun } = context;
  const twin = await context.lookup(record.key);
  if (twin === undefined && !asked)
    context.warn(
      `${record.title}: warning: the server gave the ${noun} ${id} the slug ${slug}, not ${record.key} (an item ` +
        'this user cannot read has it): a later import will not find it by its slug',
    );
  if (twin === undefined || twin === id || (asked && twin > id)) return undefined;
  if (isPost(kind)) await context.discard(kind, id);
  context.warn(
    `${record.title}: note: another writer made ${record.key} (${noun} ${twin}) at the same time; the ${noun} ` +
      `made here (${id}, ${slug}) is ${post ? 'removed' : 'left unused'}`,
  );
  return twin;
}
