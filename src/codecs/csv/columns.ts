// The CSV columns of an events file, in the order cal export writes them (apart, so --help can list them cheaply):
// a record's keys, with its venue's and organizers' fields spread over columns of their own.
import type { EVENT_KEYS, PortableVenue } from '../../domain/portable-event.js';
import { inOrder } from '../../typing/in-order.js';

/** The venue fields a row gives beside the venue's name, each in a column `venue_<field>`: its address and place. */
export const VENUE_CSV_FIELDS = [
  'address',
  'city',
  'country',
  'zip',
  'geo_lat',
  'geo_lng',
] as const satisfies readonly (keyof PortableVenue)[];

/**
 * A record's keys but its iCalendar UID (an iCalendar matter), the venue fields above, and the organizers' e-mails
 * (at the positions of their names).
 */
type CsvColumnName =
  Exclude<(typeof EVENT_KEYS)[number], 'uid'> | `venue_${(typeof VENUE_CSV_FIELDS)[number]}` | 'organizer_email';

export const CSV_COLUMNS = inOrder<CsvColumnName>()([
  'title',
  'slug',
  'start_date',
  'end_date',
  'timezone',
  'all_day',
  'status',
  'cost',
  'website',
  'image',
  'featured',
  'sticky',
  'hide_from_listings',
  'show_map',
  'show_map_link',
  'categories',
  'tags',
  'venue',
  'venue_address',
  'venue_city',
  'venue_country',
  'venue_zip',
  'venue_geo_lat',
  'venue_geo_lng',
  'organizer',
  'organizer_email',
  'description',
  'excerpt',
  'password',
  'language',
  'translation_of',
  'translation_of_language',
]);
