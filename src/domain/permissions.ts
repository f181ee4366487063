// Who may do what: the WordPress role model of the upstream API, per resource and per object.
import type { PostRecord, Role, UserRecord } from '../store/records.js';
import type { PostStatus } from '../api/post-statuses.js';
import type { TermResource } from '../api/resources.js';

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

/** Categories need `publish_tribe_events` (author+); tags need `manage_categories` (editor+). */
export function canManageTerms(principal: Principal, resource: TermResource): boolean {
  return atLeast(principal, resource === 'categories' ? 'author' : 'editor');
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

/** `read_post`: published posts for everyone, the rest for editors and for their own authors. */
export function canReadPost(principal: Principal, post: Pick<PostRecord, 'author' | 'status'>): boolean {
  if (post.status === 'publish') return true;
  if (atLeast(principal, 'editor')) return true;
  return owns(principal, post) && atLeast(principal, 'contributor');
}

/** Status a create or update ends up with: contributors cannot publish, so they get `pending`/`draft`. */
export function scaleStatus(principal: Principal, requested: PostStatus | undefined): PostStatus {
  const publisher = canPublish(principal);
  if (requested === undefined) return publisher ? 'publish' : 'draft';
  if ((requested === 'publish' || requested === 'future') && !publisher) return 'pending';
  return requested;
}
