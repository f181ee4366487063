// The portable event shape: what `cal export` writes, `cal import` reads back and `cal generate` makes.
export const FLAGS = ['featured', 'sticky', 'hide_from_listings', 'show_map', 'show_map_link'] as const;
export type Flag = (typeof FLAGS)[number];

export const VENUE_FIELDS = [
  'venue',
  'address',
  'city',
  'country',
  'province',
  'state',
  'zip',
  'phone',
  'stateprovince',
  'website',
] as const;
export const ORGANIZER_FIELDS = ['organizer', 'phone', 'website', 'email'] as const;
/** A venue's map position, numbers (the other fields are text). */
export const VENUE_COORDINATES = ['geo_lat', 'geo_lng'] as const;

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

/** Every key a record may have, in export order. */
export const EVENT_KEYS = [
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
] as const;
