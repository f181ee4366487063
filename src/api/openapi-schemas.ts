// The component schemas of the OpenAPI document: the objects the API returns, with the types it really emits.
import type { ResourceName } from './field-spec.js';
import { POST_STATUSES } from './fields.js';
import { digits, flag, int, list, object, ref, str, uri, wallTime, type Schema } from './openapi-params.js';

const imageOrFalse = (noun: string): Schema => ({
  description: `The ${noun} featured image, or false when none is set`,
  oneOf: [ref('Image'), { type: 'boolean', enum: [false] }],
});

/** Fields every post type starts with, in upstream order. */
const postHead = (noun: string) => ({
  id: int(`The ${noun} post ID`),
  author: str(`The ${noun} author user ID, as a numeric string`, { pattern: '^\\d+$' }),
  status: str(`The ${noun} post status`, { enum: [...POST_STATUSES] }),
  date: wallTime(`The ${noun} publication date in the site time zone`),
  date_utc: wallTime(`The ${noun} publication date in UTC`),
  modified: wallTime(`The ${noun} last modification date in the site time zone`),
  modified_utc: wallTime(`The ${noun} last modification date in UTC`),
  url: uri(`The URL to the ${noun} page`),
});

const globalIds = (noun: string): Record<string, Schema> => ({
  global_id: str(`The ${noun} ID used to globally identify it`),
  global_id_lineage: list({ type: 'string' }, `The lineage of global IDs of the ${noun}`),
});

const i18n = (noun: string): Record<string, Schema> => ({
  language: str(`The language code of the ${noun}`),
  translations: {
    type: 'object',
    description: `The IDs of the ${noun}'s translations, keyed by language code`,
    additionalProperties: { type: 'integer' },
  },
});

const termUrls: Schema = {
  type: 'object',
  description: 'REST URLs of the term itself, its collection and its parent (when it has one)',
  properties: {
    self: uri('The term REST URL'),
    collection: uri('The collection REST URL'),
    up: uri('The parent term REST URL'),
  },
  required: ['self', 'collection'],
};

const jsonLd = (type: string): Schema => ({
  type: 'object',
  description: `schema.org ${type} data; single reads only`,
});

const { id: eventId, ...eventHead } = postHead('event');

const Event = object({
  id: eventId,
  ...globalIds('event'),
  ...eventHead,
  rest_url: uri('The REST URL of the event'),
  title: str('The event title'),
  description: str('The event description (HTML)'),
  excerpt: str('The event excerpt (HTML)'),
  slug: str('The event slug; empty for drafts created without one'),
  image: imageOrFalse('event'),
  all_day: flag('Whether the event lasts the whole day', true),
  start_date: wallTime('The event start in the event time zone'),
  start_date_details: ref('DateDetails'),
  end_date: wallTime('The event end in the event time zone'),
  end_date_details: ref('DateDetails'),
  utc_start_date: wallTime('The event start in UTC'),
  utc_start_date_details: ref('DateDetails'),
  utc_end_date: wallTime('The event end in UTC'),
  utc_end_date_details: ref('DateDetails'),
  timezone: str('The event time zone string'),
  timezone_abbr: str('The abbreviated event time zone'),
  cost: str('The event cost including the currency symbol; empty when none'),
  cost_details: ref('CostDetails'),
  website: str('The event website URL; the event page when never set'),
  show_map: flag('Whether the map should be shown for the event', true),
  show_map_link: flag('Whether the map link should be shown for the event', true),
  hide_from_listings: flag('Whether the event is hidden from listings', true),
  sticky: flag('Whether the event is sticky in the calendar view', true),
  featured: flag('Whether the event is featured', true),
  categories: list(ref('EmbeddedTerm'), 'The event categories, sorted by name'),
  tags: list(ref('EmbeddedTerm'), 'The event tags, sorted by name'),
  venue: {
    description: 'The event venue; [] when it has none (a list when it has several)',
    oneOf: [ref('Venue'), list(ref('Venue'), 'The event venues')],
  },
  organizer: list(ref('Organizer'), 'The event organizers'),
  custom_fields: {
    description: 'Additional fields with a value, keyed by name; [] when there are none',
    oneOf: [
      {
        type: 'object',
        additionalProperties: object({ label: str('The field label'), value: str('The field value') }),
      },
      { type: 'array', items: { type: 'object' }, maxItems: 0 },
    ],
  },
  ical_uid: str('The iCalendar UID the event was imported with; only on events that have one'),
  ...i18n('event'),
  json_ld: jsonLd('Event'),
  password: str("The event's password; only on protected events, to callers who may edit them"),
});

