// Slugs held by more than one record, as a hand-edited file can have them: found per kind and language as the
// database's constraint counts them, and renumbered as WordPress numbers a taken slug ("jazz-2").
import { describe, expect, it } from 'vitest';
import { renumberDuplicateSlugs } from '../../../src/domain/duplicate-slug-repair.js';
import { duplicateSlugLine, duplicateSlugs } from '../../../src/store/file/duplicate-slugs.js';
import { MemoryState } from '../../../src/store/state/memory-state.js';
import { StagedTransaction } from '../../../src/store/state/staged-transaction.js';
import { decodeDocument, documentView } from '../../../src/store/file/store-document.js';
import { handWrittenEvent } from '../../helpers/records.js';

const event = (id: number, slug: string, language = 'en', status = 'publish') =>
  handWrittenEvent(id, { slug, language, status });
const term = (id: number, slug: string, language = 'en') => ({
  id,
  name: slug,
  slug,
  description: '',
  parent: 0,
  language,
});

/** A calendar read from a hand-written document, as a file is read. */
function calendar(doc: Record<string, unknown>): MemoryState {
  const state = new MemoryState();
  decodeDocument(JSON.stringify(doc), state);
  return state;
}

describe('duplicateSlugs', () => {
  it('names each slug more than one record of a kind holds in one language, with their IDs lowest first', () => {
    const state = calendar({
      events: [event(9, 'jazz'), event(4, 'jazz'), event(6, 'jazz', 'es'), event(7, 'folk'), event(8, 'jazz')],
      tags: [term(20, 'rock'), term(21, 'rock')],
      categories: [term(22, 'rock')],
    });
    const found = duplicateSlugs(documentView(state).collections);
    expect(found).toEqual([
      { collection: 'events', slug: 'jazz', language: 'en', ids: [4, 8, 9] },
      { collection: 'tags', slug: 'rock', language: 'en', ids: [20, 21] },
    ]);
    expect(found.map(duplicateSlugLine)).toEqual([
      'events "jazz" (language en): IDs 4, 8, 9',
      'tags "rock" (language en): IDs 20, 21',
    ]);
  });

  it('leaves out empty slugs (drafts) and trashed ones, which need not be unique', () => {
    const state = calendar({
      events: [
        event(1, '', 'en', 'draft'),
        event(2, '', 'en', 'draft'),
        event(3, 'gig__trashed', 'en', 'trash'),
        event(4, 'gig__trashed', 'en', 'trash'),
      ],
    });
    expect(duplicateSlugs(documentView(state).collections)).toEqual([]);
  });
});

describe('renumberDuplicateSlugs', () => {
  it('leaves each slug to its lowest ID and gives the others the first free -2, -3, …, nothing else changed', () => {
    const state = calendar({
      events: [event(5, 'jazz'), event(3, 'jazz'), event(4, 'jazz-2'), event(6, 'jazz'), event(7, 'jazz', 'es')],
    });
    const before = documentView(state);
    const tx = new StagedTransaction(state);
    expect(renumberDuplicateSlugs(tx)).toEqual([
      { collection: 'events', id: 5, from: 'jazz', to: 'jazz-3', keptBy: 3 },
      { collection: 'events', id: 6, from: 'jazz', to: 'jazz-4', keptBy: 3 },
    ]);
    state.apply(tx.changes(), 'forward');
    const after = documentView(state);
    expect(duplicateSlugs(after.collections)).toEqual([]);
    const events = new Map(after.collections).get('events') ?? [];
    expect(events.map((record) => (record as { slug: string }).slug)).toEqual([
      'jazz-3',
      'jazz',
      'jazz-2',
      'jazz-4',
      'jazz',
    ]);
    const unchanged = (records: readonly unknown[]) =>
      records.map((record) => {
        const { slug: _slug, version: _version, ...rest } = record as { slug: string; version?: number };
        return rest;
      });
    expect(unchanged(events)).toEqual(unchanged(new Map(before.collections).get('events') ?? []));
  });

  it('numbers a term past the slugs of either taxonomy, as WordPress does', () => {
    const state = calendar({ tags: [term(1, 'rock'), term(2, 'rock')], categories: [term(3, 'rock-2')] });
    const tx = new StagedTransaction(state);
    expect(renumberDuplicateSlugs(tx)).toEqual([{ collection: 'tags', id: 2, from: 'rock', to: 'rock-3', keptBy: 1 }]);
  });

  it('changes nothing in a calendar without duplicates', () => {
    const state = calendar({ events: [event(1, 'jazz'), event(2, 'jazz', 'es')], tags: [term(3, 'jazz')] });
    const tx = new StagedTransaction(state);
    expect(renumberDuplicateSlugs(tx)).toEqual([]);
    expect(tx.changes().records).toEqual([]);
  });
});
