// What a list says on a terminal beside its items: why it came back empty (for events, the dates that applied),
// and the categories or tags the server left out for having no events.
import type { ResourceName } from '../api/resources.js';
import { isTerm, singular } from '../api/resources.js';
import { ApiCallError, type Client } from '../client/client.js';
import { isRecord } from '../typing/is-record.js';
import type { ListPage } from '../remote/list-pages.js';

type Args = Readonly<Record<string, unknown>>;

/** The date bounds a server echoes in an event list's `rest_url`, and how a note reads each. */
const BOUNDS = [
  ['start_date', 'from'],
  ['end_date', 'until'],
  ['starts_after', 'starting after'],
  ['starts_before', 'starting before'],
  ['ends_after', 'ending after'],
  ['ends_before', 'ending before'],
] as const;

/** A bound as the server echoed it, the day alone when it covers the whole day. */
function shown(value: string): string {
  return /^\d{4}-\d{2}-\d{2} (00:00:00|23:59:59)$/.test(value) ? value.slice(0, 10) : value;
}

function echoedBounds(restUrl: string | undefined): Map<string, string> {
  const bounds = new Map<string, string>();
  if (restUrl === undefined || !URL.canParse(restUrl)) return bounds;
  const query = new URL(restUrl).searchParams;
  for (const [name] of BOUNDS) {
    const value = query.get(name);
    if (value) bounds.set(name, value);
  }
  return bounds;
}

/** Why no event came back: the dates the server applied, and how to move them when it chose them itself. */
export function noEventsNote(args: Args, restUrl: string | undefined): string {
  if (Array.isArray(args.include) && args.include.length > 0) return 'No events have the IDs given.';
  const bounds = echoedBounds(restUrl);
  const start = bounds.get('start_date');
  const end = bounds.get('end_date');
  if (start === undefined || end === undefined || bounds.size > 2) {
    const parts = BOUNDS.flatMap(([name, words]) => {
      const value = bounds.get(name);
      return value === undefined ? [] : [`${words} ${shown(value)}`];
    });
    return parts.length > 0 ? `No events ${parts.join(', ')}.` : 'No events.';
  }
  const window = `No events between ${shown(start)} and ${shown(end)}`;
  const gaveStart = args.start_date !== undefined;
  const gaveEnd = args.end_date !== undefined;
  if (gaveStart && gaveEnd) return `${window}.`;
  if (gaveStart) return `${window}: the end defaults to two years ahead; --end-date moves it.`;
  if (gaveEnd) return `${window}: the start defaults to yesterday; --start-date moves it.`;
  return `${window}, the default window (yesterday to two years ahead); --start-date and --end-date move it.`;
}

/** Whether the server hides categories or tags without events from this list (its default). */
export function hidesEmptyTerms(resource: ResourceName, args: Args): boolean {
  return isTerm(resource) && args.hide_empty === undefined;
}

/**
 * How many terms the list left out for having no events: the total of the same list with them, less the
 * list's own. Undefined when a total is missing or the server refuses the count: a hint never fails a list.
 */
export async function hiddenTermCount(
  client: Client,
  resource: ResourceName,
  args: Args,
  shownTotal: number | undefined,
): Promise<number | undefined> {
  if (shownTotal === undefined) return undefined;
  try {
    const reply = await client.call(`${resource}.list`, { args: { ...args, hide_empty: false, page: 1, per_page: 1 } });
    const total = isRecord(reply.body) ? reply.body.total : undefined;
    return typeof total === 'number' ? Math.max(0, total - shownTotal) : undefined;
  } catch (error) {
    if (error instanceof ApiCallError) return undefined;
    throw error;
  }
}

/** What a list left out, as gh says it: how many of how many, and the flags that show more. */
function moreNote(resource: ResourceName, first: ListPage | undefined, shown: number): string | undefined {
  const total = first?.total;
  if (first === undefined || total === undefined || total <= shown) return undefined;
  const pages = first.pages > 1 ? `page ${first.page} of ${first.pages}; ` : '';
  return `${shown} of ${total} ${resource} shown (${pages}--all, --limit or --page for more).`;
}

/** The note for a list, if it needs one: what an empty list means, and what was hidden. */
export function listNote(
  resource: ResourceName,
  args: Args,
  first: ListPage | undefined,
  shown: number,
  hidden: number | undefined,
): string | undefined {
  const hiddenNote =
    hidden === undefined || hidden === 0
      ? undefined
      : `${hidden} ${hidden === 1 ? singular(resource) : resource} without events ${hidden === 1 ? 'is' : 'are'} hidden (--no-hide-empty shows them).`;
  if (shown > 0) {
    const more = moreNote(resource, first, shown);
    return more === undefined ? hiddenNote : hiddenNote === undefined ? more : `${more} ${hiddenNote}`;
  }
  if (first !== undefined && first.total !== undefined && first.total > 0)
    return `No ${resource} on page ${first.page}: the list has ${first.pages} ${first.pages === 1 ? 'page' : 'pages'}.`;
  if (resource === 'events') return noEventsNote(args, first?.restUrl);
  if (hiddenNote !== undefined) return `No ${resource} with events; ${hiddenNote}`;
  return `No ${resource}.`;
}
