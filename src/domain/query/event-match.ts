// The checks of an event list that an event is read for one by one: the date window, and the filters its list did
// not already answer.
import type { EventRecord } from '../../store/records/records.js';
import type { DateWindow } from './event-dates-window.js';
import { hasSearchTerms, inLanguage } from './filters.js';
import { isReadableBy } from '../permissions.js';

/** What a list of parts does not answer: a status, hidden flag and language (only for events read by ID). */
export interface PartCheck {
  readonly statuses: ReadonlySet<string>;
  readonly hidden: boolean;
  readonly language: string;
  readonly defaultLanguage: string;
}

/**
 * The checks left; an absent one is answered by the list the events come from, or was not asked for. The window is
 * checked apart (inWindow), only where a list's order does not already tell.
 */
export interface EventChecks {
  /** UTC wall times. */
  readonly window: DateWindow;
  readonly part?: PartCheck;
  readonly categories?: ReadonlySet<number>;
  readonly tags?: readonly number[];
  readonly venues?: readonly number[];
  readonly organizers?: readonly number[];
  readonly featured?: boolean;
  readonly postParent?: number;
  /** Events other than published ones pass only when this user wrote them (EventFilter's unpublishedBy). */
  readonly unpublishedBy?: number;
  readonly near?: (event: EventRecord) => boolean;
  /** Search terms (searchTerms of the query). */
  readonly terms?: readonly string[];
  readonly skipProtected: boolean;
}

const isGiven = (check: unknown): boolean => check !== undefined;

/** Whether checks beyond the window are left. */
export function checksBeyondWindow(checks: EventChecks): boolean {
  const { part, categories, tags, venues, organizers, featured, postParent, near, terms, skipProtected } = checks;
  const { unpublishedBy } = checks;
  return (
    skipProtected ||
    [part, categories, tags, venues, organizers, featured, postParent, unpublishedBy, near, terms].some(isGiven)
  );
}

/** Whether an event passes the checks but the window; `text`: its searchTextOf, when the caller holds it. */
export function passesChecks(checks: EventChecks, event: EventRecord, text?: string): boolean {
  const { part, categories, tags, venues, organizers, featured, postParent, near, terms } = checks;
  // The search first: it reads the text beside the list, and most events fail it without their record being read.
  if (terms && !hasSearchTerms(terms, event, text)) return false;
  if (part) {
    if (!part.statuses.has(event.status) || event.hide_from_listings !== part.hidden) return false;
    if (!inLanguage(event, part.language, part.defaultLanguage)) return false;
  }
  if (categories && !event.categories.some((id) => categories.has(id))) return false;
  if (tags && !event.tags.some((id) => tags.includes(id))) return false;
  if (venues && !event.venues.some((id) => venues.includes(id))) return false;
  if (organizers && !event.organizers.some((id) => organizers.includes(id))) return false;
  if (featured !== undefined && event.featured !== featured) return false;
  if (postParent !== undefined && event.post_parent !== postParent) return false;
  if (!isReadableBy(checks.unpublishedBy, event)) return false;
  if (near && !near(event)) return false;
  if (checks.skipProtected && event.password) return false;
  return true;
}

/** `w` holds UTC wall times: the event's UTC start and end are compared with them. */
export function inWindow(event: EventRecord, w: DateWindow): boolean {
  const start = event.utc_start_date;
  const end = event.utc_end_date;
  if (w.start_date !== undefined && start < w.start_date) return false;
  if (w.end_date !== undefined && end > w.end_date) return false;
  if (w.starts_before !== undefined && !(start < w.starts_before)) return false;
  if (w.starts_after !== undefined && !(start > w.starts_after)) return false;
  if (w.ends_before !== undefined && !(end < w.ends_before)) return false;
  if (w.ends_after !== undefined && !(end > w.ends_after)) return false;
  return true;
}
