// Events are rendered once and kept as JSON beside their records; every read answers what is true now: a change
// to the event or to what it shows (venue, organizer, terms and their counts, translations, settings, the URL
// form of the request) is seen by the next read, alone and in lists, with a new entity tag.
import { beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../helpers/setup.js';

const server = useApi();
let eventId: number;
let venueId: number;
let organizerId: number;
let categoryId: number;
let tagId: number;

const read = async (query = '') => {
  const reply = await server.request('GET', `events/${eventId}${query}`);
  expect(reply.status).toBe(200);
  return { event: reply.json, tag: reply.headers.get('etag') };
};
const listed = async (query = '') => {
  const reply = await server.request('GET', `events?start_date=2027-03-01&end_date=2027-03-31${query}`);
  expect(reply.status).toBe(200);
  return reply.json.events.find((e: { id: number }) => e.id === eventId);
};

beforeAll(async () => {
  venueId = (await server.request('POST', 'venues', { body: { venue: 'Old Hall', city: 'Lleida' } })).json.id;
  organizerId = (await server.request('POST', 'organizers', { body: { organizer: 'Ana', phone: '111' } })).json.id;
  categoryId = (await server.request('POST', 'categories', { body: { name: 'Music' } })).json.id;
  tagId = (await server.request('POST', 'tags', { body: { name: 'outdoors' } })).json.id;
  const created = await server.request('POST', 'events', {
    body: {
      title: 'Spring concert',
      start_date: '2027-03-10 19:00',
      end_date: '2027-03-10 21:00',
      cost: '10',
      venue: venueId,
      organizer: [organizerId],
      categories: [categoryId],
      tags: [tagId],
    },
  });
  expect(created.status).toBe(201);
  eventId = created.json.id;
});

describe('a kept rendering of an event', () => {
  it('is answered again, byte for byte, while nothing it shows changes', async () => {
    const first = await server.request('GET', `events/${eventId}`);
    // Another event written in between changes none of what this one shows.
    await server.request('POST', 'events', {
      body: { title: 'Unrelated', start_date: '2027-05-01 10:00', end_date: '2027-05-01 11:00' },
    });
    const second = await server.request('GET', `events/${eventId}`);
    expect(second.text).toBe(first.text);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('shows a renamed venue and a changed organizer at once, alone and in lists', async () => {
    const before = await read();
    expect(before.event.venue.venue).toBe('Old Hall');
    expect((await listed()).venue.venue).toBe('Old Hall');
    await server.request('POST', `venues/${venueId}`, { body: { venue: 'New Hall' } });
    await server.request('POST', `organizers/${organizerId}`, { body: { phone: '222' } });
    const after = await read();
    expect(after.event.venue.venue).toBe('New Hall');
    expect(after.event.json_ld.location.name).toBe('New Hall');
    expect(after.event.organizer[0].phone).toBe('222');
    expect(after.tag).not.toBe(before.tag);
    const inList = await listed();
    expect(inList.venue.venue).toBe('New Hall');
    expect(inList.organizer[0].phone).toBe('222');
  });

  it('counts a term again when another published event takes it', async () => {
    const before = await read();
    expect(before.event.categories[0].count).toBe(1);
    await server.request('POST', 'events', {
      body: {
        title: 'Summer concert',
        start_date: '2027-06-10 19:00',
        end_date: '2027-06-10 21:00',
        categories: [categoryId],
      },
    });
    const after = await read();
    expect(after.event.categories[0].count).toBe(2);
    expect(after.tag).not.toBe(before.tag);
    expect((await listed()).categories[0].count).toBe(2);
  });

  it('shows a renamed tag', async () => {
    await read();
    await server.request('POST', `tags/${tagId}`, { body: { name: 'open air' } });
    expect((await read()).event.tags[0].name).toBe('open air');
    expect((await listed()).tags[0].name).toBe('open air');
  });

  it('shows a new translation of the event', async () => {
    await server.store.write((tx) => tx.updateSettings({ languages: ['en', 'es'] }));
    expect((await read()).event.translations).toEqual({});
    const spanish = await server.request('POST', 'events?site_language=es', {
      body: {
        title: 'Concierto',
        start_date: '2027-03-10 19:00',
        end_date: '2027-03-10 21:00',
        translation_of: eventId,
      },
    });
    expect(spanish.status).toBe(201);
    expect((await read()).event.translations).toEqual({ es: spanish.json.id });
    expect((await listed()).translations).toEqual({ es: spanish.json.id });
  });

  it('follows the settings: the currency symbol of its cost', async () => {
    expect((await read()).event.cost).toBe('$10');
    await server.store.write((tx) => tx.updateSettings({ currency_symbol: '€', currency_position: 'postfix' }));
    expect((await read()).event.cost).toBe('10€');
    expect((await listed()).cost).toBe('10€');
  });

  it('keeps the URL form of each request apart', async () => {
    const plain = await read();
    const asked = await read('?site_language=es');
    expect(asked.event.rest_url).toMatch(/site_language=es$/);
    expect(plain.event.rest_url).not.toMatch(/site_language/);
    expect((await read()).event.rest_url).toBe(plain.event.rest_url);
  });

  it('shows the event itself changed, and its own tag', async () => {
    const before = await read();
    await server.request('POST', `events/${eventId}`, { body: { title: 'Spring gala' } });
    const after = await read();
    expect(after.event.title).toBe('Spring gala');
    expect((await listed()).title).toBe('Spring gala');
    expect(after.tag).not.toBe(before.tag);
  });

  it('is sent with its length in bytes, not chunked, whatever its characters', async () => {
    await server.request('POST', `events/${eventId}`, { body: { title: 'Gala — “Ünïcödé” 🎷 中文' } });
    const reply = await server.request('GET', `events/${eventId}`);
    expect(reply.json.title).toContain('🎷 中文');
    expect(reply.headers.get('transfer-encoding')).toBeNull();
    expect(reply.headers.get('content-length')).toBe(String(Buffer.byteLength(reply.text)));
  });
});
