// The occurrences of one series a server holds: the events whose slugs name the same series
// (src/domain/recurrence/occurrence-slug.ts), found by listing the events from the first date that matters on.
import type { Capabilities } from '../../api/capabilities.js';
import type { Client } from '../../client/client.js';
import { occurrenceOf } from '../../domain/recurrence/occurrence-slug.js';
import { isRecord } from '../../typing/is-record.js';
import { UsageError } from '../errors.js';
import { listPages } from '../list-pages.js';

type Item = Record<string, unknown>;

/** Every status an occurrence may have (a cancelled one is a draft): those the caller may list. */
const EVERY_STATUS = 'publish,future,draft,pending,private';

export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The instant an event starts, as the API gives it in UTC, for order and for "this and the following". */
export const utcStart = (event: Item): string => textOf(event.utc_start_date) || textOf(event.start_date);

/**
 * The occurrences of `event`'s series in start order: all of them, or `event` and those after it. An event that is
 * no occurrence of a series is a usage error.
 */
export async function seriesMembers(
  client: Client,
  capabilities: Capabilities,
  event: Item,
  scope: 'series' | 'following',
  extra: Item = {},
): Promise<Item[]> {
  const slug = typeof event.slug === 'string' ? event.slug : '';
  const name = occurrenceOf(slug);
  if (!name)
    throw new UsageError(
      `event ${String(event.id)} is no occurrence of a series (its slug "${slug}" names none): --series and --following go with events made by --repeat or imported from a recurring iCalendar event`,
    );
  const from = scope === 'following' ? textOf(event.start_date).slice(0, 10) : '1900-01-01';
  const args: Item = {
    ...extra,
    start_date: from,
    per_page: 50,
    page: 1,
    ...(client.transport.signedIn === false ? {} : { status: EVERY_STATUS }),
  };
  const members: Item[] = [];
  for await (const page of listPages(client, 'events', args, capabilities))
    for (const item of page.items)
      if (isRecord(item) && typeof item.slug === 'string' && occurrenceOf(item.slug)?.base === name.base)
        members.push(item);
  if (!members.some((member) => member.id === event.id)) members.push(event);
  const start = utcStart(event);
  return members
    .filter((member) => scope === 'series' || utcStart(member) >= start)
    .sort((a, b) => (utcStart(a) < utcStart(b) ? -1 : utcStart(a) > utcStart(b) ? 1 : 0));
}
