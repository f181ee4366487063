// Unit tests for kept renderings: used again while their record and reads are current, rendered again once either
// changed, and let go of when items deleted or changed since pile up past the collection's size.
import { describe, expect, it } from 'vitest';
import { EventParts } from '../../src/domain/render/event-json.js';
import { dropStale, FragmentTable, SLACK } from '../../src/domain/render/fragments.js';
import type { RenderContext, UrlBuilder } from '../../src/domain/render/render-context.js';
import { MemoryState } from '../../src/store/state/memory-state.js';
import type { TermRecord } from '../../src/store/records/records.js';
import { NAMESPACE, Urls } from '../../src/server/addresses.js';
import { loadDocument } from '../../src/store/file/store-document.js';
import { handWrittenEvent } from '../helpers/records.js';

const term = (id: number, name: string): TermRecord => ({
  id,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  description: '',
  parent: 0,
  language: 'en',
});

const urls = { key: 'site' } as UrlBuilder;

/** A table of tag names, counting its renders. */
function tagTable(state: MemoryState) {
  const table = new FragmentTable<string>(state, 'tags');
  let renders = 0;
  const render = (_ctx: RenderContext, tag: TermRecord) => {
    renders += 1;
    return `#${tag.name}`;
  };
  return { get: (tag: TermRecord) => table.get(urls, tag, render), renders: () => renders };
}

describe('FragmentTable', () => {
  it('renders an item once while its record is current, and again once it is replaced', () => {
    const state = new MemoryState();
    const jazz = term(1, 'Jazz');
    state.set('tags', 1, jazz);
    state.set('tags', 2, term(2, 'Blues'));
    const table = tagTable(state);
    expect(table.get(jazz)).toBe('#Jazz');
    expect(table.get(jazz)).toBe('#Jazz');
    expect(table.renders()).toBe(1);
    const renamed = { ...jazz, name: 'Jazz & Soul' };
    state.set('tags', 1, renamed);
    expect(table.get(renamed)).toBe('#Jazz & Soul');
    expect(table.renders()).toBe(2);
  });

  it('keeps items apart by ID, with IDs far apart', () => {
    const state = new MemoryState();
    const tags = [term(3, 'Folk'), term(2_000_000_000, 'Rock'), term(5, 'Pop')];
    for (const tag of tags) state.set('tags', tag.id, tag);
    const table = tagTable(state);
    expect(tags.map((tag) => table.get(tag))).toEqual(['#Folk', '#Rock', '#Pop']);
    expect(tags.map((tag) => table.get(tag))).toEqual(['#Folk', '#Rock', '#Pop']);
    expect(table.renders()).toBe(3);
  });

  it('lets go of the renderings of deleted items once they pile up past the collection and a slack', () => {
    const state = new MemoryState();
    const kept = term(1, 'Kept');
    state.set('tags', 1, kept);
    const table = tagTable(state);
    table.get(kept);
    // Deleted, its rendering stays until the pile-up: the same record put back is used again.
    state.set('tags', 1, undefined);
    state.set('tags', 1, kept);
    table.get(kept);
    expect(table.renders()).toBe(1);
    state.set('tags', 1, undefined);
    // Items made, rendered and deleted one after another: the store holds none of them.
    for (let id = 2; id < 1100; id++) {
      const passing = term(id, `Passing ${id}`);
      state.set('tags', id, passing);
      table.get(passing);
      state.set('tags', id, undefined);
    }
    state.set('tags', 1, kept);
    const before = table.renders();
    table.get(kept);
    expect(table.renders()).toBe(before + 1);
  });

  it('lets go of stale renderings where one item has a very large ID, walking only the IDs held', () => {
    const state = new MemoryState();
    const far = term(2_000_000_000, 'Far');
    state.set('tags', far.id, far);
    const table = tagTable(state);
    table.get(far);
    // Walking every index up to the largest ID, a letting go would not end within the test's time.
    for (let id = 1; id < 1100; id++) {
      const passing = term(id, `Passing ${id}`);
      state.set('tags', id, passing);
      table.get(passing);
      state.set('tags', id, undefined);
    }
    expect(table.get(far)).toBe('#Far');
    expect(table.renders()).toBe(1 + 1099);
  });
});

describe('dropStale', () => {
  it('drops the entries whose record the store no longer holds, by the IDs held however far apart', () => {
    const current = { id: 1 };
    const replaced = { id: 7 };
    const entries: ({ record: object } | undefined)[] = [];
    entries[1] = { record: current };
    entries[7] = { record: replaced };
    entries[2_000_000_000] = { record: { id: 2_000_000_000 } };
    const dropped: number[] = [];
    dropStale(
      entries,
      (entry) => entry.record,
      (id) => (id === 1 ? current : id === 7 ? { id: 7 } : undefined),
      (id) => dropped.push(id),
    );
    expect(dropped).toEqual([7, 2_000_000_000]);
  });
});

describe('kept texts of events', () => {
  it('keep the texts of current events when those of deleted events are let go of', () => {
    const state = new MemoryState();
    loadDocument({ format: 'cal-store', schema: 1, events: [handWrittenEvent(1, { slug: 'first' })] }, state);
    const first = state.get('events', 1);
    if (!first) throw new Error('the event was not read');
    const parts = new EventParts(state);
    const urls = new Urls('http://example.org', NAMESPACE, { defaultLanguage: 'en' });
    const kept = parts.listed(urls, first);
    // Events listed and deleted one after another pile up texts past the calendar's size and the slack.
    for (let id = 2; id <= SLACK + 10; id++) {
      const passing = { ...first, id, slug: `e${id}` };
      state.set('events', id, passing);
      parts.listed(urls, passing);
      state.set('events', id, undefined);
    }
    expect(parts.listed(urls, first)).toBe(kept);
  });
});
