// The portable event shape: what `cal export` writes, `cal import` reads back and `cal generate` makes. Its field
// lists are read off the catalog's field specs; where files give another order than the specs, the order is listed
// here and checked against them when compiling.
import type { postDates } from '../api/fields.js';
import { venueFields, type eventFields } from '../api/resource-fields.js';
import { nameField } from '../api/resources.js';
import { inOrder } from '../typing/in-order.js';
import { fieldsOfType, type EventBoolean, type EventReference } from './field-sets.js';
import { ORGANIZER_META, VENUE_META } from './linked/linked-fields.js';

/** The event's flags, in the order files give them: its yes-or-no fields but all_day, which goes with the dates. */
export const FLAGS = inOrder<Exclude<EventBoolean, 'all_day'>>()([
  'featured',
  'sticky',
  'hide_from_listings',
  'show_map',
  'show_map_link',
]);
export type Flag = (typeof FLAGS)[number];

/** A venue as an event carries it: its name and its meta (not its description, status or image). */
export const VENUE_FIELDS = [nameField('venues'), ...VENUE_META] as const;
export const ORGANIZER_FIELDS = [nameField('organizers'), ...ORGANIZER_META] as const;
/** A venue's map position: its number fields (the other fields are text). */
export const VENUE_COORDINATES = fieldsOfType(venueFields, 'number');

export type PortableVenue = Partial<Record<(typeof VENUE_FIELDS)[number], string>> &
  Partial<Record<(typeof VENUE_COORDINATES)[number], number>> & { venue: string };
export type PortableOrganizer = Partial<Record<(typeof ORGANIZER_FIELDS)[number], string>> & { organizer: string };

export interface PortableEvent {
  title: string;
  description: string;
  excerpt: string;
  slug: string;
  status: string;
  start_date: string;
  end_date: string;
  timezone: string;
  all_day: boolean;
  cost: string;
  website?: string;
  /** The featured image's URL. */
  image?: string;
  featured: boolean;
  sticky: boolean;
  hide_from_listings: boolean;
  show_map: boolean;
  show_map_link: boolean;
  categories: string[];
  tags: string[];
  venue?: PortableVenue;
  organizer: PortableOrganizer[];
  /** The iCalendar UID the event came with from another calendar. */
  uid?: string;
  /** Protects the event; exports carry it when the server gives it to editors (cal serve does, TEC does not). */
  password?: string;
  /** The event's language, when not the site's default. */
  language?: string;
  /** The slug of the event this one translates, and its language. */
  translation_of?: string;
  translation_of_language?: string;
}

/** Where an item goes on a site with languages: its language, and the item it translates. */
export const TRANSLATION_KEYS = ['language', 'translation_of', 'translation_of_language'] as const;

/** The event fields a record leaves out: its author and publication dates are the site's, not the event's. */
type SiteField = keyof ReturnType<typeof postDates>;

/** An event's fields, its iCalendar UID (the API's ical_uid), its password and where it goes on a site. */
type EventKey = Exclude<keyof typeof eventFields, SiteField> | 'uid' | 'password' | (typeof TRANSLATION_KEYS)[number];

/** Every key a record may have, in export order. */
export const EVENT_KEYS = inOrder<EventKey>()([
  'title',
  'description',
  'excerpt',
  'slug',
  'uid',
  'status',
  'start_date',
  'end_date',
  'timezone',
  'all_day',
  'cost',
  'website',
  'image',
  ...FLAGS,
  'categories',
  'tags',
  'venue',
  'organizer',
  'password',
  ...TRANSLATION_KEYS,
]);

/** The references a record holds lists of: all but its venue, of which an event has one. */
type ListReference = {
  [K in EventReference]: PortableEvent[K] extends readonly unknown[] ? K : never;
}[EventReference];
export const LIST_REFERENCES = inOrder<ListReference>()(['categories', 'tags', 'organizer']);
