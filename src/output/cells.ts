// The text of one cell (table, csv, tsv): API values of any shape reduced to a readable string.
import { isLinked, isTerm, nameField, RESOURCE_NAMES } from '../api/resources.js';
import { eventDateText, isEventDateField } from './dates.js';
import { pickField } from './fields.js';
import { plainText, withoutControls } from '../codecs/text.js';
import type { CellTarget } from './types.js';
import { isRecord } from '../typing/is-record.js';

/** Keys that hold the display name of a linked post or term, in the order they are tried. */
const NAME_KEYS = [...new Set(RESOURCE_NAMES.filter((name) => isLinked(name) || isTerm(name)).map(nameField))];

function objectText(value: Record<string, unknown>, key: string | undefined): string {
  for (const nameKey of NAME_KEYS) {
    const name = value[nameKey];
    if (typeof name === 'string') return plainText(name);
  }
  // Featured images (§5.5) are known by their URL; `extension` tells them apart from other objects with a url.
  if (typeof value['url'] === 'string' && (key === 'image' || 'extension' in value)) return value['url'];
  // Anything else (cost_details, *_date_details…) has no natural one-line form; compact JSON is exact.
  return JSON.stringify(value);
}

/**
 * Cell text of an API value. `key` is the last segment of the field path: it lets `image: false`
 * (the API's "no image") print empty rather than "false".
 */
export function cellText(value: unknown, key?: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return plainText(value);
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return key === 'image' && !value ? '' : String(value);
  if (Array.isArray(value)) {
    // Empty members would print as ", ," gaps, which carry no information.
    return value
      .map((element) => cellText(element, key))
      .filter((text) => text !== '')
      .join(', ');
  }
  if (isRecord(value)) return objectText(value, key);
  // Parsed JSON holds nothing else.
  return JSON.stringify(value) ?? '';
}

/**
 * Cell text of the field at `path` of an API item (events already in the output zone: in-zone.ts), without control
 * characters: a title is the server's text, and piped output reaches terminals too.
 */
export function itemCell(item: Record<string, unknown>, path: string, target: CellTarget): string {
  if (isEventDateField(item, path)) return withoutControls(eventDateText(item, path, target));
  return withoutControls(cellText(pickField(item, path), path.split('.').at(-1)));
}
