// Unit tests for an event's kept schema.org data: the same text as its rendering, with the data of its venue and
// organizer kept once and shared by their events, and current after either or the event changes.
import { describe, expect, it } from 'vitest';
import { eventJsonLd } from '../../src/domain/render/event.js';
import { LinkedJsonLd } from '../../src/domain/render/event-json-ld.js';
import { fragmentCounts } from '../../src/domain/render/fragments.js';
import { EventParts } from '../../src/domain/render/event-json.js';
import { createRenderContext } from '../../src/domain/render/render-context.js';
import { NAMESPACE, Urls } from '../../src/server/addresses.js';
import { MemoryState } from '../../src/store/state/memory-state.js';
import type { EventRecord } from '../../src/store/records/records.js';
import { loadDocument } from '../../src/store/file/store-document.js';
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

/** The schema.org data of the event's single read, as assembled from kept parts. */
const single = (parts: EventParts, state: MemoryState, id: number) =>
  JSON.stringify(JSON.parse(parts.json(urls, eventOf(state, id), true)).json_ld);

describe('kept schema.org data of events', () => {
  it('is the rendered data, with a venue and organizer, without, and with a price, read alone and again', () => {
    const state = calendar();
    const parts = new EventParts(state);
    for (const round of [1, 2])
      for (const id of [10, 11, 12, 13])
        expect(single(parts, state, id), `event ${id}, read ${round}`).toBe(rendered(state, id));
    expect(JSON.parse(single(parts, state, 13)).offers.price).toBe('15');
  });

  it("is rendered once for all of a venue's and an organizer's events", () => {
    const state = calendar();
    const linked = new LinkedJsonLd(state);
    const venue = state.get('venues', 1);
    const organizer = state.get('organizers', 2);
    if (!venue || !organizer) throw new Error('no venue or organizer');
    const { rendered: renderedBefore, reused: reusedBefore } = fragmentCounts;
    // As the single reads of events 10 and 11, both at the venue with the organizer, ask them.
    const location = linked.location(urls, venue);
    expect(linked.location(urls, venue)).toBe(location);
    expect(linked.organizer(urls, organizer)).toBe(linked.organizer(urls, organizer));
    expect(location).toContain('Sala Apolo');
    expect(fragmentCounts.rendered - renderedBefore).toBe(2);
    expect(fragmentCounts.reused - reusedBefore).toBe(2);
  });

  it('shows a changed venue, and a changed event, in the next single read', () => {
    const state = calendar();
    const parts = new EventParts(state);
    single(parts, state, 10);
    const venue = state.get('venues', 1);
    if (!venue) throw new Error('no venue');
    state.set('venues', 1, { ...venue, title: 'New Hall' });
    expect(JSON.parse(single(parts, state, 10)).location.name).toBe('New Hall');
    expect(single(parts, state, 10)).toBe(rendered(state, 10));
    state.set('events', 10, { ...eventOf(state, 10), title: 'Renamed', start_date: '2027-02-01 10:00:00' });
    expect(JSON.parse(single(parts, state, 10))).toMatchObject({
      name: 'Renamed',
      startDate: '2027-02-01T10:00:00+00:00',
    });
    expect(single(parts, state, 10)).toBe(rendered(state, 10));
  });

  it("follows the settings: the currency of the event's price", () => {
    const state = calendar();
    const parts = new EventParts(state);
    expect(JSON.parse(single(parts, state, 13)).offers.priceCurrency).toBe('USD');
    const { currentSettings, sequences } = state;
    const settingsAfter = { ...currentSettings, currency_symbol: '€' };
    state.apply(
      {
        records: [],
        settingsBefore: currentSettings,
        settingsAfter,
        sequencesBefore: sequences,
        sequencesAfter: sequences,
      },
      'forward',
    );
    expect(JSON.parse(single(parts, state, 13)).offers.priceCurrency).toBe('EUR');
    expect(single(parts, state, 13)).toBe(rendered(state, 13));
  });
});
