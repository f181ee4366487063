// The events a view shows: every page of events.list around the days shown, kept if they cover one of them.
import { addDaysTo, type DayKey } from '../../../domain/views/days.js';
import { overlaps, spanOf, type ViewEvent } from '../../../domain/views/view-event.js';
import { listPages } from '../../../remote/list-pages.js';
import type { Session } from '../../session.js';
import { toViewEvent } from '../../../output/views/api-event.js';

/** The most the API hands out per page. */
const PER_PAGE = 50;
/**
 * The API reads date filters as wall times in each event's own zone, which can be a day away from the
 * zone the view uses; asking for a margin on both sides and then filtering by instants is exact.
 */
const MARGIN_DAYS = 2;

export interface ViewEvents {
  readonly events: ViewEvent[];
  /** The language the calendar answered the events in, when it says (a list holds one language). */
  readonly language?: string;
}

/**
 * Events covering any day from `from` to `to` (both included) in `zone`, in `lang` (default: the site's).
 * `ends_after`/`starts_before` select events overlapping the days, so a festival that began last month still
 * shows this month.
 */
export async function fetchViewEvents(
  session: Session,
  from: DayKey,
  to: DayKey,
  zone: string,
  statuses: readonly string[],
  lang: string | undefined,
): Promise<ViewEvents> {
  const client = await session.client();
  const found = new Map<number, ViewEvent>();
  let language: string | undefined;
  const args = {
    ends_after: addDaysTo(from, -MARGIN_DAYS),
    starts_before: addDaysTo(to, MARGIN_DAYS),
    per_page: PER_PAGE,
    page: 1,
    status: statuses,
    ...(lang ? { site_language: lang } : {}),
  };
  for await (const { items } of listPages(client, 'events', args)) {
    for (const item of items) {
      if (typeof item.language === 'string') language ??= item.language;
      const event = toViewEvent(item);
      if (event && overlaps(spanOf(event, zone), from, to)) found.set(event.id, event);
    }
  }
  return { events: [...found.values()], ...(language === undefined ? {} : { language }) };
}
