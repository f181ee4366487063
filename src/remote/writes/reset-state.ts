// What an update resets on a server without partial updates (TEC 6.17.2, checked field by field on the real site):
// every field it names here goes back to its default unless the update sends it, so the client sends it as it is.
import type { RenderedEvent, RenderedOrganizer, RenderedVenue } from '../../api/response-posts.js';
import type { ResourceName } from '../../api/resources.js';
import type { SentArgs } from '../../api/sent-args.js';
import { isRecord } from '../../typing/is-record.js';
import { writtenCost } from '../../codecs/written-cost.js';
import type { Answered, AnsweredItem, WriteArgs } from './write-args.js';

type Item = Answered<RenderedEvent> | Answered<RenderedVenue> | Answered<RenderedOrganizer>;

/** What an update of `R` sends back, by the names its operation takes (a misspelt one does not compile). */
export type Resent<R extends 'events' | 'venues' | 'organizers'> = {
  -readonly [K in keyof SentArgs<`${R}.update`>]?: unknown;
};

const EVENT_FLAGS = ['all_day', 'featured', 'sticky', 'hide_from_listings', 'show_map', 'show_map_link'] as const;

const idOf = (value: unknown): number | undefined =>
  isRecord(value) && typeof value.id === 'number' ? value.id : undefined;

/** The image as its media ID in text (the form TEC takes), when there is one. */
function image(item: Item): Resent<'events' | 'venues' | 'organizers'> {
  const id = idOf(item.image);
  return id === undefined ? {} : { image: String(id) };
}

/** An event's cost as it was written (src/codecs/written-cost.ts), which TEC would otherwise reset. */
function cost(item: Answered<RenderedEvent>): Resent<'events'> {
  const written = writtenCost(item);
  return written === undefined ? {} : { cost: written };
}

/**
 * The publication date, unless it floats: WordPress lets an unpublished post's date follow its last save until it
 * is published (its `date_utc` is then `0000-00-00 00:00:00`); sent back, a draft published later is backdated.
 */
function fixedDate(item: Item): Resent<'events' | 'venues' | 'organizers'> {
  const floating = typeof item.date_utc === 'string' && item.date_utc.startsWith('0000-00-00');
  return typeof item.date === 'string' && !floating ? { date: item.date } : {};
}

function eventState(item: Answered<RenderedEvent>): Resent<'events'> {
  const state: Resent<'events'> = fixedDate(item);
  for (const name of ['status', 'timezone', 'start_date', 'end_date'] as const)
    if (typeof item[name] === 'string') state[name] = item[name];
  for (const name of EVENT_FLAGS) if (typeof item[name] === 'boolean') state[name] = item[name];
  // With no website of its own, an event shows its permalink there.
  if (typeof item.website === 'string' && item.website !== '' && item.website !== item.url)
    state.website = item.website;
  const venue = idOf(item.venue);
  if (venue !== undefined) state.venue = venue;
  const organizers = Array.isArray(item.organizer) ? item.organizer.map(idOf) : [];
  if (organizers.length > 0 && organizers.every((id) => id !== undefined)) state.organizer = organizers;
  return { ...state, ...cost(item), ...image(item) };
}

function venueState(item: Answered<RenderedVenue>): Resent<'venues'> {
  const state: Resent<'venues'> = fixedDate(item);
  for (const name of ['status', 'stateprovince'] as const) if (typeof item[name] === 'string') state[name] = item[name];
  // Venues take their map flags as text.
  for (const name of ['show_map', 'show_map_link'] as const)
    if (typeof item[name] === 'boolean') state[name] = String(item[name]);
  return { ...state, ...image(item) };
}

function organizerState(item: Answered<RenderedOrganizer>): Resent<'organizers'> {
  const state: Resent<'organizers'> = fixedDate(item);
  if (typeof item.status === 'string') state.status = item.status;
  return { ...state, ...image(item) };
}

/** The fields of `item` (as the API answers it) that an update must send to keep them; terms keep theirs. */
export function resetState(resource: ResourceName, item: AnsweredItem): WriteArgs {
  if (resource === 'events') return eventState(item);
  if (resource === 'venues') return venueState(item);
  if (resource === 'organizers') return organizerState(item);
  return {};
}
