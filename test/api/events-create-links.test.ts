// POST /events: categories, tags, venue and organizers — by ID, by name, inline, and what fails.
import { describe, expect, it } from 'vitest';
import { useApi } from '../helpers/setup.js';
import {
  createEvent,
  createOrganizer,
  createTerm,
  createVenue,
  eventBody,
  expectError,
  expectInvalidParams,
  type Json,
} from './events-fixtures.js';

const api = useApi();

const names = (terms: Json[]): string[] => terms.map((t) => t.name as string);

describe.each(['categories', 'tags'] as const)('%s', (taxonomy) => {
  const taxonomyName = taxonomy === 'categories' ? 'tribe_events_cat' : 'post_tag';

  it('by ID: embedded term shape with urls', async () => {
    const term = await createTerm(api, taxonomy, `Music ${taxonomy}`);
    const event = await createEvent(api, eventBody('Terms by ID', { [taxonomy]: [term.id] }));
    expect(event[taxonomy]).toEqual([
      {
        name: `Music ${taxonomy}`,
        slug: `music-${taxonomy}`,
        term_group: 0,
        term_taxonomy_id: term.id,
        taxonomy: taxonomyName,
        description: '',
        parent: 0,
        count: 1,
        filter: 'raw',
        id: term.id,
        urls: { self: `${api.api}${taxonomy}/${term.id}`, collection: `${api.api}${taxonomy}` },
      },
    ]);
  });

  it('by new names: created, returned sorted by name', async () => {
    const event = await createEvent(
      api,
      eventBody('Terms by name', { [taxonomy]: [`Zeta ${taxonomy}`, `Alpha ${taxonomy}`] }),
    );
    expect(names(event[taxonomy])).toEqual([`Alpha ${taxonomy}`, `Zeta ${taxonomy}`]);
    const listed = await api.request('GET', `${taxonomy}?hide_empty=false&search=Zeta ${taxonomy}`);
    expect(listed.status).toBe(200);
    expect(names(listed.json[taxonomy])).toEqual([`Zeta ${taxonomy}`]);
    expect(listed.json[taxonomy][0].id).toBe(
      (event[taxonomy] as Json[]).find((t) => t.name === `Zeta ${taxonomy}`)!.id,
    );
  });

  it('an existing name is reused, not duplicated', async () => {
    const term = await createTerm(api, taxonomy, `Reused ${taxonomy}`);
    const event = await createEvent(api, eventBody('Terms reuse', { [taxonomy]: [`Reused ${taxonomy}`] }));
    expect((event[taxonomy] as Json[]).map((t) => t.id)).toEqual([term.id]);
  });

  it('mixed IDs and names; unknown numeric IDs are skipped', async () => {
    const term = await createTerm(api, taxonomy, `Mixed Known ${taxonomy}`);
    const event = await createEvent(
      api,
      eventBody('Terms mixed', { [taxonomy]: [term.id, `Mixed New ${taxonomy}`, 999999] }),
    );
    expect(names(event[taxonomy])).toEqual([`Mixed Known ${taxonomy}`, `Mixed New ${taxonomy}`]);
  });

  it('a comma list string works like an array', async () => {
    const event = await createEvent(
      api,
      eventBody('Terms csv', { [taxonomy]: `Csv One ${taxonomy}, Csv Two ${taxonomy}` }),
    );
    expect(names(event[taxonomy])).toEqual([`Csv One ${taxonomy}`, `Csv Two ${taxonomy}`]);
  });

  it.each<[string, unknown]>([
    ['""', ''],
    ['[]', []],
    ['only unknown IDs', [999998, 999999]],
  ])('%s → none', async (_label, value) => {
    const event = await createEvent(api, eventBody('No terms', { [taxonomy]: value }));
    expect(event[taxonomy]).toEqual([]);
  });
});

