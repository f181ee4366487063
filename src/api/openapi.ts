// The OpenAPI 3.0.3 document of the API (`GET /doc`), assembled from the catalog.
import { STATUS_CODES } from 'node:http';
import { entriesOf } from '../typing/typed-keys.js';
import { catalog, type OperationId } from './catalog.js';
import { ERRORS, statusesOf, type ErrorCode } from './errors.js';
import type { Method, OperationSpec, Params } from './field-spec.js';
import { bodySchema, parameters, ref, type Schema } from './openapi-params.js';
import { componentSchemas } from './openapi-schemas.js';
import { BODY_METHODS, errorCodes } from './operation-errors.js';

export interface OpenApiOptions {
  /** The namespace root every path is relative to, e.g. `http://host/wp-json/cal/events/v1/`. */
  serverUrl: string;
  /** The site's content languages: the `site_language` enum. */
  languages: readonly string[];
}

type Resource = Exclude<OperationSpec['resource'], 'meta'>;

/** How each resource is named in prose and which schemas describe it. */
const RESOURCES: Readonly<
  Record<Resource, { noun: string; plural: string; item: string; list: string; post: boolean }>
> = {
  events: { noun: 'event', plural: 'events', item: 'Event', list: 'EventList', post: true },
  venues: { noun: 'venue', plural: 'venues', item: 'Venue', list: 'VenueList', post: true },
  organizers: { noun: 'organizer', plural: 'organizers', item: 'Organizer', list: 'OrganizerList', post: true },
  categories: { noun: 'event category', plural: 'event categories', item: 'Term', list: 'TermList', post: false },
  tags: { noun: 'event tag', plural: 'event tags', item: 'Term', list: 'TermList', post: false },
};

/** Catalog paths are below the namespace root; the root itself is `/`. */
export const openApiPath = (path: string): string => (path === '' ? '/' : path);

/** The first method carries the catalog key; the others (PUT, PATCH of updates) add theirs, as IDs must be unique. */
export function openApiOperationId(id: string, op: OperationSpec, method: Method): string {
  return method === op.methods[0] ? id : `${id}.${method.toLowerCase()}`;
}

const json = (schema: Schema): Schema => ({ 'application/json': { schema } });

function success(op: OperationSpec): [string, Schema] {
  if (op.resource === 'meta') {
    const schema: Schema =
      op.action === 'doc'
        ? { type: 'object', description: 'An OpenAPI 3.0 document' }
        : {
            type: 'object',
            properties: { namespace: { type: 'string' }, routes: { type: 'object' }, _links: { type: 'object' } },
          };
    return [
      op.action === 'doc' ? 'Returns this OpenAPI document' : 'Returns the routes of the namespace and their arguments',
      schema,
    ];
  }
  const r = RESOURCES[op.resource];
  const key = 'slug' in op.pathParams ? 'slug' : 'ID';
  switch (op.action) {
    case 'list':
      return [`Returns the ${r.plural} matching the search criteria`, ref(r.list)];
    case 'create':
      return [
        `Returns the data of the created ${r.noun}${r.post && op.resource !== 'events' ? ' (or of an identical existing one)' : ''}`,
        ref(r.item),
      ];
    case 'update':
      return [`Returns the data of the updated ${r.noun}`, ref(r.item)];
    case 'delete':
      return [
        r.post
          ? `Returns the data of the ${r.noun}, trashed or, with force, deleted`
          : `Deletes the ${r.noun} and returns its data as it was`,
        ref(r.item),
      ];
    default:
      return [`Returns the data of the ${r.noun} with the specified ${key}`, ref(r.item)];
  }
}

/** Answers that say when to ask again: throttled sign-ins, a calendar opening or out of reach. */
const RETRY_AFTER: Schema = {
  description: 'Seconds to wait before asking again',
  required: true,
  schema: { type: 'integer', minimum: 0 },
};
const RETRY_STATUSES: ReadonlySet<number> = new Set([429, 503]);

