// The parts an event's answer is assembled from (its own fields, the items it embeds, its schema.org data), and the
// assembly: the text is byte for byte JSON.stringify(renderEvent(...)).
import type { TermRecord } from '../../store/records/records.js';
import { jsonLdText } from './event-json-ld.js';
import { sharedTexts } from './shared-texts.js';

/**
 * The event's own fields as JSON members (no braces) around the embedded items, and its terms in name order.
 * `head` and `tail` are re-pointed at the same characters inside the event's listed answer once one is made
 * (shareOwnText), so that their text is kept once.
 */
export interface EventOwnParts {
  head: string;
  tail: string;
  /** Its categories, then its tags, in one list (one list fewer for every event). */
  readonly terms: readonly TermRecord[];
  readonly categories: number;
  /**
   * Its own members of its schema.org data, made at its first single read: they read what these parts read, so they
   * are current with them. In two members rather than an object of their own: one object fewer for every event.
   */
  jsonLdBefore: string | undefined;
  jsonLdAfter: string | undefined;
}

/**
 * The parts of one answer: the event's own, and the JSON of each item it embeds, in one list (its categories, then
 * tags, venues and organizers) with the count of each: the parts are kept with every event's answers, and a list a
 * kind cost four lists an event (~150 B each time).
 */
export class AssembledParts {
  constructor(
    readonly own: EventOwnParts,
    readonly items: readonly string[],
    readonly categories: number,
    readonly tags: number,
    readonly venues: number,
    /** Single reads only: with schema.org data, and the data of its first venue and organizer. */
    readonly single: boolean,
    readonly location: string | undefined,
    readonly organizer: string | undefined,
  ) {}
}

/** Kept parts are the same objects while current: the same parts mean the same answer. */
export function sameParts(a: AssembledParts, b: AssembledParts): boolean {
  if (a.own !== b.own || a.single !== b.single || a.items.length !== b.items.length) return false;
  if (a.location !== b.location || a.organizer !== b.organizer) return false;
  if (a.categories !== b.categories || a.tags !== b.tags || a.venues !== b.venues) return false;
  for (let i = 0; i < a.items.length; i++) if (a.items[i] !== b.items[i]) return false;
  return true;
}

function singleJsonLd({ own, location, organizer }: AssembledParts): string {
  if (own.jsonLdBefore === undefined || own.jsonLdAfter === undefined)
    throw new Error("a single read's parts lack the event's schema.org data");
  return jsonLdText(own.jsonLdBefore, location, organizer, own.jsonLdAfter);
}

/** `items` from `from` to before `to`, joined by commas. */
function joined(items: readonly string[], from: number, to: number): string {
  let out = '';
  for (let i = from; i < to; i++) out += i === from ? (items[i] ?? '') : `,${items[i] ?? ''}`;
  return out;
}

/** The answer's JSON text. */
export function assemble(parts: AssembledParts): string {
  const { own, items } = parts;
  const tagsFrom = parts.categories;
  const venuesFrom = tagsFrom + parts.tags;
  const organizersFrom = venuesFrom + parts.venues;
  // One venue is an object, none `[]`, several (imported data) a list.
  const venue = parts.venues === 1 ? (items[venuesFrom] ?? '') : `[${joined(items, venuesFrom, organizersFrom)}]`;
  const jsonLd = parts.single ? `,"json_ld":${singleJsonLd(parts)}` : '';
  return (
    `{${own.head},"categories":[${joined(items, 0, tagsFrom)}],"tags":[${joined(items, tagsFrom, venuesFrom)}],` +
    `"venue":${venue},"organizer":[${joined(items, organizersFrom, items.length)}],${own.tail}${jsonLd}}`
  );
}

/**
 * Points the own members at their copies in `listed` (which starts with `{` and the head, and ends with the tail
 * and `}`): a slice of a flat text refers to it rather than copying it, so the separate texts they were made in
 * are let go. A tail shared by many events is kept as it is.
 */
export function shareOwnText(own: EventOwnParts, listed: string): void {
  const head = listed.slice(1, 1 + own.head.length);
  const tail = listed.slice(listed.length - 1 - own.tail.length, -1);
  if (head !== own.head || tail !== own.tail) throw new Error('a listed answer does not hold its own members');
  own.head = head;
  // A tail many events share is kept once already (as `sharedTexts.share` made it).
  if (!sharedTexts.holds(own.tail)) own.tail = tail;
}
