// The file formats of `cal export` and `cal import` (kept apart so registering the commands loads nothing else).
import { extname } from 'node:path';

export const FORMATS = ['json', 'ndjson', 'csv', 'xlsx', 'ics'] as const;
export type Format = (typeof FORMATS)[number];
/** iCalendar carries events only. */
export const FLAT_FORMATS = ['json', 'ndjson', 'csv', 'xlsx'] as const;
/** Formats of rows under a header, read alike (src/codecs/read.ts). */
export const TABLE_FORMATS: readonly Format[] = ['csv', 'xlsx'];

const EXTENSIONS: Readonly<Record<string, Format>> = {
  '.json': 'json',
  '.ndjson': 'ndjson',
  '.jsonl': 'ndjson',
  '.csv': 'csv',
  '.xlsx': 'xlsx',
  '.ics': 'ics',
  '.ical': 'ics',
  '.ifb': 'ics',
};

/** The format a file name says by its extension, if it says one. */
export function formatOfFile(path: string): Format | undefined {
  return EXTENSIONS[extname(path).toLowerCase()];
}