describe('venue', () => {
  it('none → []', async () => {
    const event = await createEvent(api, eventBody('No Venue'));
    expect(event.venue).toEqual([]);
  });

  it.each<[string, (id: number) => unknown]>([
    ['a numeric ID', (id) => id],
    ['a numeric string', (id) => String(id)],
    ['{id}', (id) => ({ id })],
  ])('by %s → the venue object', async (_label, ref) => {
    const venue = await createVenue(api, { venue: 'Blue Note Hall', city: 'New York' });
    const event = await createEvent(api, eventBody('Venue by ref', { venue: ref(venue.id) }));
    expect(Array.isArray(event.venue)).toBe(false);
    expect(event.venue.id).toBe(venue.id);
    expect(event.venue.venue).toBe('Blue Note Hall');
    expect(event.venue.city).toBe('New York');
    expect(event.venue.url).toBe(`${api.site}/venue/blue-note-hall/`);
  });

  it.each<[string, unknown]>([
    ['""', ''],
    ['0', 0],
    ['[]', []],
  ])('%s → no venue', async (_label, value) => {
    const event = await createEvent(api, eventBody('Blank venue', { venue: value }));
    expect(event.venue).toEqual([]);
  });

  it('inline object → a venue is created; an identical second inline create reuses it', async () => {
    const inline = { venue: 'Inline Cafe', city: 'Lisbon', country: 'Portugal' };
    const first = await createEvent(api, eventBody('Inline venue 1', { venue: inline }));
    expect(first.venue.venue).toBe('Inline Cafe');
    expect(first.venue.city).toBe('Lisbon');
    expect(first.venue.country).toBe('Portugal');
    expect(first.venue.slug).toBe('inline-cafe');
    const read = await api.request('GET', `venues/${first.venue.id}`);
    expect(read.status).toBe(200);
    expect(read.json.venue).toBe('Inline Cafe');

    const second = await createEvent(api, eventBody('Inline venue 2', { venue: { ...inline } }));
    expect(second.venue.id).toBe(first.venue.id);
    const listed = await api.request('GET', 'venues?search=Inline Cafe');
    expect(listed.json.venues.map((v: Json) => v.id)).toEqual([first.venue.id]);
  });

  it('inline object differing in a field creates another venue', async () => {
    const first = await createEvent(api, eventBody('Inline venue A', { venue: { venue: 'Twin Hall', city: 'Vic' } }));
    const second = await createEvent(api, eventBody('Inline venue B', { venue: { venue: 'Twin Hall', city: 'Olot' } }));
    expect(second.venue.id).not.toBe(first.venue.id);
  });

  it('unknown venue ID → 400 rest_invalid_param on venue', async () => {
    const reply = await api.request('POST', 'events', { body: eventBody('Bad venue', { venue: 999999 }) });
    expectInvalidParams(reply, { venue: 'Invalid parameter.' });
  });

  it('the ID of an organizer (not a venue) → 400 rest_invalid_param on venue', async () => {
    const organizer = await createOrganizer(api, { organizer: 'Plain Org For Venue' });
    const reply = await api.request('POST', 'events', { body: eventBody('Bad venue 2', { venue: organizer.id }) });
    expectInvalidParams(reply, { venue: 'Invalid parameter.' });
  });

  it('{id} of a non-venue → 400 invalid-linked-post-id', async () => {
    const organizer = await createOrganizer(api, { organizer: 'Org In Venue Ref' });
    const reply = await api.request('POST', 'events', {
      body: eventBody('Bad venue 3', { venue: { id: organizer.id } }),
    });
    expectError(reply, 400, 'invalid-linked-post-id');
  });

  it('inline venue without a name → 400 rest_invalid_param on venue', async () => {
    const reply = await api.request('POST', 'events', {
      body: eventBody('Bad venue 4', { venue: { city: 'Nowhere' } }),
    });
    expectInvalidParams(reply, { venue: 'Invalid parameter.' });
  });
});

describe('organizers', () => {
  it('always an array: none → []', async () => {
    const event = await createEvent(api, eventBody('No Organizer'));
    expect(event.organizer).toEqual([]);
  });

  it('a single ID → an array of one', async () => {
    const organizer = await createOrganizer(api, { organizer: 'Solo Org', email: 'solo@example.com' });
    const event = await createEvent(api, eventBody('One organizer', { organizer: organizer.id }));
    expect(event.organizer).toHaveLength(1);
    expect(event.organizer[0].id).toBe(organizer.id);
    expect(event.organizer[0].organizer).toBe('Solo Org');
    expect(event.organizer[0].email).toBe('solo@example.com');
  });

  it('an array of IDs keeps its order', async () => {
    const a = await createOrganizer(api, { organizer: 'Order A' });
    const b = await createOrganizer(api, { organizer: 'Order B' });
    const c = await createOrganizer(api, { organizer: 'Order C' });
    const event = await createEvent(api, eventBody('Ordered organizers', { organizer: [c.id, a.id, b.id] }));
    expect(event.organizer.map((o: Json) => o.id)).toEqual([c.id, a.id, b.id]);
  });

  it('inline objects in an array are created in order', async () => {
    const event = await createEvent(
      api,
      eventBody('Inline organizers', {
        organizer: [{ organizer: 'Inline Org Two', email: 'two@example.com' }, { organizer: 'Inline Org One' }],
      }),
    );
    expect(event.organizer.map((o: Json) => o.organizer)).toEqual(['Inline Org Two', 'Inline Org One']);
    expect(event.organizer[0].email).toBe('two@example.com');
    const read = await api.request('GET', `organizers/${event.organizer[1].id}`);
    expect(read.status).toBe(200);
    expect(read.json.organizer).toBe('Inline Org One');
  });

  it('mixed IDs, {id} references and inline objects keep their order', async () => {
    const a = await createOrganizer(api, { organizer: 'Mixed A' });
    const b = await createOrganizer(api, { organizer: 'Mixed B' });
    const event = await createEvent(
      api,
      eventBody('Mixed organizers', {
        organizer: [b.id, { organizer: 'Mixed Inline' }, { id: a.id }],
      }),
    );
    expect(event.organizer.map((o: Json) => o.organizer)).toEqual(['Mixed B', 'Mixed Inline', 'Mixed A']);
    expect(event.organizer[0].id).toBe(b.id);
    expect(event.organizer[2].id).toBe(a.id);
  });

  it('an identical inline organizer reuses the existing one', async () => {
    const first = await createEvent(
      api,
      eventBody('Dup org 1', { organizer: [{ organizer: 'Dup Org', email: 'dup@example.com' }] }),
    );
    const second = await createEvent(
      api,
      eventBody('Dup org 2', { organizer: [{ organizer: 'dup org', email: 'dup@example.com' }] }),
    );
    expect(second.organizer[0].id).toBe(first.organizer[0].id);
  });

  it('an unknown ID among valid ones → 400 rest_invalid_param on organizer', async () => {
    const a = await createOrganizer(api, { organizer: 'Valid Org' });
    const reply = await api.request('POST', 'events', { body: eventBody('Bad orgs', { organizer: [a.id, 999999] }) });
    expectInvalidParams(reply, { organizer: 'Invalid parameter.' });
  });

  it('{id} of a venue → 400 invalid-linked-post-id', async () => {
    const venue = await createVenue(api, { venue: 'Venue In Org Ref' });
    const reply = await api.request('POST', 'events', {
      body: eventBody('Bad orgs 2', { organizer: [{ id: venue.id }] }),
    });
    expectError(reply, 400, 'invalid-linked-post-id');
  });
});
