// An event's JSON assembled from kept parts: its own fields (rendered once per change of the event, the settings,
// its image, its terms' names or its translations), each embedded term, venue and organizer (rendered once per
// change of that item and shared by all its events) and, for single reads, its schema.org data. The text is
// byte for byte JSON.stringify(renderEvent(...)): the API tests compare both.
import type { Collection, EventRecord, OrganizerRecord, TermRecord, VenueRecord } from '../../store/records/records.js';
import type { StoreReader } from '../../store/store.js';
import { eventHead, eventTail } from './event.js';
import { LinkedJsonLd, members, ownJsonLd } from './event-json-ld.js';
import { AssembledParts, assemble, sameParts, shareOwnText, type EventOwnParts } from './event-answer-parts.js';
import { dropStale, FragmentTable, fragmentCounts, SLACK } from './fragments.js';
import { jsonText, type JsonText } from './json-text.js';
import { renderOrganizer, renderVenue } from './linked-posts.js';
import type { RenderContext, UrlBuilder } from './render-context.js';
import { sharedTexts } from './shared-texts.js';
import { eventTerms, renderEmbeddedTerm, type Taxonomy } from './terms.js';

const NONE: readonly string[] = [];
const NO_TERMS: readonly TermRecord[] = [];

function ownParts(ctx: RenderContext, event: EventRecord): EventOwnParts {
  const categories = eventTerms(ctx, 'categories', event.categories);
  const tags = eventTerms(ctx, 'tags', event.tags);
  return {
    head: members(eventHead(ctx, event)),
    // Most events end with the same members.
    tail: sharedTexts.share(members(eventTail(ctx, event))),
    terms: categories.length + tags.length === 0 ? NO_TERMS : categories.concat(tags),
    categories: categories.length,
    jsonLdBefore: undefined,
    jsonLdAfter: undefined,
  };
}

/**
 * `json` made one piece of text. V8 keeps text built by concatenation (JSON.stringify's longer results too) as a
 * tree of its pieces, and an answer joining such trees walks every piece again on every read, while the pieces
 * are kept besides; reading a character flattens the tree once, in place.
 */
function flattened(json: string): string {
  if (json.charCodeAt(0) !== 0x7b) throw new Error('rendered JSON is not an object');
  return json;
}

const TERM_RENDERERS: Record<Taxonomy, (ctx: RenderContext, term: TermRecord) => string> = {
  categories: (ctx, term) => flattened(JSON.stringify(renderEmbeddedTerm(ctx, 'categories', term))),
  tags: (ctx, term) => flattened(JSON.stringify(renderEmbeddedTerm(ctx, 'tags', term))),
};
const VENUE_RENDERERS: Record<'listed' | 'single', (ctx: RenderContext, venue: VenueRecord) => string> = {
  listed: (ctx, venue) => flattened(JSON.stringify(renderVenue(ctx, venue))),
  single: (ctx, venue) => flattened(JSON.stringify(renderVenue(ctx, venue, { single: true }))),
};
const ORGANIZER_RENDERERS: Record<'listed' | 'single', (ctx: RenderContext, organizer: OrganizerRecord) => string> = {
  listed: (ctx, organizer) => flattened(JSON.stringify(renderOrganizer(ctx, organizer))),
  single: (ctx, organizer) => flattened(JSON.stringify(renderOrganizer(ctx, organizer, { single: true }))),
};

/**
 * A text made from an event's assembled parts (its listed answer, or its single read's digest), with what it was
 * made from, in one object: a page reads ten of them, and each object more to reach is one more wait on memory.
 */
class KeptText implements JsonText {
  constructor(
    readonly text: string,
    readonly bytes: number,
    readonly record: EventRecord,
    readonly urlsKey: string,
    readonly parts: AssembledParts,
    /** The store's revision when its parts were last found current. */
    public checkedAt: number,
  ) {}
}

/**
 * Per event, a text made from its assembled parts, made again only when one of the parts changed: kept parts are
 * the same objects while current.
 */
class KeptTexts {
  /** By event ID: IDs are dense, and a Map's entry cost some 60 B more for every kept event. */
  private readonly byEvent: (KeptText | undefined)[] = [];
  private kept = 0;
  private readonly storeEvent = (id: number) => this.store.get('events', id);
  private readonly drop = (id: number) => {
    this.byEvent[id] = undefined;
    this.kept -= 1;
  };

  constructor(private readonly store: StoreReader) {}

  /**
   * Until the store changes, the text last made for this record and URL form (every part is made from the record,
   * the URL form and the store alone).
   */
  current(urls: UrlBuilder, event: EventRecord): KeptText | undefined {
    const kept = this.byEvent[event.id];
    if (kept?.record !== event || kept.urlsKey !== urls.key || kept.checkedAt !== this.store.revision())
      return undefined;
    // A kept answer is kept parts used, as one.
    fragmentCounts.reused += 1;
    return kept;
  }

  /** The text for `parts`, the one kept when they are the parts it was made from. */
  get(
    urls: UrlBuilder,
    event: EventRecord,
    parts: AssembledParts,
    make: (parts: AssembledParts) => JsonText,
  ): KeptText {
    const kept = this.byEvent[event.id];
    const revision = this.store.revision();
    if (kept?.record === event && kept.urlsKey === urls.key && sameParts(kept.parts, parts)) {
      kept.checkedAt = revision;
      return kept;
    }
    const { text, bytes } = make(parts);
    if (!kept && ++this.kept > this.store.count('events') + SLACK)
      dropStale(this.byEvent, (made) => made.record, this.storeEvent, this.drop);
    const made = new KeptText(text, bytes, event, urls.key, parts, revision);
    this.byEvent[event.id] = made;
    return made;
  }
}

