// An event's schema.org data (the `json_ld` of a single read) as kept text: the event's own members, kept with its
// own fields (they read nothing else), around the data of its first venue and organizer, kept once per venue and
// organizer and shared by their events. Kept whole per event, with the reads it was made from, it was some 1.1 KB
// an event: 110 MB at 100 000 events.
import type { EventRecord, OrganizerRecord, VenueRecord } from '../../store/records/records.js';
import type { StoreReader } from '../../store/store.js';
import { eventJsonLdParts, venueLocation } from './event.js';
import { FragmentTable } from './fragments.js';
import { organizerJsonLd } from './linked-posts.js';
import { createRenderContext, type RenderContext, type UrlBuilder } from './render-context.js';
import { sharedTexts } from './shared-texts.js';

/** Object members as JSON text, without the braces. */
export const members = (value: object): string => JSON.stringify(value).slice(1, -1);

/** The event's own members of its schema.org data, before and after those of its venue and organizer. */
export interface OwnJsonLd {
  readonly before: string;
  readonly after: string;
}

/**
 * The event's own members, made from the event, the settings and its image alone: the reads its own fields make
 * (eventHead), so they are current as long as those are.
 */
export function ownJsonLd(store: StoreReader, urls: UrlBuilder, event: EventRecord): OwnJsonLd {
  const { before, after } = eventJsonLdParts(createRenderContext(store, urls), event);
  // Most events have no price: their members after the organizer's are the same text.
  return { before: members(before), after: sharedTexts.share(members(after)) };
}

/** The text: byte for byte JSON.stringify(eventJsonLd(...)) (neither list of own members is empty). */
export function jsonLdText(
  before: string,
  location: string | undefined,
  organizer: string | undefined,
  after: string,
): string {
  const place = location === undefined ? '' : `,"location":${location}`;
  const by = organizer === undefined ? '' : `,"organizer":${organizer}`;
  return `{${before}${place}${by},${after}}`;
}

const renderLocation = (ctx: RenderContext, venue: VenueRecord) => JSON.stringify(venueLocation(ctx, venue));
const renderOrganizer = (_ctx: RenderContext, organizer: OrganizerRecord) => JSON.stringify(organizerJsonLd(organizer));

/** The kept schema.org data of one store's venues and organizers, as events show them. */
export class LinkedJsonLd {
  private readonly locations: FragmentTable<string>;
  private readonly organizers: FragmentTable<string>;

  constructor(store: StoreReader) {
    this.locations = new FragmentTable(store, 'venues');
    this.organizers = new FragmentTable(store, 'organizers');
  }

  /** A venue's data as an event's `location`. */
  location(urls: UrlBuilder, venue: VenueRecord): string {
    return this.locations.get(urls, venue, renderLocation);
  }

  /** An organizer's data as an event's `organizer`. */
  organizer(urls: UrlBuilder, organizer: OrganizerRecord): string {
    return this.organizers.get(urls, organizer, renderOrganizer);
  }
}
