// The event object as the API returns it, field by field in the order its declaration (src/api/response-posts.ts)
// gives, which is upstream's.
import type { EventFields, RawEventText, RenderedEvent, RenderedVenue } from '../../api/response-posts.js';
import { texturize } from './texturize.js';
import { htmlToText, renderHtml } from '../content.js';
import { formatCost } from '../cost.js';
import { dateDetails, parseWallTime } from '../../dates/wall-time.js';
import { offsetString, timeZoneAbbr, wallTimeToInstant } from '../../dates/zones.js';
import type { EventRecord, VenueRecord } from '../../store/records/records.js';
import { organizerJsonLd, renderOrganizer, renderVenue, venueJsonLd, type RenderOptions } from './linked-posts.js';
import { postUrl, publicationFields, renderImage } from './post-common.js';
import { globalId, type RenderContext } from './render-context.js';
import { renderEventTerms } from './terms.js';
import { translationMap } from '../translations.js';

/** The fields before the embedded terms, venue and organizers. */
export type EventHead = Omit<EventFields, EmbeddedKey | TailKey | ServerKey | 'json_ld'>;
/** The fields after them, but for `json_ld` (single reads) and those the server adds per caller. */
export type EventTail = Pick<EventFields, TailKey>;
type EmbeddedKey = 'categories' | 'tags' | 'venue' | 'organizer';
type TailKey = 'custom_fields' | 'ical_uid' | 'language' | 'translations';
/** Added by the server to callers who may edit the event. */
type ServerKey = 'password' | 'raw';

export function renderEvent(ctx: RenderContext, event: EventRecord, options: RenderOptions = {}): RenderedEvent {
  const venues = linked(ctx, 'venues', event.venues);
  const organizers = linked(ctx, 'organizers', event.organizers);
  const body: EventFields = {
    ...eventHead(ctx, event),
    categories: renderEventTerms(ctx, 'categories', event.categories),
    tags: renderEventTerms(ctx, 'tags', event.tags),
    venue: renderVenues(ctx, venues, options),
    organizer: organizers.map((o) => renderOrganizer(ctx, o, options)),
    ...eventTail(ctx, event),
    json_ld: options.single ? eventJsonLd(ctx, event) : undefined,
    // Added by the server, to callers who may edit the event.
    password: undefined,
    raw: undefined,
  };
  return body;
}

/** The event's text as stored, which is as it was written: what `context=edit` answers beside the rendered one. */
export function eventRawText(event: EventRecord): RawEventText {
  return { title: event.title, description: event.description, excerpt: event.excerpt };
}

const costOf = (ctx: RenderContext, event: EventRecord) =>
  formatCost(event.cost, {
    currencySymbol: ctx.settings.currency_symbol,
    currencyPosition: ctx.settings.currency_position,
  });

export function eventHead(ctx: RenderContext, event: EventRecord): EventHead {
  const url = postUrl(ctx, 'event', event);
  const id = globalId(ctx.urls.base, event.id);
  const cost = costOf(ctx, event);
  return {
    id: event.id,
    global_id: id,
    global_id_lineage: [id],
    author: String(event.author),
    status: event.status,
    ...publicationFields(event),
    url,
    rest_url: ctx.urls.rest(`events/${event.id}`),
    title: texturize(event.title),
    description: renderHtml(event.description),
    excerpt: renderHtml(event.excerpt),
    slug: event.slug,
    image: renderImage(ctx, event.image),
    all_day: event.all_day,
    start_date: event.start_date,
    start_date_details: dateDetails(event.start_date),
    end_date: event.end_date,
    end_date_details: dateDetails(event.end_date),
    utc_start_date: event.utc_start_date,
    utc_start_date_details: dateDetails(event.utc_start_date),
    utc_end_date: event.utc_end_date,
    utc_end_date_details: dateDetails(event.utc_end_date),
    timezone: event.timezone,
    timezone_abbr: abbreviation(event),
    cost: cost.cost,
    cost_details: cost.details,
    website: event.website === null ? url : event.website,
    show_map: event.show_map,
    show_map_link: event.show_map_link,
    hide_from_listings: event.hide_from_listings,
    sticky: event.sticky,
    featured: event.featured,
  };
}

