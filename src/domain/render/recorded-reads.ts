// The reads a rendering made of the store, noted so that the rendering can later be shown still current by making
// the same reads again: the records are replaced, never changed in place, so equal answers mean an equal rendering.
import type { Collection, CollectionRecords, Settings } from '../../store/records.js';
import type { TranslatableCollection } from '../../store/store.js';
import type { RenderReader } from './render-context.js';

type Read =
  | { readonly kind: 'get'; readonly collection: Collection; readonly id: number; readonly answer: unknown }
  | { readonly kind: 'settings'; readonly answer: unknown }
  | { readonly kind: 'count'; readonly id: number; readonly answer: number }
  | {
      readonly kind: 'translations';
      readonly collection: TranslatableCollection;
      readonly record: Readonly<CollectionRecords[TranslatableCollection]>;
      readonly answer: readonly unknown[];
    };

/** A reader that answers from `store` and notes each read with its answer. */
export class RecordingReader implements RenderReader {
  readonly reads: Read[] = [];

  constructor(private readonly store: RenderReader) {}

  settings(): Readonly<Settings> {
    const answer = this.store.settings();
    this.reads.push({ kind: 'settings', answer });
    return answer;
  }

  get<C extends Collection>(collection: C, id: number): Readonly<CollectionRecords[C]> | undefined {
    const answer = this.store.get(collection, id);
    this.reads.push({ kind: 'get', collection, id, answer });
    return answer;
  }

  publishedEventCount(termId: number): number {
    const answer = this.store.publishedEventCount(termId);
    this.reads.push({ kind: 'count', id: termId, answer });
    return answer;
  }

  translationsOf<C extends TranslatableCollection>(
    collection: C,
    record: Readonly<CollectionRecords[C]>,
  ): Readonly<CollectionRecords[C]>[] {
    const answer = this.store.translationsOf(collection, record);
    // A record in no group has no translations whatever else changes; joining one replaces the record itself.
    if (record.translation_group !== null && record.translation_group !== undefined)
      this.reads.push({ kind: 'translations', collection, record, answer });
    return answer;
  }
}

/** Whether every read gives the same answer now: the same record objects, settings object and counts. */
export function sameAnswers(reads: readonly Read[], store: RenderReader): boolean {
  for (const read of reads) {
    switch (read.kind) {
      case 'get':
        if (store.get(read.collection, read.id) !== read.answer) return false;
        break;
      case 'settings':
        if (store.settings() !== read.answer) return false;
        break;
      case 'count':
        if (store.publishedEventCount(read.id) !== read.answer) return false;
        break;
      case 'translations': {
        const now = store.translationsOf(read.collection, read.record);
        if (now.length !== read.answer.length || now.some((member, i) => member !== read.answer[i])) return false;
        break;
      }
    }
  }
  return true;
}

export type RecordedReads = readonly Read[];
