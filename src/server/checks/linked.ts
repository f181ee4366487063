// Checks for values that link or create other items: an event's venue and organizers, featured images.
import { ApiError } from '../../api/errors.js';
import { listToArray, parseWpInteger } from '../../api/params.js';
import { nameField } from '../../api/resources.js';
import type { Check, CheckRegistry, ValidationOptions } from '../../api/validate.js';
import { validateOperation } from '../../api/validate-operation.js';
import { imageExtension, isImageMime } from '../../domain/media.js';
import type { InlineCreateInputs, LinkedRef } from '../../api/field-spec.js';
import { canUploadFiles } from '../../domain/permissions.js';
import type { HandlerContext } from '../handlers/context.js';
import { fail, ok } from './scalars.js';
import { isRecord } from '../../typing/is-record.js';

import type { LinkedKind } from '../../domain/linked/linked-fields.js';

type C<T> = Check<HandlerContext, T>;

function isBlank(value: unknown): boolean {
  if (value === '' || value === 0 || value === '0' || value === null || value === false) return true;
  if (Array.isArray(value)) return value.every(isBlank);
  if (isRecord(value)) return Object.values(value).every(isBlank);
  return false;
}

/**
 * Accepts an ID, `{id}`, an inline object to create, or a list (array or comma string) of those;
 * blank values mean "none". Inline data is validated like the create route's body.
 */
export const linked =
  <K extends LinkedKind>(kind: K): C<LinkedRef<K>[]> =>
  (value, { context, checks }) => {
    if (isBlank(value)) return ok([]);
    const items = Array.isArray(value) ? value : isRecord(value) ? [value] : listToArray(value);
    const refs: LinkedRef<K>[] = [];
    for (const item of items) {
      if (isBlank(item)) continue;
      const ref = toRef(kind, item, context, checks);
      if (!ref) return fail();
      refs.push(ref);
    }
    return ok(refs);
  };

type InlineValidation<K extends LinkedKind> = (
  item: Record<string, unknown>,
  options: ValidationOptions<HandlerContext>,
) => InlineCreateInputs[K];

/** Inline data is validated as the body of its kind's create route. */
const INLINE: { readonly [K in LinkedKind]: InlineValidation<K> } = {
  venues: (item, options) => validateOperation('venues.create', { path: {}, args: item }, options).args,
  organizers: (item, options) => validateOperation('organizers.create', { path: {}, args: item }, options).args,
};

function toRef<K extends LinkedKind>(
  kind: K,
  item: unknown,
  context: HandlerContext,
  checks: CheckRegistry<HandlerContext>,
): LinkedRef<K> | undefined {
  if (isRecord(item)) {
    if (item.id !== undefined && item.id !== null && item.id !== '') {
      const id = parseWpInteger(item.id);
      return id === undefined ? undefined : { kind: 'ref', id };
    }
    const name = item[nameField(kind)];
    if (typeof name !== 'string' || name === '') return undefined;
    try {
      const validate: InlineValidation<K> = INLINE[kind];
      return { kind: 'inline', data: validate(item, { checks, context, settings: context.store.settings() }) };
    } catch (error) {
      if (error instanceof ApiError) return undefined;
      throw error;
    }
  }
  const id = parseWpInteger(item);
  return id !== undefined && context.store.get(kind, id) ? { kind: 'id', id } : undefined;
}

/** An image is the ID of an image in the media list, or an image URL (which needs the upload capability). */
export const image: C<number | { url: string } | null> = (value, { context }) => {
  if (value === '' || value === 0 || value === '0') return ok(null);
  const id = parseWpInteger(value);
  if (id !== undefined) {
    const media = context.store.get('media', id);
    return media && isImageMime(media.mime_type) ? ok(id) : fail();
  }
  if (typeof value !== 'string' || !canUploadFiles(context.principal)) return fail();
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return fail();
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !imageExtension(url.pathname)) return fail();
  return ok({ url: url.href });
};
