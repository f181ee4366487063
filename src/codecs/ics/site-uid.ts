// The UID an export gives an event that came with none. Made of the event's ID and its site's host, it is the
// event's own (two events without a slug no longer share one) and stays the same from one export to the next,
// whatever is edited, the slug too. Kept apart from the writer so that choosing it loads no iCalendar library.
// Exports and feeds choose alike.
import { occurrenceOf } from '../../domain/recurrence/occurrence-slug.js';

export const siteUid = (id: number, host: string): string => `event-${id}@${host}`;

/** The UID of an event written without one of its own: its series' for an occurrence, else its own from its ID. */
export function eventUid(slug: string, id: number, host: string): string {
  const series = occurrenceOf(slug);
  return series ? `${series.base}@${host}` : siteUid(id, host);
}

/** The host part of such UIDs: the site's, from an address it answers with; `cal.invalid` without one. */
export function uidHost(url: unknown): string {
  try {
    return (typeof url === 'string' && new URL(url).host) || 'cal.invalid';
  } catch {
    return 'cal.invalid';
  }
}
