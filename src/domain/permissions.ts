// Who may do what: the WordPress role model of the upstream API, per resource and per object.
import type { PostRecord, Role, UserRecord } from '../store/records/records.js';
import type { PostStatus } from '../api/post-statuses.js';
import type { TermResource } from '../api/resources.js';
import { ApiError } from '../api/errors.js';

/** The caller: a signed-in user, or nobody. */
export type Principal = { readonly user: UserRecord } | { readonly user: undefined };

export const ANONYMOUS: Principal = { user: undefined };

const RANK: Record<Role, number> = { subscriber: 0, contributor: 1, author: 2, editor: 3, administrator: 4 };

function atLeast(principal: Principal, role: Role): boolean {
  return principal.user !== undefined && RANK[principal.user.role] >= RANK[role];
}

/** `edit_posts` on events, venues and organizers: contributors and up. */
export function canCreatePosts(principal: Principal): boolean {
  return atLeast(principal, 'contributor');
}

/** Contributors may write but their posts wait for review. */
export function canPublish(principal: Principal): boolean {
  return atLeast(principal, 'author');
}

/** Callers who see every status in lists (status `any`), as upstream: contributors and up. */
export function canListAnyStatus(principal: Principal): boolean {
  return atLeast(principal, 'contributor');
}

export function canUploadFiles(principal: Principal): boolean {
  return atLeast(principal, 'author');
}

/**
 * Creating, editing and deleting categories and tags is WordPress' `manage_categories`: editors and up. (TEC 6.17.2
 * lets authors manage categories through its own term routes; docs/api.md says why cal does not.)
 */
export function canManageTerms(principal: Principal): boolean {
  return atLeast(principal, 'editor');
}

/**
 * Tags named on an event that do not exist yet are made by anyone who may write the event: WordPress' `assign_terms`
 * on a flat taxonomy lets a user add new tags from the post editor. A category is part of a tree editors keep, so a
 * name that finds none is made only for those who may manage categories.
 */
export function canCreateTermByName(principal: Principal, taxonomy: TermResource): boolean {
  return taxonomy === 'tags' ? canCreatePosts(principal) : canManageTerms(principal);
}

function owns(principal: Principal, post: Pick<PostRecord, 'author'>): boolean {
  return principal.user !== undefined && principal.user.id === post.author;
}

/** `edit_others_posts`: editors and up; only they may make another user a post's author. */
export function canEditOthersPosts(principal: Principal): boolean {
  return atLeast(principal, 'editor');
}

const PUBLISHED_LIKE = new Set(['publish', 'future', 'private']);

/** `edit_post` / `delete_post` on one object. */
export function canModifyPost(principal: Principal, post: Pick<PostRecord, 'author' | 'status'>): boolean {
  if (atLeast(principal, 'editor')) return true;
  if (!owns(principal, post)) return false;
  if (atLeast(principal, 'author')) return true;
  return atLeast(principal, 'contributor') && !PUBLISHED_LIKE.has(post.status);
}

/** No user has this ID: the author of posts that nobody signed in may read unpublished. */
const NO_AUTHOR = -1;

/**
 * Whose posts other than published ones the caller may read: everyone's (undefined) for editors and up; else only
 * the caller's own, by their ID (none, NO_AUTHOR, for visitors and subscribers). The one rule behind single reads
 * (canReadPost) and every list, search and export, which leave out each post it refuses.
 */
export function unpublishedReadableOf(principal: Principal): number | undefined {
  if (atLeast(principal, 'editor')) return undefined;
  return principal.user !== undefined && atLeast(principal, 'contributor') ? principal.user.id : NO_AUTHOR;
}

/** Whether a post passes unpublishedReadableOf's rule. */
export function isReadableBy(reader: number | undefined, post: Pick<PostRecord, 'author' | 'status'>): boolean {
  return post.status === 'publish' || reader === undefined || post.author === reader;
}

/** `read_post`: published posts for everyone, the rest for editors and for their own authors. */
export function canReadPost(principal: Principal, post: Pick<PostRecord, 'author' | 'status'>): boolean {
  return isReadableBy(unpublishedReadableOf(principal), post);
}

/** Statuses a user who cannot publish may ask for as they are; `publish` and `future` are scaled back to `pending`. */
const UNPUBLISHED_WRITES: ReadonlySet<PostStatus> = new Set<PostStatus>(['draft', 'pending', 'trash']);

/**
 * Status a create or update ends up with: contributors cannot publish, so `publish` and `future` become `pending`
 * (as upstream scales them back); `private` would publish to the site's editors without review, so it is refused
 * with WordPress' `rest_cannot_publish`.
 */
export function scaleStatus(principal: Principal, requested: PostStatus | undefined): PostStatus {
  const publisher = canPublish(principal);
  if (requested === undefined) return publisher ? 'publish' : 'draft';
  if (publisher || UNPUBLISHED_WRITES.has(requested)) return requested;
  if (requested === 'publish' || requested === 'future') return 'pending';
  throw new ApiError('rest_cannot_publish');
}
