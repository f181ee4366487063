// The statuses a post can have, as WordPress names them.
export const POST_STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** The values a status filter takes: a status, or `any`, which WordPress reads as every status but the trash. */
export const STATUS_FILTERS = [...POST_STATUSES, 'any'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export const ANY_STATUS: StatusFilter = 'any';
export const LISTED_STATUSES: readonly PostStatus[] = POST_STATUSES.filter((status) => status !== 'trash');
