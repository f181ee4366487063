// Unit tests for an event's kept schema.org data: the same text as its rendering, with the data of its venue and
// organizer kept once and shared by their events, and made again when either changes.
import { describe, expect, it } from 'vitest';
import { eventJsonLd } from '../../src/domain/render/event.js';
import { EventJsonLd, jsonLdText } from '../../src/domain/render/event-json-ld.js';
import { createRenderContext } from '../../src/domain/render/render-context.js';
import { NAMESPACE, Urls } from '../../src/server/addresses.js';
import { MemoryState } from '../../src/store/memory-state.js';
import type { EventRecord } from '../../src/store/records.js';
import { loadDocument } from '../../src/store/store-document.js';
import { HAND_WRITTEN_AT, handWrittenEvent } from '../helpers/records.js';

const post = { status: 'publish', date: HAND_WRITTEN_AT, date_utc: HAND_WRITTEN_AT, modified: HAND_WRITTEN_AT };
const urls = new Urls('http://example.org', NAMESPACE, { defaultLanguage: 'en' });

/** Two events at one venue with one organizer, a third with neither, and one with a price. */
function calendar(): MemoryState {
  const state = new MemoryState();
  loadDocument(
    {
      format: 'cal-store',
      schema: 1,
      venues: [{ id: 1, ...post, modified_utc: HAND_WRITTEN_AT, title: 'Sala Apolo', city: 'Barcelona' }],
      organizers: [{ id: 2, ...post, modified_utc: HAND_WRITTEN_AT, title: 'Ana', email: 'ana@example.org' }],
      events: [
        handWrittenEvent(10, { slug: 'ten', venues: [1], organizers: [2] }),
        handWrittenEvent(11, { slug: 'eleven', venues: [1], organizers: [2], description: '<p>Jazz &amp; soul</p>' }),
        handWrittenEvent(12, { slug: 'twelve' }),
        handWrittenEvent(13, { slug: 'thirteen', venues: [1], cost: '15' }),
      ],
    },
    state,
  );
  return state;
}

const eventOf = (state: MemoryState, id: number): EventRecord => {
  const event = state.get('events', id);
  if (!event) throw new Error(`no event ${id}`);
  return event;
};

const rendered = (state: MemoryState, id: number) =>
  JSON.stringify(eventJsonLd(createRenderContext(state, urls), eventOf(state, id)));

describe('kept schema.org data of events', () => {
  it('is byte for byte the rendered data, with a venue and organizer, without, and with a price', () => {
    const state = calendar();
    const kept = new EventJsonLd(state);
    for (const id of [10, 11, 12, 13]) expect(jsonLdText(kept.get(urls, eventOf(state, id)))).toBe(rendered(state, id));
    expect(JSON.parse(jsonLdText(kept.get(urls, eventOf(state, 13)))).offers.price).toBe('15');
  });

  it("keeps a venue's and an organizer's data once for all their events", () => {
    const state = calendar();
    const kept = new EventJsonLd(state);
    const ten = kept.get(urls, eventOf(state, 10));
    const eleven = kept.get(urls, eventOf(state, 11));
    expect(ten.location).toBeDefined();
    expect(eleven.location).toBe(ten.location);
    expect(eleven.organizer).toBe(ten.organizer);
    expect(kept.get(urls, eventOf(state, 10))).toBe(ten);
  });

  it("makes an event's data again once its venue changed", () => {
    const state = calendar();
    const kept = new EventJsonLd(state);
    const before = kept.get(urls, eventOf(state, 10));
    const venue = state.get('venues', 1);
    if (!venue) throw new Error('no venue');
    state.set('venues', 1, { ...venue, title: 'New Hall' });
    const after = kept.get(urls, eventOf(state, 10));
    expect(after).not.toBe(before);
    expect(JSON.parse(jsonLdText(after)).location.name).toBe('New Hall');
    expect(jsonLdText(after)).toBe(rendered(state, 10));
  });
});
