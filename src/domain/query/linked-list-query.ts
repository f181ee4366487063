// The typed query of a venue or organizer list, built once from the validated input of its `list` operation.
import type { InputOf } from '../../api/catalog.js';
import type { LinkedKind } from '../linked/linked-fields.js';
import { canListAnyStatus, unpublishedReadableOf } from '../permissions.js';
import { formatWallTime } from '../../dates/wall-time.js';
import { instantToWallTime } from '../../dates/zones.js';
import { given, likeFragments, visibleStatuses, type ListScope } from './filters.js';

export type LinkedListInput = InputOf<'venues.list'> | InputOf<'organizers.list'>;

/** Everything that decides which items match, whatever the page: the cached matches are keyed by all of it. */
export interface LinkedFilter<K extends LinkedKind = LinkedKind> {
  readonly kind: K;
  readonly statuses: readonly string[];
  /**
   * Items, and upcoming events, other than published ones count only when this user wrote them (the caller may read
   * no others'; unpublishedReadableOf). Absent: every one.
   */
  readonly unpublishedBy?: number;
  readonly language: string;
  /** Only the items linked to this event. */
  readonly event?: number;
  /** With (true) or without (false) an event that counts as theirs. */
  readonly hasEvents?: boolean;
  /** UTC `YYYY-MM-DD HH:MM:SS`: only items with a listed event of `eventStatuses` starting then or later. */
  readonly upcomingFrom?: string;
  /** The statuses of events this caller may see, which upcoming events must have. */
  readonly eventStatuses: readonly string[];
  /** Lower-cased fragments of the search, each of which one field must hold. */
  readonly search?: readonly string[];
}

export interface LinkedQuery<K extends LinkedKind = LinkedKind> {
  readonly filter: LinkedFilter<K>;
  readonly page: number;
  readonly perPage: number;
  /** The effective query in upstream order, for `rest_url` and its neighbours. */
  readonly echo: readonly [string, string][];
}

/** `sent` is what the request sent: `has_events` is echoed as written (`no`, `0`...), as upstream does. */
export function linkedQueryOf<K extends LinkedKind>(
  kind: K,
  args: LinkedListInput,
  scope: ListScope,
  sent: Readonly<Record<string, unknown>> = {},
): LinkedQuery<K> {
  const privileged = canListAnyStatus(scope.principal);
  const requestedStatuses = given(args.status);
  const search = given(args.search);
  const event = given(args.event);
  const upcoming = args.only_with_upcoming;
  const statuses = [...visibleStatuses(requestedStatuses, privileged)];
  const eventStatuses = [...visibleStatuses(undefined, privileged)];
  // Only a list that can hold unpublished items or events checks who wrote them.
  const unpublished = [...statuses, ...eventStatuses].some((status) => status !== 'publish');
  const filter: LinkedFilter<K> = {
    kind,
    statuses,
    unpublishedBy: unpublished ? unpublishedReadableOf(scope.principal) : undefined,
    language: scope.language,
    event,
    hasEvents: given(args.has_events),
    upcomingFrom: upcoming ? formatWallTime(instantToWallTime(scope.now, 'UTC')) : undefined,
    eventStatuses,
    search: search === undefined ? undefined : likeFragments(search),
  };

  const echo: [string, string][] = [
    ['page', String(args.page)],
    ['per_page', String(args.per_page)],
  ];
  if (search !== undefined) echo.push(['search', search]);
  if (event !== undefined) echo.push(['event', String(event)]);
  if (args.has_events !== undefined && args.has_events !== null && typeof sent.has_events === 'string')
    echo.push(['has_events', sent.has_events]);
  if (upcoming) echo.push(['only_with_upcoming', 'true']);
  echo.push(['status', requestedStatuses?.join(',') ?? (privileged ? 'any' : 'publish')]);
  return { filter, page: args.page, perPage: args.per_page, echo };
}
