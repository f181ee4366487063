// The shapes of a generated calendar: the portable records `cal import` reads, plus what drives the generator.
import type { PortableEvent } from '../portable-event.js';

export interface GenerateCounts {
  events: number;
  venues: number;
  organizers: number;
  categories: number;
  tags: number;
}

export interface GenerateOptions {
  /** Same seed and same options give the same calendar, byte for byte. */
  seed: number;
  counts: GenerateCounts;
  /** First day events may start on, "YYYY-MM-DD" (a calendar day, read in each event's own zone). */
  from: string;
  /** Events start within this many days from `from`. */
  days: number;
}

export interface GeneratedVenue {
  venue: string;
  description: string;
  address: string;
  city: string;
  country: string;
  state?: string;
  province?: string;
  stateprovince?: string;
  zip: string;
  phone: string;
  website: string;
  geo_lat: number;
  geo_lng: number;
}

export interface GeneratedOrganizer {
  organizer: string;
  description: string;
  phone: string;
  website: string;
  email: string;
}

export interface GeneratedTerm {
  name: string;
  slug: string;
  description?: string;
  /** The slug of the parent category (categories only). */
  parent?: string;
}

/** A venue as an event carries it: the fields that let the API find the venue imported before. */
export type InlineVenue = Pick<GeneratedVenue, 'venue' | 'address' | 'city' | 'country' | 'zip' | 'phone' | 'website'> &
  Partial<Pick<GeneratedVenue, 'state' | 'province' | 'stateprovince'>>;

export type InlineOrganizer = Pick<GeneratedOrganizer, 'organizer' | 'phone' | 'website' | 'email'>;

/** A portable event (see portable-event.ts) with the narrower values the generator uses. */
export type GeneratedEvent = PortableEvent & {
  status: 'publish' | 'draft' | 'pending' | 'private';
  venue?: InlineVenue;
  organizer: InlineOrganizer[];
};

export interface GeneratedCalendar {
  venues: GeneratedVenue[];
  organizers: GeneratedOrganizer[];
  /** Parents come before their children. */
  categories: GeneratedTerm[];
  tags: GeneratedTerm[];
  events: GeneratedEvent[];
}
