// Route families that venues/organizers and categories/tags share, generated with their own names.
import type { FieldSpec, OperationSpec } from './field-spec.js';
import { force, idPath, page, perPage, search, slugPath, statusFilter, translationOf, withLanguage } from './fields.js';
import { optionalAll } from './resource-fields.js';
import { singular as singularOf, type LinkedResource, type TermResource } from './resources.js';

const lang = withLanguage;

const linkedListParams = (plural: string, singular: string) =>
  ({
    page,
    per_page: perPage(plural),
    search: search(
      `${capitalise(plural)} should contain the specified string in the title, description or custom fields`,
    ),
    event: {
      description: `${capitalise(plural)} should be related to this event`,
      type: 'integer',
      check: 'event-exists',
      refers: 'events',
    },
    has_events: {
      description: `${capitalise(plural)} should (truthy) or should not (falsy) have events associated to them`,
      truthy: true,
    },
    only_with_upcoming: {
      description: `${capitalise(plural)} should have upcoming events associated to them`,
      default: false,
      truthy: true,
    },
    status: statusFilter(singular),
  }) as const satisfies Record<string, FieldSpec>;

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function linkedPostList<R extends LinkedResource, F extends Record<string, FieldSpec>>(
  resource: R,
  fields: F,
  columns: readonly string[],
) {
  const singular = singularOf(resource);
  const exists = `${singular}-exists` as const;
  const slugExists = `${singular}-slug-exists` as const;
  const id = { id: idPath(`${singular} post`, exists) };
  const slug = { slug: slugPath(`${singular} post`, slugExists) };
  const updateFields = optionalAll(fields);
  const cli = { columns };
  const base = { resource, pathParams: {} } as const;
  // Venue coordinates are ours (for radius searches); upstream has them only with a paid add-on.
  const geo = resource === 'venues' ? { extension: ['geo_lat', 'geo_lng'] } : {};
  const createExtension = { extension: [...(resource === 'venues' ? ['geo_lat', 'geo_lng'] : []), 'translation_of'] };
  const ops = {
    list: {
      ...base,
      action: 'list',
      methods: ['GET'],
      path: `/${resource}`,
      summary: `List ${resource}`,
      params: lang(linkedListParams(resource, singular)),
      status: 200,
      permission: 'public',
      cli,
    },
    create: {
      ...base,
      action: 'create',
      methods: ['POST'],
      path: `/${resource}`,
      summary: `Create a ${singular}; an identical existing one is returned instead`,
      params: lang({ ...fields, translation_of: translationOf(resource) }),
      status: 201,
      permission: 'create',
      cli,
      ...createExtension,
    },
    get: {
      ...base,
      action: 'get',
      methods: ['GET'],
      path: `/${resource}/{id}`,
      summary: `Read a ${singular}`,
      pathParams: id,
      params: lang({}),
      status: 200,
      permission: 'public',
      cli: { ...cli, positional: 'id' },
    },
    delete: {
      ...base,
      action: 'delete',
      methods: ['DELETE'],
      path: `/${resource}/{id}`,
      summary: `Move a ${singular} to the trash (unlinking it from events), or delete it with force`,
      pathParams: id,
      params: lang({ force }),
      status: 200,
      permission: 'delete',
      extension: ['force'],
      cli: { ...cli, positional: 'id' },
    },
    update: {
      ...base,
      action: 'update',
      methods: ['POST', 'PUT', 'PATCH'],
      path: `/${resource}/{id}`,
      summary: `Update a ${singular}; omitted fields keep their values`,
      pathParams: id,
      params: lang(updateFields),
      status: 200,
      permission: 'edit',
      cli: { ...cli, positional: 'id' },
      ...geo,
    },
    getBySlug: {
      ...base,
      action: 'get',
      methods: ['GET'],
      path: `/${resource}/by-slug/{slug}`,
      summary: `Read a ${singular} by its slug`,
      pathParams: slug,
      params: lang({}),
      status: 200,
      permission: 'public',
      cli: { ...cli, positional: 'slug' },
    },
    deleteBySlug: {
      ...base,
      action: 'delete',
      methods: ['DELETE'],
      path: `/${resource}/by-slug/{slug}`,
      summary: `Move a ${singular} found by slug to the trash, or delete it with force`,
      pathParams: slug,
      params: lang({ force }),
      status: 200,
      permission: 'delete',
      extension: ['force'],
      cli: { ...cli, positional: 'slug' },
    },
    updateBySlug: {
      ...base,
      action: 'update',
      methods: ['POST', 'PUT', 'PATCH'],
      path: `/${resource}/by-slug/{slug}`,
      summary: `Update a ${singular} found by slug`,
      pathParams: slug,
      params: lang(updateFields),
      status: 200,
      permission: 'edit',
      cli: { ...cli, positional: 'slug' },
      ...geo,
    },
  } as const satisfies Record<string, OperationSpec>;
  return prefix(resource, ops);
}

