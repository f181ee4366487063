// The statuses a post can have, as WordPress names them.
export const POST_STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** What a status filter of `any` means, as WordPress reads it: every status but the trash. */
export const ANY_STATUS = 'any';
export const LISTED_STATUSES: readonly PostStatus[] = POST_STATUSES.filter((status) => status !== 'trash');
