// Filters shared by list queries: visible statuses and WordPress-style keyword search.
import { ANY_STATUS, LISTED_STATUSES } from '../../api/post-statuses.js';
import type { Principal } from '../permissions.js';
import { SEARCH_FIELD_BREAK, searchTextOf } from '../../store/indexes/event-filing.js';
import type { EventRecord } from '../../store/records/records.js';

/** Who is asking, when and in which language: what every list query is scoped by. */
export interface ListScope {
  readonly principal: Principal;
  readonly now: number;
  readonly language: string;
}

/** `null` (a JSON body's) means absent for every list filter, and leaves a written field alone. */
export const given = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** Lists show one language; records written before languages existed count as the default one. */
export function inLanguage(record: { language?: string }, language: string, defaultLanguage: string): boolean {
  return (record.language ?? defaultLanguage) === language;
}

/** Requested statuses (`any` = all but trash), or the default for the caller. */
export function visibleStatuses(requested: readonly string[] | undefined, privileged: boolean): Set<string> {
  const all = LISTED_STATUSES;
  if (!requested) return new Set(privileged ? all : ['publish']);
  const out = new Set<string>();
  for (const status of requested) {
    if (status === ANY_STATUS) all.forEach((s) => out.add(s));
    else out.add(status);
  }
  return out;
}

/** Upstream's "LIKE" fragments: split on anything but letters, digits and dashes, lower-cased. */
export function likeFragments(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((f) => f !== '');
}

/** Splits a search into terms (quoted phrases kept whole); every term must occur in one of the texts. */
export function searchTerms(search: string): string[] {
  const terms: string[] = [];
  for (const match of search.matchAll(/"([^"]+)"|(\S+)/g)) {
    const term = (match[1] ?? match[2] ?? '').trim().toLowerCase();
    if (term !== '') terms.push(term);
  }
  return terms;
}

/** Whether every term (searchTerms of the query, split once per query) is in one of the texts, any case. */
export function matchesSearch(terms: readonly string[], texts: readonly string[]): boolean {
  const lowered = texts.map((t) => t.toLowerCase());
  return terms.every((term) => lowered.some((text) => text.includes(term)));
}

/**
 * matchesSearch of an event's title, description and excerpt; `text` is the store's searchTextOf the event (its
 * fields lower-cased once, not per request), read when given.
 */
export function hasSearchTerms(terms: readonly string[], event: EventRecord, text?: string): boolean {
  const joined = text ?? searchTextOf(event);
  for (let i = 0; i < terms.length; i++) {
    const term = terms[i] ?? '';
    // Only a term holding the break could match across two fields in the joined text.
    if (term.includes(SEARCH_FIELD_BREAK)) return matchesSearch(terms, [event.title, event.description, event.excerpt]);
    if (!joined.includes(term)) return false;
  }
  return true;
}