/** Venues and organizers omit empty fields (no `phone` key when there is none). */
const Venue = object({
  ...postHead('venue'),
  venue: str('The venue name'),
  description: str('The venue description (HTML)'),
  excerpt: str('The venue excerpt (HTML)'),
  slug: str('The venue slug'),
  image: imageOrFalse('venue'),
  address: str('The venue address'),
  city: str('The venue city'),
  country: str('The venue country'),
  province: str('The venue province'),
  state: str('The venue state'),
  zip: str('The venue ZIP code'),
  phone: str('The venue phone number'),
  website: str('The venue website URL'),
  stateprovince: str('The venue state or province'),
  geo_lat: { type: 'number', format: 'double', description: 'The venue latitude; only when known' },
  geo_lng: { type: 'number', format: 'double', description: 'The venue longitude; only when known' },
  json_ld: jsonLd('Place'),
  show_map: flag('Whether the map should be shown for the venue', true),
  show_map_link: flag('Whether the map link should be shown for the venue', true),
  ...globalIds('venue'),
  ...i18n('venue'),
});

const Organizer = object({
  ...postHead('organizer'),
  organizer: str('The organizer name'),
  description: str('The organizer description (HTML)'),
  excerpt: str('The organizer excerpt (HTML)'),
  slug: str('The organizer slug'),
  image: imageOrFalse('organizer'),
  phone: str('The organizer phone number'),
  website: str('The organizer website'),
  email: str('The organizer e-mail address'),
  json_ld: jsonLd('Person'),
  ...globalIds('organizer'),
  ...i18n('organizer'),
});

const Term = object({
  id: int('The term ID'),
  count: int('The number of posts associated with the term'),
  description: str('The term description'),
  name: str('The term name'),
  slug: str('The term slug'),
  taxonomy: str('The taxonomy the term belongs to', { enum: ['tribe_events_cat', 'post_tag'] }),
  parent: int('The parent term ID, 0 for none (categories only)'),
  meta: {
    description: 'Term meta; [] when empty',
    oneOf: [{ type: 'object' }, { type: 'array', items: {}, maxItems: 0 }],
  },
  url: uri('The URL to the term archive page'),
  urls: termUrls,
  ...i18n('term'),
  _links: { type: 'object', description: 'Hypermedia links; single-term responses only' },
});

const EmbeddedTerm = object({
  name: str('The term name'),
  slug: str('The term slug'),
  term_group: int('The term group'),
  term_taxonomy_id: int('The term taxonomy ID'),
  taxonomy: str('The taxonomy the term belongs to', { enum: ['tribe_events_cat', 'post_tag'] }),
  description: str('The term description'),
  parent: int('The parent term ID, 0 for none'),
  count: int('The number of posts associated with the term'),
  filter: str('The sanitisation context of the term', { enum: ['raw'] }),
  id: int('The term ID'),
  urls: termUrls,
});

const listEnvelope = (key: string, item: string, plural: string): Schema =>
  object(
    {
      [key]: list(ref(item), `The ${plural} of the requested page`),
      rest_url: uri('The REST URL of this page'),
      next_rest_url: uri('The REST URL of the next page; absent on the last page'),
      previous_rest_url: uri('The REST URL of the previous page; absent on the first page'),
      total: int(`The number of ${plural} matching the request`),
      total_pages: int('The number of pages'),
    },
    [key, 'rest_url', 'total', 'total_pages'],
  );

