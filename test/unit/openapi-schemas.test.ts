// The OpenAPI document's component schemas: the types the API emits, resolvable references, OpenAPI 3.0 validity.
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../src/api/openapi.js';

type Json = Record<string, unknown>;

const doc = openApiDocument({ serverUrl: 'http://127.0.0.1:8080/wp-json/cal/events/v1/', languages: ['en', 'fr'] });
const components = doc.components as { schemas: Record<string, Json>; responses: Record<string, Json> };
const schemas = components.schemas;
const branchTypes = (schema: Json) =>
  (schema.oneOf as Json[]).map((branch) => (typeof branch.$ref === 'string' ? branch.$ref : branch.type));

describe('component schemas', () => {
  it('defines the schemas in order', () => {
    expect(Object.keys(schemas)).toEqual([
      'ImageSize',
      'CostDetails',
      'Term',
      'EmbeddedTerm',
      'Image',
      'DateDetails',
      'Event',
      'Venue',
      'Organizer',
      'Error',
      'EventList',
      'VenueList',
      'OrganizerList',
      'TermList',
      'VenueInput',
      'OrganizerInput',
    ]);
  });

  it('resolves every $ref to a defined schema or shared response, and uses every one', () => {
    const refs = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) {
          if (key === '$ref') refs.add(String(child));
          else walk(child);
        }
      }
    };
    walk(doc);
    expect(refs.size).toBeGreaterThan(10);
    const defined = { schemas, responses: components.responses };
    for (const target of refs) {
      const [, kind = '', name = ''] = /^#\/components\/(schemas|responses)\/([A-Za-z]+)$/.exec(target) ?? [];
      expect(kind, target).not.toBe('');
      expect(defined[kind === 'schemas' ? 'schemas' : 'responses'][name], target).toBeDefined();
    }
    const used = (kind: string) => [...refs].filter((r) => r.includes(`/${kind}/`)).map((r) => r.split('/').pop());
    expect(used('schemas').sort()).toEqual(Object.keys(schemas).sort());
    expect(used('responses').sort()).toEqual(Object.keys(components.responses).sort());
  });

  const props = (name: string) => (schemas[name]?.properties ?? {}) as Record<string, Json>;

  it('types the fields as the API emits them', () => {
    for (const key of ['year', 'month', 'day', 'hour', 'minutes', 'seconds'])
      expect(props('DateDetails')[key]?.type).toBe('string');
    expect(props('CostDetails').values).toMatchObject({ type: 'array', items: { type: 'string' } });
    expect(Object.keys(props('CostDetails'))).toEqual([
      'currency_symbol',
      'currency_code',
      'currency_position',
      'values',
    ]);
    for (const name of ['Event', 'Venue', 'Organizer']) {
      expect(props(name).author).toMatchObject({ type: 'string', pattern: '^\\d+$' });
      expect(branchTypes(props(name).image ?? {})).toEqual(['#/components/schemas/Image', 'boolean']);
    }
    expect(props('Event').start_date_details).toEqual({ $ref: '#/components/schemas/DateDetails' });
    expect(props('Event').cost_details).toEqual({ $ref: '#/components/schemas/CostDetails' });
    expect(branchTypes(props('Event').venue ?? {})).toEqual(['#/components/schemas/Venue', 'array']);
    expect(props('Event').organizer).toMatchObject({
      type: 'array',
      items: { $ref: '#/components/schemas/Organizer' },
    });
    expect(props('Event').categories).toMatchObject({
      type: 'array',
      items: { $ref: '#/components/schemas/EmbeddedTerm' },
    });
    expect(props('Image').sizes).toMatchObject({
      type: 'object',
      additionalProperties: { $ref: '#/components/schemas/ImageSize' },
    });
  });

  it.each(['Event', 'Venue', 'Organizer', 'Term'])('%s carries language and translations', (name) => {
    expect(props(name).language).toMatchObject({ type: 'string' });
    expect(props(name).translations).toMatchObject({ type: 'object', additionalProperties: { type: 'integer' } });
  });

  it('has the two term shapes', () => {
    expect(Object.keys(props('Term'))).toEqual([
      'id',
      'count',
      'description',
      'name',
      'slug',
      'taxonomy',
      'parent',
      'meta',
      'url',
      'urls',
      'language',
      'translations',
      '_links',
    ]);
    expect(Object.keys(props('EmbeddedTerm'))).toEqual([
      'name',
      'slug',
      'term_group',
      'term_taxonomy_id',
      'taxonomy',
      'description',
      'parent',
      'count',
      'filter',
      'id',
      'urls',
    ]);
  });

  it.each([
    ['EventList', 'events', 'Event'],
    ['VenueList', 'venues', 'Venue'],
    ['OrganizerList', 'organizers', 'Organizer'],
  ])('%s wraps %s', (name, key, item) => {
    expect(Object.keys(props(name))).toEqual([
      key,
      'rest_url',
      'next_rest_url',
      'previous_rest_url',
      'total',
      'total_pages',
    ]);
    expect(props(name)[key]).toMatchObject({ type: 'array', items: { $ref: `#/components/schemas/${item}` } });
    expect(schemas[name]?.required).toEqual([key, 'rest_url', 'total', 'total_pages']);
  });

  it('has the term list and error envelopes', () => {
    expect(Object.keys(props('TermList'))).toEqual([
      'rest_url',
      'total',
      'total_pages',
      'categories',
      'tags',
      'next_rest_url',
      'previous_rest_url',
    ]);
    expect(schemas.Error).toMatchObject({
      type: 'object',
      required: ['code', 'message', 'data'],
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        data: { type: 'object', required: ['status'] },
      },
    });
    expect((props('Error').data?.properties as Json).status).toMatchObject({ type: 'integer' });
  });
});

describe('inline creation inputs', () => {
  it('documents the shapes of venue and organizer on events', () => {
    const paths = doc.paths as Record<
      string,
      Record<string, { requestBody: { content: Record<string, { schema: Json }> } }>
    >;
    const body = paths['/events']?.post?.requestBody.content['application/json']?.schema as {
      properties: Record<string, Json>;
    };
    const venue = body.properties.venue?.oneOf as Json[];
    expect(venue[1]).toMatchObject({ type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] });
    const organizerItems = ((body.properties.organizer?.oneOf as Json[])[1]?.items as Json).oneOf as Json[];
    expect(organizerItems.map((b) => b.$ref ?? b.type)).toEqual([
      'integer',
      'object',
      '#/components/schemas/OrganizerInput',
    ]);
    expect(schemas.VenueInput).toMatchObject({ type: 'object', required: ['venue'] });
    expect(Object.keys(schemas.VenueInput?.properties as Json)).not.toContain('site_language');
    expect(schemas.OrganizerInput).toMatchObject({ type: 'object', required: ['organizer'] });
  });
});

describe('validity', () => {
  it('validates as OpenAPI 3.0', async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('is checked by a validator that rejects a broken document', async () => {
    const broken = structuredClone(doc) as { paths: Record<string, Record<string, Json>> };
    delete broken.paths['/events']?.get?.responses;
    expect((await new Validator().validate(broken)).valid).toBe(false);
  });
});
