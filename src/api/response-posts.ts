// The events, venues and organizers the API answers, and the objects inside them, field by field in answer order.
// /doc's schemas (openapi-schemas.ts) and the renderers' types (src/domain/render/) both come from here.
import { POST_STATUSES } from './post-statuses.js';
import {
  aString,
  anInteger,
  anObject,
  digits,
  double,
  droppedWhenEmpty,
  emptyList,
  integer,
  link,
  listOf,
  mapOf,
  nullableFlag,
  objectOf,
  oneOf,
  onlyFalse,
  optional,
  refTo,
  shape,
  text,
  textOf,
  wallTime,
  type Complete,
  type Rendered,
} from './response-field.js';
import { EMBEDDED_TERM } from './response-terms.js';

export const IMAGE_SIZE = shape('ImageSize', {
  width: integer('The image width in pixels in this size'),
  height: integer('The image height in pixels in this size'),
  'mime-type': text('The image MIME type'),
  filesize: optional(integer('The file size in bytes')),
  url: link('The link to the image in this size'),
});

export const COST_DETAILS = shape('CostDetails', {
  currency_symbol: text('The cost currency symbol'),
  currency_code: text('The cost currency code'),
  currency_position: textOf('The position of the currency symbol; empty when there is no cost', [
    'prefix',
    'postfix',
    '',
  ]),
  // A cost without a number (`Free`) is a word: `["free"]`.
  values: listOf(
    text('A number, or the text of a cost without one in lower case', { pattern: '^(\\d+(\\.\\d+)?|\\D+)$' }),
    'The numbers of the cost as strings, sorted ascending, then the texts of the costs without a number',
  ),
});

export const IMAGE = shape('Image', {
  url: link('The URL to the full size version of the image'),
  id: oneOf('The attachment ID', anInteger, aString({ pattern: '^\\d+$' })),
  extension: text('The image file extension'),
  width: optional(integer('The image natural width in pixels')),
  height: optional(integer('The image natural height in pixels')),
  filesize: optional(integer('The file size in bytes')),
  sizes: optional(mapOf(refTo(IMAGE_SIZE), 'The available sizes, keyed by size name')),
});

export const DATE_DETAILS = shape('DateDetails', {
  year: digits('The year', 4),
  month: digits('The month, zero-padded', 2),
  day: digits('The day, zero-padded', 2),
  hour: digits('The hour, zero-padded', 2),
  minutes: digits('The minutes, zero-padded', 2),
  seconds: digits('The seconds, zero-padded', 2),
});

const imageOrFalse = (noun: string) =>
  oneOf(`The ${noun} featured image, or false when none is set`, refTo(IMAGE), onlyFalse);

/** Fields every post type starts with, in upstream order. */
const postHead = (noun: string) => ({
  id: integer(`The ${noun} post ID`),
  author: text(`The ${noun} author user ID, as a numeric string`, { pattern: '^\\d+$' }),
  status: textOf(`The ${noun} post status`, POST_STATUSES),
  date: wallTime(`The ${noun} publication date in the site time zone`),
  date_utc: wallTime(`The ${noun} publication date in UTC`),
  modified: wallTime(`The ${noun} last modification date in the site time zone`),
  modified_utc: wallTime(`The ${noun} last modification date in UTC`),
  url: link(`The URL to the ${noun} page`),
});

const globalIds = (noun: string) => ({
  global_id: text(`The ${noun} ID used to globally identify it`),
  global_id_lineage: listOf(aString(), `The lineage of global IDs of the ${noun}`),
});

const i18n = (noun: string) => ({
  language: text(`The language code of the ${noun}`),
  translations: mapOf(anInteger, `The IDs of the ${noun}'s translations, keyed by language code`),
});

const jsonLd = (type: string) => anObject(`schema.org ${type} data; single reads only`);

/** Venues and organizers leave out their empty fields (no `phone` key when there is none). */
const venueFiltered = droppedWhenEmpty({
  ...postHead('venue'),
  venue: text('The venue name'),
  description: text('The venue description (HTML)'),
  excerpt: text('The venue excerpt (HTML)'),
  slug: text('The venue slug'),
  image: imageOrFalse('venue'),
  address: text('The venue address'),
  city: text('The venue city'),
  country: text('The venue country'),
  province: text('The venue province'),
  state: text('The venue state'),
  zip: text('The venue ZIP code'),
  phone: text('The venue phone number'),
  website: text('The venue website URL'),
  stateprovince: text('The venue state or province'),
  geo_lat: double('The venue latitude; only when known'),
  geo_lng: double('The venue longitude; only when known'),
  json_ld: jsonLd('Place'),
});