export function eventTail(ctx: RenderContext, event: EventRecord): EventTail {
  return {
    custom_fields: [],
    // Our extension, shown only on events that have one, so upstream-shaped events stay as they are.
    ical_uid: event.ical_uid || undefined,
    language: event.language ?? ctx.settings.default_language,
    translations: translationMap(ctx.store, 'events', event),
  };
}

function linked<C extends 'venues' | 'organizers'>(ctx: RenderContext, collection: C, ids: readonly number[]) {
  const records = ids.map((id) => ctx.store.get(collection, id));
  return records.filter((r): r is NonNullable<typeof r> => r !== undefined);
}

/** One venue renders as an object, none as `[]`, several (imported data) as a list. */
function renderVenues(
  ctx: RenderContext,
  venues: VenueRecord[],
  options: RenderOptions,
): RenderedVenue | RenderedVenue[] {
  if (venues.length === 0) return [];
  const rendered = venues.map((v) => renderVenue(ctx, v, options));
  const [only] = rendered;
  return rendered.length === 1 && only !== undefined ? only : rendered;
}

function abbreviation(event: EventRecord): string {
  const wall = parseWallTime(event.utc_start_date);
  if (!wall || event.timezone === '') return '';
  return timeZoneAbbr(
    event.timezone,
    Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second),
  );
}

function isoWithOffset(local: string, zone: string): string {
  const wall = parseWallTime(local);
  if (!wall) return local;
  return `${local.replace(' ', 'T')}${offsetString(zone, wallTimeToInstant(wall, zone))}`;
}

const CURRENCY_CODES: Record<string, string> = { $: 'USD', '€': 'EUR', '£': 'GBP', '¥': 'JPY' };

/**
 * The event's own members of the schema.org data of a single read, those before its first venue's (`location`) and
 * organizer's and those after them (its first price, its performer); neither list is empty. They read the settings
 * and the event's image alone, as its own fields do (eventHead).
 */
export function eventJsonLdParts(
  ctx: RenderContext,
  event: EventRecord,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const url = postUrl(ctx, 'event', event);
  const prices = costOf(ctx, event).details.values;
  const image = renderImage(ctx, event.image);
  const zone = event.timezone || ctx.settings.timezone;
  const before = {
    '@context': 'http://schema.org',
    '@type': 'Event',
    name: event.title,
    description: htmlToText(renderHtml(event.excerpt || event.description)),
    ...(image ? { image: image.url } : {}),
    url,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    startDate: isoWithOffset(event.start_date, zone),
    endDate: isoWithOffset(event.end_date, zone),
  };
  const after: Record<string, unknown> = {};
  const price = prices[0];
  if (price !== undefined) {
    const currency = CURRENCY_CODES[ctx.settings.currency_symbol];
    after.offers = {
      '@type': 'Offer',
      price: price === 'free' ? '0' : price,
      ...(currency ? { priceCurrency: currency } : {}),
      url,
      category: 'primary',
      availability: 'inStock',
      validFrom: `${event.date_utc.slice(0, 10)}T00:00:00+00:00`,
    };
  }
  after.performer = 'Organization';
  return { before, after };
}

/** A venue's schema.org data as an event's `location`. */
export const venueLocation = (ctx: RenderContext, venue: VenueRecord) =>
  venueJsonLd(venue, postUrl(ctx, 'venue', venue));

/** The schema.org data of a single read: the event, its first venue and organizer, its first price. */
export function eventJsonLd(ctx: RenderContext, event: EventRecord): Record<string, unknown> {
  const { before, after } = eventJsonLdParts(ctx, event);
  const [venue] = linked(ctx, 'venues', event.venues);
  const [organizer] = linked(ctx, 'organizers', event.organizers);
  return {
    ...before,
    ...(venue ? { location: venueLocation(ctx, venue) } : {}),
    ...(organizer ? { organizer: organizerJsonLd(organizer) } : {}),
    ...after,
  };
}
