// The data formats (json, ndjson, ids, count): API items printed as they are, without the table and CSV code.
import { isValidTimeZone } from '../dates/zones.js';
import { isOneOf } from '../typing/one-of.js';
import { projectFields } from './fields.js';
import { singleLine } from '../codecs/text.js';
import { eventInZone } from './in-zone.js';
import { namesAsText } from '../codecs/names-as-text.js';
import type { OutputFormat, OutputOptions } from './types.js';

type Item = Record<string, unknown>;

export const DATA_FORMATS = ['json', 'ndjson', 'ids', 'count'] as const;
export type DataFormat = (typeof DATA_FORMATS)[number];

export function isDataFormat(format: OutputFormat): format is DataFormat {
  return isOneOf(DATA_FORMATS, format);
}

/** An empty --fields list counts as none, so it can never produce a table without columns. */
export function hasFields(options: OutputOptions): options is OutputOptions & { fields: readonly string[] } {
  return options.fields !== undefined && options.fields.length > 0;
}

/**
 * Without --fields JSON is the API's object, so scripts see what the server sent; only names are text (entities
 * decoded, as tables show them) and an event's local dates, zone and abbreviation are re-expressed in the output
 * zone (--tz, else the configured timezone), as every format.
 */
function jsonShape(item: Item, options: OutputOptions): Item {
  const shown = namesAsText(eventInZone(item, options.timezone));
  return hasFields(options) ? projectFields(shown, options.fields) : shown;
}

export function checkZone(options: OutputOptions): void {
  // A bad --tz belongs to option parsing; this only keeps a missed one from printing unconverted dates.
  if (options.timezone !== undefined && !isValidTimeZone(options.timezone)) {
    throw new RangeError(`Unknown time zone: ${JSON.stringify(options.timezone)}`);
  }
}

function idLine(item: Item): string {
  const id = item['id'];
  if (typeof id === 'number') return `${id}\n`;
  return typeof id === 'string' ? `${singleLine(id)}\n` : '';
}

/** A list in a data format; `json` prints `[]` and `count` prints `0` for an empty list, as their consumers expect. */
export function renderDataList(
  items: readonly Item[],
  total: number | undefined,
  options: OutputOptions & { format: DataFormat },
): string {
  checkZone(options);
  switch (options.format) {
    case 'count':
      return `${total ?? items.length}\n`;
    case 'json':
      return `${JSON.stringify(
        items.map((item) => jsonShape(item, options)),
        null,
        2,
      )}\n`;
    case 'ndjson':
      return items.map((item) => `${JSON.stringify(jsonShape(item, options))}\n`).join('');
    case 'ids':
      return items.map(idLine).join('');
  }
}

/** One item in a data format: `json` is the object itself, the others as for a list of one. */
export function renderDataItem(item: Item, options: OutputOptions & { format: DataFormat }): string {
  if (options.format === 'count') {
    checkZone(options);
    return '1\n';
  }
  if (options.format === 'json') {
    checkZone(options);
    return `${JSON.stringify(jsonShape(item, options), null, 2)}\n`;
  }
  return renderDataList([item], undefined, options);
}
