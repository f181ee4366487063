// The OpenAPI document built from the catalog: every route, method, parameter and response.
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/api/catalog.js';
import type { FieldSpec, Method, OperationSpec } from '../../src/api/field-spec.js';
import { POST_STATUSES } from '../../src/api/post-statuses.js';
import type { OperationId } from '../../src/api/catalog.js';
import { statusesOf, type ErrorCode } from '../../src/api/errors.js';
import { openApiDocument } from '../../src/api/openapi.js';
import { errorCodes } from '../../src/api/operation-errors.js';

type Json = Record<string, unknown>;

interface ParameterObject {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description: string;
  schema: Json;
  style?: string;
  explode?: boolean;
}

interface BodySchema {
  type: 'object';
  properties: Record<string, Json>;
  required?: string[];
}

interface OperationObject {
  operationId: string;
  summary: string;
  tags: string[];
  parameters?: ParameterObject[];
  requestBody?: { required: boolean; content: Record<string, { schema: BodySchema }> };
  responses: Record<string, { description: string; content: Record<string, { schema: Json }> }>;
  security?: unknown;
}

const SERVER = 'http://127.0.0.1:8080/wp-json/cal/events/v1/';
const LANGUAGES = ['en', 'fr', 'de'];
const doc = openApiDocument({ serverUrl: SERVER, languages: LANGUAGES });
const paths = doc.paths as Record<string, Record<string, OperationObject>>;
const components = doc.components as { schemas: Json; responses: Json; securitySchemes: Json };

const rows = (Object.entries(catalog) as [string, OperationSpec][]).flatMap(([id, op]) =>
  op.methods.map((method) => ({ id, op, method, path: op.path === '' ? '/' : op.path })),
);
const isWrite = (method: Method) => method === 'POST' || method === 'PUT' || method === 'PATCH';
const operationOf = (path: string, method: Method): OperationObject => {
  const found = paths[path]?.[method.toLowerCase()];
  if (!found) throw new Error(`no ${method} ${path}`);
  return found;
};
const row = (id: string, method: Method) => {
  const found = rows.find((r) => r.id === id && r.method === method);
  if (!found) throw new Error(`no ${id} ${method}`);
  return { ...found, operation: operationOf(found.path, method) };
};
const bodyOf = (operation: OperationObject): BodySchema => {
  const schema = operation.requestBody?.content['application/json']?.schema;
  if (!schema) throw new Error(`${operation.operationId} has no body`);
  return schema;
};
/** An error answer's schema: the error envelope, its `code` held to the codes of that status. */
function errorSchemaOf(operation: OperationObject, status: string): { allOf: [Json, { properties: { code: Json } }] } {
  const schema = operation.responses[status]?.content['application/json']?.schema as
    { allOf: [Json, { properties: { code: Json } }] } | undefined;
  if (!schema) throw new Error(`${operation.operationId} has no ${status}`);
  return schema;
}
const errorCodesOf = (operation: OperationObject, status: string) =>
  errorSchemaOf(operation, status).allOf[1].properties.code.enum as string[];
const paramOf = (operation: OperationObject, name: string, location: 'path' | 'query') =>
  operation.parameters?.find((p) => p.name === name && p.in === location);

/** What the router's captures match, which path parameters' schemas say: IDs are digits, slugs not empty. */
const PATH_FITS: Record<string, Json> = { integer: { minimum: 0 }, string: { minLength: 1 } };

/** What the catalog says a parameter's schema is. */
function expectedSchema(spec: FieldSpec, withDefault: boolean): Json {
  const out: Json = {};
  if (spec.type) out.type = spec.type;
  if (spec.type === 'array') out.items = { type: spec.items };
  // Dates are read in many forms besides RFC 3339's, so `date-time` is not claimed.
  if (spec.format && spec.format !== 'date-time') out.format = spec.format;
  if (spec.check === 'site-language') out.enum = LANGUAGES;
  else if (spec.enum) out.enum = [...spec.enum];
  if (withDefault && spec.default !== undefined && spec.default !== null && !spec.defaultFrom)
    out.default = spec.default;
  if (spec.example !== undefined) out.example = spec.example;
  return out;
}

