// Entry points: API lists and single items printed in the chosen --format (the text for stdout).
import { isValidTimeZone } from '../../domain/dates/zones.js';
import { itemCell } from './cells.js';
import { renderCsv, renderTsv } from './delimited.js';
import { projectFields } from './fields.js';
import { renderTable } from './table.js';
import type { CellTarget, OutputOptions } from './types.js';

export { pickField } from './fields.js';

type Item = Record<string, unknown>;

/** Prose columns are the first to be cut when a table is too wide for the terminal. */
const PROSE_KEYS = new Set(['title', 'description', 'excerpt']);
/** Non-scalar fields that still belong in a single item's default view, shown by their names. */
const NAMED_KEYS = new Set(['venue', 'organizer', 'categories', 'tags']);

/** An empty --fields list counts as none, so it can never produce a table without columns. */
function hasFields(options: OutputOptions): options is OutputOptions & { fields: readonly string[] } {
  return options.fields !== undefined && options.fields.length > 0;
}

function chosenColumns(options: OutputOptions): readonly string[] {
  return hasFields(options) ? options.fields : options.columns;
}

/** Without --fields JSON is the API's object untouched, so scripts see exactly what the server sent. */
function jsonShape(item: Item, options: OutputOptions): Item {
  return hasFields(options) ? projectFields(item, options.fields) : item;
}

function checkZone(options: OutputOptions): void {
  // A bad --tz belongs to option parsing; this only keeps a missed one from printing unconverted dates.
  if (options.timezone !== undefined && !isValidTimeZone(options.timezone)) {
    throw new RangeError(`Unknown time zone: ${JSON.stringify(options.timezone)}`);
  }
}

function idLine(item: Item): string {
  const id = item['id'];
  return typeof id === 'number' || typeof id === 'string' ? `${id}\n` : '';
}

function cells(items: readonly Item[], columns: readonly string[], target: CellTarget, options: OutputOptions): string[][] {
  return items.map((item) => columns.map((path) => itemCell(item, path, target, options.timezone)));
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
  checkZone(options);
  const columns = chosenColumns(options);
  switch (options.format) {
    case 'count':
      return `${total ?? items.length}\n`;
    case 'json':
      return `${JSON.stringify(items.map((item) => jsonShape(item, options)), null, 2)}\n`;
    case 'ndjson':
      return items.map((item) => `${JSON.stringify(jsonShape(item, options))}\n`).join('');
    case 'ids':
      return items.map(idLine).join('');
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
  checkZone(options);
  switch (options.format) {
    case 'count':
      return '1\n';
    case 'json':
      return `${JSON.stringify(jsonShape(item, options), null, 2)}\n`;
    case 'table': {
      const keys = hasFields(options) ? options.fields : defaultItemKeys(item);
      return withNewline(
        renderTable({
          rows: keys.map((key) => [key, itemCell(item, key, 'table', options.timezone)]),
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
