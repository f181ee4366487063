// Every route of the cal/events/v1 API, declared once; router, validation, discovery, /doc and CLI read it.
import { keysOf } from '../typing/typed-keys.js';
import type { Catalog, FieldSpec, InputOfParams, Params } from './field-spec.js';
import {
  editContext,
  eventPassword,
  newEventPassword,
  translationOf,
  force,
  idPath,
  listDate,
  page,
  perPage,
  search,
  withLanguage,
  slugPath,
  statusFilter,
} from './fields.js';
import { linkedPostList, parentListParam, termList } from './list-params.js';
import {
  categoryFields,
  eventFields,
  icalUid,
  optionalAll,
  organizerFields,
  tagFields,
  venueFields,
} from './resource-fields.js';

const none = {} as const satisfies Params;

const eventListParams = {
  page,
  per_page: perPage('events'),
  start_date: { ...listDate('Events that start on or after the specified date'), example: '2026-12-01' },
  end_date: listDate('Events that end on or before the specified date'),
  starts_before: listDate('Events that start before the specified date'),
  starts_after: listDate('Events that start after the specified date'),
  ends_before: listDate('Events that end before the specified date'),
  ends_after: listDate('Events that end after the specified date'),
  strict_dates: {
    description: 'Use the given times as stated; by default date filters cover whole days',
    default: false,
    truthy: true,
    check: 'strict-dates',
  },
  search: search('Events should contain the specified string in the title, description or excerpt'),
  categories: {
    description: 'Events should be assigned one of the specified categories (IDs, slugs or names)',
    type: 'array',
    items: 'integer',
    check: 'category-refs',
    refers: 'categories',
  },
  tags: {
    description: 'Events should be assigned one of the specified tags (IDs, slugs or names)',
    type: 'array',
    items: 'integer',
    check: 'tag-refs',
    refers: 'tags',
  },
  venue: {
    description: 'Events should be assigned one of the specified venue IDs',
    type: 'array',
    items: 'integer',
    check: 'venue-ids',
    refers: 'venues',
  },
  organizer: {
    description: 'Events should be assigned one of the specified organizer IDs',
    type: 'array',
    items: 'integer',
    check: 'organizer-ids',
    refers: 'organizers',
  },
  featured: { description: 'Events should be filtered by their featured status', type: 'boolean' },
  hide_from_listings: {
    description:
      'Only the events hidden from listings (true: editors only), or only the others (false, as without the filter)',
    type: 'boolean',
  },
  status: statusFilter('event'),
  geoloc: {
    description: 'Events should (true) or should not (false) have a venue with coordinates (geo_lat, geo_lng)',
    type: 'boolean',
  },
  geoloc_lat: {
    description:
      'Latitude of a point: only events whose venue lies within geoloc_radius of it; must be sent with geoloc_lng',
    type: 'number',
    format: 'double',
    check: 'coordinate',
  },
  geoloc_lng: {
    description: 'Longitude of a point (see geoloc_lat); must be sent with geoloc_lat',
    type: 'number',
    format: 'double',
    check: 'coordinate',
  },
  geoloc_radius: {
    description: 'Radius around geoloc_lat/geoloc_lng, in kilometres',
    type: 'number',
    default: 10,
    check: 'radius',
  },
  include: {
    description: 'Only events with these post IDs (array or comma-separated list); date filters are then ignored',
    type: 'array',
    items: 'integer',
    check: 'id-list',
    refers: 'events',
  },
  post_parent: {
    description: 'Events whose parent post is the specified event ID',
    type: 'integer',
    check: 'event-exists',
    refers: 'events',
  },
  ticketed: {
    description: 'Events with or without tickets; this calendar has no ticketing, so only false is accepted',
    type: 'boolean',
    check: 'ticketed',
  },
} as const satisfies Record<string, FieldSpec>;

const eventId = { id: idPath('event post', undefined) } as const;
const eventSlug = { slug: slugPath('event post', 'event-slug-exists') } as const;
const eventUpdateFields = optionalAll(eventFields);
const eventColumns = ['id', 'start_date', 'end_date', 'title', 'venue.venue', 'status'] as const;