export const VENUE = shape('Venue', {
  ...venueFiltered,
  show_map: nullableFlag('Whether the map should be shown for the venue'),
  show_map_link: nullableFlag('Whether the map link should be shown for the venue'),
  ...globalIds('venue'),
  ...i18n('venue'),
});

const organizerFiltered = droppedWhenEmpty({
  ...postHead('organizer'),
  organizer: text('The organizer name'),
  description: text('The organizer description (HTML)'),
  excerpt: text('The organizer excerpt (HTML)'),
  slug: text('The organizer slug'),
  image: imageOrFalse('organizer'),
  phone: text('The organizer phone number'),
  website: text('The organizer website'),
  email: text('The organizer e-mail address'),
  json_ld: jsonLd('Person'),
  ...globalIds('organizer'),
  language: i18n('organizer').language,
});

export const ORGANIZER = shape('Organizer', {
  ...organizerFiltered,
  // Kept when empty: an organizer without translations still shows `{}`.
  translations: i18n('organizer').translations,
});

const { id: eventId, ...eventHead } = postHead('event');

export const EVENT = shape('Event', {
  id: eventId,
  ...globalIds('event'),
  ...eventHead,
  rest_url: link('The REST URL of the event'),
  title: text('The event title'),
  description: text('The event description (HTML)'),
  excerpt: text('The event excerpt (HTML)'),
  slug: text('The event slug; empty for drafts created without one'),
  image: imageOrFalse('event'),
  all_day: nullableFlag('Whether the event lasts the whole day'),
  start_date: wallTime('The event start in the event time zone'),
  start_date_details: refTo(DATE_DETAILS),
  end_date: wallTime('The event end in the event time zone'),
  end_date_details: refTo(DATE_DETAILS),
  utc_start_date: wallTime('The event start in UTC'),
  utc_start_date_details: refTo(DATE_DETAILS),
  utc_end_date: wallTime('The event end in UTC'),
  utc_end_date_details: refTo(DATE_DETAILS),
  timezone: text('The event time zone string'),
  timezone_abbr: text('The abbreviated event time zone'),
  cost: text('The event cost including the currency symbol; empty when none'),
  cost_details: refTo(COST_DETAILS),
  website: text('The event website URL; the event page when never set'),
  show_map: nullableFlag('Whether the map should be shown for the event'),
  show_map_link: nullableFlag('Whether the map link should be shown for the event'),
  hide_from_listings: nullableFlag('Whether the event is hidden from listings'),
  sticky: nullableFlag('Whether the event is sticky in the calendar view'),
  featured: nullableFlag('Whether the event is featured'),
  categories: listOf(refTo(EMBEDDED_TERM), 'The event categories, sorted by name'),
  tags: listOf(refTo(EMBEDDED_TERM), 'The event tags, sorted by name'),
  venue: oneOf(
    'The event venue; [] when it has none (a list when it has several)',
    refTo(VENUE),
    listOf(refTo(VENUE), 'The event venues'),
  ),
  organizer: listOf(refTo(ORGANIZER), 'The event organizers'),
  custom_fields: oneOf(
    'Additional fields with a value, keyed by name; [] when there are none',
    mapOf(objectOf({ label: text('The field label'), value: text('The field value') })),
    emptyList({ type: 'object' }),
  ),
  ical_uid: optional(text('The iCalendar UID the event was imported with; only on events that have one')),
  ...i18n('event'),
  json_ld: optional(jsonLd('Event')),
  password: optional(text("The event's password; only on protected events, to callers who may edit them")),
  raw: optional(
    objectOf(
      {
        title: text('The title as written, before it is rendered'),
        description: text('The description as written: plain text or HTML, before paragraphs and sanitising'),
        excerpt: text('The excerpt as written'),
      },
      { description: 'The event text as written; only with context=edit, to callers who may edit it', required: true },
    ),
  ),
});

export type RenderedEvent = Rendered<typeof EVENT.fields>;
/** An event's text as written, which `context=edit` answers to its editors. */
export type RawEventText = NonNullable<RenderedEvent['raw']>;
export type RenderedVenue = Rendered<typeof VENUE.fields>;
export type RenderedOrganizer = Rendered<typeof ORGANIZER.fields>;
export type RenderedImage = Rendered<typeof IMAGE.fields>;
export type RenderedCostDetails = Rendered<typeof COST_DETAILS.fields>;

/** What the event renderer builds; `password` and `raw` are the server's to add (our extensions, for editors). */
export type EventFields = Complete<typeof EVENT.fields>;
export type ImageFields = Complete<typeof IMAGE.fields>;
/** What the venue and organizer renderers build before leaving out the empty fields. */
export type VenueFiltered = Complete<typeof venueFiltered>;
export type OrganizerFiltered = Complete<typeof organizerFiltered>;
