// The occurrences of one series a server holds: the events whose slugs name the same series
// (src/domain/recurrence/occurrence-slug.ts), found by listing the events from the first date that matters on.
import { EVERY_LISTED_STATUS } from './listed-statuses.js';
import type { Capabilities } from '../api/capabilities.js';
import type { Client } from '../client/client.js';
import { occurrenceOf } from '../domain/recurrence/occurrence-slug.js';
import { RefusedRequestError } from './errors.js';
import { listPages } from './list-pages.js';

type Item = Record<string, unknown>;

export const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The events a list with `bounds` gives (every status the caller may list) that are occurrences of the series
 * `bases` names, with the series each is of, in list order. No server filters by slug, so the list is walked.
 */
export async function listedOccurrences(
  client: Client,
  capabilities: Capabilities,
  bounds: Item,
  bases: ReadonlySet<string>,
): Promise<{ event: Item; base: string }[]> {
  const args: Item = {
    ...bounds,
    per_page: 50,
    page: 1,
    ...(client.transport.signedIn === false ? {} : { status: EVERY_LISTED_STATUS }),
  };
  const found: { event: Item; base: string }[] = [];
  for await (const page of listPages(client, 'events', args, capabilities))
    for (const event of page.items) {
      const base = typeof event.slug === 'string' ? occurrenceOf(event.slug)?.base : undefined;
      if (base !== undefined && bases.has(base)) found.push({ event, base });
    }
  return found;
}

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
    throw new RefusedRequestError(
      `event ${String(event.id)} is no occurrence of a series (its slug "${slug}" names none): --series and --following go with events made by --repeat or imported from a recurring iCalendar event`,
    );
  const from = scope === 'following' ? textOf(event.start_date).slice(0, 10) : '1900-01-01';
  const members = (
    await listedOccurrences(client, capabilities, { start_date: from, ...extra }, new Set([name.base]))
  ).map(({ event: member }) => member);
  if (!members.some((member) => member.id === event.id)) members.push(event);
  const start = utcStart(event);
  return members
    .filter((member) => scope === 'series' || utcStart(member) >= start)
    .sort((a, b) => (utcStart(a) < utcStart(b) ? -1 : utcStart(a) > utcStart(b) ? 1 : 0));
}