/** Event body fields that accept several shapes: the types of their `oneOf` branches. */
const SHAPED: Record<string, string[]> = {
  cost: ['string', 'array'],
  categories: ['array', 'string', 'integer'],
  tags: ['array', 'string', 'integer'],
  venue: ['integer', 'object', '#/components/schemas/VenueInput', 'array'],
  organizer: ['integer', 'array'],
};
const branchTypes = (schema: Json) =>
  (schema.oneOf as Json[]).map((branch) => (typeof branch.$ref === 'string' ? branch.$ref : branch.type));

describe('document frame', () => {
  it('has the top-level keys in order, the info, the security scheme and the server', () => {
    expect(Object.keys(doc)).toEqual(['openapi', 'info', 'components', 'servers', 'paths']);
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.info).toEqual({
      version: '1.0.0',
      title: 'Calendar REST API (cal/events/v1)',
      description: expect.stringMatching(/^[^.]+\. Credentials are checked before routing: .*401 or 429\.$/),
      license: { name: 'MIT', url: 'https://opensource.org/license/mit' },
    });
    expect(Object.keys(components)).toEqual(['schemas', 'responses', 'securitySchemes']);
    expect(Object.keys(components.responses)).toEqual(['RequestTimeout', 'HeadersTooLarge']);
    expect(components.securitySchemes).toEqual({
      basicAuth: { type: 'http', scheme: 'basic', description: 'login and application password' },
    });
    // The REST root with its trailing slash, as TEC writes it, however the root was given.
    expect(doc.servers).toEqual([{ url: 'http://127.0.0.1:8080/wp-json/cal/events/v1/' }]);
    expect(openApiDocument({ serverUrl: 'https://example.org/wp-json/cal/events/v1/', languages: [] }).servers).toEqual(
      [{ url: 'https://example.org/wp-json/cal/events/v1/' }],
    );
  });

  it('has one path per catalog path, in catalog order, with exactly the catalog methods', () => {
    expect(Object.keys(paths)).toEqual([
      '/',
      '/doc',
      '/events',
      '/events/{id}',
      '/events/by-slug/{slug}',
      '/venues',
      '/venues/{id}',
      '/venues/by-slug/{slug}',
      '/organizers',
      '/organizers/{id}',
      '/organizers/by-slug/{slug}',
      '/categories',
      '/categories/{id}',
      '/tags',
      '/tags/{id}',
    ]);
    for (const [path, item] of Object.entries(paths)) {
      const methods = rows.filter((r) => r.path === path).map((r) => r.method.toLowerCase());
      expect(Object.keys(item).sort(), path).toEqual([...methods].sort());
    }
  });

  it('is a pure function of its options', () => {
    expect(openApiDocument({ serverUrl: SERVER, languages: LANGUAGES })).toEqual(doc);
  });
});

describe('operations', () => {
  it.each(rows)('$method $path is $id', ({ id, op, method, path }) => {
    const operation = operationOf(path, method);
    expect(operation.operationId).toBe(method === op.methods[0] ? id : `${id}.${method.toLowerCase()}`);
    expect(operation.summary).toBe(op.summary);
    expect(operation.tags).toEqual([op.resource]);
    // Public reads take credentials or none; the others require them.
    expect(operation.security).toEqual(op.permission === 'public' ? [{}, { basicAuth: [] }] : [{ basicAuth: [] }]);
  });

  it('gives the extra update methods their own unique operation IDs', () => {
    expect(['POST', 'PUT', 'PATCH'].map((m) => operationOf('/events/{id}', m as Method).operationId)).toEqual([
      'events.update',
      'events.update.put',
      'events.update.patch',
    ]);
    const ids = rows.map((r) => operationOf(r.path, r.method).operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares exactly the captures of each path template as path params', () => {
    for (const { method, path } of rows) {
      const captures = [...path.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]);
      const declared = (operationOf(path, method).parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared, `${method} ${path}`).toEqual(captures);
    }
  });
});

