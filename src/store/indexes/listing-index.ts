// Events in start order split by what nearly every list filters on (status, hidden, language), with a list per
// venue, organizer, category, tag and featured flag inside each part, made once a list filters by its kind: a list
// query reads the one list it needs. Each list is kept in bands by how long its events last (banded-list.ts).
import { BandedList, type Banded } from './banded-list.js';
import { EventFiling } from './event-filing.js';
import type { EventRecord } from '../records/records.js';
import { inStartOrder } from './start-index.js';

export type Facet = 'venue' | 'organizer' | 'category' | 'tag' | 'featured';

/** The event field holding the IDs each kind of facet list files it under. */
const FILED_UNDER = {
  venue: 'venues',
  organizer: 'organizers',
  category: 'categories',
  tag: 'tags',
} as const satisfies Record<Exclude<Facet, 'featured'>, keyof EventRecord>;

/** The events of one status, hidden flag and language, and the facet lists among them. */
export interface ListingPart {
  readonly all: Banded;
  /**
   * The part's events filed under this venue, organizer, category or tag ID, or with this featured flag; undefined
   * when none is. The first ask of a kind makes all its lists.
   */
  facet(facet: Facet, value: number | boolean): Banded | undefined;
}

/** What event lists read from the store: the events' parts, each in start order. */
export interface EventListings {
  /** `language` undefined: the records written before languages existed, which count as the default language. */
  part(status: string, hidden: boolean, language: string | undefined): ListingPart | undefined;
  /**
   * Builds now what the first list and the first search of each part would otherwise wait for: the parts, and
   * the lead times and search texts of each part's whole list.
   */
  prepare(): void;
  /** Every event, part by part, each part band by band, each band in start order. */
  events(): EventRecord[];
  /**
   * Makes the search word index of each part's whole list, until `deadline` (a monotonicMs() time), so that the
   * first search of a large calendar reads it rather than makes it; true once every one is made.
   */
  prepareSearch(deadline: number): boolean;
}

/**
 * The facet lists of a kind (every venue's, every tag's…) are made from the part's whole list the first time a list
 * asks for one of them, in one pass, then kept in step: a write files an event only into the kinds asked for so far.
 * Filing every event under each of its venues, organizers, categories, tags and featured flag was most of what the
 * index cost a write, for lists that imports and many calendars never read.
 */
class Part implements ListingPart {
  readonly all = new BandedList();
  /** The facet lists of each kind asked for so far, by value; undefined for a kind not asked for yet. */
  private readonly facets: Record<Facet, Map<number | boolean, BandedList> | undefined> = {
    venue: undefined,
    organizer: undefined,
    category: undefined,
    tag: undefined,
    featured: undefined,
  };

  facet(facet: Facet, value: number | boolean): BandedList | undefined {
    let lists = this.facets[facet];
    if (!lists) {
      lists = this.facets[facet] = new Map();
      // Every event of the whole list, band by band, each band in start order: each facet list is made in order.
      this.all.bands.forEach((band, index) => {
        for (const event of band.events.toArray()) {
          const filing = new EventFiling(event, index);
          this.eachOfKind(facet, event, true, (list) => list.append(filing));
        }
      });
    }
    return lists.get(value);
  }

  add(event: EventRecord, inOrder: boolean): void {
    const filing = new EventFiling(event);
    this.eachList(event, true, (list) => {
      if (inOrder) list.append(filing);
      else list.insert(filing);
    });
  }

  remove(event: EventRecord): void {
    const filing = new EventFiling(event);
    this.eachList(event, false, (list) => list.remove(filing));
  }

  /** The part's list and the event's facet lists of the kinds asked for so far, each once. */
  private eachList(event: EventRecord, create: boolean, visit: (list: BandedList) => void): void {
    visit(this.all);
    this.eachOfKind('venue', event, create, visit);
    this.eachOfKind('organizer', event, create, visit);
    this.eachOfKind('category', event, create, visit);
    this.eachOfKind('tag', event, create, visit);
    this.eachOfKind('featured', event, create, visit);
  }

  /** The event's lists of one kind, if that kind was asked for; `create`: those it is the first event of too. */
  private eachOfKind(facet: Facet, event: EventRecord, create: boolean, visit: (list: BandedList) => void): void {
    const lists = this.facets[facet];
    if (!lists) return;
    if (facet === 'featured') return visitList(lists, event.featured, create, visit);
    const values = event[FILED_UNDER[facet]];
    // Plain loops: making a kind's lists files every event of the part through here. An ID may be filed twice.
    for (let i = 0; i < values.length; i++) {
      const value = values[i];
      if (value !== undefined && values.indexOf(value) === i) visitList(lists, value, create, visit);
    }
  }
}

function visitList(
  lists: Map<number | boolean, BandedList>,
  value: number | boolean,
  create: boolean,
  visit: (list: BandedList) => void,
): void {
  let list = lists.get(value);
  if (!list && create) lists.set(value, (list = new BandedList()));
  if (list) visit(list);
}

