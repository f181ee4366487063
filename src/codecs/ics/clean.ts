// Events with control characters (but tab and newline) taken out of their text: RFC 5545 forbids them.
import { keysOf } from '../../typing/typed-keys.js';
import { withoutControls } from '../text.js';
import {
  ORGANIZER_FIELDS,
  VENUE_FIELDS,
  type PortableEvent,
  type PortableOrganizer,
  type PortableVenue,
} from '../portable.js';

type TextField = {
  [K in keyof PortableEvent]-?: PortableEvent[K] extends string | undefined ? K : never;
}[keyof PortableEvent];

/** Every text field of an event, each once (the type makes the list whole). */
const TEXT_FIELDS: Record<TextField, true> = {
  title: true,
  description: true,
  excerpt: true,
  slug: true,
  status: true,
  start_date: true,
  end_date: true,
  timezone: true,
  cost: true,
  website: true,
  image: true,
  uid: true,
  password: true,
  language: true,
  translation_of: true,
  translation_of_language: true,
};

function cleanVenue(venue: PortableVenue): PortableVenue {
  const clean: PortableVenue = { ...venue };
  for (const key of VENUE_FIELDS) {
    const value = venue[key];
    if (value !== undefined) clean[key] = withoutControls(value);
  }
  return clean;
}

function cleanOrganizer(organizer: PortableOrganizer): PortableOrganizer {
  const clean: PortableOrganizer = { ...organizer };
  for (const key of ORGANIZER_FIELDS) {
    const value = organizer[key];
    if (value !== undefined) clean[key] = withoutControls(value);
  }
  return clean;
}

export function cleanEvent(event: PortableEvent): PortableEvent {
  const clean: PortableEvent = {
    ...event,
    categories: event.categories.map(withoutControls),
    tags: event.tags.map(withoutControls),
    organizer: event.organizer.map(cleanOrganizer),
    ...(event.venue === undefined ? {} : { venue: cleanVenue(event.venue) }),
  };
  for (const key of keysOf(TEXT_FIELDS)) {
    const value = event[key];
    if (value !== undefined) clean[key] = withoutControls(value);
  }
  return clean;
}