/** The kept parts of one store's events, and of the venues and organizers they embed. */
export class EventParts {
  private readonly own: FragmentTable<EventOwnParts>;
  private readonly linkedJsonLd: LinkedJsonLd;
  private readonly terms: Record<Taxonomy, FragmentTable<string>>;
  private readonly venues: Record<'listed' | 'single', FragmentTable<string>>;
  private readonly organizers: Record<'listed' | 'single', FragmentTable<string>>;
  /** Per event, the digest of its single read (for its entity tag). */
  private readonly digests: KeptTexts;
  /** Per event, its listed answer: pages join these, one per item. */
  private readonly listedAnswers: KeptTexts;

  constructor(private readonly store: StoreReader) {
    const table = <T>(collection: Collection) => new FragmentTable<T>(store, collection);
    this.digests = new KeptTexts(store);
    this.listedAnswers = new KeptTexts(store);
    this.own = table('events');
    this.linkedJsonLd = new LinkedJsonLd(store);
    this.terms = { categories: table('categories'), tags: table('tags') };
    this.venues = { listed: table('venues'), single: table('venues') };
    this.organizers = { listed: table('organizers'), single: table('organizers') };
  }

  /** A venue as its own routes answer it, in lists or read alone (`single`): the part events embed. */
  venue(urls: UrlBuilder, venue: VenueRecord, single: boolean): string {
    const form = single ? 'single' : 'listed';
    return this.venues[form].get(urls, venue, VENUE_RENDERERS[form]);
  }

  /** An organizer as its own routes answer it, in lists or read alone (`single`): the part events embed. */
  organizer(urls: UrlBuilder, organizer: OrganizerRecord, single: boolean): string {
    const form = single ? 'single' : 'listed';
    return this.organizers[form].get(urls, organizer, ORGANIZER_RENDERERS[form]);
  }

  /** The event as read alone (`single`, with schema.org data) or in lists, as JSON text. */
  json(urls: UrlBuilder, event: EventRecord, single: boolean): string {
    return single ? assemble(this.parts(urls, event, true)) : this.listed(urls, event).text;
  }

  /** The event as lists show it, assembled again only when one of its parts changed. */
  listed(urls: UrlBuilder, event: EventRecord): JsonText {
    return (
      this.listedAnswers.current(urls, event) ??
      this.listedAnswers.get(urls, event, this.parts(urls, event, false), (parts) => {
        const answer = jsonText(flattened(assemble(parts)));
        shareOwnText(parts.own, answer.text);
        return answer;
      })
    );
  }

  /** The event as read alone, and `digest` of its JSON, taken again only when one of its parts changed. */
  tagged(urls: UrlBuilder, event: EventRecord, digest: (json: string) => string): { json: string; digest: string } {
    // Until the store changes, the parts the digest was taken of are current: no part is looked up again.
    const current = this.digests.current(urls, event);
    if (current) return { json: assemble(current.parts), digest: current.text };
    const parts = this.parts(urls, event, true);
    const json = assemble(parts);
    return { json, digest: this.digests.get(urls, event, parts, () => jsonText(digest(json))).text };
  }

  private parts(urls: UrlBuilder, event: EventRecord, single: boolean): AssembledParts {
    const own = this.own.get(urls, event, ownParts);
    // Plain loops over the renderers made once: a read makes no functions and one list.
    const items: string[] = [];
    const { terms, categories } = own;
    for (const term of terms) {
      const taxonomy = items.length < categories ? 'categories' : 'tags';
      items.push(this.terms[taxonomy].get(urls, term, TERM_RENDERERS[taxonomy]));
    }
    const tags = terms.length - categories;
    // The first venue and organizer the store holds are those of the schema.org data.
    let firstVenue: VenueRecord | undefined;
    for (const id of event.venues) {
      const venue = this.store.get('venues', id);
      if (venue) items.push(this.venue(urls, venue, single));
      firstVenue ??= venue;
    }
    const venues = items.length - categories - tags;
    let firstOrganizer: OrganizerRecord | undefined;
    for (const id of event.organizers) {
      const organizer = this.store.get('organizers', id);
      if (organizer) items.push(this.organizer(urls, organizer, single));
      firstOrganizer ??= organizer;
    }
    // In a list of its own length: one grown by push keeps room for 17 items.
    const exactly = items.length === 0 ? NONE : items.slice();
    if (!single) return new AssembledParts(own, exactly, categories, tags, venues, false, undefined, undefined);
    if (own.jsonLdBefore === undefined) {
      const ld = ownJsonLd(this.store, urls, event);
      own.jsonLdBefore = ld.before;
      own.jsonLdAfter = ld.after;
    }
    const location = firstVenue && this.linkedJsonLd.location(urls, firstVenue);
    const organizer = firstOrganizer && this.linkedJsonLd.organizer(urls, firstOrganizer);
    return new AssembledParts(own, exactly, categories, tags, venues, true, location, organizer);
  }

  /**
   * Renders (or finds current) every part of the event's two forms and the digest of its single read, so that its
   * first read renders nothing and keeps nothing new.
   */
  keep(urls: UrlBuilder, event: EventRecord, digest: (json: string) => string): void {
    this.tagged(urls, event, digest);
    this.listed(urls, event);
  }
}

const perStore = new WeakMap<StoreReader, EventParts>();

/** The kept parts of `store`'s events, made on first use. */
export function eventParts(store: StoreReader): EventParts {
  let parts = perStore.get(store);
  if (!parts) perStore.set(store, (parts = new EventParts(store)));
  return parts;
}
