// Which of the store's start-ordered lists an event list reads, and which of its filters they answer.
import type { Banded } from '../../store/indexes/banded-list.js';
import type { EventListings, Facet, ListingPart } from '../../store/indexes/listing-index.js';
import type { EventFilter } from './event-list-query.js';

/** A filter a facet list can answer: the events filed under one of the values. */
interface FacetChoice {
  readonly facet: Facet;
  readonly values: readonly (number | boolean)[];
}

export interface ListingPlan {
  /** Distinct lists whose events, together, are the candidates (an event may be in more than one). */
  readonly lists: readonly Banded[];
  /** The facet filter the lists answer, if one. */
  readonly facet?: Facet;
}

/**
 * The parts of the filter's statuses, hidden flag and language (the default language's own records and those
 * written before languages existed), narrowed to the facet filter with the fewest events.
 */
export function planListings(
  listings: EventListings,
  filter: EventFilter,
  categories: ReadonlySet<number> | undefined,
  defaultLanguage: string,
): ListingPlan {
  const languages = filter.language === defaultLanguage ? [filter.language, undefined] : [filter.language];
  const parts: ListingPart[] = [];
  for (const status of new Set(filter.statuses)) {
    for (const language of languages) {
      const part = listings.part(status, filter.hidden, language);
      if (part) parts.push(part);
    }
  }
  let best: { choice: FacetChoice; lists: Banded[]; size: number } | undefined;
  for (const choice of facetChoices(filter, categories)) {
    const lists = [...new Set(parts.flatMap((part) => facetLists(part, choice)))];
    const size = lists.reduce((sum, list) => sum + list.size, 0);
    if (!best || size < best.size) best = { choice, lists, size };
  }
  if (best) return { lists: best.lists, facet: best.choice.facet };
  return { lists: parts.map((part) => part.all).filter((list) => list.size > 0) };
}

function facetLists(part: ListingPart, choice: FacetChoice): Banded[] {
  const lists: Banded[] = [];
  for (const value of choice.values) {
    const list = part.facet(choice.facet, value);
    if (list && list.size > 0) lists.push(list);
  }
  return lists;
}

function facetChoices(filter: EventFilter, categories: ReadonlySet<number> | undefined): FacetChoice[] {
  const choices: FacetChoice[] = [];
  if (filter.venues) choices.push({ facet: 'venue', values: filter.venues });
  if (filter.organizers) choices.push({ facet: 'organizer', values: filter.organizers });
  if (categories) choices.push({ facet: 'category', values: [...categories] });
  if (filter.tags) choices.push({ facet: 'tag', values: filter.tags });
  if (filter.featured !== undefined) choices.push({ facet: 'featured', values: [filter.featured] });
  return choices;
}
