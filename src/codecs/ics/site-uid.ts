// The UID an export gives an event that came with none. Made of the event's ID and its site's host, it is the
// event's own (two events without a slug no longer share one) and stays the same from one export to the next,
// whatever is edited, the slug too. Kept apart from the writer so that choosing it loads no iCalendar library.

export const siteUid = (id: number, host: string): string => `event-${id}@${host}`;
