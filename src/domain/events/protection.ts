// Password-protected events: when the request's password unlocks one, and what a locked one shows.
import type { EventRecord } from '../../store/records/records.js';
import { verifyContentPassword } from '../secrets.js';

/** `password` is the one the request sent, if any. */
export function isLocked(event: Pick<EventRecord, 'password'>, password: string | null | undefined): boolean {
  if (!event.password) return false;
  return !(password && verifyContentPassword(password, event.password));
}

/** Upstream keeps a locked event in lists (id, title, dates, url...) but blanks what the password guards. */
export function blankProtected(rendered: Record<string, unknown>): Record<string, unknown> {
  return {
    ...rendered,
    description: '',
    excerpt: '',
    image: false,
    all_day: null,
    cost: '',
    cost_details: { currency_symbol: '', currency_code: '', currency_position: '', values: [] },
    website: '',
    show_map: null,
    show_map_link: null,
    hide_from_listings: null,
    sticky: null,
    featured: null,
    categories: [],
    tags: [],
    venue: [],
    organizer: [],
    custom_fields: [],
  };
}