describe('parameters', () => {
  it.each(rows)('$method $path declares every catalog param where it is read', ({ op, method, path }) => {
    const operation = operationOf(path, method);
    for (const [name, spec] of Object.entries(op.pathParams)) {
      expect(paramOf(operation, name, 'path'), name).toEqual({
        name,
        in: 'path',
        description: expect.stringMatching(new RegExp(`^${spec.description} \\(.*no route\\)$`)),
        required: true,
        schema: { ...expectedSchema(spec, true), ...PATH_FITS[spec.type ?? ''] },
      });
    }
    if (!isWrite(method)) {
      expect(operation.requestBody).toBeUndefined();
      const names = (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      expect(names).toEqual(Object.keys(op.params));
      for (const [name, spec] of Object.entries(op.params)) {
        const param = paramOf(operation, name, 'query');
        expect(param?.required, name).toBe(spec.required === true);
        expect(param?.schema, name).toEqual(expectedSchema(spec, true));
        expect(param?.description.startsWith(spec.description), name).toBe(true);
        if (spec.type === 'array') expect([param?.style, param?.explode]).toEqual(['form', false]);
      }
      return;
    }
    expect((operation.parameters ?? []).filter((p) => p.in === 'query')).toEqual([]);
    const content = operation.requestBody?.content ?? {};
    expect(Object.keys(content)).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    expect(content['application/x-www-form-urlencoded']?.schema).toEqual(content['application/json']?.schema);
    const body = bodyOf(operation);
    const required = Object.entries(op.params)
      .filter(([, s]) => s.required)
      .map(([n]) => n);
    expect(body.required).toEqual(required.length > 0 ? required : undefined);
    expect(operation.requestBody?.required).toBe(required.length > 0);
    expect(Object.keys(body.properties)).toEqual(Object.keys(op.params));
    for (const [name, spec] of Object.entries(op.params)) {
      const property = body.properties[name] ?? {};
      expect(property.description, name).toBe(spec.description);
      const shaped = op.resource === 'events' ? SHAPED[name] : undefined;
      if (shaped) expect(branchTypes(property), name).toEqual(shaped);
      else
        expect({ ...property, description: undefined }, name).toEqual({
          description: undefined,
          ...expectedSchema(spec, op.action !== 'update'),
        });
    }
  });

  it.each([
    [
      'events.list',
      'GET',
      'categories',
      {
        in: 'query',
        required: false,
        schema: { type: 'array', items: { type: 'integer' } },
        style: 'form',
        explode: false,
      },
    ],
    [
      'events.list',
      'GET',
      'status',
      { in: 'query', required: false, schema: { type: 'string', enum: [...POST_STATUSES] } },
    ],
    ['events.list', 'GET', 'page', { in: 'query', required: false, schema: { type: 'integer', default: 1 } }],
    ['events.list', 'GET', 'per_page', { in: 'query', required: false, schema: { type: 'integer' } }],
    [
      'events.list',
      'GET',
      'geoloc_lat',
      { in: 'query', required: false, schema: { type: 'number', format: 'double' } },
    ],
    ['events.delete', 'DELETE', 'force', { in: 'query', required: false, schema: { type: 'boolean', default: false } }],
    ['events.get', 'GET', 'id', { in: 'path', required: true, schema: { type: 'integer', minimum: 0 } }],
    ['venues.getBySlug', 'GET', 'slug', { in: 'path', required: true, schema: { type: 'string', minLength: 1 } }],
    [
      'categories.list',
      'GET',
      'order',
      { in: 'query', required: false, schema: { type: 'string', enum: ['asc', 'desc'] } },
    ],
    ['tags.list', 'GET', 'hide_empty', { in: 'query', required: false, schema: { type: 'boolean', default: true } }],
    [
      'meta.index',
      'GET',
      'namespace',
      { in: 'query', required: false, schema: { type: 'string', default: 'cal/events/v1' } },
    ],
  ] as const)('%s %s: %s', (id, method, name, expected) => {
    const { operation } = row(id, method);
    expect(paramOf(operation, name, expected.in)).toMatchObject({ name, ...expected });
  });

  it.each([
    ['events.create', 'POST', 'title', { type: 'string' }, true],
    ['events.create', 'POST', 'start_date', { type: 'string' }, true],
    ['events.create', 'POST', 'all_day', { type: 'boolean', default: false }, false],
    ['events.update', 'PATCH', 'all_day', { type: 'boolean' }, false],
    ['events.update', 'PUT', 'title', { type: 'string' }, false],
    ['venues.create', 'POST', 'venue', { type: 'string' }, true],
    ['venues.create', 'POST', 'show_map', { type: 'string', example: 'true' }, false],
    ['organizers.create', 'POST', 'email', { type: 'string', format: 'email' }, false],
    ['categories.create', 'POST', 'parent', { type: 'integer' }, false],
  ] as const)('%s %s body: %s', (id, method, name, expected, required) => {
    const body = bodyOf(row(id, method).operation);
    expect(body.properties[name]).toMatchObject(expected);
    expect(body.required?.includes(name) ?? false).toBe(required);
  });

  it('claims no date-time format for dates, which are read in more forms than RFC 3339 (the example among them)', () => {
    const start = paramOf(row('events.list', 'GET').operation, 'start_date', 'query');
    expect(start?.schema).toEqual({ example: '2026-12-01' });
    expect(bodyOf(row('events.create', 'POST').operation).properties.start_date).toEqual({
      description: expect.any(String),
      type: 'string',
    });
    const formats = new Set<unknown>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object')
        for (const [key, child] of Object.entries(value)) {
          if (key === 'format') formats.add(child);
          else walk(child);
        }
    };
    walk(doc.paths);
    expect(formats.has('date-time')).toBe(false);
  });

  it('takes the site_language enum from the options', () => {
    const other = openApiDocument({ serverUrl: SERVER, languages: ['ca'] });
    const otherPaths = other.paths as Record<string, Record<string, OperationObject>>;
    for (const { method, path } of rows) {
      for (const [languages, operation] of [
        [LANGUAGES, operationOf(path, method)],
        [['ca'], otherPaths[path]?.[method.toLowerCase()]],
      ] as const) {
        const schema = isWrite(method)
          ? bodyOf(operation as OperationObject).properties.site_language
          : paramOf(operation as OperationObject, 'site_language', 'query')?.schema;
        expect(schema?.enum, `${method} ${path}`).toEqual(languages);
      }
    }
  });
});

