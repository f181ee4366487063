// The reads a rendering made of the store, noted so that the rendering can later be shown still current by making
// the same reads again: the records are replaced, never changed in place, so equal answers mean an equal rendering.
import { COLLECTIONS, type Collection, type CollectionRecords, type Settings } from '../../store/records/records.js';
import type { TranslatableCollection } from '../../store/store.js';
import type { RenderReader } from './render-context.js';

/**
 * The reads of one rendering, three slots each: what was read, what it was read by, and the answer. In one flat list
 * rather than an object a read: every event keeps the reads of its parts (a handful each), and at 100 000 events the
 * objects cost some 30 MB more.
 * - a record: the collection's index in COLLECTIONS, the ID, the record (or undefined);
 * - the settings: SETTINGS, 0, the settings object;
 * - a term's published event count: COUNT, the term's ID, the count;
 * - a record's translations: TRANSLATIONS, a TranslationsRead, 0.
 */
export type RecordedReads = readonly unknown[];

const SETTINGS = -1;
const COUNT = -2;
const TRANSLATIONS = -3;

/** A read of a record's translations: rare (only records in a translation group), so an object of its own. */
class TranslationsRead {
  constructor(
    readonly collection: TranslatableCollection,
    readonly record: Readonly<CollectionRecords[TranslatableCollection]>,
    readonly answer: readonly unknown[],
  ) {}
}

const COLLECTION_INDEX: ReadonlyMap<Collection, number> = new Map(COLLECTIONS.map((name, i) => [name, i]));

/** A reader that answers from `store` and notes each read with its answer. */
export class RecordingReader implements RenderReader {
  readonly reads: unknown[] = [];

  constructor(private readonly store: RenderReader) {}

  settings(): Readonly<Settings> {
    const answer = this.store.settings();
    this.reads.push(SETTINGS, 0, answer);
    return answer;
  }

  get<C extends Collection>(collection: C, id: number): Readonly<CollectionRecords[C]> | undefined {
    const answer = this.store.get(collection, id);
    this.reads.push(COLLECTION_INDEX.get(collection), id, answer);
    return answer;
  }

  publishedEventCount(termId: number): number {
    const answer = this.store.publishedEventCount(termId);
    this.reads.push(COUNT, termId, answer);
    return answer;
  }

  translationsOf<C extends TranslatableCollection>(
    collection: C,
    record: Readonly<CollectionRecords[C]>,
  ): Readonly<CollectionRecords[C]>[] {
    const answer = this.store.translationsOf(collection, record);
    // A record in no group has no translations whatever else changes; joining one replaces the record itself.
    if (record.translation_group !== null && record.translation_group !== undefined)
      this.reads.push(TRANSLATIONS, new TranslationsRead(collection, record, answer), 0);
    return answer;
  }
}

/** Whether every read gives the same answer now: the same record objects, settings object and counts. */
export function sameAnswers(reads: RecordedReads, store: RenderReader): boolean {
  for (let i = 0; i + 2 < reads.length; i += 3) {
    const kind = reads[i];
    const by = reads[i + 1];
    const answer = reads[i + 2];
    if (kind === SETTINGS) {
      if (store.settings() !== answer) return false;
    } else if (kind === COUNT) {
      if (typeof by !== 'number' || store.publishedEventCount(by) !== answer) return false;
    } else if (kind === TRANSLATIONS) {
      if (!(by instanceof TranslationsRead)) return false;
      const now = store.translationsOf(by.collection, by.record);
      if (now.length !== by.answer.length || now.some((member, at) => member !== by.answer[at])) return false;
    } else {
      const collection = typeof kind === 'number' ? COLLECTIONS[kind] : undefined;
      if (collection === undefined || typeof by !== 'number' || store.get(collection, by) !== answer) return false;
    }
  }
  return true;
}
