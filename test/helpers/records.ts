// Records for store tests, built the one way every such test needs them.
import type { TermRecord } from '../../src/store/records/records.js';

/** A tag in English, its slug its name in lower case. */
export const tag = (id: number, name: string): TermRecord => ({
  id,
  name,
  slug: name.toLowerCase(),
  description: '',
  parent: 0,
  language: 'en',
});

/** The time every field of a hand-written record holds. */
export const HAND_WRITTEN_AT = '2027-01-10 20:00:00';

/**
 * An event as a hand-edited calendar file may hold it: the fields a file must give, every date at HAND_WRITTEN_AT,
 * no links; `fields` over them.
 */
export const handWrittenEvent = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  status: 'publish',
  title: `Event ${id}`,
  date: HAND_WRITTEN_AT,
  date_utc: HAND_WRITTEN_AT,
  modified: HAND_WRITTEN_AT,
  modified_utc: HAND_WRITTEN_AT,
  start_date: HAND_WRITTEN_AT,
  end_date: HAND_WRITTEN_AT,
  utc_start_date: HAND_WRITTEN_AT,
  utc_end_date: HAND_WRITTEN_AT,
  timezone: 'UTC',
  venues: [],
  organizers: [],
  categories: [],
  tags: [],
  ...fields,
});
