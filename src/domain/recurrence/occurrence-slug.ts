// An occurrence of a series is known by its slug: the series' slug (ending in 12 hex digits of its UID's hash:
// `ical-3f2a9c1b7d4e` for an imported series, `standup-3f2a9c1b7d4e` for one made here), a dash, and the stamp of
// its original start (its RECURRENCE-ID): `20270301t080000z` (UTC) for a timed series in a zone, `20270301t090000`
// for a floating one, `20270301` for an all-day one. Servers keep no RECURRENCE-ID (TEC free has no recurrence and
// drops ical_uid), so the slug carries the identity everywhere; WordPress may add "-2" to make it unique.
import { createHash } from 'node:crypto';

export interface OccurrenceName {
  /** The series' slug. */
  readonly base: string;
  /** The stamp of its original start. */
  readonly stamp: string;
}

const OCCURRENCE = /^(.*[0-9a-f]{12})-(\d{8}(?:t\d{6}z?)?)(?:-\d+)?$/;

/** The series slug made of a UID: `ical-` and 12 hex digits of its hash (what an import gives the series). */
export function slugForUid(uid: string): string {
  return `ical-${createHash('sha256').update(uid).digest('hex').slice(0, 12)}`;
}

/** The slug of one occurrence of the series `base`. */
export const occurrenceSlug = (base: string, stamp: string): string => `${base}-${stamp}`;

/** The series and stamp a slug names, or undefined for a slug that is no occurrence's. */
export function occurrenceOf(slug: string): OccurrenceName | undefined {
  const m = OCCURRENCE.exec(slug);
  return m?.[1] && m[2] ? { base: m[1], stamp: m[2] } : undefined;
}

/** The stamp as an iCalendar RECURRENCE-ID value: a DATE, a UTC DATE-TIME, or a floating one. */
export function recurrenceIdValue(stamp: string): { value: string; isDate: boolean; utc: boolean } {
  const upper = stamp.toUpperCase();
  return { value: upper, isDate: !upper.includes('T'), utc: upper.endsWith('Z') };
}