/**
 * The error answers of an operation, by status: each lists the codes it may carry with their messages, and its
 * schema holds `code` to them.
 */
function errorResponses(id: OperationId): Record<string, Schema> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodes(id))
    for (const status of statusesOf(code)) byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  const out: Record<string, Schema> = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    const lines = codes.map((code) => `- \`${code}\`: ${ERRORS[code][1].replaceAll('%s', '…')}`);
    out[String(status)] = {
      description: `${STATUS_CODES[status] ?? `Status ${status}`}\n\n${lines.join('\n')}`,
      ...(RETRY_STATUSES.has(status) ? { headers: { 'Retry-After': RETRY_AFTER } } : {}),
      content: json({
        allOf: [ref('Error'), { type: 'object', properties: { code: { type: 'string', enum: codes } } }],
      }),
    };
  }
  return out;
}

/**
 * What the listener answers before any operation is reached, without a body, closing the connection: shared by
 * every operation (`components/responses`).
 */
const LISTENER_RESPONSES: Readonly<Record<string, { name: string; response: Schema }>> = {
  '408': {
    name: 'RequestTimeout',
    response: {
      description:
        'Request Timeout\n\nThe request line and headers, or the whole request, took too long to arrive: the listener answers without a body and closes the connection.',
    },
  },
  '431': {
    name: 'HeadersTooLarge',
    response: {
      description:
        'Request Header Fields Too Large\n\nThe request line (the path and query string among it) and the headers come to more than 16 KiB: the listener answers without a body and closes the connection.',
    },
  },
};

function listenerResponses(): Record<string, Schema> {
  return Object.fromEntries(
    Object.entries(LISTENER_RESPONSES).map(([status, { name }]) => [
      status,
      { $ref: `#/components/responses/${name}` },
    ]),
  );
}

/** Answers about one item carry its entity tag; lists and discovery do not. */
const isTagged = (op: OperationSpec): boolean =>
  op.resource !== 'meta' && (op.action === 'get' || op.action === 'create' || op.action === 'update');

const ETAG_HEADER: Schema = {
  description:
    'A strong tag of the item as answered: it changes with every write of the item and of what it shows. Send it back in If-Match to update or delete the item only if it has not changed, or in If-None-Match to read it only if it has.',
  schema: { type: 'string' },
};

/** The conditional request headers of single-item operations (RFC 9110 §13), and the key of creates. */
function conditionalHeaders(op: OperationSpec): Schema[] {
  if (op.resource === 'meta') return [];
  if (op.action === 'get')
    return [
      {
        name: 'If-None-Match',
        in: 'header',
        required: false,
        description: "Entity tags: when one is the item's current tag, the answer is 304 without a body",
        schema: { type: 'string' },
      },
    ];
  if (op.action === 'update' || op.action === 'delete')
    return [
      {
        name: 'If-Match',
        in: 'header',
        required: false,
        description: `Entity tags (or *): the ${op.action} happens only if one is the item's current tag, else 412`,
        schema: { type: 'string' },
      },
    ];
  if (op.action === 'create')
    return [
      {
        name: 'Idempotency-Key',
        in: 'header',
        required: false,
        description:
          "A key of the client's choosing, new for each create (a UUID): the same request sent again with it by the same user within a day answers the item the first made (marked Idempotent-Replayed) instead of making another; sent with another request, 422",
        schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[!-~]+$' },
      },
    ];
  return [];
}

const REPLAYED_HEADER: Schema = {
  description: 'true when the answer is that of an earlier create sent with the same Idempotency-Key: nothing was made',
  schema: { type: 'string', enum: ['true'] },
};

