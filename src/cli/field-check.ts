// --fields names checked against what items can hold: the fields the API documents, and any the server sent.
import type { ResourceName } from '../api/resources.js';
import { itemFields } from '../api/openapi-schemas.js';
import { UsageError } from './errors.js';

type Item = Readonly<Record<string, unknown>>;

/**
 * Fails on a --fields path whose first name no item can have. Reads pass the items received (a server may
 * send more than the API documents); writes check before sending, against the documented fields alone.
 */
export function checkFields(
  fields: readonly string[] | undefined,
  resource: ResourceName,
  items: readonly Item[] = [],
): void {
  if (fields === undefined) return;
  const known = new Set([...itemFields(resource), ...items.flatMap((item) => Object.keys(item))]);
  const unknown = fields.filter((path) => !known.has(path.split('.')[0] ?? ''));
  if (unknown.length === 0) return;
  const names = unknown.map((name) => `"${name}"`).join(', ');
  const noun = unknown.length === 1 ? 'field' : 'fields';
  throw new UsageError(`--fields: ${resource} have no ${noun} ${names}; valid fields: ${[...known].join(', ')}`);
}