/** The list parameter only hierarchical taxonomies have. */
export const parentListParam = {
  parent: {
    description: 'Limit result set to terms assigned to a specific parent',
    type: 'integer',
    check: 'category-id',
    refers: 'categories',
  },
} as const satisfies Record<string, FieldSpec>;

/** `taxonomyListParams`: what this taxonomy's list takes beyond the shared parameters (a category's `parent`). */
export function termList<
  R extends TermResource,
  F extends Record<string, FieldSpec>,
  L extends Record<string, FieldSpec>,
>(resource: R, fields: F, taxonomyListParams: L, columns: readonly string[]) {
  const singular = singularOf(resource);
  const id = { id: idPath(`event ${singular} term`, `${singular}-exists`) };
  const idsCheck = `${singular}-list` as const;
  const listParams = {
    page,
    per_page: perPage(`event ${resource}`),
    search: search('Limit results to those matching a string in the name or slug'),
    exclude: {
      description: 'Ensure result set excludes specific IDs',
      type: 'array',
      items: 'integer',
      check: idsCheck,
      refers: resource,
    },
    include: {
      description: 'Limit result set to specific IDs',
      type: 'array',
      items: 'integer',
      check: idsCheck,
      refers: resource,
    },
    order: {
      description: 'Order sort attribute ascending or descending',
      type: 'string',
      enum: ['asc', 'desc'],
      check: 'non-empty-string',
    },
    orderby: {
      description: 'Sort collection by term attribute',
      type: 'string',
      enum: ['id', 'name', 'slug', 'count', 'description', 'term_group', 'include', 'slug_in', 'include_slugs', 'none'],
      check: 'non-empty-string',
    },
    hide_empty: { description: 'Whether to hide terms not assigned to any event', type: 'boolean', default: true },
    ...taxonomyListParams,
    post: {
      description: 'Limit result set to terms assigned to a specific event',
      type: 'integer',
      check: 'event-exists',
      refers: 'events',
    },
    event: {
      description: 'Limit result set to terms assigned to a specific event (alias of "post", wins over it)',
      type: 'integer',
      check: 'event-exists',
      refers: 'events',
    },
    slug: { description: 'Limit result set to terms with a specific slug', type: 'string', check: 'non-empty-string' },
  } as const satisfies Record<string, FieldSpec>;
  const cli = { columns };
  const base = { resource, pathParams: {} } as const;
  const ops = {
    list: {
      ...base,
      action: 'list',
      methods: ['GET'],
      path: `/${resource}`,
      summary: `List event ${resource}`,
      params: lang(listParams),
      status: 200,
      permission: 'public',
      cli,
    },
    create: {
      ...base,
      action: 'create',
      methods: ['POST'],
      path: `/${resource}`,
      summary: `Create an event ${singular}`,
      params: lang({ ...fields, translation_of: translationOf(resource) }),
      status: 201,
      permission: 'create',
      cli,
      extension: ['translation_of'],
    },
    get: {
      ...base,
      action: 'get',
      methods: ['GET'],
      path: `/${resource}/{id}`,
      summary: `Read an event ${singular}`,
      pathParams: id,
      params: lang({}),
      status: 200,
      permission: 'public',
      cli: { ...cli, positional: 'id' },
    },
    update: {
      ...base,
      action: 'update',
      methods: ['POST', 'PUT', 'PATCH'],
      path: `/${resource}/{id}`,
      summary: `Update an event ${singular}`,
      pathParams: id,
      params: lang(optionalAll(fields)),
      status: 200,
      permission: 'edit',
      cli: { ...cli, positional: 'id' },
    },
    delete: {
      ...base,
      action: 'delete',
      methods: ['DELETE'],
      path: `/${resource}/{id}`,
      summary: `Delete an event ${singular} permanently`,
      pathParams: id,
      params: lang({}),
      status: 200,
      permission: 'delete',
      cli: { ...cli, positional: 'id' },
    },
  } as const satisfies Record<string, OperationSpec>;
  return prefix(resource, ops);
}

function prefix<R extends string, O extends Record<string, OperationSpec>>(
  resource: R,
  ops: O,
): { [K in keyof O & string as `${R}.${K}`]: O[K] } {
  const out: Record<string, OperationSpec> = {};
  for (const [name, op] of Object.entries(ops)) out[`${resource}.${name}`] = op;
  // A loop builds the renamed keys one by one; TypeScript gives no loop the mapped type it makes.
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- see above.
  return out as { [K in keyof O & string as `${R}.${K}`]: O[K] };
}