export const catalog = {
  'meta.index': {
    resource: 'meta',
    action: 'index',
    methods: ['GET'],
    path: '',
    summary: 'Describe the namespace: its routes, methods and arguments',
    pathParams: none,
    params: withLanguage({
      namespace: { description: 'The namespace to describe', type: 'string', default: 'cal/events/v1' },
      context: { description: 'Scope under which the request is made', type: 'string', default: 'view' },
    }),
    status: 200,
    permission: 'public',
  },
  'meta.doc': {
    resource: 'meta',
    action: 'doc',
    methods: ['GET'],
    path: '/doc',
    summary: 'The OpenAPI 3 document of this API',
    pathParams: none,
    params: withLanguage(none),
    status: 200,
    permission: 'public',
  },
  'events.list': {
    resource: 'events',
    action: 'list',
    methods: ['GET'],
    path: '/events',
    summary: 'List events',
    pathParams: none,
    params: withLanguage({ ...eventListParams, password: eventPassword, context: editContext }),
    status: 200,
    permission: 'public',
    extension: ['geoloc_radius', 'password'],
    cli: { columns: eventColumns },
  },
  'events.create': {
    resource: 'events',
    action: 'create',
    methods: ['POST'],
    path: '/events',
    summary: 'Create an event',
    pathParams: none,
    params: withLanguage({
      ...eventFields,
      ical_uid: icalUid,
      password: newEventPassword,
      translation_of: translationOf('events'),
    }),
    status: 201,
    permission: 'create',
    extension: ['ical_uid', 'password', 'translation_of'],
    cli: { columns: eventColumns },
  },
  'events.get': {
    resource: 'events',
    action: 'get',
    methods: ['GET'],
    path: '/events/{id}',
    summary: 'Read an event',
    pathParams: eventId,
    params: withLanguage({ password: eventPassword, context: editContext }),
    status: 200,
    permission: 'public',
    cli: { positional: 'id', columns: eventColumns },
  },
  'events.delete': {
    resource: 'events',
    action: 'delete',
    methods: ['DELETE'],
    path: '/events/{id}',
    summary: 'Move an event to the trash, or delete it with force',
    pathParams: eventId,
    params: withLanguage({ password: eventPassword, force }),
    status: 200,
    permission: 'delete',
    extension: ['force'],
    cli: { positional: 'id', columns: eventColumns },
  },
  'events.update': {
    resource: 'events',
    action: 'update',
    methods: ['POST', 'PUT', 'PATCH'],
    path: '/events/{id}',
    summary: 'Update an event; omitted fields keep their values',
    pathParams: eventId,
    params: withLanguage({ ...eventUpdateFields, ical_uid: icalUid, password: newEventPassword }),
    status: 200,
    permission: 'edit',
    extension: ['ical_uid'],
    cli: { positional: 'id', columns: eventColumns },
  },
  'events.getBySlug': {
    resource: 'events',
    action: 'get',
    methods: ['GET'],
    path: '/events/by-slug/{slug}',
    summary: 'Read an event by its slug',
    pathParams: eventSlug,
    params: withLanguage({ password: eventPassword, context: editContext }),
    status: 200,
    permission: 'public',
    cli: { positional: 'slug', columns: eventColumns },
  },
  'events.deleteBySlug': {
    resource: 'events',
    action: 'delete',
    methods: ['DELETE'],
    path: '/events/by-slug/{slug}',
    summary: 'Move an event found by slug to the trash, or delete it with force',
    pathParams: eventSlug,
    params: withLanguage({ password: eventPassword, force }),
    status: 200,
    permission: 'delete',
    extension: ['force'],
    cli: { positional: 'slug', columns: eventColumns },
  },
  'events.updateBySlug': {
    resource: 'events',
    action: 'update',
    methods: ['POST', 'PUT', 'PATCH'],
    path: '/events/by-slug/{slug}',
    summary: 'Update an event found by slug; a `slug` in the body renames it',
    pathParams: eventSlug,
    params: withLanguage({ ...eventUpdateFields, ical_uid: icalUid, password: newEventPassword }),
    status: 200,
    permission: 'edit',
    extension: ['ical_uid'],
    cli: { positional: 'slug', columns: eventColumns },
  },
  ...linkedPostList('venues', venueFields, ['id', 'venue', 'city', 'country', 'status']),
  ...linkedPostList('organizers', organizerFields, ['id', 'organizer', 'email', 'phone', 'status']),
  ...termList('categories', categoryFields, parentListParam, ['id', 'name', 'slug', 'parent', 'count']),
  ...termList('tags', tagFields, {}, ['id', 'name', 'slug', 'count']),
} as const satisfies Catalog;

export type CatalogType = typeof catalog;
export type OperationId = keyof CatalogType;
export const operationIds: readonly OperationId[] = keysOf(catalog);

/** The validated query or body args of an operation, typed by its catalog entry; defaults apply but on updates. */
export type InputOf<Id extends OperationId> = InputOfParams<
  CatalogType[Id]['params'],
  CatalogType[Id]['action'] extends 'update' ? false : true
>;

/** The validated path captures (`id`, `slug`) of an operation. */
export type PathOf<Id extends OperationId> = InputOfParams<CatalogType[Id]['pathParams']>;

declare module './field-spec.js' {
  /** An event's inline venue or organizer is validated as the body of that kind's create route. */
  interface InlineCreateInputs {
    venues: InputOf<'venues.create'>;
    organizers: InputOf<'organizers.create'>;
  }
}
