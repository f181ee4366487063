// The typed query of an event list, built once from the validated input of `events.list`.
import type { InputOf } from '../../api/catalog.js';
import type { Settings } from '../../store/records/records.js';
import { canListAnyStatus, unpublishedReadableOf } from '../permissions.js';
import { dateWindow, RELATIVE_BOUNDS, type DateWindow } from './event-dates-window.js';
import type { Point } from './geo.js';
import { given, visibleStatuses, type ListScope } from './filters.js';

export type EventListInput = InputOf<'events.list'>;

/** Everything that decides which events match, whatever the page: the cached matches are keyed by all of it. */
export interface EventFilter {
  /** Only these post IDs, in publication order; the date window is then empty. */
  readonly include?: readonly number[];
  /** Site-local `YYYY-MM-DD HH:MM:SS` bounds. */
  readonly window: DateWindow;
  readonly statuses: readonly string[];
  /** As asked; subcategories are added against the store. */
  readonly categories?: readonly number[];
  readonly tags?: readonly number[];
  readonly venues?: readonly number[];
  readonly organizers?: readonly number[];
  readonly featured?: boolean;
  /**
   * Events other than published ones are listed only when this user wrote them (the caller may read no others';
   * unpublishedReadableOf). Absent: every one the statuses let through.
   */
  readonly unpublishedBy?: number;
  /** Hidden events are listed only when asked for (the handler lets only editors ask). */
  readonly hidden: boolean;
  readonly postParent?: number;
  readonly search?: string;
  /** WordPress leaves password-protected posts out of searches by visitors who are not signed in. */
  readonly searchSkipsProtected: boolean;
  readonly language: string;
  /** With (true) or without (false) a venue that has coordinates; unused with `near`. */
  readonly hasVenuePoint?: boolean;
  readonly near?: Point & { readonly radiusKm: number };
}

export interface EventQuery {
  readonly filter: EventFilter;
  readonly page: number;
  readonly perPage: number;
  /** The effective query in upstream order, for `rest_url` and its neighbours. */
  readonly echo: readonly [string, string][];
}

export function eventQueryOf(args: EventListInput, settings: Readonly<Settings>, scope: ListScope): EventQuery {
  const include = given(args.include);
  const window: DateWindow = include
    ? {}
    : dateWindow(
        {
          strict: args.strict_dates,
          bounds: {
            start_date: given(args.start_date),
            end_date: given(args.end_date),
            starts_before: given(args.starts_before),
            starts_after: given(args.starts_after),
            ends_before: given(args.ends_before),
            ends_after: given(args.ends_after),
          },
        },
        settings,
        scope.now,
      );
  const privileged = canListAnyStatus(scope.principal);
  const requestedStatuses = given(args.status);
  const statuses = [...visibleStatuses(requestedStatuses, privileged)];
  // Only a list that can hold unpublished events checks who wrote them: a list of published ones stays a plain read.
  const reader = statuses.some((status) => status !== 'publish') ? unpublishedReadableOf(scope.principal) : undefined;
  const search = given(args.search);
  const lat = given(args.geoloc_lat);
  const lng = given(args.geoloc_lng);
  const near = lat !== undefined && lng !== undefined ? { lat, lng, radiusKm: args.geoloc_radius } : undefined;
  const filter: EventFilter = {
    include,
    window,
    statuses,
    unpublishedBy: reader,
    categories: given(args.categories),
    tags: given(args.tags),
    venues: given(args.venue),
    organizers: given(args.organizer),
    featured: given(args.featured),
    hidden: args.hide_from_listings === true,
    postParent: given(args.post_parent),
    search,
    searchSkipsProtected: search !== undefined && !scope.principal.user,
    language: scope.language,
    hasVenuePoint: near ? undefined : given(args.geoloc),
    near,
  };

  const echo: [string, string][] = [
    ['page', String(args.page)],
    ['per_page', String(args.per_page)],
  ];
  if (window.start_date) echo.push(['start_date', window.start_date]);
  if (window.end_date) echo.push(['end_date', window.end_date]);
  if (search !== undefined) echo.push(['search', search]);
  echo.push(['status', requestedStatuses?.join(',') ?? (privileged ? 'any' : statuses.join(','))]);
  if (include) echo.push(['include', include.join(',')]);
  if (filter.postParent !== undefined) echo.push(['post_parent', String(filter.postParent)]);
  for (const name of RELATIVE_BOUNDS) {
    const value = window[name];
    if (value) echo.push([name, value]);
  }
  if (filter.venues) echo.push(['venue', filter.venues.join(',')]);
  if (filter.organizers) echo.push(['organizer', filter.organizers.join(',')]);
  if (filter.featured === true) echo.push(['featured', '1']);
  const hidden = given(args.hide_from_listings);
  if (hidden !== undefined) echo.push(['hide_from_listings', hidden ? '1' : '0']);
  return { filter, page: args.page, perPage: args.per_page, echo };
}