describe('responses', () => {
  // Every operation: 400 (text that is not UTF-8, a body that is not JSON), 401 (a wrong login or password, checked
  // before routing), 408 and 431 (the listener's), 413 and 415 (any request may carry a body), 429 (throttled
  // sign-ins), 500 and 503 (a server still opening its calendar); a path parameter adds 404 (a value that does not
  // fit, no route); writes add 403 from the permission gate and 507, updates and deletes 412.
  const ANY = ['400', '401', '408', '413', '415', '429', '431', '500', '503'];
  const statuses = (...more: string[]) => [...new Set([...ANY, ...more])].sort((a, b) => Number(a) - Number(b));
  /** Creates: 410 and 422 from their Idempotency-Key (src/server/idempotency.ts). */
  const WRITE = statuses('403', '410', '422', '507');
  const ITEM_WRITE = statuses('403', '404', '412', '507');
  const ITEM_DELETE = statuses('403', '404', '410', '412', '507');
  /** Shared by every operation: what the listener answers before any operation is reached. */
  const LISTENER: Record<string, string> = { '408': 'RequestTimeout', '431': 'HeadersTooLarge' };
  it.each([
    ['meta.index', 'GET', '200', { type: 'object' }, statuses('404')],
    ['meta.doc', 'GET', '200', { type: 'object' }, ANY],
    ['events.list', 'GET', '200', { $ref: '#/components/schemas/EventList' }, statuses('403', '404')],
    ['events.create', 'POST', '201', { $ref: '#/components/schemas/Event' }, WRITE],
    ['events.get', 'GET', '200', { $ref: '#/components/schemas/Event' }, statuses('403', '404')],
    ['events.update', 'PATCH', '200', { $ref: '#/components/schemas/Event' }, ITEM_WRITE],
    ['events.delete', 'DELETE', '200', { $ref: '#/components/schemas/Event' }, ITEM_DELETE],
    ['events.getBySlug', 'GET', '200', { $ref: '#/components/schemas/Event' }, statuses('403', '404')],
    ['events.deleteBySlug', 'DELETE', '200', { $ref: '#/components/schemas/Event' }, ITEM_DELETE],
    ['venues.list', 'GET', '200', { $ref: '#/components/schemas/VenueList' }, statuses('404')],
    ['venues.create', 'POST', '201', { $ref: '#/components/schemas/Venue' }, WRITE],
    ['venues.get', 'GET', '200', { $ref: '#/components/schemas/Venue' }, statuses('403', '404')],
    ['venues.delete', 'DELETE', '200', { $ref: '#/components/schemas/Venue' }, ITEM_DELETE],
    ['organizers.list', 'GET', '200', { $ref: '#/components/schemas/OrganizerList' }, statuses('404')],
    ['organizers.updateBySlug', 'PUT', '200', { $ref: '#/components/schemas/Organizer' }, ITEM_WRITE],
    ['categories.list', 'GET', '200', { $ref: '#/components/schemas/TermList' }, ANY],
    ['categories.get', 'GET', '200', { $ref: '#/components/schemas/Term' }, statuses('404')],
    ['categories.delete', 'DELETE', '200', { $ref: '#/components/schemas/Term' }, statuses('403', '404', '412', '507')],
    ['tags.create', 'POST', '201', { $ref: '#/components/schemas/Term' }, WRITE],
    ['tags.update', 'POST', '200', { $ref: '#/components/schemas/Term' }, ITEM_WRITE],
  ] as const)('%s %s answers %s', (id, method, status, schema, errorStatuses) => {
    const { op, operation } = row(id, method);
    expect(String(op.status)).toBe(status);
    // A read of one item may answer 304 (If-None-Match), without a body.
    const notModified = op.action === 'get' && op.resource !== 'meta' ? ['304'] : [];
    expect(Object.keys(operation.responses)).toEqual([status, ...notModified, ...errorStatuses]);
    expect(operation.responses[status]?.content['application/json']?.schema).toMatchObject(schema);
    for (const code of errorStatuses) {
      const shared = LISTENER[code];
      if (shared) {
        expect(operation.responses[code]).toEqual({ $ref: `#/components/responses/${shared}` });
        continue;
      }
      expect(errorSchemaOf(operation, code).allOf[0]).toEqual({ $ref: '#/components/schemas/Error' });
      expect(operation.responses[code]?.description).toMatch(/\S/);
    }
  });

  it("describes the listener's answers once, without a body, for every operation to refer to", () => {
    expect(components.responses).toEqual({
      RequestTimeout: { description: expect.stringMatching(/^Request Timeout\n\n.*without a body/) },
      HeadersTooLarge: {
        description: expect.stringMatching(/^Request Header Fields Too Large\n\n.*16 KiB.*without a body/),
      },
    });
  });

  it.each(rows)('$method $path says when to ask again, on 429 and 503', ({ method, path }) => {
    const operation = operationOf(path, method) as OperationObject & {
      responses: Record<string, { headers?: Record<string, unknown> }>;
    };
    for (const status of ['429', '503'])
      expect(operation.responses[status]?.headers, status).toEqual({
        'Retry-After': { description: expect.any(String), required: true, schema: { type: 'integer', minimum: 0 } },
      });
  });

  it.each(rows)(
    '$method $path documents the error codes declared for it, each under its statuses',
    ({ id, method, path }) => {
      const operation = operationOf(path, method);
      const documented = new Map<string, string[]>();
      // The listener's answers (408, 431) are shared responses without a body, and carry no code.
      const coded = Object.keys(operation.responses).filter((s) => Number(s) >= 400 && !(s in LISTENER));
      for (const status of coded) {
        const codes = errorCodesOf(operation, status);
        expect(codes.length, status).toBeGreaterThan(0);
        for (const code of codes) {
          expect(statusesOf(code as ErrorCode), `${code} under ${status}`).toContain(Number(status));
          expect(operation.responses[status]?.description, code).toContain(`\`${code}\`: `);
          documented.set(code, [...(documented.get(code) ?? []), status]);
        }
      }
      const declared = errorCodes(id as OperationId);
      expect([...documented.keys()].sort()).toEqual([...declared].sort());
      for (const code of declared) expect(documented.get(code)).toEqual(statusesOf(code).map(String));
    },
  );

  it.each(rows)('$method $path answers 401 and 429 to refused sign-ins, and 500', ({ method, path }) => {
    const operation = operationOf(path, method);
    expect(errorCodesOf(operation, '401')).toEqual(expect.arrayContaining(['invalid_username', 'incorrect_password']));
    expect(errorCodesOf(operation, '429')).toEqual(['rest_too_many_requests']);
    expect(errorCodesOf(operation, '500')).toContain('rest_internal_error');
    expect(errorCodesOf(operation, '400')).toContain('rest_invalid_param');
  });

  it.each(rows)(
    '$method $path documents 413, 415 and invalid JSON: any request may carry a body',
    ({ method, path }) => {
      const operation = operationOf(path, method);
      expect(errorCodesOf(operation, '413')).toEqual(['rest_body_too_large']);
      expect(errorCodesOf(operation, '415')).toEqual(['rest_unsupported_media_type']);
      expect(errorCodesOf(operation, '400')).toContain('rest_invalid_json');
    },
  );

  it.each(rows)(
    '$method $path documents no route for a path parameter that does not fit, and a server still opening',
    ({ op, method, path }) => {
      const operation = operationOf(path, method);
      const hasPathParams = Object.keys(op.pathParams).length > 0;
      const noRoute =
        operation.responses['404'] !== undefined && errorCodesOf(operation, '404').includes('rest_no_route');
      // The namespace root answers no route for a `namespace` naming another.
      expect(noRoute).toBe(hasPathParams || op.action === 'index');
      expect(errorCodesOf(operation, '503')).toContain('calendar_opening');
    },
  );

  it.each(rows)(
    '$method $path documents the permission gate, a database out of reach and a full disk on writes only',
    ({ op, method, path }) => {
      const operation = operationOf(path, method);
      const write = op.permission !== 'public';
      const has = (status: string, code: string) =>
        operation.responses[status] !== undefined && errorCodesOf(operation, status).includes(code);
      expect(has('401', 'rest_forbidden')).toBe(write);
      expect(has('403', 'rest_forbidden')).toBe(write);
      expect(has('503', 'calendar_unavailable')).toBe(write);
      expect(has('507', 'insufficient_storage')).toBe(write);
    },
  );

  it('names the codes of each status with their messages', () => {
    const { operation } = row('events.get', 'GET');
    expect(errorCodesOf(operation, '403')).toEqual([
      'event-no-longer-available',
      'event-not-accessible',
      'event-password-protected',
    ]);
    expect(errorCodesOf(operation, '404')).toEqual(['rest_no_route', 'rest-event-not-found']);
    expect(operation.responses['404']?.description).toBe(
      'Not Found\n\n- `rest_no_route`: No route was found matching the URL and request method.\n- `rest-event-not-found`: Event with ID … does not exist.',
    );
    expect(errorCodesOf(row('venues.create', 'POST').operation, '503')).toEqual([
      'calendar_opening',
      'calendar_read_only',
      'calendar_unavailable',
      'calendar_commit_unknown',
    ]);
    expect(errorCodesOf(row('events.list', 'GET').operation, '403')).toEqual(['rest_forbidden_hidden']);
    expect(errorCodesOf(row('tags.update', 'PATCH').operation, '500')).toEqual([
      'rest_internal_error',
      'duplicate_term_slug',
    ]);
  });

  it.each(rows)(
    '$method $path documents the ETag, its conditional header and the Idempotency-Key of creates where they apply',
    ({ op, method, path }) => {
      const operation = operationOf(path, method) as OperationObject & {
        responses: Record<string, { headers?: Record<string, unknown> }>;
      };
      const item = op.resource !== 'meta';
      const tagged = item && ['get', 'create', 'update'].includes(op.action);
      const answered = tagged ? ['ETag', ...(op.action === 'create' ? ['Idempotent-Replayed'] : [])] : [];
      expect(Object.keys(operation.responses[String(op.status)]?.headers ?? {})).toEqual(answered);
      const headers = (operation.parameters ?? []).filter((p) => (p.in as string) === 'header').map((p) => p.name);
      const conditional = !item
        ? []
        : op.action === 'get'
          ? ['If-None-Match']
          : op.action === 'update' || op.action === 'delete'
            ? ['If-Match']
            : op.action === 'create'
              ? ['Idempotency-Key']
              : [];
      expect(headers).toEqual(conditional);
    },
  );

  it.each(rows)('$method $path answers with its catalog status', ({ op, method, path }) => {
    expect(Object.keys(operationOf(path, method).responses)[0]).toBe(String(op.status));
  });
});
