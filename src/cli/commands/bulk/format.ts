// The file formats of `cal export` and `cal import` (kept apart so registering the commands loads nothing else).
export const FORMATS = ['json', 'ndjson', 'csv', 'ics'] as const;
export type Format = (typeof FORMATS)[number];
/** iCalendar carries events only. */
export const FLAT_FORMATS = ['json', 'ndjson', 'csv'] as const;
