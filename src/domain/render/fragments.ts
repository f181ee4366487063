// Parts of answers rendered once and kept beside the store's records, answered again while every read the
// rendering made of the store gives the same answer: a write to the item, to what it shows (terms and their
// counts, media, translations) or to the settings makes the next use render it afresh.
import type { StoreReader } from '../../store/store.js';
import { RecordingReader, sameAnswers, type RecordedReads } from './recorded-reads.js';
import { createRenderContext, type RenderContext, type UrlBuilder } from './render-context.js';

interface Entry<T> {
  readonly value: T;
  /** The record it was rendered from: records are replaced on every write, never changed in place. */
  readonly record: object;
  readonly reads: RecordedReads;
  /** The store's revision when the reads last gave the same answers: until the next change, they still do. */
  checkedAt: number;
}

/** How many parts were used again and how many had to be rendered, for `cal serve`'s report. */
export const fragmentCounts = { reused: 0, rendered: 0 };

const FORM_LIMIT = 16;
const SLACK = 1024;

/** Kept renderings of one kind, by URL form (site, namespace, language form) and item ID. */
export class FragmentTable<T> {
  private readonly byUrls = new Map<string, Map<number, Entry<T>>>();

  constructor(
    private readonly store: StoreReader,
    /** How many items the table may hold per URL form, so that deleted items' renderings do not pile up. */
    private readonly limit: () => number,
  ) {}

  /** `render` of `record` (a record of this store as it is now), kept or rendered afresh. */
  get<R extends { readonly id: number }>(urls: UrlBuilder, record: R, render: (ctx: RenderContext, record: R) => T): T {
    const items = this.items(urls.key);
    const known = items.get(record.id);
    const revision = this.store.revision();
    if (known && known.record === record && (known.checkedAt === revision || sameAnswers(known.reads, this.store))) {
      known.checkedAt = revision;
      fragmentCounts.reused += 1;
      return known.value;
    }
    const reader = new RecordingReader(this.store);
    const value = render(createRenderContext(reader, urls), record);
    fragmentCounts.rendered += 1;
    if (known) items.delete(record.id);
    else if (items.size >= this.limit() + SLACK) items.delete(items.keys().next().value ?? record.id);
    // In a list of their own length: one grown by push keeps room for 17 reads, and there is an entry per event.
    items.set(record.id, { value, record, reads: reader.reads.slice(), checkedAt: revision });
    return value;
  }

  private items(key: string): Map<number, Entry<T>> {
    let items = this.byUrls.get(key);
    if (!items) {
      // A server answers a handful of URL forms; a caller inventing more must not grow this without end.
      if (this.byUrls.size >= FORM_LIMIT) this.byUrls.clear();
      this.byUrls.set(key, (items = new Map<number, Entry<T>>()));
    }
    return items;
  }
}
