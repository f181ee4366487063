// Parts of answers rendered once and kept beside the store's records, answered again while every read the
// rendering made of the store gives the same answer: a write to the item, to what it shows (terms and their
// counts, media, translations) or to the settings makes the next use render it afresh.
import type { Collection } from '../../store/records/records.js';
import type { StoreReader } from '../../store/store.js';
import { RecordingReader, sameAnswers, type RecordedReads } from './recorded-reads.js';
import { createRenderContext, type RenderContext, type UrlBuilder } from './render-context.js';

/** How many parts were used again and how many had to be rendered, for `cal serve`'s report. */
export const fragmentCounts = { reused: 0, rendered: 0 };

const FORM_LIMIT = 16;
/** Kept renderings past the item count by this many are looked over for those of items deleted or changed since. */
export const SLACK = 1024;

/**
 * Drops each entry of `entries` (indexed by item ID) rendered from a record that is no longer the store's: walks the
 * IDs held, not every index up to the largest (one item with a very large ID makes a sparse list).
 */
export function dropStale<E>(
  entries: readonly (E | undefined)[],
  recordOf: (entry: E) => object,
  current: (id: number) => object | undefined,
  drop: (id: number) => void,
): void {
  for (const key of Object.keys(entries)) {
    const id = Number(key);
    const entry = entries[id];
    if (entry !== undefined && current(id) !== recordOf(entry)) drop(id);
  }
}

/**
 * The kept renderings of one URL form, in lists indexed by item ID side by side: IDs are dense, and a Map entry and an
 * object for each kept rendering cost some 120 B more for every kept event.
 */
class Slots<T> {
  readonly values: (T | undefined)[] = [];
  /** The record each was rendered from: records are replaced on every write, never changed in place. */
  readonly records: (object | undefined)[] = [];
  readonly reads: (RecordedReads | undefined)[] = [];
  /** The store's revision when its reads last gave the same answers: until the next change, they still do. */
  readonly checkedAt: number[] = [];
  /** How many IDs hold a rendering. */
  filled = 0;

  clear(id: number): void {
    if (this.records[id] === undefined) return;
    this.values[id] = undefined;
    this.records[id] = undefined;
    this.reads[id] = undefined;
    this.filled -= 1;
  }
}

/** Kept renderings of one kind of item, by URL form (site, namespace, language form) and item ID. */
export class FragmentTable<T> {
  private readonly byUrls = new Map<string, Slots<T>>();

  constructor(
    private readonly store: StoreReader,
    /** The items' collection: the table holds about as many renderings as it has items. */
    private readonly collection: Collection,
  ) {}

  /** `render` of `record` (a record of this store as it is now), kept or rendered afresh. */
  get<R extends { readonly id: number }>(urls: UrlBuilder, record: R, render: (ctx: RenderContext, record: R) => T): T {
    const slots = this.slots(urls.key);
    const { id } = record;
    const revision = this.store.revision();
    const known = slots.values[id];
    if (
      known !== undefined &&
      slots.records[id] === record &&
      (slots.checkedAt[id] === revision || sameAnswers(slots.reads[id] ?? [], this.store))
    ) {
      slots.checkedAt[id] = revision;
      fragmentCounts.reused += 1;
      return known;
    }
    const reader = new RecordingReader(this.store);
    const value = render(createRenderContext(reader, urls), record);
    fragmentCounts.rendered += 1;
    if (slots.records[id] === undefined) {
      slots.filled += 1;
      if (slots.filled > this.store.count(this.collection) + SLACK)
        dropStale(
          slots.records,
          (kept) => kept,
          (at) => this.store.get(this.collection, at),
          (at) => slots.clear(at),
        );
    }
    slots.values[id] = value;
    slots.records[id] = record;
    // In a list of their own length: one grown by push keeps room for more reads, and there is one for every item.
    slots.reads[id] = reader.reads.slice();
    slots.checkedAt[id] = revision;
    return value;
  }

  private slots(key: string): Slots<T> {
    let slots = this.byUrls.get(key);
    if (!slots) {
      // A server answers a handful of URL forms; a caller inventing more must not grow this without end.
      if (this.byUrls.size >= FORM_LIMIT) this.byUrls.clear();
      this.byUrls.set(key, (slots = new Slots<T>()));
    }
    return slots;
  }
}
