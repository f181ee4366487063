// An event's schema.org data (the `json_ld` of a single read) as kept text: the event's own members, kept per
// event, around the data of its venue and organizer, kept once per venue and organizer and shared by their events.
// Kept whole per event, the venue's and organizer's data were some half of its text: 50 MB at 100 000 events.
import type { EventRecord, OrganizerRecord, VenueRecord } from '../../store/records.js';
import type { StoreReader } from '../../store/store.js';
import { eventJsonLdParts, venueLocation } from './event.js';
import { FragmentTable } from './fragments.js';
import { organizerJsonLd } from './linked-posts.js';
import type { RenderContext, UrlBuilder } from './render-context.js';

/** Object members as JSON text, without the braces. */
export const members = (value: object): string => JSON.stringify(value).slice(1, -1);

/**
 * One event's schema.org data: its own members before and after those of its venue (`location`) and organizer, whose
 * texts are the ones kept for them. The same object while current: the same object means the same text.
 */
export class JsonLdParts {
  constructor(
    readonly before: string,
    readonly location: string | undefined,
    readonly organizer: string | undefined,
    readonly after: string,
  ) {}
}

/** The text of `parts`: byte for byte JSON.stringify(eventJsonLd(...)) (neither list of own members is empty). */
export function jsonLdText(parts: JsonLdParts): string {
  const location = parts.location === undefined ? '' : `,"location":${parts.location}`;
  const organizer = parts.organizer === undefined ? '' : `,"organizer":${parts.organizer}`;
  return `{${parts.before}${location}${organizer},${parts.after}}`;
}

const renderLocation = (ctx: RenderContext, venue: VenueRecord) => JSON.stringify(venueLocation(ctx, venue));
const renderOrganizer = (_ctx: RenderContext, organizer: OrganizerRecord) => JSON.stringify(organizerJsonLd(organizer));
/** Most events have no price: their members after the organizer's are this text, kept once. */
const PERFORMER_ONLY = members({ performer: 'Organization' });

/** The kept schema.org data of one store's events, and of their venues and organizers. */
export class EventJsonLd {
  private readonly events: FragmentTable<JsonLdParts>;
  private readonly locations: FragmentTable<string>;
  private readonly organizers: FragmentTable<string>;

  constructor(store: StoreReader) {
    this.events = new FragmentTable(store, 'events');
    this.locations = new FragmentTable(store, 'venues');
    this.organizers = new FragmentTable(store, 'organizers');
  }

  /** The event's parts, kept or rendered afresh. */
  get(urls: UrlBuilder, event: EventRecord): JsonLdParts {
    return this.events.get(urls, event, this.render);
  }

  // Made once: a read makes no functions. The event's rendering reads its venue and organizer (through ctx), so a
  // change to either makes it render again, and take their kept texts afresh.
  private readonly render = (ctx: RenderContext, event: EventRecord): JsonLdParts => {
    const { before, venue, organizer, after } = eventJsonLdParts(ctx, event);
    const tail = members(after);
    return new JsonLdParts(
      members(before),
      venue && this.locations.get(ctx.urls, venue, renderLocation),
      organizer && this.organizers.get(ctx.urls, organizer, renderOrganizer),
      tail === PERFORMER_ONLY ? PERFORMER_ONLY : tail,
    );
  };
}
