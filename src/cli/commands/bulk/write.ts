// Portable events and failed import records written out as JSON (one pretty array), NDJSON or CSV.
import { stringify } from 'csv-stringify/sync';
import { CSV_COLUMNS, toCsvRow } from './csv.js';
import type { Format } from './format.js';
import type { PortableEvent } from './portable.js';
import type { Entry } from './read.js';

export function formatEvents(events: readonly PortableEvent[], format: Format): string {
  if (format === 'json') return `${JSON.stringify(events, null, 2)}\n`;
  if (format === 'ndjson') return events.map((event) => `${JSON.stringify(event)}\n`).join('');
  return stringify([[...CSV_COLUMNS], ...events.map(toCsvRow)]);
}

/** The failed records as they were read, in the input's format, so the file can be imported again. */
export function formatFailed(entries: readonly Entry[], format: Format, header: readonly string[] = CSV_COLUMNS): string {
  if (format === 'json') return `${JSON.stringify(entries.map((entry) => entry.source), null, 2)}\n`;
  if (format === 'ndjson') return entries.map((entry) => `${String(entry.source)}\n`).join('');
  return stringify([[...header], ...entries.map((entry) => entry.source as string[])]);
}
