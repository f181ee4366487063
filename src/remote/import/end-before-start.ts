// An event record whose end is before its start. Servers keep such an end at the start: cal serve in full, TEC in
// its local dates alone, keeping a UTC end before the start that none of its lists reach. Sent as written, the
// event would not be found by its dates again, and a rerun of the import would make it anew; so the end is sent
// as the start.
import type { ImportRecord } from '../../codecs/record-checks.js';
import { parseDate } from '../../dates/parse.js';

type Fields = Readonly<Record<string, unknown>>;

/**
 * `fields` with `end_date` set to `start_date` when the end is before the start, else undefined. Dates are read in
 * the record's zone; without one, wall times compare alike in any zone, and the site's (`siteZone`) is asked for
 * only when one date names an offset and the other does not.
 */
async function endMovedToStart(
  fields: Fields,
  siteZone: () => Promise<string>,
  now: number,
): Promise<Fields | undefined> {
  const read = (value: unknown, zone: string) =>
    typeof value === 'string' || typeof value === 'number' ? parseDate(value, { zone, now }) : undefined;
  const own = typeof fields.timezone === 'string' && fields.timezone !== '' ? fields.timezone : undefined;
  let start = read(fields.start_date, own ?? 'UTC');
  let end = read(fields.end_date, own ?? 'UTC');
  if (!start || !end) return undefined;
  if (own === undefined && start.explicitZone !== end.explicitZone) {
    const zone = await siteZone();
    [start, end] = [read(fields.start_date, zone), read(fields.end_date, zone)];
  }
  if (!start || !end || end.instant >= start.instant) return undefined;
  return { ...fields, end_date: fields.start_date };
}

/** The record with its end at its start when it ends before it, said on stderr (`warn`). */
export async function endNotBeforeStart(
  record: ImportRecord,
  siteZone: () => Promise<string>,
  now: number,
  warn: (line: string) => void,
): Promise<ImportRecord> {
  const fields = await endMovedToStart(record.fields, siteZone, now);
  if (fields === undefined) return record;
  warn(
    `${record.title}: warning: end_date ${String(record.fields.end_date)} is before the start; sent as the start, ` +
      'where servers keep such an end',
  );
  return { ...record, fields };
}
