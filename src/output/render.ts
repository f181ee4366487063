// Entry points: API lists and single items printed in the chosen --format (the text for stdout).
import { eventReferences } from '../api/resource-fields.js';
import { itemCell } from './cells.js';
import { eventInZone } from './in-zone.js';
import { renderCsv, renderTsv } from './delimited.js';
import { checkZone, hasFields, isDataFormat, renderDataItem, renderDataList } from './render-data.js';
import { renderTable } from './table.js';
import type { CellTarget, OutputOptions } from './types.js';

export { pickField } from './fields.js';

type Item = Record<string, unknown>;

/** Prose columns are the first to be cut when a table is too wide for the terminal. */
const PROSE_KEYS = new Set(['title', 'description', 'excerpt']);
/** Non-scalar fields that still belong in a single item's default view, shown by their names. */
const NAMED_KEYS = new Set(eventReferences.map(([field]) => field));

function chosenColumns(options: OutputOptions): readonly string[] {
  return hasFields(options) ? options.fields : options.columns;
}

function cells(
  items: readonly Item[],
  columns: readonly string[],
  target: CellTarget,
  options: OutputOptions,
): string[][] {
  return items.map((item) => {
    const shown = eventInZone(item, options.timezone);
    return columns.map((path) => itemCell(shown, path, target));
  });
}

function isProse(path: string): boolean {
  return PROSE_KEYS.has(path.split('.').at(-1) ?? '');
}

function withNewline(text: string): string {
  return text === '' ? '' : `${text}\n`;
}

/**
 * A list of API items. An empty list prints nothing at all (no table frame, no CSV header) except
 * for `json` (`[]`) and `count` (`0`), whose consumers always expect a value; callers that want a
 * "No results." hint print it on stderr so stdout stays parseable.
 */
export function renderList(items: readonly Item[], total: number | undefined, options: OutputOptions): string {
  const format = options.format;
  if (isDataFormat(format)) return renderDataList(items, total, { ...options, format });
  checkZone(options);
  const columns = chosenColumns(options);
  switch (format) {
    case 'csv':
      return items.length === 0 ? '' : renderCsv(columns, cells(items, columns, 'delimited', options));
    case 'tsv':
      return items.length === 0 ? '' : renderTsv(columns, cells(items, columns, 'delimited', options));
    case 'table':
      return withNewline(
        renderTable({
          head: columns,
          rows: cells(items, columns, 'table', options),
          shrinkFirst: columns.map(isProse),
          color: options.color,
          width: options.width,
        }),
      );
  }
}

/** A single item's default view: its scalar fields plus the names of its venue, organizers and terms. */
function defaultItemKeys(item: Item): string[] {
  return Object.keys(item).filter((key) => {
    const value = item[key];
    // `image` is `false` when there is none; an image object prints its URL.
    if (key === 'image') return typeof value === 'object' && value !== null;
    return NAMED_KEYS.has(key) || value === null || ['string', 'number', 'boolean'].includes(typeof value);
  });
}

/** One API item: `table` is a two-column key/value table, the other formats as for a list of one. */
export function renderItem(item: Item, options: OutputOptions): string {
  const format = options.format;
  if (isDataFormat(format)) return renderDataItem(item, { ...options, format });
  checkZone(options);
  switch (format) {
    case 'table': {
      const shown = eventInZone(item, options.timezone);
      const keys = hasFields(options) ? options.fields : defaultItemKeys(shown);
      return withNewline(
        renderTable({
          rows: keys.map((key) => [key, itemCell(shown, key, 'table')]),
          shrinkFirst: [false, true],
          boldFirstColumn: true,
          color: options.color,
          width: options.width,
        }),
      );
    }
    default:
      return renderList([item], undefined, options);
  }
}