const TermList = object(
  {
    rest_url: uri('The REST URL of the collection'),
    total: int('The number of terms matching the request'),
    total_pages: int('The number of pages'),
    categories: list(ref('Term'), 'The categories of the requested page (on /categories)'),
    tags: list(ref('Term'), 'The tags of the requested page (on /tags)'),
    next_rest_url: uri('The REST URL of the next page; absent on the last page'),
    previous_rest_url: uri('The REST URL of the previous page; absent on the first page'),
  },
  ['rest_url', 'total', 'total_pages'],
);

const ErrorSchema = object(
  {
    code: str('The error code'),
    message: str('A human-readable message'),
    data: {
      type: 'object',
      properties: {
        status: int('The HTTP status'),
        params: {
          description: 'The parameters at fault: name → message when invalid, a list of names when missing',
          oneOf: [
            { type: 'object', additionalProperties: { type: 'string' } },
            list({ type: 'string' }, 'Missing parameter names'),
          ],
        },
      },
      required: ['status'],
    },
  },
  ['code', 'message', 'data'],
);

const ITEMS: Readonly<Record<ResourceName, Schema>> = {
  events: Event,
  venues: Venue,
  organizers: Organizer,
  categories: Term,
  tags: Term,
};

/** The top-level fields the API documents for one item of a resource. */
export function itemFields(resource: ResourceName): string[] {
  const properties = ITEMS[resource].properties;
  return typeof properties === 'object' && properties !== null ? Object.keys(properties) : [];
}

/** Every schema the document defines, in order; request-body inputs are added by the assembler. */
export function componentSchemas(): Record<string, Schema> {
  return {
    ImageSize: object({
      width: int('The image width in pixels in this size'),
      height: int('The image height in pixels in this size'),
      'mime-type': str('The image MIME type'),
      filesize: int('The file size in bytes'),
      url: uri('The link to the image in this size'),
    }),
    CostDetails: object({
      currency_symbol: str('The cost currency symbol'),
      currency_code: str('The cost currency code'),
      currency_position: str('The position of the currency symbol; empty when there is no cost', {
        enum: ['prefix', 'postfix', ''],
      }),
      // A cost without a number (`Free`) is a word: `["free"]`.
      values: list(
        str('A number, or the text of a cost without one in lower case', { pattern: '^(\\d+(\\.\\d+)?|\\D+)$' }),
        'The numbers of the cost as strings, sorted ascending, then the texts of the costs without a number',
      ),
    }),
    Term,
    EmbeddedTerm,
    Image: object({
      url: uri('The URL to the full size version of the image'),
      id: { description: 'The attachment ID', oneOf: [{ type: 'integer' }, { type: 'string', pattern: '^\\d+$' }] },
      extension: str('The image file extension'),
      width: int('The image natural width in pixels'),
      height: int('The image natural height in pixels'),
      filesize: int('The file size in bytes'),
      sizes: {
        type: 'object',
        description: 'The available sizes, keyed by size name',
        additionalProperties: ref('ImageSize'),
      },
    }),
    DateDetails: object({
      year: digits('The year', 4),
      month: digits('The month, zero-padded', 2),
      day: digits('The day, zero-padded', 2),
      hour: digits('The hour, zero-padded', 2),
      minutes: digits('The minutes, zero-padded', 2),
      seconds: digits('The seconds, zero-padded', 2),
    }),
    Event,
    Venue,
    Organizer,
    Error: ErrorSchema,
    EventList: listEnvelope('events', 'Event', 'events'),
    VenueList: listEnvelope('venues', 'Venue', 'venues'),
    OrganizerList: listEnvelope('organizers', 'Organizer', 'organizers'),
    TermList,
  };
}
