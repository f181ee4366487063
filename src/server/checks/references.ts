// Checks that a value names things that exist: posts by ID or slug, terms by ID, slug or name.
import { listToArray, parseWpInteger } from '../../api/params.js';
import type { PostResource, ResourceName, TermResource } from '../../api/resources.js';
import type { Check } from '../../api/validate.js';
import { findTermByRef } from '../../domain/terms/find.js';
import type { HandlerContext } from '../handlers/context.js';
import { fail, ok } from './scalars.js';

type C<T> = Check<HandlerContext, T>;

export const exists =
  (kind: ResourceName): C<number> =>
  (value, { context }) => {
    const id = parseWpInteger(value);
    return id !== undefined && id > 0 && context.store.get(kind, id) ? ok(id) : fail();
  };

export const slugExists =
  (kind: PostResource): C<string> =>
  (value, { context }) =>
    typeof value === 'string' && value !== '' && context.store.findBySlug(kind, value).length > 0 ? ok() : fail();

/** A list in which every item is an existing record of `kind`, given by ID. */
export const existingIds =
  (kind: ResourceName): C<number[]> =>
  (value, { context }) => {
    const items = listToArray(value);
    if (items.length === 0) return fail();
    const ids: number[] = [];
    for (const item of items) {
      const id = parseWpInteger(item);
      if (id === undefined || !context.store.get(kind, id)) return fail();
      ids.push(id);
    }
    return ok(ids);
  };

/** Positive integers, existing or not (`include` may name posts that are gone). */
export const idList: C<number[]> = (value) => {
  const items = listToArray(value);
  if (items.length === 0) return fail();
  const ids = items.map((item) => parseWpInteger(item));
  return ids.every((id): id is number => id !== undefined && id > 0) ? ok(ids) : fail();
};

/** List filters name terms by ID, slug or name; every one must exist. Normalised to IDs. */
export const termRefs =
  (taxonomy: TermResource): C<number[]> =>
  (value, { context }) => {
    const items = listToArray(value);
    if (items.length === 0) return fail();
    const ids: number[] = [];
    for (const item of items) {
      const term = findTermByRef(context.store, taxonomy, item, context.language);
      if (!term) return fail();
      ids.push(term.id);
    }
    return ok(ids);
  };

/** Terms to assign to an event: IDs and names, names created later when missing. */
export const termAssignments: C<Array<string | number>> = (value) => {
  if (value === '' || (Array.isArray(value) && value.length === 0)) return ok([]);
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) return fail();
  return ok(listToArray(value));
};

/** An existing item of the route's own kind, to translate. */
export const translationOf: C<number> = (value, { context }) => {
  const id = parseWpInteger(value);
  const kind = context.operation.resource;
  if (id === undefined || kind === 'meta') return fail();
  return context.store.get(kind, id) ? ok(id) : fail();
};

/** A category parent: 0 for none, else an existing category. */
export const categoryId: C<number> = (value, { context }) => {
  const id = parseWpInteger(value);
  if (id === 0) return ok(0);
  return id !== undefined && id > 0 && context.store.get('categories', id) ? ok(id) : fail();
};
