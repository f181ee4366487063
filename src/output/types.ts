// Output formats and the options every renderer receives; shared by the CLI's commands and the renderers.

export const OUTPUT_FORMATS = ['table', 'json', 'ndjson', 'csv', 'tsv', 'ids', 'count'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export interface OutputOptions {
  format: OutputFormat;
  /** Dotted field paths chosen with --fields (e.g. ['id','title','venue.venue']); default columns otherwise. */
  fields?: readonly string[];
  /** Default columns for the resource (from the API catalog), used when `fields` is absent (table/csv/tsv). */
  columns: readonly string[];
  /** Colors allowed (TTY and no NO_COLOR); decided by the caller. */
  color: boolean;
  /** Terminal width for tables; undefined when not a TTY. */
  width?: number;
  /** --tz ZONE: show event dates in this zone instead of each event's own zone. */
  timezone?: string;
}

/**
 * Where a cell is printed: tables are for eyes (short dates with a zone abbreviation, one line per
 * cell), delimited output is for programs (dates keep the API's full `YYYY-MM-DD HH:MM:SS`).
 */
export type CellTarget = 'table' | 'delimited';