/**
 * Writes waiting for a read, past which the lists are let go, to be made again by the next read: at least this
 * many, and at least a third of the events listed. Filing one event costs about 12 µs (10,000 events listed) to
 * 14 µs (100,000); making the lists again, about 40 ms to 0.3-0.5 s: what filing a third of the events costs. A run
 * of writes no read follows (a bulk import after its first look-ups, creates alone) then costs at most twice what
 * the cheaper of the two would have, as renting skis until their price does.
 */
const UNREAD_WRITES_MIN = 1024;
const UNREAD_WRITES_SHARE = 1 / 3;

/**
 * Built from every event, sorted once, on first use; then kept in step with writes. A write waits to be filed until
 * the next read: the writes between two reads are filed in one run, while the lists are in the processor's caches,
 * not one at a time between each write's other work (at 100,000 events a create filed at once cost some 13 µs, most
 * of it waiting on memory). A run of writes no read follows lets the lists go (UNREAD_WRITES_MIN).
 */
export class ListingIndex implements EventListings {
  private parts: Map<string, Part> | undefined;
  /** The events filed in the parts (the waiting writes not yet counted). */
  private listed = 0;
  /** The writes since the last read, in order: each event, and whether it was put (else taken out). */
  private readonly waiting: EventRecord[] = [];
  private readonly waitingPut: boolean[] = [];

  /** `source`: every event, in no particular order. */
  constructor(private readonly source: () => Iterable<EventRecord>) {}

  part(status: string, hidden: boolean, language: string | undefined): ListingPart | undefined {
    return this.built().get(partKey(status, hidden, language));
  }

  prepare(): void {
    for (const part of this.built().values()) part.all.prepare();
  }

  events(): EventRecord[] {
    return [...this.built().values()].flatMap((part) => part.all.events());
  }

  prepareSearch(deadline: number): boolean {
    for (const part of this.built().values()) if (!part.all.prepareSearch(deadline)) return false;
    return true;
  }

  /** After an event is put; nothing to do until the parts are first read. */
  add(event: EventRecord): void {
    this.wait(event, true);
  }

  /** Before an event is replaced or removed, with the record as it was added. */
  remove(event: EventRecord): void {
    this.wait(event, false);
  }

  /** Forgets everything, to be built again from the source on the next read. */
  reset(): void {
    this.parts = undefined;
    this.waiting.length = 0;
    this.waitingPut.length = 0;
  }

  /** Keeps a write for the next read; past the run no read follows, lets the parts go. */
  private wait(event: EventRecord, put: boolean): void {
    if (!this.parts) return;
    if (this.waiting.length >= Math.max(UNREAD_WRITES_MIN, this.listed * UNREAD_WRITES_SHARE)) {
      this.reset();
      return;
    }
    this.waiting.push(event);
    this.waitingPut.push(put);
  }

  /** Files the writes that waited, in the order they were made. */
  private fileWaiting(parts: Map<string, Part>): void {
    const { waiting, waitingPut } = this;
    for (let i = 0; i < waiting.length; i++) {
      const event = waiting[i];
      if (!event) continue;
      const key = keyOf(event);
      if (waitingPut[i]) {
        this.listed += 1;
        let part = parts.get(key);
        if (!part) parts.set(key, (part = new Part()));
        part.add(event, false);
      } else {
        this.listed -= 1;
        parts.get(key)?.remove(event);
      }
    }
    waiting.length = 0;
    waitingPut.length = 0;
  }

  private built(): Map<string, Part> {
    if (this.parts) {
      if (this.waiting.length > 0) this.fileWaiting(this.parts);
      return this.parts;
    }
    const parts = new Map<string, Part>();
    let listed = 0;
    let last: EventRecord | undefined;
    let part: Part | undefined;
    for (const event of inStartOrder([...this.source()])) {
      // Neighbours mostly share their part: its key is made only when the part changes.
      if (!part || !last || !samePart(event, last)) {
        const key = keyOf(event);
        part = parts.get(key);
        if (!part) parts.set(key, (part = new Part()));
      }
      part.add(event, true);
      last = event;
      listed += 1;
    }
    this.parts = parts;
    this.listed = listed;
    return parts;
  }
}

/** Records from before languages existed have none at run time, whatever their type says. */
function languageOf(event: { language?: string }): string | undefined {
  return event.language;
}

function samePart(a: EventRecord, b: EventRecord): boolean {
  return a.status === b.status && a.hide_from_listings === b.hide_from_listings && languageOf(a) === languageOf(b);
}

function keyOf(event: EventRecord): string {
  return partKey(event.status, event.hide_from_listings, languageOf(event));
}

function partKey(status: string, hidden: boolean, language: string | undefined): string {
  return `${status}\u0000${hidden ? 1 : 0}\u0000${language === undefined ? '' : `=${language}`}`;
}
