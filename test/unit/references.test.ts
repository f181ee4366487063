// The links of records read from a calendar file: every one an event or a category holds must name a record that is
// there, and each problem is named by its JSON path.
import { describe, expect, it } from 'vitest';
import { MemoryState } from '../../src/store/state/memory-state.js';
import { danglingReferences } from '../../src/store/records/references.js';
import { loadDocument } from '../../src/store/file/store-document.js';
import { HAND_WRITTEN_AT, handWrittenEvent } from '../helpers/records.js';

const at = HAND_WRITTEN_AT;
const post = { status: 'publish', date: at, date_utc: at, modified: at, modified_utc: at, image: null };
const event = (id: number, links: Record<string, unknown>) => handWrittenEvent(id, { image: null, ...links });
const term = (id: number, name: string, parent = 0) => ({ id, name, slug: name, parent });

/** A calendar of one record of each kind, and `events` (their field checks pass: only links are wrong). */
function loaded(events: unknown[], categories = [term(3, 'music')]): MemoryState {
  const state = new MemoryState();
  const media = [{ id: 6, ...post, url: 'https://example.org/a.png', date_utc: at }];
  const venues = [{ id: 1, ...post, title: 'Hall' }];
  const organizers = [{ id: 2, ...post, title: 'Ana' }];
  const tags = [term(5, 'free')];
  state.load(() => {
    for (const [collection, records] of Object.entries({ media, venues, organizers, events, categories, tags }))
      for (const record of records as { id: number }[])
        state.loaded(collection as 'events', record.id, record as never);
  });
  return state;
}

describe('links read from a calendar file', () => {
  it('accepts an event linking to records that are there, its image included', () => {
    const state = loaded([event(10, { venues: [1], organizers: [2], categories: [3], tags: [5], image: 6 })]);
    expect(danglingReferences(state)).toEqual([]);
  });

  it('names each link to nothing by its path, of every kind, and a category parent that is gone', () => {
    const state = loaded(
      [
        event(10, { venues: [1] }),
        event(11, { venues: [77], organizers: [2, 78], categories: [3, 79], tags: [80, 5], image: 81 }),
        event(12, { tags: 'free' }),
      ],
      [term(3, 'music'), term(4, 'jazz', 99)],
    );
    expect(danglingReferences(state)).toEqual([
      '$.events[1].venues[0]: no venue 77',
      '$.events[1].organizers[1]: no organizer 78',
      '$.events[1].categories[1]: no category 79',
      '$.events[1].tags[0]: no tag 80',
      '$.events[1].image: no media 81',
      '$.events[2].tags: expected a list of IDs',
      '$.categories[1].parent: no category 99',
    ]);
  });

  it('makes opening a file fail with the first five, and how many more', () => {
    const document = {
      format: 'cal-store',
      schema: 1,
      venues: [{ id: 1, ...post, title: 'Hall' }],
      events: [event(10, { venues: [71, 72, 73] }), event(11, { venues: [1, 74], organizers: [75, 76] })],
    };
    expect(() => loadDocument(document, new MemoryState())).toThrow(
      '$.events[0].venues[0]: no venue 71; $.events[0].venues[1]: no venue 72; $.events[0].venues[2]: no venue 73; ' +
        '$.events[1].venues[1]: no venue 74; $.events[1].organizers[0]: no organizer 75; and 1 more',
    );
  });
});
