// The writable fields of each resource, as the seed declares them (create and update share them).
import type { FieldSpec, Params } from './field-spec.js';
import { image, nonEmptyText, postDates, postStatus } from './fields.js';
import type { ResourceName } from './resources.js';

/** The fields of `params` that refer to another resource, with the resource each refers to. */
export function referencesIn(params: Params): (readonly [field: string, resource: ResourceName])[] {
  return Object.entries(params).flatMap(([field, spec]) => (spec.refers ? [[field, spec.refers] as const] : []));
}

const flag = (description: string) => ({ description, type: 'boolean' }) as const satisfies FieldSpec;

/** Venue flags are declared as strings upstream and read as truthy strings ("true", "yes", "1"...). */
const truthyString = (description: string) =>
  ({ description, type: 'string', default: null, example: 'true' }) as const satisfies FieldSpec;

const optional = (description: string) => ({ description, type: 'string', default: null }) as const satisfies FieldSpec;

export const eventFields = {
  ...postDates('event'),
  title: { ...nonEmptyText('The event title'), required: true },
  description: nonEmptyText('The event description'),
  slug: nonEmptyText('The event slug'),
  excerpt: nonEmptyText('The event excerpt'),
  status: postStatus('event'),
  timezone: { description: 'The event time zone', type: 'string', format: 'time-zone', check: 'timezone' },
  all_day: { description: 'Whether the event lasts the whole day or not', type: 'boolean', default: false },
  start_date: {
    description: 'The event start date and time',
    type: 'string',
    format: 'date-time',
    required: true,
    check: 'date',
  },
  end_date: {
    description: 'The event end date and time',
    type: 'string',
    format: 'date-time',
    required: true,
    check: 'date',
  },
  image: image('event'),
  cost: { description: 'The event cost: a string or an array of strings' },
  website: {
    description: 'The event website URL',
    format: 'uri',
    default: null,
    check: 'url-or-empty',
  },
  show_map: flag('Whether the event should show a map or not'),
  show_map_link: flag('Whether the event should show a map link or not'),
  hide_from_listings: flag('Whether events should be hidden in the calendar view or not'),
  sticky: flag('Whether the event should be sticky in the calendar view or not'),
  featured: flag('Whether the event should be featured on the site or not'),
  categories: {
    description: 'The event category IDs or names (unknown names are created)',
    type: 'array',
    items: 'integer',
    default: null,
    check: 'category-ids',
    refers: 'categories',
  },
  tags: {
    description: 'The event tag IDs or names (unknown names are created)',
    type: 'array',
    items: 'integer',
    default: null,
    check: 'tag-ids',
    refers: 'tags',
  },
  venue: {
    description: 'The event venue: an ID, {"id": ID} or the data of a venue to create',
    type: 'array',
    items: 'integer',
    default: null,
    check: 'linked-venue',
    refers: 'venues',
  },
  organizer: {
    description: 'The event organizers: IDs, {"id": ID} items or the data of organizers to create',
    type: 'array',
    items: 'integer',
    default: null,
    check: 'linked-organizer',
    refers: 'organizers',
  },
} as const satisfies Record<string, FieldSpec>;

/** The event fields that name items of other resources: `venue` → venues, `categories` → categories... */
export const eventReferences = referencesIn(eventFields);

/** Our extension: the iCalendar UID of an event that came from another calendar, written back on export. */
export const icalUid = {
  description: 'The iCalendar UID the event was imported with (kept for exports; "" clears it)',
  type: 'string',
  default: null,
} as const satisfies FieldSpec;

export const venueFields = {
  ...postDates('venue'),
  venue: { ...nonEmptyText('The venue name'), required: true },
  description: optional('The venue description'),
  status: postStatus('venue'),
  show_map: truthyString('Whether events linked to the venue should show a map or not'),
  show_map_link: truthyString('Whether events linked to the venue should show a map link or not'),
  address: optional('The venue address'),
  city: optional('The venue city'),
  country: optional('The venue country'),
  province: optional('The venue province'),
  state: optional('The venue state'),
  zip: optional('The venue ZIP code'),
  phone: optional('The venue phone number'),
  stateprovince: optional('The venue state and province'),
  website: { ...optional('The venue website URL'), format: 'uri', check: 'url-or-empty' },
  image: { ...image('venue'), default: null },
  geo_lat: {
    description: 'The venue latitude (-90 to 90); sent with geo_lng, "" clears both',
    type: 'number',
    format: 'double',
    check: 'coordinate',
  },
  geo_lng: {
    description: 'The venue longitude (-180 to 180); sent with geo_lat',
    type: 'number',
    format: 'double',
    check: 'coordinate',
  },
} as const satisfies Record<string, FieldSpec>;

export const organizerFields = {
  ...postDates('organizer'),
  organizer: { ...nonEmptyText('The organizer name'), required: true },
  description: optional('The organizer description'),
  status: postStatus('organizer'),
  phone: optional('The organizer phone number'),
  website: { ...optional('The organizer website'), format: 'uri', check: 'url-or-empty' },
  email: { ...optional('The organizer e-mail address'), format: 'email' },
  image: { ...image('organizer'), default: null },
} as const satisfies Record<string, FieldSpec>;

export const tagFields = {
  name: { ...nonEmptyText('The term name'), required: true },
  description: nonEmptyText('The term description'),
  slug: nonEmptyText('The term slug'),
} as const satisfies Record<string, FieldSpec>;

export const categoryFields = {
  ...tagFields,
  parent: { description: 'The parent category term ID', type: 'integer', check: 'category-id', refers: 'categories' },
} as const satisfies Record<string, FieldSpec>;

/** Update shares the create fields with nothing required. */
export function optionalAll<T extends Record<string, FieldSpec>>(
  fields: T,
): { [K in keyof T]: Omit<T[K], 'required'> } {
  const out: Record<string, FieldSpec> = {};
  for (const [name, spec] of Object.entries(fields)) {
    const { required: _required, ...rest } = spec;
    out[name] = rest;
  }
  // A loop builds the mapped type key by key; TypeScript gives no loop the type it makes.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- see above.
  return out as { [K in keyof T]: Omit<T[K], 'required'> };
}
