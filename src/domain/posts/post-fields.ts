// Fields all post types share on create and update: name, texts, author, status, dates, slug, image.
import { ApiError } from '../../api/errors.js';
import type { PostStatus } from '../../api/post-statuses.js';
import type { PostRecord } from '../../store/records/records.js';
import { formatWallTime } from '../../dates/wall-time.js';
import { instantToWallTime } from '../../dates/zones.js';
import { parseDate } from '../../dates/parse.js';
import { resolveImage, type ImageInput } from '../media-resolve.js';
import { canEditOthersPosts, canPublish, scaleStatus } from '../permissions.js';
import { slugify, uniqueSlug } from '../slugs.js';
import { stamp, type WriteEnv } from '../write-env.js';

export type PostCollection = 'events' | 'venues' | 'organizers';

export interface PostFieldInput {
  title?: string;
  description?: string | null;
  excerpt?: string | null;
  author?: number;
  status?: PostStatus;
  date?: string;
  date_utc?: string;
  slug?: string;
  image?: ImageInput;
}

/** A new post with nothing set yet but its identity and defaults. */
export function blankPost(env: WriteEnv, id: number): PostRecord {
  const now = stamp(env.settings, env.now);
  return {
    id,
    author: env.principal.user?.id ?? 0,
    status: 'draft',
    slug: '',
    title: '',
    description: '',
    excerpt: '',
    date: now.local,
    date_utc: now.utc,
    modified: now.local,
    modified_utc: now.utc,
    image: null,
    language: env.language,
    password: null,
  };
}

/**
 * Applies the shared fields in place. `zone` reads `date`; `created` decides the status default
 * (a create with no status publishes when the caller may; an update keeps the status).
 */
export function applyPostFields(
  post: PostRecord,
  input: PostFieldInput,
  env: WriteEnv,
  options: { collection: PostCollection; created: boolean; zone: string; slugFromTitle: 'published' | 'always' },
): void {
  if (input.title !== undefined) post.title = input.title;
  if (input.description !== undefined) post.description = input.description ?? '';
  if (input.excerpt !== undefined) post.excerpt = input.excerpt ?? '';
  if (input.author !== undefined) {
    // TEC lets an author write as anyone (`author: 1` makes the administrator the author); WordPress does not.
    if (input.author !== env.principal.user?.id && !canEditOthersPosts(env.principal))
      throw new ApiError('rest_cannot_edit_others', { args: [options.created ? 'create' : 'update'] });
    post.author = input.author;
  }
  if (options.created || input.status !== undefined) {
    post.status = scaleStatus(env.principal, input.status);
  }
  const dated = applyPublicationDate(post, input, env, options.zone);
  // WordPress makes a new post's modification time its publication time (wp_insert_post), a given one included.
  const now = options.created && dated ? { local: post.date, utc: post.date_utc } : stamp(env.settings, env.now);
  post.modified = now.local;
  post.modified_utc = now.utc;
  if (input.image !== undefined) post.image = resolveImage(input.image, env);
  assignSlug(post, input.slug, env, options);
}

/**
 * The publication date given as `date` (read in `zone`) or `date_utc`; true when one was. A given `date_utc` is kept
 * for a draft too (WordPress keeps a given `post_date_gmt`); a `date` alone leaves a draft's UTC date floating.
 */
function applyPublicationDate(post: PostRecord, input: PostFieldInput, env: WriteEnv, zone: string): boolean {
  let instant: number | undefined;
  if (input.date_utc !== undefined) instant = parseDate(input.date_utc, { zone: 'UTC', now: env.now })?.instant;
  if (input.date !== undefined) instant = parseDate(input.date, { zone, now: env.now })?.instant;
  if (instant === undefined) return false;
  post.date = formatWallTime(instantToWallTime(instant, env.settings.timezone));
  post.date_utc = formatWallTime(instantToWallTime(instant, 'UTC'));
  if (input.date_utc !== undefined) post.date_utc_given = true;
  else delete post.date_utc_given;
  return true;
}

const PUBLIC_STATUSES = new Set(['publish', 'future', 'private']);

/** Slugs are unique per resource kind and language; drafts of events keep none until published. */
function assignSlug(
  post: PostRecord,
  requested: string | undefined,
  env: WriteEnv,
  options: { collection: PostCollection; slugFromTitle: 'published' | 'always' },
): void {
  // WordPress keeps no slug on a pending post of a user who cannot publish, not even a given one (wp_insert_post).
  if (post.status === 'pending' && !canPublish(env.principal)) {
    post.slug = '';
    return;
  }
  let base: string;
  if (requested !== undefined) base = slugify(requested);
  else if (post.slug !== '') return;
  else if (options.slugFromTitle === 'always' || PUBLIC_STATUSES.has(post.status)) base = slugify(post.title);
  else return;
  if (base === '') {
    if (requested !== undefined)
      throw new ApiError('rest_invalid_param', { args: ['slug'], data: { params: { slug: 'Invalid parameter.' } } });
    base = String(post.id);
  }
  post.slug = uniqueSlug(base, (slug) =>
    env.tx
      .findBySlug(options.collection, slug)
      .some((other) => other.id !== post.id && other.language === post.language),
  );
}

/** Trashing frees the slug for reuse, as WordPress does (`name__trashed`). */
export function trashSlug(slug: string): string {
  return slug === '' || slug.endsWith('__trashed') ? slug : `${slug}__trashed`;
}
