// The catalog against the seed specification: every route, field and list parameter, nothing extra.
import { describe, expect, it } from 'vitest';
import { catalog } from '../../src/api/catalog.js';
import type { FieldSpec, OperationSpec } from '../../src/api/field-spec.js';
import { seedFields, seedParams, seedRoutes } from '../helpers/seed-spec.js';

const operations = Object.entries(catalog) as [string, OperationSpec][];

function catalogRoutes(): string[] {
  return operations.flatMap(([, op]) => op.methods.map((m) => `${m} ${op.path}`.trim()));
}

/** The seed's type words as the catalog writes them. */
function expectedType(seedType: string): Pick<FieldSpec, 'type' | 'items'> {
  switch (seedType) {
    case 'untyped':
      return { type: undefined, items: undefined };
    case 'double':
      return { type: 'number', items: undefined };
    case 'array of integer':
      return { type: 'array', items: 'integer' };
    default:
      return { type: seedType as FieldSpec['type'], items: undefined };
  }
}

function typeOf(spec: FieldSpec): Pick<FieldSpec, 'type' | 'items'> {
  return { type: spec.type, items: spec.items };
}

describe('routes', () => {
  it('has exactly the method and path pairs of the seed route list', () => {
    expect(new Set(catalogRoutes())).toEqual(new Set(seedRoutes()));
    expect(catalogRoutes()).toHaveLength(new Set(catalogRoutes()).size);
  });

  it.each(operations)('%s takes site_language with the enum ca, en, es', (_id, op) => {
    expect(op.params.site_language?.enum).toEqual(['ca', 'en', 'es']);
  });

  it('adds no undeclared parameters beyond the documented extensions', () => {
    const seedWriteFields = new Set([
      ...['### Event', '### Venue', '### Organizer', '### Event category', '### Event tag'].flatMap((h) =>
        seedFields(h).map((f) => f.name),
      ),
    ]);
    const seedQuery = new Set(
      [
        '### GET /events query parameters',
        '### GET /venues and GET /organizers',
        '### GET /categories and GET /tags',
      ].flatMap((h) => seedParams(h).map((p) => p.name)),
    );
    const allowed = new Set([...seedWriteFields, ...seedQuery, 'password', 'site_language', 'namespace', 'context']);
    for (const [id, op] of operations) {
      const extra = Object.keys(op.params).filter((name) => !allowed.has(name) && !(op.extension ?? []).includes(name));
      expect(extra, id).toEqual([]);
    }
  });
});

describe.each([
  ['### Event', 'events'],
  ['### Venue', 'venues'],
  ['### Organizer', 'organizers'],
  ['### Event category', 'categories'],
  ['### Event tag', 'tags'],
] as const)('%s fields', (heading, resource) => {
  const create = catalog[`${resource}.create`] as OperationSpec;
  const update = catalog[`${resource}.update`] as OperationSpec;

  it.each(seedFields(heading))('$name: type, required on create, optional on update', (field) => {
    const spec = create.params[field.name];
    expect(spec, field.name).toBeDefined();
    expect(typeOf(spec as FieldSpec)).toEqual(expectedType(field.type));
    expect(spec?.required === true).toBe(field.required);
    expect(update.params[field.name]?.required).toBeUndefined();
    if (/default false/.test(field.notes)) expect(spec?.default).toBe(false);
  });
});

describe.each([
  ['### GET /events query parameters', ['events.list']],
  ['### GET /venues and GET /organizers', ['venues.list', 'organizers.list']],
  ['### GET /categories and GET /tags', ['categories.list', 'tags.list']],
] as const)('%s', (heading, ids) => {
  const params = seedParams(heading).filter((p) => !(p.name === 'parent' && ids.includes('tags.list' as never)));
  it.each(ids.flatMap((id) => params.map((p) => [id, p] as const)))('%s %o', (id, param) => {
    const spec = (catalog[id] as OperationSpec).params[param.name];
    if (id === 'tags.list' && param.name === 'parent') return expect(spec).toBeUndefined();
    expect(spec, param.name).toBeDefined();
    expect(typeOf(spec as FieldSpec)).toEqual(expectedType(param.type));
    const seedDefault = param.default.match(/^(\d+|true|false)$/)?.[1];
    if (seedDefault !== undefined) expect(String(spec?.default)).toBe(seedDefault);
  });
});

describe('by-slug and password routes', () => {
  it.each(['events.get', 'events.update', 'events.delete'])('%s accepts the event password', (id) => {
    expect((catalog[id as keyof typeof catalog] as OperationSpec).params.password?.type).toBe('string');
  });

  it.each(['venues.updateBySlug', 'organizers.updateBySlug'])('%s requires the path slug', (id) => {
    expect((catalog[id as keyof typeof catalog] as OperationSpec).pathParams.slug?.required).toBe(true);
  });

  it('events by slug update takes an optional body slug apart from the path slug', () => {
    const op = catalog['events.updateBySlug'] as OperationSpec;
    expect(op.pathParams.slug?.required).toBe(true);
    expect(op.params.slug?.required).toBeUndefined();
  });
});
