// The component schemas of the OpenAPI document: the objects the API returns, built from the declarations the
// renderers are typed by (response-posts.ts, response-terms.ts), and the envelopes around them.
import type { ResourceName } from './resources.js';
import { int, list, object, ref, str, uri, type Schema } from './openapi-params.js';
import { shapeSchema, type ResponseShape } from './response-field.js';
import { COST_DETAILS, DATE_DETAILS, EVENT, IMAGE, IMAGE_SIZE, ORGANIZER, VENUE } from './response-posts.js';
import { EMBEDDED_TERM, TERM } from './response-terms.js';

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

const ITEMS: Readonly<Record<ResourceName, ResponseShape>> = {
  events: EVENT,
  venues: VENUE,
  organizers: ORGANIZER,
  categories: TERM,
  tags: TERM,
};

/** The top-level fields the API documents for one item of a resource. */
export function itemFields(resource: ResourceName): string[] {
  return Object.keys(ITEMS[resource].fields);
}

/** The schemas of `shapes`, each under its name. */
function components(...shapes: ResponseShape[]): Record<string, Schema> {
  return Object.fromEntries(shapes.map((item) => [item.name, shapeSchema(item)]));
}

/** Every schema the document defines, in order; request-body inputs are added by the assembler. */
export function componentSchemas(): Record<string, Schema> {
  return {
    ...components(IMAGE_SIZE, COST_DETAILS, TERM, EMBEDDED_TERM, IMAGE, DATE_DETAILS, EVENT, VENUE, ORGANIZER),
    Error: ErrorSchema,
    EventList: listEnvelope('events', 'Event', 'events'),
    VenueList: listEnvelope('venues', 'Venue', 'venues'),
    OrganizerList: listEnvelope('organizers', 'Organizer', 'organizers'),
    TermList,
  };
}
