// The OpenAPI document built from the catalog: every route, method, parameter and response.
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/api/catalog.js';
import type { FieldSpec, Method, OperationSpec } from '../../src/api/field-spec.js';
import { POST_STATUSES } from '../../src/api/fields.js';
import { openApiDocument } from '../../src/api/openapi.js';

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
const components = doc.components as { schemas: Json; securitySchemes: Json };

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
const paramOf = (operation: OperationObject, name: string, location: 'path' | 'query') =>
  operation.parameters?.find((p) => p.name === name && p.in === location);

/** What the catalog says a parameter's schema is. */
function expectedSchema(spec: FieldSpec, withDefault: boolean): Json {
  const out: Json = {};
  if (spec.type) out.type = spec.type;
  if (spec.type === 'array') out.items = { type: spec.items };
  if (spec.format) out.format = spec.format;
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
      description: expect.stringMatching(/^[^.]+\.$/),
    });
    expect(Object.keys(components)).toEqual(['schemas', 'securitySchemes']);
    expect(components.securitySchemes).toEqual({
      basicAuth: { type: 'http', scheme: 'basic', description: 'login and application password' },
    });
    expect(doc.servers).toEqual([{ url: SERVER }]);
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
    expect(operation.security).toEqual(op.permission === 'public' ? undefined : [{ basicAuth: [] }]);
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
        description: spec.description,
        required: true,
        schema: expectedSchema(spec, true),
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
    ['events.get', 'GET', 'id', { in: 'path', required: true, schema: { type: 'integer' } }],
    ['venues.getBySlug', 'GET', 'slug', { in: 'path', required: true, schema: { type: 'string' } }],
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
    ['events.create', 'POST', 'start_date', { type: 'string', format: 'date-time' }, true],
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
  it.each([
    ['meta.index', 'GET', '200', { type: 'object' }, ['400', '404']],
    ['meta.doc', 'GET', '200', { type: 'object' }, ['400']],
    ['events.list', 'GET', '200', { $ref: '#/components/schemas/EventList' }, ['400', '404']],
    ['events.create', 'POST', '201', { $ref: '#/components/schemas/Event' }, ['400', '401', '403', '413', '415']],
    ['events.get', 'GET', '200', { $ref: '#/components/schemas/Event' }, ['400', '403', '404']],
    [
      'events.update',
      'PATCH',
      '200',
      { $ref: '#/components/schemas/Event' },
      ['400', '401', '403', '404', '412', '413', '415'],
    ],
    [
      'events.delete',
      'DELETE',
      '200',
      { $ref: '#/components/schemas/Event' },
      ['400', '401', '403', '404', '410', '412'],
    ],
    ['events.getBySlug', 'GET', '200', { $ref: '#/components/schemas/Event' }, ['400', '403']],
    [
      'events.deleteBySlug',
      'DELETE',
      '200',
      { $ref: '#/components/schemas/Event' },
      ['400', '401', '403', '410', '412'],
    ],
    ['venues.list', 'GET', '200', { $ref: '#/components/schemas/VenueList' }, ['400', '404']],
    ['venues.create', 'POST', '201', { $ref: '#/components/schemas/Venue' }, ['400', '401', '403', '413', '415']],
    ['venues.get', 'GET', '200', { $ref: '#/components/schemas/Venue' }, ['400', '403']],
    ['venues.delete', 'DELETE', '200', { $ref: '#/components/schemas/Venue' }, ['400', '401', '403', '410', '412']],
    ['organizers.list', 'GET', '200', { $ref: '#/components/schemas/OrganizerList' }, ['400', '404']],
    [
      'organizers.updateBySlug',
      'PUT',
      '200',
      { $ref: '#/components/schemas/Organizer' },
      ['400', '401', '403', '412', '413', '415'],
    ],
    ['categories.list', 'GET', '200', { $ref: '#/components/schemas/TermList' }, ['400']],
    ['categories.get', 'GET', '200', { $ref: '#/components/schemas/Term' }, ['400']],
    ['categories.delete', 'DELETE', '200', { $ref: '#/components/schemas/Term' }, ['400', '401', '403', '412']],
    ['tags.create', 'POST', '201', { $ref: '#/components/schemas/Term' }, ['400', '401', '403', '413', '415']],
    ['tags.update', 'POST', '200', { $ref: '#/components/schemas/Term' }, ['400', '401', '403', '412', '413', '415']],
  ] as const)('%s %s answers %s', (id, method, status, schema, errorStatuses) => {
    const { op, operation } = row(id, method);
    expect(String(op.status)).toBe(status);
    // A read of one item may answer 304 (If-None-Match), without a body.
    const notModified = op.action === 'get' && op.resource !== 'meta' ? ['304'] : [];
    expect(Object.keys(operation.responses)).toEqual([status, ...notModified, ...errorStatuses]);
    expect(operation.responses[status]?.content['application/json']?.schema).toMatchObject(schema);
    for (const code of errorStatuses) {
      expect(operation.responses[code]?.content['application/json']?.schema).toEqual({
        $ref: '#/components/schemas/Error',
      });
      expect(operation.responses[code]?.description).toMatch(/\S/);
    }
  });

  it.each(rows)(
    '$method $path documents the ETag and its conditional header where it applies',
    ({ op, method, path }) => {
      const operation = operationOf(path, method) as OperationObject & {
        responses: Record<string, { headers?: Record<string, unknown> }>;
      };
      const item = op.resource !== 'meta';
      const tagged = item && ['get', 'create', 'update'].includes(op.action);
      expect(Object.keys(operation.responses[String(op.status)]?.headers ?? {})).toEqual(tagged ? ['ETag'] : []);
      const headers = (operation.parameters ?? []).filter((p) => (p.in as string) === 'header').map((p) => p.name);
      const conditional = !item
        ? []
        : op.action === 'get'
          ? ['If-None-Match']
          : op.action === 'update' || op.action === 'delete'
            ? ['If-Match']
            : [];
      expect(headers).toEqual(conditional);
    },
  );

  it.each(rows)('$method $path answers with its catalog status', ({ op, method, path }) => {
    expect(Object.keys(operationOf(path, method).responses)[0]).toBe(String(op.status));
  });
});