function responses(id: OperationId, op: OperationSpec): Schema {
  const [description, schema] = success(op);
  const out: Record<string, Schema> = {
    [String(op.status)]: {
      description,
      ...(isTagged(op)
        ? {
            headers: {
              ETag: ETAG_HEADER,
              ...(op.action === 'create' ? { 'Idempotent-Replayed': REPLAYED_HEADER } : {}),
            },
          }
        : {}),
      content: json(schema),
    },
  };
  if (op.resource !== 'meta' && op.action === 'get')
    out['304'] = {
      description: "If-None-Match names the item's current tag: nothing has changed",
      headers: { ETag: ETAG_HEADER },
    };
  // Keys that are numbers come out in ascending order, whatever the order they were added in.
  return { ...out, ...errorResponses(id), ...listenerResponses() };
}

function requestBody(op: OperationSpec, languages: readonly string[]): Schema {
  const { params } = op;
  // Updates apply no defaults: omitted fields keep their values.
  const schema = bodySchema(params, languages, op.action !== 'update');
  return {
    required: Object.values(params).some((spec) => spec.required === true),
    content: { 'application/json': { schema }, 'application/x-www-form-urlencoded': { schema } },
  };
}

function operation(id: OperationId, op: OperationSpec, method: Method, languages: readonly string[]): Schema {
  const hasBody = BODY_METHODS.has(method);
  const params = [
    ...parameters(op.pathParams, 'path', languages),
    ...(hasBody ? [] : parameters(op.params, 'query', languages)),
    ...conditionalHeaders(op),
  ];
  return {
    operationId: openApiOperationId(id, op, method),
    summary: op.summary,
    tags: [op.resource],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(hasBody ? { requestBody: requestBody(op, languages) } : {}),
    responses: responses(id, op),
    // Public reads take credentials too: a signed-in caller may see more (drafts, passwords), or be refused.
    security: op.permission === 'public' ? [{}, { basicAuth: [] }] : [{ basicAuth: [] }],
  };
}

/** The inline-creation shapes of `venue` and `organizer` on events: the create fields of those routes. */
function inputSchemas(languages: readonly string[]): Record<string, Schema> {
  const fields = (params: Params): Params =>
    Object.fromEntries(Object.entries(params).filter(([name]) => name !== 'site_language'));
  const input = (noun: string, params: Params): Schema => ({
    description: `${noun} to create (or an identical existing one to reuse)`,
    ...bodySchema(fields(params), languages),
  });
  return {
    VenueInput: input('A venue', catalog['venues.create'].params),
    OrganizerInput: input('An organizer', catalog['organizers.create'].params),
  };
}

export function openApiDocument(options: OpenApiOptions): Record<string, unknown> {
  const paths: Record<string, Record<string, Schema>> = {};
  for (const [id, entry] of entriesOf(catalog)) {
    const op: OperationSpec = entry;
    const item = (paths[openApiPath(op.path)] ??= {});
    for (const method of op.methods) item[method.toLowerCase()] = operation(id, op, method, options.languages);
  }
  return {
    openapi: '3.0.3',
    info: {
      version: '1.0.0',
      title: 'Calendar REST API (cal/events/v1)',
      description:
        'Read and manage calendar events, venues, organizers, categories and tags. Credentials are checked before routing: every request, even one to no route, may answer 401 or 429.',
      license: { name: 'MIT', url: 'https://opensource.org/license/mit' },
    },
    components: {
      schemas: { ...componentSchemas(), ...inputSchemas(options.languages) },
      responses: Object.fromEntries(Object.values(LISTENER_RESPONSES).map(({ name, response }) => [name, response])),
      securitySchemes: { basicAuth: { type: 'http', scheme: 'basic', description: 'login and application password' } },
    },
    // The REST root with its trailing slash, as TEC writes it and its SwaggerDocumentationCest asserts (the root
    // itself); joined with a path (they start with `/`) it makes `//`, which cal serve routes as `/`, as WordPress.
    servers: [{ url: options.serverUrl.replace(/\/*$/, '/') }],
    paths,
  };
}
